// UIKit test double: UICollectionView (UICollectionView.h, iOS 17.4; element kinds and
// ScrollDirection from UICollectionViewFlowLayout.h / UICollectionViewLayout.h).
//
// Like the table view: a registration table for cells and one per supplementary element kind,
// counts asked of the data source on demand, and the cells the driver made visible.

/// A collection of items in sections, placed by a layout (`UICollectionView`).
@MainActor
open class UICollectionView: UIScrollView {
    /// `UICollectionViewScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// `UICollectionViewScrollPosition` (`NS_OPTIONS`).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// `UICollectionElementKindSectionHeader`, imported as a (main-actor isolated) member.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionElementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// `-initWithFrame:collectionViewLayout:` (designated).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// `-initWithCoder:` (designated): a flow layout, as Interface Builder's default.
    public required init?(coder: NSCoder) {
        self.collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// UIView's `-initWithFrame:` stays callable, and UIKit then raises; so does the double.
    public convenience override init(frame: CGRect) {
        fatalError("UICollectionView must be initialized with a non-nil layout parameter")
    }

    /// The layout; setting it makes this its collection view.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Setting it counts (`delegateAssignmentsForTesting`), as for `UITableView.delegate`.
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { delegateAssignments += 1 }
    }
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// `prefetchDataSource` (iOS 10): the driver's `prefetchItemsForTesting(at:)` asks it.
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// `prefetchingEnabled` (iOS 10); true, as in UIKit.
    open var isPrefetchingEnabled = true
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    /// iOS 14: whether items can be selected while editing, and several at a time.
    @available(iOS 14.0, tvOS 14.0, *)
    open var allowsSelectionDuringEditing = false
    @available(iOS 14.0, tvOS 14.0, *)
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether a tap selects now, and keeps other items selected: editing has its own settings.
    var selectsOnTapForTesting: (allowed: Bool, multiple: Bool) {
        guard isEditing else { return (allowsSelection, allowsMultipleSelection) }
        return (allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing, allowsMultipleSelectionDuringEditing)
    }

    // MARK: Registration and dequeue

    /// `-registerClass:forCellWithReuseIdentifier:` (instantiated with `init(frame:)`).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(cellClass, for: identifier)
    }

    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellQueue.register(nib, for: identifier)
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryQueue(ofKind: elementKind).register(viewClass, for: identifier)
    }

    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryQueue(ofKind: kind).register(nib, for: identifier)
    }

    /// Always returns a cell; traps like UIKit when `identifier` is not registered. While the
    /// diffable data source reconfigures a visible item it returns that item's cell.
    @discardableResult
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let slot = reconfigureSlot, slot.indexPath == indexPath, slot.cell.reuseIdentifier == identifier {
            reconfigureSlot = nil
            return slot.cell
        }
        guard let cell = cellQueue.dequeue(identifier, indexPath: indexPath) as? UICollectionViewCell else {
            fatalError(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        return cell
    }

    @discardableResult
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let queue = supplementaryQueue(ofKind: elementKind)
        guard let view = queue.dequeue(identifier, elementKind: elementKind, indexPath: indexPath) as? UICollectionReusableView else {
            fatalError(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        return view
    }

    // MARK: Info

    open var numberOfSections: Int {
        dataSource?.numberOfSections(in: self) ?? 0
    }

    @discardableResult
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    @discardableResult
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    @discardableResult
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The visible supplementary view of `elementKind` at `indexPath`.
    @discardableResult
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryViews[elementKind]?[indexPath]
    }

    @discardableResult
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        (visibleSupplementaryViews[elementKind] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
    }

    // MARK: Reloading

    open func reloadData() {
        for cell in visibleCellsByIndexPath.values { cellQueue.enqueue(cell) }
        visibleCellsByIndexPath = [:]
        visibleSupplementaryViews = [:]
        selectedIndexPaths = []
    }

    open func reloadSections(_ sections: IndexSet) {
        forgetVisibleCells { sections.contains($0.section) }
        visibleSupplementaryViews = visibleSupplementaryViews.mapValues { $0.filter { !sections.contains($0.key.section) } }
    }

    open func reloadItems(at indexPaths: [IndexPath]) {
        forgetVisibleCells { indexPaths.contains($0) }
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// Scrolls (at once) so the item is at `scrollPosition` vertically; without a vertical
    /// position, only as far as shows it.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let place: VerticalPlaceForTesting =
            scrollPosition.contains(.top)
            ? .top
            : scrollPosition.contains(.centeredVertically) ? .middle : scrollPosition.contains(.bottom) ? .bottom : .nearest
        scrollVertically(toShow: frame, at: place)
    }

    /// `-layoutAttributesForItemAtIndexPath:`: where the item is in the content; nil outside the
    /// data. The double places items one under the other, full width and 44 points high (double
    /// only: UIKit asks the layout).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section) else { return nil }
        let above = (0..<indexPath.section).reduce(0) { $0 + numberOfItems(inSection: $1) } + indexPath.item
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(above) * 44, width: bounds.width, height: 44)
        return attributes
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths
    }

    /// Selects without calling the delegate.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedIndexPaths { deselectItem(at: path, animated: animated) }
            return
        }
        if !selectsOnTapForTesting.multiple {
            for path in selectedIndexPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        visibleCellsByIndexPath[indexPath]?.isSelected = true
    }

    /// Deselects without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        visibleCellsByIndexPath[indexPath]?.isSelected = false
    }

    // MARK: Double state (internal)

    let cellQueue = ReuseQueue(kindOfView: "cell", requiredClassName: "UICollectionViewCell") { $0 is UICollectionViewCell.Type }
    private var supplementaryQueues: [String: ReuseQueue] = [:]
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaryViews: [String: [IndexPath: UICollectionReusableView]] = [:]
    var selectedIndexPaths: [IndexPath] = []
    var delegateAssignments = 0
    var reconfigureSlot: (indexPath: IndexPath, cell: UICollectionViewCell)?

    func supplementaryQueue(ofKind elementKind: String) -> ReuseQueue {
        if let queue = supplementaryQueues[elementKind] { return queue }
        let queue = ReuseQueue(kindOfView: "supplementary view of kind \(elementKind)", requiredClassName: "UICollectionReusableView") {
            $0 is UICollectionReusableView.Type
        }
        supplementaryQueues[elementKind] = queue
        return queue
    }

    override var scrollViewDelegate: (any UIScrollViewDelegate)? {
        delegate
    }

    var supplementaryKinds: [String] {
        supplementaryQueues.keys.sorted()
    }

    func forgetVisibleCells(where shouldForget: (IndexPath) -> Bool) {
        for (indexPath, cell) in visibleCellsByIndexPath where shouldForget(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            cellQueue.enqueue(cell)
        }
    }
}
