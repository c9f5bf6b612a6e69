// UIKit test double: UITableView (UITableView.h, iOS 17.5; iOS 18 adds nothing used here).
//
// The table keeps a registration table per kind of view (ReuseQueue), asks its data source for
// counts on demand (UIKit caches them between reloads; the double never goes stale), and tracks the
// cells the test driver made "visible" so `cellForRow(at:)`, selection state and diffable
// reconfiguration behave as on a device.

/// A list of rows in sections (`UITableView`).
@MainActor
open class UITableView: UIScrollView {
    /// `UITableViewStyle`.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    /// `UITableViewScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// `UITableViewRowAnimation`.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    /// `UITableViewAutomaticDimension` (-1). Imported as a member of a main-actor class, so it is
    /// main-actor isolated on iOS too (swiftlang/swift#59484).
    public static let automaticDimension: CGFloat = -1

    /// `-initWithFrame:style:` (designated).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// `-initWithCoder:` (designated): a plain table.
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    /// "-initWithFrame: calls this with UITableViewStylePlain."
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    open private(set) var style: Style
    open weak var dataSource: (any UITableViewDataSource)?
    /// `prefetchDataSource` (iOS 10): the driver's `prefetchRowsForTesting(at:)` asks it.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// `prefetchingEnabled` (iOS 15); true, as in UIKit.
    open var isPrefetchingEnabled = true
    /// Setting it counts (`delegateAssignmentsForTesting`): UIKit asks a new delegate which
    /// optional methods it implements, and caches the answers until `delegate` is set again.
    open weak var delegate: (any UITableViewDelegate)? {
        didSet { delegateAssignments += 1 }
    }

    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var separatorInset: UIEdgeInsets = .zero
    open var backgroundView: UIView?
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    /// Whether several rows stay selected while editing (edit mode's multi-select).
    open var allowsMultipleSelectionDuringEditing = false
    open var isEditing = false

    /// Whether a tap selects now, and keeps other rows selected: editing has its own settings.
    var selectsOnTapForTesting: (allowed: Bool, multiple: Bool) {
        guard isEditing else { return (allowsSelection, allowsMultipleSelection) }
        return (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing, allowsMultipleSelectionDuringEditing)
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: Info

    /// Asks the data source (nil data source: no sections).
    open var numberOfSections: Int {
        dataSource?.numberOfSections(in: self) ?? 0
    }

    @discardableResult
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The visible cell at `indexPath`; nil when none is visible (only cells the test driver asked
    /// for are visible).
    @discardableResult
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    open var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { visibleCellsByIndexPath[$0] } ?? []
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByIndexPath.keys.sorted()
    }

    @discardableResult
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    // MARK: Reloading

    /// Forgets the visible cells (handing them back for reuse) and the selection.
    open func reloadData() {
        for cell in visibleCellsByIndexPath.values { cellQueue.enqueue(cell) }
        visibleCellsByIndexPath = [:]
        visibleHeaderViews = [:]
        visibleFooterViews = [:]
        selectedIndexPaths = []
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        forgetVisibleCells { sections.contains($0.section) }
        for section in sections {
            visibleHeaderViews[section] = nil
            visibleFooterViews[section] = nil
        }
    }

    /// `-headerViewForSection:` (iOS 6): the header view the table shows for the section now (the
    /// driver's `headerViewForTesting(in:)` shows it); nil when none is visible or the delegate's
    /// view is not a `UITableViewHeaderFooterView`.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderViews[section]
    }

