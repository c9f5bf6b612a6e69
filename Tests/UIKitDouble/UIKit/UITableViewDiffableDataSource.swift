// UIKit test double: UITableViewDiffableDataSource (UIKit overlay, iOS 13; declarations checked
// against the iOS 18 swiftinterface). The data source methods it implements are `open`, so a
// subclass that implements `tableView(_:titleForHeaderInSection:)` must write `override`.

/// A table view data source driven by snapshots of section and item identifiers.
@preconcurrency
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var storage = DiffableStorage<SectionIdentifierType, ItemIdentifierType>()

    /// Becomes `tableView`'s data source, as UIKit's does.
    @preconcurrency
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Animation for inserted and deleted rows; recorded only.
    @preconcurrency
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    // MARK: Snapshots
    //
    // The iOS 17.4 overlay declares `apply`, `applySnapshotUsingReloadData` and `snapshot()`
    // `nonisolated` (UIKit lets a background queue apply, if every apply uses it). The double's
    // views live on the main actor: the synchronous forms trap off the main thread, the `async`
    // forms hop to the main actor.

    /// Applies `snapshot` now: visible cells follow their items, cells of deleted and reloaded
    /// items go back to the pool, and reconfigured items' cells are configured again in place.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        MainActor.assumeIsolated { applyNow(snapshot) }
        completion?()
    }

    /// The iOS 15 `async` overload: returns once the snapshot is applied.
    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        await MainActor.run { applyNow(snapshot) }
    }

    /// Applies without diffing (iOS 15): every visible cell is dropped.
    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        MainActor.assumeIsolated { reloadNow(snapshot) }
        completion?()
    }

    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await MainActor.run { reloadNow(snapshot) }
    }

    /// A copy of the applied snapshot (no pending reloads or reconfigurations).
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        MainActor.assumeIsolated { storage.snapshot }
    }

    @available(iOS 15.0, tvOS 15.0, *)
    @preconcurrency
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        storage.sectionIdentifier(for: index)
    }

    @available(iOS 15.0, tvOS 15.0, *)
    @preconcurrency
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        storage.index(for: sectionIdentifier)
    }

    @preconcurrency
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        storage.itemIdentifier(for: indexPath)
    }

    @preconcurrency
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        storage.indexPath(for: itemIdentifier)
    }

    // MARK: UITableViewDataSource

    @preconcurrency
    open func numberOfSections(in tableView: UITableView) -> Int {
        storage.snapshot.numberOfSections
    }

    @preconcurrency
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        storage.numberOfItems(inSection: section)
    }

    /// Calls the cell provider; a nil cell traps, as in UIKit.
    @preconcurrency
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = storage.itemIdentifier(for: indexPath) else {
            fatalError("UITableViewDiffableDataSource: no item identifier at \(indexPath) in the applied snapshot")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            fatalError("UITableView dataSource returned a nil cell for row at index path: \(indexPath). Cell provider item: \(item)")
        }
        return cell
    }

    @preconcurrency
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    @preconcurrency
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// UIKit's diffable data source answers `false`: override to allow editing.
    @preconcurrency
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    @preconcurrency
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    @preconcurrency
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    @preconcurrency
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    @preconcurrency
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    @preconcurrency
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    /// The overlay's `description()` method (beside `NSObject`'s `description` property).
    @preconcurrency
    public func description() -> String {
        "<UITableViewDiffableDataSource: \(storage.snapshot.numberOfSections) sections, \(storage.snapshot.numberOfItems) items>"
    }

    // MARK: NSObject's message forwarding (see MessageForwarding.swift)
    //
    // Apple declares both on `NSObject`, nonisolated, so overrides in a main-actor subclass are
    // nonisolated too. Linux's `NSObject` is a Swift class whose extension methods cannot be
    // overridden, so the double declares them here (as it declares `awakeFromNib()` on
    // `UIResponder`): the data sources are the objects generated code makes forward.

    /// `-respondsToSelector:`. True, as for every object of the double (see MessageForwarding.swift).
    nonisolated open func responds(to aSelector: Selector!) -> Bool {
        true
    }

    /// `-forwardingTargetForSelector:`: where the runtime sends a message this object does not
    /// implement. Nil, as NSObject answers: the list's default behaviour applies.
    nonisolated open func forwardingTarget(for aSelector: Selector!) -> Any? {
        nil
    }

    // MARK: Double internals

    /// How many snapshots were applied (read by the driver).
    var applyCount: Int { storage.applyCount }

    private func reloadNow(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        storage.reload(snapshot)
        tableView?.reloadData()
    }

    private func applyNow(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        guard let tableView else {
            storage.reload(snapshot)
            return
        }
        let update = storage.apply(snapshot, visible: tableView.visibleCellsByIndexPath, selected: tableView.selectedIndexPaths)
        for cell in update.dropped { tableView.cellQueue.enqueue(cell) }
        tableView.visibleCellsByIndexPath = update.kept
        tableView.selectedIndexPaths = update.selected
        tableView.visibleHeaderViews = update.follow(tableView.visibleHeaderViews)
        tableView.visibleFooterViews = update.follow(tableView.visibleFooterViews)
        for (indexPath, item, cell) in update.reconfigure {
            tableView.reconfigureSlot = (indexPath, cell)
            defer { tableView.reconfigureSlot = nil }
            ViewProvisionState.depth += 1
            defer { ViewProvisionState.depth -= 1 }
            guard let configured = cellProvider(tableView, indexPath, item) else {
                fatalError("UITableView dataSource returned a nil cell while reconfiguring the row at \(indexPath)")
            }
            tableView.visibleCellsByIndexPath[indexPath] = configured
        }
    }
}
