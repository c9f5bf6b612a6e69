// UIKit test double: content configurations (the UIKit overlay's UIContentConfiguration,
// UIContentView and UIListContentConfiguration, iOS 14; UIListContentView from
// UIListContentConfiguration.h) and the overlay's `contentConfiguration` /
// `defaultContentConfiguration()` members of cells and header-footer views; checked against the
// iOS 17.4 SDK.
//
// As in the overlay, `UIContentConfiguration` is a Swift protocol with no actor (only
// `makeContentView()` is `@MainActor`) and `UIListContentConfiguration` a `Hashable` struct that is
// not `Sendable`. The double leaves out `updated(for:)` (its `UIConfigurationState` needs
// `UITraitCollection`), text and image properties, attributed text and layout metrics.

/// Describes the content of a view and makes that view (`UIContentConfiguration`).
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
}

/// A view that shows a content configuration (`UIContentView`, refines `NSObject`).
@MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
    /// iOS 16: whether the view can show `configuration` (default: the same type as its current one).
    @available(iOS 16.0, tvOS 16.0, *)
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    @available(iOS 16.0, tvOS 16.0, *)
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The system's list content: text, secondary text and an image, styled for a cell, header or
/// footer of a list (`UIListContentConfiguration`).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// Which factory made the configuration (`styleForTesting`).
    enum Style: String {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader
    }

    let style: Style

    private init(style: Style) {
        self.style = style
    }

    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .plainHeader) }
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .plainFooter) }
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .groupedHeader) }
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .groupedFooter) }
    @available(iOS 15.0, *)
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .prominentInsetGroupedHeader) }
    @available(iOS 15.0, *)
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        .init(style: .extraProminentInsetGroupedHeader)
    }
    public static func sidebarCell() -> UIListContentConfiguration { .init(style: .sidebarCell) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .sidebarSubtitleCell) }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(style: .accompaniedSidebarCell) }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .accompaniedSidebarSubtitleCell) }
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .sidebarHeader) }

    /// A `UIListContentView` showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?
}

/// The view that shows a `UIListContentConfiguration` (`UIListContentView`). `init(frame:)` and
/// `init()` are unavailable, as in the header.
@MainActor
open class UIListContentView: UIView, UIContentView {
    /// `-initWithConfiguration:`, which the overlay presents as a convenience initializer.
    public convenience init(configuration: UIListContentConfiguration) {
        self.init(doubleListConfiguration: configuration)
    }

    /// The double's designated initializer (`@_spi`: subclasses inherit `init(configuration:)`).
    @_spi(UIKitDouble)
    public init(doubleListConfiguration configuration: UIListContentConfiguration) {
        self.listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// `-initWithCoder:`: a cell configuration.
    public required init?(coder: NSCoder) {
        self.listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// NOT APPLE API: see `UIView.init(uiKitDoubleReuseIdentifier:)`; a cell configuration.
    public required convenience init(uiKitDoubleReuseIdentifier reuseIdentifier: String?) {
        self.init(doubleListConfiguration: .cell())
    }

    /// Must be a `UIListContentConfiguration`: UIKit raises for any other, as the double traps.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                fatalError("UIListContentView: invalid configuration type \(type(of: newValue)); expected UIListContentConfiguration")
            }
            listConfiguration = list
        }
    }

    @available(iOS 16.0, tvOS 16.0, *)
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private var listConfiguration: UIListContentConfiguration
}

// MARK: - The overlay's members of cells and header-footer views

/// What setting `contentConfiguration` does to a view: the current content view takes the new
/// configuration when it supports it; otherwise it is replaced by the configuration's new view,
/// added to `contentView`. Nil removes it.
@MainActor
struct ContentConfigurationSlot {
    private(set) var configuration: (any UIContentConfiguration)?
    private var view: (any UIView & UIContentView)?

    mutating func apply(_ newValue: (any UIContentConfiguration)?, in contentView: UIView) {
        configuration = newValue
        guard let newValue else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, type(of: view.configuration) == type(of: newValue) {
            view.configuration = newValue
            return
        }
        view?.removeFromSuperview()
        let made = newValue.makeContentView()
        contentView.addSubview(made)
        view = made
    }
}

extension UICollectionViewCell {
    /// iOS 14: the cell's content, shown by a content view inside `contentView` (nil by default).
    @preconcurrency
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationSlot.configuration }
        set { contentConfigurationSlot.apply(newValue, in: contentView) }
    }
}

extension UITableViewCell {
    @preconcurrency
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationSlot.configuration }
        set { contentConfigurationSlot.apply(newValue, in: contentView) }
    }

    /// The configuration for the cell's style: `subtitleCell()` for `.subtitle`, `valueCell()` for
    /// `.value1` and `.value2`, else `cell()`.
    @preconcurrency
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }
}

extension UITableViewHeaderFooterView {
    @preconcurrency
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationSlot.configuration }
        set { contentConfigurationSlot.apply(newValue, in: contentView) }
    }

    /// On iOS the style follows the table's style; the double's view does not know its table and
    /// gives `plainHeader()`.
    @preconcurrency
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        .plainHeader()
    }
}
