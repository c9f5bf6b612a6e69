// UIKit test double: UICollectionViewDiffableDataSource (UIKit overlay, iOS 13; declarations checked
// against the iOS 18 swiftinterface). Section snapshots and their handlers are in
// DiffableSectionSnapshots.swift; reordering is in DiffableReordering.swift.

/// A collection view data source driven by snapshots of section and item identifiers.
@preconcurrency
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    public typealias SupplementaryViewProvider = (
        _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
    ) -> UICollectionReusableView?

    /// Gives header, footer and other supplementary views; nil means the data source has none.
    @preconcurrency
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// iOS 14: what the data source asks and tells when the user reorders items.
    @available(iOS 14.0, tvOS 14.0, *)
    @preconcurrency
    public var reorderingHandlers = ReorderingHandlers()

    /// iOS 14: what the data source asks and tells when the user expands or collapses an item.
    @available(iOS 14.0, tvOS 14.0, *)
    @preconcurrency
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    private(set) weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Internal for DiffableSectionSnapshots.swift.
    var storage = DiffableStorage<SectionIdentifierType, ItemIdentifierType>()

    /// Becomes `collectionView`'s data source, as UIKit's does.
    @preconcurrency
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots
    //
    // The iOS 17.4 overlay declares `apply`, `applySnapshotUsingReloadData` and `snapshot()`
    // `nonisolated` (UIKit lets a background queue apply, if every apply uses it). The double's
    // views live on the main actor: the synchronous forms trap off the main thread, the `async`
    // forms hop to the main actor.

    /// Applies `snapshot` now (see `UITableViewDiffableDataSource.apply`).
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        MainActor.assumeIsolated { applyNow(snapshot) }
        completion?()
    }

    /// The iOS 15 `async` overload.
    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        await MainActor.run { applyNow(snapshot) }
    }

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

    // MARK: UICollectionViewDataSource

    @preconcurrency
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        storage.snapshot.numberOfSections
    }

    @preconcurrency
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        storage.numberOfItems(inSection: section)
    }

    /// Calls the cell provider; a nil cell traps, as in UIKit.
    @preconcurrency
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = storage.itemIdentifier(for: indexPath) else {
            fatalError("UICollectionViewDiffableDataSource: no item identifier at \(indexPath) in the applied snapshot")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            fatalError("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath). Cell provider item: \(item)")
        }
        return cell
    }

    /// Calls `supplementaryViewProvider`; no provider, or a nil view, traps as in UIKit.
    @preconcurrency
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let supplementaryViewProvider else {
            fatalError(
                "UICollectionViewDiffableDataSource: the layout asked for a supplementary view of kind '\(kind)' at \(indexPath) "
                    + "but supplementaryViewProvider is nil"
            )
        }
        guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
            fatalError(
                "UICollectionViewDiffableDataSource: supplementaryViewProvider returned nil for element of kind '\(kind)' "
                    + "at \(indexPath); a layout that asks for a view must get one"
            )
        }
        return view
    }

    @preconcurrency
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    @preconcurrency
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    @preconcurrency
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    @preconcurrency
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    /// The overlay's `description()` method (beside `NSObject`'s `description` property).
    @preconcurrency
    public func description() -> String {
        "<UICollectionViewDiffableDataSource: \(storage.snapshot.numberOfSections) sections, \(storage.snapshot.numberOfItems) items>"
    }

    // MARK: NSObject's message forwarding (see MessageForwarding.swift)
    //
    // Declared here rather than on NSObject, nonisolated: see UITableViewDiffableDataSource.

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

    var applyCount: Int { storage.applyCount }

    /// The user's move (`UICollectionView.moveItemForTesting`): the item goes to the target the
    /// delegate gives, in the data source's own snapshot, between `willReorder` and `didReorder`.
    func reorderForTesting(from source: IndexPath, to proposed: IndexPath, in collectionView: UICollectionView) -> IndexPath? {
        guard let item = itemIdentifier(for: source), reorderingHandlers.canReorderItem?(item) == true else { return nil }
        let target =
            collectionView.delegate?.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
                toProposedIndexPath: proposed) ?? proposed
        let initial = storage.snapshot
        guard target != source, let section = storage.sectionIdentifier(for: target.section) else { return nil }
        var final = initial
        final.deleteItems([item])
        let others = final.itemIdentifiers(inSection: section)
        if target.item < others.count {
            final.insertItems([item], beforeItem: others[target.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves())
        reorderingHandlers.willReorder?(transaction)
        applyNow(final)
        reorderingHandlers.didReorder?(transaction)
        return target
    }

    private func reloadNow(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        storage.reload(snapshot)
        collectionView?.reloadData()
    }

    private func applyNow(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        show(storage.apply(snapshot, visible: collectionView?.visibleCellsByIndexPath ?? [:], selected: collectionView?.selectedIndexPaths ?? []))
    }

    /// Shows an applied change (internal for DiffableSectionSnapshots.swift): visible cells that
    /// stay move with their items, the others go back to the reuse pool, selection and
    /// supplementary views follow, and reconfigured items' cells are configured again.
    func show(_ update: DiffableStorage<SectionIdentifierType, ItemIdentifierType>.Update<UICollectionViewCell>) {
        guard let collectionView else { return }
        for cell in update.dropped { collectionView.cellQueue.enqueue(cell) }
        collectionView.visibleCellsByIndexPath = update.kept
        collectionView.selectedIndexPaths = update.selected
        collectionView.visibleSupplementaryViews = collectionView.visibleSupplementaryViews.mapValues { views in
            Dictionary(uniqueKeysWithValues: views.compactMap { indexPath, view in
                update.keptSections[indexPath.section].map { (IndexPath(item: indexPath.item, section: $0), view) }
            })
        }
        for (indexPath, item, cell) in update.reconfigure {
            collectionView.reconfigureSlot = (indexPath, cell)
            defer { collectionView.reconfigureSlot = nil }
            ViewProvisionState.depth += 1
            defer { ViewProvisionState.depth -= 1 }
            guard let configured = cellProvider(collectionView, indexPath, item) else {
                fatalError("UICollectionView dataSource returned a nil cell while reconfiguring the item at \(indexPath)")
            }
            collectionView.visibleCellsByIndexPath[indexPath] = configured
        }
    }
}

extension UICollectionViewDiffableDataSource: ReorderingDataSourceForTesting {}
