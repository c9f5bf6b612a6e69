// UIKit test double: the measures of a compositional layout: NSCollectionLayoutDimension,
// NSCollectionLayoutSize and NSCollectionLayoutSpacing (UICollectionViewCompositionalLayout.h,
// iOS 13; checked against the iOS 17.4 SDK).
//
// All three are immutable `NS_SWIFT_UI_ACTOR` classes whose only initializers are class factory
// methods: `+fractionalWidthDimension:` and the like are imported as `open class func ... -> Self`,
// `+sizeWithWidthDimension:heightDimension:` as a convenience initializer, and `-init` is
// unavailable (here: internal designated initializers; the size's is `@_spi(UIKitDouble)`, see
// API.md, "Hidden designated initializers"). Their `NSCopying` conformance is not modelled.

/// One dimension (width or height) of an item, group or supplementary item
/// (`NSCollectionLayoutDimension`).
@MainActor
open class NSCollectionLayoutDimension: NSObject {
    /// What `dimension` measures.
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    private let value: CGFloat

    init(kind: Kind, value: CGFloat) {
        self.kind = kind
        self.value = value
        super.init()
    }

    /// A fraction of the containing group's (or section's) width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        make(.fractionalWidth, fractionalWidth)
    }

    /// A fraction of the containing group's (or section's) height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        make(.fractionalHeight, fractionalHeight)
    }

    /// A size in points.
    open class func absolute(_ absoluteDimension: CGFloat) -> Self {
        make(.absolute, absoluteDimension)
    }

    /// An estimate in points; the view's own size decides (self-sizing).
    open class func estimated(_ estimatedDimension: CGFloat) -> Self {
        make(.estimated, estimatedDimension)
    }

    /// iOS 17: at least the estimate, grown to the largest sibling.
    @available(iOS 17.0, tvOS 17.0, *)
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        make(.uniformAcrossSiblings, estimatedDimension)
    }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    /// True for `estimated` and for `uniformAcrossSiblings`, as the header says.
    open var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    @available(iOS 17.0, tvOS 17.0, *)
    open var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
    /// The fraction, or the points.
    open var dimension: CGFloat { value }

    private class func make(_ kind: Kind, _ value: CGFloat) -> Self {
        guard let dimension = NSCollectionLayoutDimension(kind: kind, value: value) as? Self else {
            fatalError("UIKitDouble: subclasses of NSCollectionLayoutDimension are not modelled")
        }
        return dimension
    }

    /// The points this dimension resolves to in a container of `size` (estimates as given).
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: value * size.width
        case .fractionalHeight: value * size.height
        case .absolute, .estimated, .uniformAcrossSiblings: value
        }
    }

    nonisolated open override var description: String {
        "\(kind)(\(value))"
    }
}

/// The width and height of an item, group or supplementary item (`NSCollectionLayoutSize`).
@MainActor
open class NSCollectionLayoutSize: NSObject {
    /// `+sizeWithWidthDimension:heightDimension:`.
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.init(doubleWidth: width, height: height)
    }

    @_spi(UIKitDouble)
    public init(doubleWidth width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
        super.init()
    }

    open private(set) var widthDimension: NSCollectionLayoutDimension
    open private(set) var heightDimension: NSCollectionLayoutDimension

    /// The size in points in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

/// The space between the items of a group (`NSCollectionLayoutSpacing`): fixed (`==`) or flexible
/// (`>=`, the layout spreads the remaining space).
@MainActor
open class NSCollectionLayoutSpacing: NSObject {
    private let flexible: Bool
    private let value: CGFloat

    init(flexible: Bool, value: CGFloat) {
        self.flexible = flexible
        self.value = value
        super.init()
    }

    open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        make(flexible: true, flexibleSpacing)
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> Self {
        make(flexible: false, fixedSpacing)
    }

    open var spacing: CGFloat { value }
    /// `isFlexibleSpacing` in the header, renamed by UIKit's API notes.
    open var isFlexible: Bool { flexible }
    /// `isFixedSpacing` in the header, renamed by UIKit's API notes.
    open var isFixed: Bool { !flexible }

    /// The header's name, which the SDK reports as renamed.
    @available(*, unavailable, renamed: "isFlexible")
    public var isFlexibleSpacing: Bool { flexible }

    @available(*, unavailable, renamed: "isFixed")
    public var isFixedSpacing: Bool { !flexible }

    private class func make(flexible: Bool, _ value: CGFloat) -> Self {
        guard let spacing = NSCollectionLayoutSpacing(flexible: flexible, value: value) as? Self else {
            fatalError("UIKitDouble: subclasses of NSCollectionLayoutSpacing are not modelled")
        }
        return spacing
    }
}
