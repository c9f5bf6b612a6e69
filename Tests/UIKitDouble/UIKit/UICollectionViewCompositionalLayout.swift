// UIKit test double: UICollectionViewCompositionalLayout, its configuration, NSCollectionLayoutSection
// and the layout environment protocols (UICollectionViewCompositionalLayout.h, iOS 13/14; the list
// section factories from the UIKit overlay; checked against the iOS 17.4 SDK).
//
// The layout computes no geometry: it keeps its section (or section provider) for the test driver,
// which asks for a section the way UIKit does during a layout pass (UIKitDouble+DriverLayout.swift).

/// `UIContentInsetsReference` (iOS 14; `NS_ENUM`, not frozen): what content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic = 0
    case none = 1
    case safeArea = 2
    case layoutMargins = 3
    case readableContent = 4
}

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (`NS_ENUM`, not frozen). Every case but
/// `none` makes the section scroll across the layout's own scroll direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous = 1
    case continuousGroupLeadingBoundary = 2
    case paging = 3
    case groupPaging = 4
    case groupPagingCentered = 5
}

/// `UICollectionViewCompositionalLayoutSectionProvider`. As the iOS 17.4 SDK imports the block
/// typedef: no actor and not `@Sendable`, so a closure takes the isolation of where it is written
/// (in a `@MainActor` function it may use main-actor API; in a nonisolated one it may not).
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Layout-wide settings (`UICollectionViewCompositionalLayoutConfiguration`).
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    public override init() {
        super.init()
    }

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// iOS 14; `.safeArea` by default.
    open var contentInsetsReference: UIContentInsetsReference = .safeArea

    /// What `@NSCopying` does when the configuration is given to a layout.
    func copyForLayout() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}

/// A layout made of sections, each of groups of items (`UICollectionViewCompositionalLayout`).
///
/// The four initializers are designated (the header marks none); `-init` is unavailable.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The same section for every section index, or a provider asked per section.
    enum Source {
        case section(NSCollectionLayoutSection)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    let source: Source

    public init(section: NSCollectionLayoutSection) {
        self.source = .section(section)
        self.storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.source = .section(section)
        self.storedConfiguration = configuration.copyForLayout()
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.source = .provider(sectionProvider)
        self.storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.source = .provider(sectionProvider)
        self.storedConfiguration = configuration.copyForLayout()
        super.init()
    }

    /// `-initWithCoder:`: the double decodes no sections (its provider gives none).
    public required init?(coder: NSCoder) {
        self.source = .provider { _, _ in nil }
        self.storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// `@NSCopying`: setting it stores a copy (later changes to the object set have no effect, as
    /// the header says) and invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue.copyForLayout()
            invalidateLayout()
        }
    }

    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// The section UIKit would lay out at `index` in `environment`.
    func section(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? {
        switch source {
        case .section(let section): section
        case .provider(let provider): provider(index, environment)
        }
    }
}

extension UICollectionViewCompositionalLayout {
    /// `+layoutWithListConfiguration:` (overlay, iOS 14): every section a list section.
    @preconcurrency
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

/// One section of a compositional layout: a group repeated along the layout's axis, insets and
/// boundary supplementary items (`NSCollectionLayoutSection`).
@MainActor
open class NSCollectionLayoutSection: NSObject {
    /// `+sectionWithGroup:`.
    public convenience init(group: NSCollectionLayoutGroup) {
        self.init(doubleGroup: group, listConfiguration: nil)
    }

    /// The double's designated initializer (`@_spi`, as for layout items; Apple's `-init` is unavailable).
    @_spi(UIKitDouble)
    public init(doubleGroup group: NSCollectionLayoutGroup, listConfiguration: UICollectionLayoutListConfiguration?) {
        self.group = group
        self.listConfiguration = listConfiguration
        super.init()
    }

    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    /// iOS 14; `.automatic` (the layout configuration's) by default.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// iOS 16; `.automatic` by default.
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// The group the section was made with (a one-column group for list sections).
    let group: NSCollectionLayoutGroup
    /// The configuration of a section made by `list(using:layoutEnvironment:)`.
    let listConfiguration: UICollectionLayoutListConfiguration?
}

extension NSCollectionLayoutSection {
    /// `+sectionWithListConfiguration:layoutEnvironment:` (overlay, iOS 14): a table-like section of
    /// full-width rows (estimated 44 points high) whose headers, footers and swipe actions come from
    /// `configuration`. The double's list section has no content insets whatever the appearance.
    @preconcurrency
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(doubleGroup: row, listConfiguration: configuration)
    }
}

/// The space a section or group is laid out in (`NSCollectionLayoutContainer`, refines `NSObject`).
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// Before insets.
    var contentSize: CGSize { get }
    /// After insets.
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is given to decide the section's shape (`NSCollectionLayoutEnvironment`,
/// refines `NSObject`). `traitCollection` is not modelled (the double has no `UITraitCollection`).
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
}
