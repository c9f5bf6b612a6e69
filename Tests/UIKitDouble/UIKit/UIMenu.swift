// UIKit test double: UIMenu (UIMenu.h, iOS 17.4 SDK, and the UIKit overlay's initializers), the
// container of menu elements that context menus show.

/// A menu: a titled group of actions and submenus (`UIMenu`, a `UIMenuElement`).
///
/// Apple's designated initializer is `init?(coder:)` and `init()` is unavailable; menus are made
/// with the overlay's convenience initializer. Like `UIMenuElement`, it has no public designated
/// initializer in the double.
@MainActor
open class UIMenu: UIMenuElement {
    /// `UIMenuIdentifier` (`NS_TYPED_EXTENSIBLE_ENUM` of strings).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `UIMenuOptions` (`NS_OPTIONS`).
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        /// iOS 15.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// iOS 17.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// `UIMenuElementSize` (`NS_ENUM`, iOS 16), imported as `UIMenu.ElementSize`.
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        /// iOS 17.
        case automatic = -1
    }

    /// The overlay's iOS 16 initializer, which overload resolution picks over the older
    /// `@_disfavoredOverload` ones (left out, as for `UIAction`). `preferredElementSize` defaults to
    /// `.automatic`, its iOS 17 default (`.large` on iOS 16). A nil identifier gets a unique one.
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.init(
            identifier: identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)"), title: title, image: image,
            options: options, children: children
        )
        self.subtitle = subtitle
        self.preferredElementSize = preferredElementSize
    }

    init(identifier: Identifier, title: String, image: UIImage?, options: Options, children: [UIMenuElement]) {
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    open private(set) var identifier: Identifier
    open private(set) var options: Options
    /// iOS 16.
    open var preferredElementSize: ElementSize = .automatic
    open private(set) var children: [UIMenuElement]
}