    /// `-footerViewForSection:` (iOS 6), as `headerView(forSection:)`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooterViews[section]
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        forgetVisibleCells { indexPaths.contains($0) }
    }

    /// Runs `updates` (synchronously) then `completion(true)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? {
        selectedIndexPaths.first
    }

    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
    }

    /// Selects without calling the delegate, as UIKit documents.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedIndexPaths { deselectRow(at: path, animated: animated) }
            return
        }
        if !selectsOnTapForTesting.multiple {
            for path in selectedIndexPaths where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
    }

    /// Deselects without calling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
    }

    /// Scrolls (at once) so the row's rectangle is at `scrollPosition`; `.none` scrolls only as far
    /// as shows it.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let place: VerticalPlaceForTesting =
            switch scrollPosition {
            case .none: .nearest
            case .top: .top
            case .middle: .middle
            case .bottom: .bottom
            }
        scrollVertically(toShow: rectForRow(at: indexPath), at: place)
    }

    /// `-rectForRowAtIndexPath:`: where the row is in the content. The double lays the rows out top
    /// to bottom at the delegate's heights, an automatic row height counting 44 points and an
    /// automatic header or footer none (double only: UIKit measures them); `.zero` outside the data.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard indexPath.section < numberOfSections, indexPath.row < numberOfRows(inSection: indexPath.section) else { return .zero }
        var y: CGFloat = 0
        for section in 0..<indexPath.section {
            y += laidOutHeight(ofHeaderIn: section) + laidOutHeight(ofFooterIn: section)
            for row in 0..<numberOfRows(inSection: section) { y += laidOutHeight(ofRowAt: IndexPath(row: row, section: section)) }
        }
        y += laidOutHeight(ofHeaderIn: indexPath.section)
        for row in 0..<indexPath.row { y += laidOutHeight(ofRowAt: IndexPath(row: row, section: indexPath.section)) }
        return CGRect(x: 0, y: y, width: bounds.width, height: laidOutHeight(ofRowAt: indexPath))
    }

    // MARK: Registration and dequeue

    /// `-registerNib:forCellReuseIdentifier:`; nil unregisters.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellQueue.register(nib, for: identifier)
    }

    /// `-registerClass:forCellReuseIdentifier:`; the class must be a `UITableViewCell`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellQueue.register(cellClass, for: identifier)
    }

    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterQueue.register(nib, for: identifier)
    }

    /// `-registerClass:forHeaderFooterViewReuseIdentifier:`; the class must be a
    /// `UITableViewHeaderFooterView`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterQueue.register(aClass, for: identifier)
    }

    /// The old dequeue: nil when nothing is registered for `identifier`.
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellQueue.dequeue(identifier, indexPath: nil) as? UITableViewCell
    }

    /// Always returns a cell; traps like UIKit when `identifier` is not registered. While the
    /// diffable data source reconfigures a visible row it returns that row's cell.
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let slot = reconfigureSlot, slot.indexPath == indexPath, slot.cell.reuseIdentifier == identifier {
            reconfigureSlot = nil
            return slot.cell
        }
        guard let cell = cellQueue.dequeue(identifier, indexPath: indexPath) as? UITableViewCell else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
                    + "or connect a prototype cell in a storyboard"
            )
        }
        return cell
    }

    /// Nil when `identifier` is not registered, as in UIKit.
    @discardableResult
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterQueue.dequeue(identifier, indexPath: nil) as? UITableViewHeaderFooterView
    }

    // MARK: Double state (internal)

    let cellQueue = ReuseQueue(kindOfView: "cell", requiredClassName: "UITableViewCell") { $0 is UITableViewCell.Type }
    let headerFooterQueue = ReuseQueue(kindOfView: "header or footer view", requiredClassName: "UITableViewHeaderFooterView") {
        $0 is UITableViewHeaderFooterView.Type
    }
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views shown, by section index; they follow their sections through a
    /// diffable apply and go when their section is reloaded or deleted.
    var visibleHeaderViews: [Int: UITableViewHeaderFooterView] = [:]
    var visibleFooterViews: [Int: UITableViewHeaderFooterView] = [:]
    var selectedIndexPaths: [IndexPath] = []
    var delegateAssignments = 0
    /// The visible cell a reconfiguration hands back from the next dequeue for its index path.
    var reconfigureSlot: (indexPath: IndexPath, cell: UITableViewCell)?

    override var scrollViewDelegate: (any UIScrollViewDelegate)? {
        delegate
    }

    private func laidOutHeight(ofRowAt indexPath: IndexPath) -> CGFloat {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height < 0 ? 44 : height
    }

    private func laidOutHeight(ofHeaderIn section: Int) -> CGFloat {
        max(0, delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
    }

    private func laidOutHeight(ofFooterIn section: Int) -> CGFloat {
        max(0, delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
    }

    func forgetVisibleCells(where shouldForget: (IndexPath) -> Bool) {
        for (indexPath, cell) in visibleCellsByIndexPath where shouldForget(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            cellQueue.enqueue(cell)
        }
    }
}
