/// How one section of a collection screen is laid out, checked: what the generated compositional
/// layout builds for it.
public enum SectionLayout: Hashable, Sendable {
    /// `UICollectionLayoutListConfiguration` with this appearance.
    case list(ListAppearance)
    case grid(GridColumns, spacing: Double)
    /// One row that scrolls sideways; items `width` wide.
    case carousel(width: CarouselWidth, spacing: Double)

    /// Whether its items can offer swipe actions (only list sections can).
    public var isList: Bool {
        if case .list = self { return true }
        return false
    }
}

/// How many columns a grid has.
public enum GridColumns: Hashable, Sendable {
    case fixed(Int)
    /// As many as fit items at least this wide; recomputed when the width changes.
    case fitting(minWidth: Double)
}

/// A carousel item's width.
public enum CarouselWidth: Hashable, Sendable {
    /// A fraction of the container's width (`width` up to 1 in the spec).
    case fraction(Double)
    case points(Double)

    init(_ width: Double) {
        self = width <= 1 ? .fraction(width) : .points(width)
    }
}

/// How a collection screen is laid out as a whole.
public enum CollectionLayout: Hashable, Sendable {
    /// A `UICollectionViewCompositionalLayout`; each section has its `SectionLayout`.
    case compositional
    /// v1's `UICollectionViewFlowLayout`, the data source sizing items as its delegate.
    case flow
}
