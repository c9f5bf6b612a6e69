// UIKit test double: the parts of a compositional layout section: NSCollectionLayoutItem,
// NSCollectionLayoutGroup, NSCollectionLayoutSupplementaryItem,
// NSCollectionLayoutBoundarySupplementaryItem and NSCollectionLayoutAnchor
// (UICollectionViewCompositionalLayout.h, iOS 13; checked against the iOS 17.4 SDK).
//
// `NS_SWIFT_UI_ACTOR` classes whose initializers are class factory methods: `+itemWithLayoutSize:`
// and the like are imported as convenience initializers (inherited by the subclasses, as here: each
// subclass overrides the one designated initializer), the group factories as
// `open class func ... -> Self`; `-init` is unavailable. The double's designated initializers are
// `@_spi(UIKitDouble)`: hidden from clients, yet subclasses inherit the convenience initializers.
// Not modelled: `edgeSpacing`, custom groups, decoration items, `visualDescription()`, `NSCopying`.

/// A cell's place in a group: its size, insets and supplementary items (`NSCollectionLayoutItem`).
@MainActor
open class NSCollectionLayoutItem: NSObject {
    /// `+itemWithLayoutSize:`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(doubleLayoutSize: layoutSize, supplementaryItems: [])
    }

    /// `+itemWithLayoutSize:supplementaryItems:`.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(doubleLayoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// The double's designated initializer (SPI: see API.md, "Hidden designated initializers").
    @_spi(UIKitDouble)
    public init(doubleLayoutSize layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.storedSupplementaryItems = supplementaryItems
        super.init()
    }

    /// Shrinks the item inside its layout size (ignored on estimated axes).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open private(set) var layoutSize: NSCollectionLayoutSize
    /// Read-only on items; groups make it settable.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
}

/// Items (or groups) laid out along one axis (`NSCollectionLayoutGroup`). Horizontal and vertical
/// groups repeat their subitems until the group's space along its axis is used up; the iOS 16
/// `repeatingSubitem:count:` forms hold exactly `count` copies of one subitem. (The deprecated
/// `subitem:count:` forms are not modelled.)
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    /// The axis items are laid out along.
    private(set) var axis = Axis.horizontal
    /// `count` of the `repeatingSubitem:count:` forms; nil for `subitems:`.
    private(set) var repeatCount: Int?

    @_spi(UIKitDouble)
    public override init(doubleLayoutSize layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        super.init(doubleLayoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// `+horizontalGroupWithLayoutSize:repeatingSubitem:count:` (iOS 16).
    @available(iOS 16.0, tvOS 16.0, *)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        make(.horizontal, layoutSize, [subitem], repeatCount: count)
    }

    /// `+horizontalGroupWithLayoutSize:subitems:`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        make(.horizontal, layoutSize, subitems, repeatCount: nil)
    }

    /// `+verticalGroupWithLayoutSize:repeatingSubitem:count:` (iOS 16).
    @available(iOS 16.0, tvOS 16.0, *)
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        make(.vertical, layoutSize, [subitem], repeatCount: count)
    }

    /// `+verticalGroupWithLayoutSize:subitems:`.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        make(.vertical, layoutSize, subitems, repeatCount: nil)
    }

    /// Settable on groups (read-only on items).
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    /// Extra space between the items along the group's axis; nil is none.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// The items (or groups) given to the factory method (the one repeated subitem for the
    /// `repeatingSubitem:count:` forms).
    open private(set) var subitems: [NSCollectionLayoutItem] = []

    private class func make(
        _ axis: Axis, _ layoutSize: NSCollectionLayoutSize, _ subitems: [NSCollectionLayoutItem], repeatCount: Int?
    ) -> Self {
        let group = NSCollectionLayoutGroup(doubleLayoutSize: layoutSize, supplementaryItems: [])
        group.axis = axis
        group.subitems = subitems
        group.repeatCount = repeatCount
        guard let typed = group as? Self else {
            fatalError("UIKitDouble: subclasses of NSCollectionLayoutGroup are not modelled")
        }
        return typed
    }
}

/// A view of an element kind anchored to an item or group, such as a badge
/// (`NSCollectionLayoutSupplementaryItem`).
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    @_spi(UIKitDouble)
    public override init(doubleLayoutSize layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        super.init(doubleLayoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// `+supplementaryItemWithLayoutSize:elementKind:containerAnchor:`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(doubleLayoutSize: layoutSize, supplementaryItems: [])
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }

    /// `+supplementaryItemWithLayoutSize:elementKind:containerAnchor:itemAnchor:`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor)
        self.itemAnchor = itemAnchor
    }

    /// 0 in the double.
    open var zIndex = 0
    /// The kind the collection view asks its data source for (`viewForSupplementaryElementOfKind`).
    open fileprivate(set) var elementKind = ""
    open fileprivate(set) var containerAnchor = NSCollectionLayoutAnchor(doubleEdges: [], offset: .zero, isFractional: false)
    open fileprivate(set) var itemAnchor: NSCollectionLayoutAnchor?
}

/// A header, footer or other view aligned to a section's or the whole layout's edges
/// (`NSCollectionLayoutBoundarySupplementaryItem`).
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    @_spi(UIKitDouble)
    public override init(doubleLayoutSize layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        super.init(doubleLayoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// `+boundarySupplementaryItemWithLayoutSize:elementKind:alignment:`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// `+boundarySupplementaryItemWithLayoutSize:elementKind:alignment:absoluteOffset:`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        let anchor = NSCollectionLayoutAnchor(doubleEdges: Self.edges(of: alignment), offset: absoluteOffset, isFractional: false)
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: anchor)
        self.alignment = alignment
        self.offset = absoluteOffset
    }

    /// Whether the item enlarges its section (default true).
    open var extendsBoundary = true
    /// Whether the item stays visible while its section is (a pinned header; default false).
    open var pinToVisibleBounds = false
    open private(set) var alignment = NSRectAlignment.none
    open private(set) var offset = CGPoint.zero

    private static func edges(of alignment: NSRectAlignment) -> NSDirectionalRectEdge {
        switch alignment {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}

/// Where a supplementary item sits on its container (`NSCollectionLayoutAnchor`).
@MainActor
open class NSCollectionLayoutAnchor: NSObject {
    @_spi(UIKitDouble)
    public init(doubleEdges edges: NSDirectionalRectEdge, offset: CGPoint, isFractional: Bool) {
        self.edges = edges
        self.offset = offset
        self.isFractionalOffset = isFractional
        super.init()
    }

    /// `+layoutAnchorWithEdges:` (an absolute offset of zero in the double).
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(doubleEdges: edges, offset: .zero, isFractional: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(doubleEdges: edges, offset: absoluteOffset, isFractional: false)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(doubleEdges: edges, offset: fractionalOffset, isFractional: true)
    }

    open private(set) var edges: NSDirectionalRectEdge
    open private(set) var offset: CGPoint
    open var isAbsoluteOffset: Bool { !isFractionalOffset }
    open private(set) var isFractionalOffset: Bool
}
