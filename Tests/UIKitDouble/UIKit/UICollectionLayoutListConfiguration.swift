// UIKit test double: UICollectionLayoutListConfiguration (the UIKit overlay's struct, iOS 14; the
// Objective-C class of UICollectionLayoutList.h is hidden behind it) and UICollectionViewListCell
// (UICollectionViewListCell.h, iOS 14); checked against the iOS 17.4 SDK.
//
// As in the overlay the struct and its nested enums carry no actor and are not `Sendable` (public,
// not frozen, in a module built with library evolution, and they declare no conformance); the
// enums are Swift enums, not imported `NS_ENUM`s, so they have no raw values, are `Hashable`, and
// switches over them still need `@unknown default`. The swipe action providers are plain closure
// types: one written in a `@MainActor` function runs there.

/// How a compositional layout section looks and behaves as a list (`UICollectionLayoutListConfiguration`).
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the section.
    public enum Appearance: Hashable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    /// Whether sections have headers (`supplementary`: views of kind
    /// `UICollectionView.elementKindSectionHeader`; `firstItemInSection`: the first item is styled
    /// as the header).
    public enum HeaderMode: Hashable {
        case none, supplementary, firstItemInSection
    }

    /// Whether sections have footers (`supplementary`: views of kind `elementKindSectionFooter`).
    public enum FooterMode: Hashable {
        case none, supplementary
    }

    /// Called when the list is about to show swipe actions for an item; nil shows none.
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?

    public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.storedAppearance = appearance
    }

    /// Get-only, as in the overlay.
    public var appearance: UICollectionLayoutListConfiguration.Appearance { storedAppearance }

    /// True by default.
    public var showsSeparators = true

    /// Nil by default: the appearance's system background.
    public var backgroundColor: UIColor?

    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    /// `.none` by default.
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    /// `.none` by default.
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none

    /// iOS 15: padding above each header; nil is the system default
    /// (`UICollectionViewLayoutAutomaticDimension` in the header).
    @available(iOS 15.0, tvOS 15.0, *)
    public var headerTopPadding: CGFloat? {
        get { storedHeaderTopPadding }
        set { storedHeaderTopPadding = newValue }
    }

    private let storedAppearance: Appearance
    private var storedHeaderTopPadding: CGFloat?
}

/// A collection view cell with list styling: indentation and a default list content configuration
/// (`UICollectionViewListCell`). Its accessories are `UICellAccessory.swift`'s; the separator
/// layout guide is not modelled.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Set automatically for hierarchical (section snapshot) data; 0 by default.
    open var indentationLevel = 0
    /// The width of one indentation level (10 in the double).
    open var indentationWidth: CGFloat = 10
    /// Whether leading accessories are indented too (default true).
    open var indentsAccessories = true
    /// The overlay's `accessories` (an extension there, a stored property here), shown in order.
    public var accessories: [UICellAccessory] = []
}

extension UICollectionViewListCell {
    /// The overlay's `defaultContentConfiguration()`: a fresh configuration styled for the cell. On
    /// iOS the style follows the list's appearance (sidebar lists give `sidebarCell()`); the double's
    /// cells do not know their section, so this is always `UIListContentConfiguration.cell()`.
    @preconcurrency
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }
}
