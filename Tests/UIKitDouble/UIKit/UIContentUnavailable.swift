// UIKit test double: the iOS 17 empty-state content (UIContentUnavailableConfiguration.h,
// UIContentUnavailableView.h and the overlay; iOS 17.4 SDK): a configuration made by `empty()`,
// `loading()` or `search()` with text, secondary text and an image, and the view that shows one.
// Button, background and text properties, and the configuration state, are left out.

/// What a view shows when it has no content (`UIContentUnavailableConfiguration`, iOS 17).
@available(iOS 17.0, tvOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// Which factory made the configuration (`styleForTesting`).
    enum Style: String {
        case empty, loading, search
    }

    let style: Style

    private init(style: Style) {
        self.style = style
    }

    public static func empty() -> UIContentUnavailableConfiguration { .init(style: .empty) }
    public static func loading() -> UIContentUnavailableConfiguration { .init(style: .loading) }
    public static func search() -> UIContentUnavailableConfiguration { .init(style: .search) }

    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?

    /// A `UIContentUnavailableView` showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// NOT APPLE API: the name of the factory that made it ("empty", "loading", "search").
    public var styleForTesting: String { style.rawValue }
}

/// The view that shows a `UIContentUnavailableConfiguration` (`UIContentUnavailableView`, iOS 17).
@available(iOS 17.0, tvOS 17.0, *)
@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    /// The overlay's convenience initializer.
    public convenience init(configuration: UIContentUnavailableConfiguration) {
        self.init(doubleUnavailableConfiguration: configuration)
    }

    /// The double's designated initializer (`@_spi`: subclasses inherit `init(configuration:)`).
    @_spi(UIKitDouble)
    public init(doubleUnavailableConfiguration configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        unavailableConfiguration = .empty()
        super.init(coder: coder)
    }

    /// NOT APPLE API: see `UIView.init(uiKitDoubleReuseIdentifier:)`; an empty configuration.
    public required convenience init(uiKitDoubleReuseIdentifier reuseIdentifier: String?) {
        self.init(doubleUnavailableConfiguration: .empty())
    }

    /// Must be a `UIContentUnavailableConfiguration`: UIKit raises for any other, as the double traps.
    public var configuration: any UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else {
                fatalError("UIContentUnavailableView: invalid configuration type \(type(of: newValue))")
            }
            unavailableConfiguration = configuration
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    private var unavailableConfiguration: UIContentUnavailableConfiguration
}
