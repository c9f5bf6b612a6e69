// UIKit test double: the immutable, thread-safe resource classes UIColor, UIFont and UIImage.
//
// UIColor.h, UIFont.h and UIImage.h (iOS 17.4 SDK) mark their classes `NS_SWIFT_SENDABLE` and NOT
// `NS_SWIFT_UI_ACTOR`: usable from any isolation.

/// A color (`UIColor`): sendable, not main-actor isolated.
open class UIColor: NSObject, @unchecked Sendable {
    /// NOT APPLE API: red, green, blue and alpha in 0...1, as the double keeps every color.
    public let rgbaForTesting: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgbaForTesting = (red, green, blue, alpha)
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        rgbaForTesting = (white, white, white, alpha)
        super.init()
    }

    /// Returns the same color with another alpha.
    @discardableResult
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgbaForTesting.red, green: rgbaForTesting.green, blue: rgbaForTesting.blue, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return rgbaForTesting == other.rgbaForTesting
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(rgbaForTesting.red)
        hasher.combine(rgbaForTesting.green)
        hasher.combine(rgbaForTesting.blue)
        hasher.combine(rgbaForTesting.alpha)
        return hasher.finalize()
    }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // UIInterface.h's semantic and system colors (light-appearance values).
    open class var label: UIColor { .black }
    open class var secondaryLabel: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6) }
    open class var systemBackground: UIColor { .white }
    open class var secondarySystemBackground: UIColor { UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1) }
    open class var separator: UIColor { UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29) }
    open class var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
    open class var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
    open class var systemGray: UIColor { UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1) }
}

/// A font (`UIFont`): sendable, not main-actor isolated.
open class UIFont: NSObject, @unchecked Sendable {
    /// `UIFontTextStyle` (`NS_TYPED_ENUM` of strings), imported as `UIFont.TextStyle`. Not
    /// extensible, so only `init(rawValue:)` (no unlabeled `init(_:)`), as in the iOS 17.4 SDK.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// `UIFontWeight` (`typedef CGFloat ... NS_TYPED_EXTENSIBLE_ENUM`), imported as `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
    }

    /// Read-only `open` properties, as in UIFont.h (subclasses may override them).
    open var fontName: String { storedFontName }
    open var pointSize: CGFloat { storedPointSize }

    private let storedFontName: String
    private let storedPointSize: CGFloat

    init(fontName: String, pointSize: CGFloat) {
        storedFontName = fontName
        storedPointSize = pointSize
        super.init()
    }

    /// `+fontWithName:size:`; the double knows every font name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(fontName: fontName, pointSize: fontSize)
    }

    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Regular", pointSize: fontSize)
    }

    @discardableResult
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Bold", pointSize: fontSize)
    }

    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.rawValue)", pointSize: fontSize)
    }

    @discardableResult
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(fontName: style.rawValue, pointSize: 17)
    }

    @discardableResult
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize)
    }
}

/// An image (`UIImage`): sendable, not main-actor isolated. The double has no pixels: an image is
/// its name (or the data it was made from) and a size.
open class UIImage: NSObject, @unchecked Sendable {
    /// NOT APPLE API: the asset or symbol name the image was created with, if any.
    public let nameForTesting: String?
    open private(set) var size: CGSize = .zero

    public override init() {
        nameForTesting = nil
        super.init()
    }

    /// `+imageNamed:`. The double has no asset catalog: any non-empty name gives an image.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        nameForTesting = name
        super.init()
    }

    /// `+systemImageNamed:` (iOS 13).
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        nameForTesting = "system:" + name
        super.init()
    }

    /// `+imageWithData:`; empty data gives nil, as undecodable data does on iOS.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        nameForTesting = nil
        super.init()
    }
}
