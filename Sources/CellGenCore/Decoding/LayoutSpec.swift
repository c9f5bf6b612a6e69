/// How a collection screen or one of its sections is laid out (`layout:`), and how a table screen's
/// scaffolded table looks (`style:`), as written.

/// `layout: list | flow | { list: appearance } | { grid: {...} } | { carousel: {...} }`.
public enum LayoutSpec: Hashable, Sendable {
    /// Rows as a list (`UICollectionLayoutListConfiguration`): swipe actions, list headers.
    case list(ListAppearance)
    /// As many items per row as `columns`, or as fit `minWidth`.
    case grid(GridSpec)
    /// One row of items that scrolls sideways.
    case carousel(CarouselSpec)
    /// v1's flow layout, sized by the data source as a flow layout delegate; screen-wide only.
    case flow
    /// One of two layouts, chosen at run time.
    indirect case chosen(LayoutChoiceSpec)
}

/// `{ compact: ..., regular: ... }` or `{ when: field, then: ..., else: ... }`: two layouts and
/// what chooses between them.
public struct LayoutChoiceSpec: Hashable, Sendable {
    public enum Condition: Hashable, Sendable {
        /// The horizontal size class is regular.
        case regularWidth
        /// A `Bool` field of the screen's environment is true.
        case environment(Located<String>)
    }

    public var condition: Condition
    /// `regular`, or `then`.
    public var whenTrue: Located<LayoutSpec>
    /// `compact`, or `else`.
    public var whenFalse: Located<LayoutSpec>
}

/// `{ grid: { columns: 3, spacing: 2 } }` or `{ grid: { minWidth: 110 } }`; the validator checks
/// that exactly one of `columns` and `minWidth` is given.
public struct GridSpec: Hashable, Sendable {
    public var location: SourceLocation
    public var columns: Located<Int>?
    public var minWidth: Located<Double>?
    public var spacing: Double?
}

/// `{ carousel: { width: 0.8, spacing: 8 } }`: `width` up to 1 is a fraction of the container's
/// width, above 1 a number of points.
public struct CarouselSpec: Hashable, Sendable {
    public var width: Located<Double>
    public var spacing: Double?
}
