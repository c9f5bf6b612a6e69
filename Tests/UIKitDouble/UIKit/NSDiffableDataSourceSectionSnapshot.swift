// UIKit test double: NSDiffableDataSourceSectionSnapshot (the UIKit overlay's iOS 14 struct over
// NSDiffableDataSourceSectionSnapshot.h; checked against the iOS 17.4 swiftinterface:
// `@preconcurrency`, `@unchecked Sendable`, the identifier `Hashable & Sendable`).
//
// A forest of unique items, each with an expansion state. Misuse traps with UIKit's reasons where
// known (Tests/UIKitDouble/API.md, "Where the double traps"): an item appended or inserted twice, a
// parent or destination that is not there. What the header says UIKit lets pass, the double lets
// pass: expanding, collapsing or deleting items that are not there; `level(of:)` of a missing
// item is `NSNotFound`.

/// The items of one section as an outline: ordered root items, each with ordered children, and
/// which items are expanded. A child is visible when every ancestor is expanded.
@available(iOS 14.0, tvOS 14.0, *)
@preconcurrency
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: @unchecked Sendable
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    private var roots: [ItemIdentifierType] = []
    /// Every item in the snapshot has an entry (empty for a leaf): the snapshot's membership.
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// The parent of every item that is not a root.
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// "Expand / Collapse state does not require children and persists along with the snapshot"
    /// (the header). New items are collapsed.
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }

    // MARK: Building

    /// Appends `items` to the root level, or as the last children of `parent`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        requireNew(items)
        if let parent { requireParent(parent) }
        add(items, under: parent, at: siblings(under: parent).count)
    }

    /// Inserts `items` at the level of `item`, before it.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        requireNew(items)
        let (parent, index) = position(of: item)
        add(items, under: parent, at: index)
    }

    /// Inserts `items` at the level of `item`, after it and its children.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        requireNew(items)
        let (parent, index) = position(of: item)
        add(items, under: parent, at: index + 1)
    }

    /// Deletes the items with their children; items not in the snapshot are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            let parent = parents[item]
            setSiblings(siblings(under: parent).filter { $0 != item }, under: parent)
            for removed in subtree(of: item) {
                children[removed] = nil
                parents[removed] = nil
                expanded.remove(removed)
            }
        }
    }

    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Items not in the snapshot are ignored (UIKit logs them).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter(contains))
    }

    /// Items not in the snapshot are ignored (UIKit logs them).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// Makes `snapshot`'s root items (with their children and expansion) the children of `parent`,
    /// in place of its current ones.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        requireParent(parent)
        delete(children[parent] ?? [])
        graft(snapshot, under: parent, at: 0)
    }

    /// Inserts `snapshot`'s items, with their children and expansion, at the level of `item`, before it.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: (ItemIdentifierType)) {
        let (parent, index) = position(of: item)
        graft(snapshot, under: parent, at: index)
    }

    /// Inserts `snapshot`'s items, with their children and expansion, at the level of `item`, after
    /// it and its children.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: (ItemIdentifierType)) {
        let (parent, index) = position(of: item)
        graft(snapshot, under: parent, at: index + 1)
    }

    // MARK: Queries

    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        expanded.contains(item)
    }

    /// In the snapshot, with every ancestor expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        contains(item) && ancestors(of: item).allSatisfy(isExpanded)
    }

    public func contains(_ item: ItemIdentifierType) -> Bool {
        children[item] != nil
    }

    /// 0 for a root item; `NSNotFound` for an item not in the snapshot, as the header says.
    public func level(of item: ItemIdentifierType) -> Int {
        contains(item) ? ancestors(of: item).count : NSNotFound
    }

    /// The item's index in `items` (depth-first, collapsed children included).
    public func index(of item: ItemIdentifierType) -> Int? {
        items.firstIndex(of: item)
    }

    /// Nil for a root item and for an item not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        parents[child]
    }

    /// The children of `parent` (recursively) as a snapshot of their own, their expansion kept;
    /// with `includingParent`, `parent` is its only root item. Empty when `parent` is not there.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var snapshot = NSDiffableDataSourceSectionSnapshot()
        guard contains(parent) else { return snapshot }
        let top = includingParent ? [parent] : children[parent] ?? []
        snapshot.roots = top
        for item in top.flatMap(subtree) {
            snapshot.children[item] = children[item]
            if !top.contains(item) { snapshot.parents[item] = parents[item] }
            if isExpanded(item) { snapshot.expanded.insert(item) }
        }
        return snapshot
    }

    /// Every item, depth first: each parent followed by its children, collapsed or not.
    public var items: [ItemIdentifierType] {
        roots.flatMap(subtree)
    }

    public var rootItems: [ItemIdentifierType] {
        roots
    }

    /// The items a list shows: `items` without the children of collapsed parents.
    public var visibleItems: [ItemIdentifierType] {
        items.filter(isVisible)
    }

    /// The outline as text, one item a line, indented by level; a parent is marked `+` when
    /// expanded, `-` when collapsed (UIKit's own format is not documented).
    public func visualDescription() -> String {
        items.map { item in
            let mark = children[item]?.isEmpty == false ? (isExpanded(item) ? "+ " : "- ") : "  "
            return String(repeating: "    ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Double internals

    /// The item followed by its descendants, depth first.
    private func subtree(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        [item] + (children[item] ?? []).flatMap(subtree)
    }

    private func ancestors(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var current = parents[item]
        while let parent = current {
            result.append(parent)
            current = parents[parent]
        }
        return result
    }

    private func siblings(under parent: ItemIdentifierType?) -> [ItemIdentifierType] {
        parent.map { children[$0] ?? [] } ?? roots
    }

    private mutating func setSiblings(_ siblings: [ItemIdentifierType], under parent: ItemIdentifierType?) {
        if let parent { children[parent] = siblings } else { roots = siblings }
    }

    /// Where `item` is among its siblings; traps when it is not in the snapshot.
    private func position(of item: ItemIdentifierType) -> (parent: ItemIdentifierType?, index: Int) {
        let parent = parents[item]
        guard contains(item), let index = siblings(under: parent).firstIndex(of: item) else {
            fatalError("Invalid parameter not satisfying: index != NSNotFound (item \(item) is not in the section snapshot)")
        }
        return (parent, index)
    }

    /// New leaves, collapsed, among the children of `parent` (or the roots) at `index`.
    private mutating func add(_ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int) {
        var siblings = siblings(under: parent)
        siblings.insert(contentsOf: items, at: index)
        setSiblings(siblings, under: parent)
        for item in items {
            children[item] = []
            parents[item] = parent
        }
    }

    /// `snapshot`'s root items at `index` among the children of `parent` (or the roots), with
    /// their descendants and expansion.
    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: ItemIdentifierType?, at index: Int) {
        requireNew(snapshot.items)
        add(snapshot.roots, under: parent, at: index)
        for item in snapshot.items {
            children[item] = snapshot.children[item]
            if let itsParent = snapshot.parents[item] { parents[item] = itsParent }
        }
        expanded.formUnion(snapshot.expanded)
    }

    private func requireParent(_ parent: ItemIdentifierType) {
        guard contains(parent) else {
            fatalError("Invalid parameter not satisfying: parentIndex != NSNotFound (parent \(parent) is not in the section snapshot)")
        }
    }

    /// Items repeated within one call, or already in the snapshot: unlike a whole snapshot, a
    /// section snapshot does not move an item that is already there.
    private func requireNew(_ items: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = items.filter { !seen.insert($0).inserted || contains($0) }
        guard duplicates.isEmpty else {
            fatalError("Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(duplicates)")
        }
    }
}
