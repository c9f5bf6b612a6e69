/// How one section of a collection screen is laid out, checked: what the generated compositional
/// layout builds for it.
public enum SectionLayout: Hashable, Sendable {
    /// `UICollectionLayoutListConfiguration` with this appearance.
    case list(ListAppearance)
    case grid(GridColumns, spacing: Double)
    /// One row that scrolls sideways; items `width` wide.
    case carousel(width: CarouselWidth, spacing: Double)
    /// `whenTrue` while `condition` holds, else `whenFalse`; neither is a choice.
    indirect case chosen(LayoutCondition, whenTrue: SectionLayout, whenFalse: SectionLayout)

    /// Whether its items can offer swipe actions (only list sections can): in one of its layouts,
    /// for a choice.
    public var isList: Bool {
        switch self {
        case .list: true
        case .grid, .carousel: false
        case .chosen(_, let whenTrue, let whenFalse): whenTrue.isList || whenFalse.isList
        }
    }

    /// Whether every layout it may take is a list: the support file declares grids and carousels
    /// only for an output that lays a section out so.
    public var isListInEveryChoice: Bool {
        switch self {
        case .list: true
        case .grid, .carousel: false
        case .chosen(_, let whenTrue, let whenFalse): whenTrue.isListInEveryChoice && whenFalse.isListInEveryChoice
        }
    }
}

/// What chooses a section's layout at run time.
public enum LayoutCondition: Hashable, Sendable {
    /// The list view's horizontal size class is regular (else compact or unspecified).
    case regularWidth
    /// This `Bool` field of the screen's environment is true.
    case environment(field: String)
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
