// UIKit test double: UINib (UINib.h, iOS 17) and how the double "loads" nibs and storyboard
// prototypes: it decodes the class a test declared for the nib with `init?(coder:)` and then calls
// `awakeFromNib()`, as UIKit does for objects archived in a nib.

/// A nib file (`UINib`), `NS_SWIFT_UI_ACTOR`.
///
/// The double has no nib files. A test says which view class a nib's top-level view is with the
/// test hook `UINib.register(_:forNibName:)` (in UIKitDouble+Driver.swift); dequeuing a cell
/// registered with a nib whose class was never declared traps with a message saying so.
@MainActor
open class UINib: NSObject {
    /// `UINibOptionsKey` (`NS_TYPED_ENUM` of strings), imported as `UINib.OptionsKey`. Not
    /// extensible, so only `init(rawValue:)`, as in the iOS 17.4 SDK.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name (double only; UIKit keeps it private).
    let nibName: String
    let bundle: Bundle?

    init(nibName: String, bundle: Bundle?, marker: Void) {
        self.nibName = nibName
        self.bundle = bundle
        super.init()
    }

    /// `+nibWithNibName:bundle:`; a nil bundle means the main bundle.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.init(nibName: name, bundle: bundleOrNil, marker: ())
    }

    /// `+nibWithData:bundle:`. The double cannot read nib data: such a nib has no class unless a
    /// test registers one for the name `"<data>"`.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(nibName: "<data>", bundle: bundleOrNil, marker: ())
    }

    /// `-instantiateWithOwner:options:`: the top-level objects, here the one view of the class
    /// registered for the nib's name, decoded and woken.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        [NibLoader.decode(NibLoader.viewClass(forNib: self), reuseIdentifier: nil, origin: "nib '\(nibName)'")]
    }

    /// The classes tests declared for nib names (see `UINib.register(_:forNibName:)`).
    static var classesByNibName: [String: UIView.Type] = [:]
}

/// How the double makes views for nibs and storyboard prototypes.
@MainActor
enum NibLoader {
    /// The class a test declared for `nib`; traps with the fix when there is none.
    static func viewClass(forNib nib: UINib) -> UIView.Type {
        guard let viewClass = UINib.classesByNibName[nib.nibName] else {
            fatalError(
                "UIKitDouble: could not load NIB '\(nib.nibName)': the double has no nib files. "
                    + "Declare its view class in the test with UINib.register(<Class>.self, forNibName: \"\(nib.nibName)\")."
            )
        }
        return viewClass
    }

    /// Decodes a view as UIKit does for archived views: `init?(coder:)`, then `awakeFromNib()`.
    static func decode(_ viewClass: UIView.Type, reuseIdentifier: String?, origin: String) -> UIView {
        guard let view = viewClass.init(coder: NibCoder(origin: origin)) else {
            fatalError("UIKitDouble: \(viewClass).init(coder:) returned nil while loading \(origin)")
        }
        view.doubleReuseIdentifier = reuseIdentifier
        view.awakeFromNib()
        return view
    }
}

/// The coder views loaded from a "nib" receive. It holds no values: every key is absent.
final class NibCoder: NSCoder {
    /// Where the view comes from, for messages ("nib 'PromoCell'", "storyboard prototype 'X'").
    let origin: String

    init(origin: String) {
        self.origin = origin
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
