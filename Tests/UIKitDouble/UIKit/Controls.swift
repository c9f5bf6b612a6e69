// UIKit test double: the controls cells embed: UIButton (UIButton.h, iOS 17.1, and the overlay's
// `init(type:primaryAction:)`), UISwitch (UISwitch.h, iOS 16.2), UITextField (UITextField.h, 16.1),
// UITextView (UITextView.h, SDK 17.4).

/// A button (`UIButton`). Titles are kept per control state.
@MainActor
open class UIButton: UIControl {
    /// `UIButtonType` (`NS_ENUM`, not frozen); `roundedRect` is an alias of `system`.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7

        public static var roundedRect: ButtonType { .system }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `+buttonWithType:`, imported as a convenience initializer.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// The overlay's iOS 14 initializer: a button whose primary action is `primaryAction`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open private(set) var buttonType: ButtonType = .custom

    /// The label that shows the current title; created with the button.
    open private(set) var titleLabel: UILabel? = UILabel()

    /// The image view that shows the current image; created with the button.
    open private(set) var imageView: UIImageView? = UIImageView(frame: .zero)

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    /// The title for `state`, falling back to the `.normal` title as UIKit does.
    @discardableResult
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
    }

    @discardableResult
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        imageView?.image = currentImage
    }

    @discardableResult
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
}

/// An on/off switch (`UISwitch`). Setting `isOn` sends nothing; users' taps send `.valueChanged`
/// (the driver's `setOnForTesting(_:)` does both).
@MainActor
open class UISwitch: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var title: String?

    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}

/// A one-line editable text field (`UITextField`). Setting `text` sends nothing; typing sends
/// `.editingChanged` (the driver's `typeForTesting(_:)` does both).
@MainActor
open class UITextField: UIControl {
    /// `UITextBorderStyle` (`NS_ENUM`, not frozen).
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var text: String?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open private(set) var isEditing = false

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ending editing sends `.editingDidEnd` and posts `textDidEndEditingNotification` once the field
    /// is no longer first responder, as UIKit does (`textFieldDidEndEditing(_:)` comes after the
    /// field resigns).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isEditing
        isEditing = false
        let resigned = super.resignFirstResponder()
        if wasEditing {
            sendActions(for: .editingDidEnd)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        }
        return resigned
    }

    /// `UITextFieldTextDidEndEditingNotification` (UITextField.h), a member of the class as the
    /// API notes name it.
    public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")

    /// `UITextFieldTextDidChangeNotification`: posted when the user changes the text (not when code
    /// sets `text`); the driver's `typeForTesting(_:)` posts it as typing would.
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
}

/// A scrollable, editable multi-line text view (`UITextView`, UITextView.h): what a cell's notes
/// field is. Ending editing posts `textDidEndEditingNotification`, as UIKit does.
@MainActor
open class UITextView: UIScrollView {
    /// The designated initializer; the double keeps no text container.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame)
    }

    /// UIView's `initWithFrame:` is a convenience initializer of `UITextView`, as imported.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `null_resettable`: imported implicitly unwrapped; nil reads back as "".
    open var text: String! {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    open var font: UIFont?
    open var textColor: UIColor?
    open var isEditable = true

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        let resigned = super.resignFirstResponder()
        if wasEditing { NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self) }
        return resigned
    }

    /// `UITextViewTextDidEndEditingNotification` (UITextView.h).
    public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")

    /// `UITextViewTextDidChangeNotification` (UITextView.h): posted when the user changes the text.
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")

    private var storedText = ""
}

/// The region text is laid out in (`NSTextContainer`, NSTextContainer.h), nonisolated as imported;
/// the double keeps only its size.
open class NSTextContainer: NSObject {
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    open var size: CGSize
}
