// UIKit test double: views that show content and lay out others: UILabel (UILabel.h, iOS 16.4),
// UIImageView (UIImageView.h, iOS 17.5) and UIStackView (UIStackView.h, iOS 17.4).

/// A read-only text view (`UILabel`).
@MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var text: String?
    open var numberOfLines = 1
    open var textAlignment: NSTextAlignment = .natural
    open var isEnabled = true
    open var isHighlighted = false
    open var adjustsFontSizeToFitWidth = false
    open var adjustsFontForContentSizeCategory = false
    open var highlightedTextColor: UIColor?

    /// `null_resettable`: setting nil restores the default system font of 17 points.
    open var font: UIFont! {
        get { storedFont ?? .systemFont(ofSize: 17) }
        set { storedFont = newValue }
    }

    /// `null_resettable`: setting nil restores `.label`.
    open var textColor: UIColor! {
        get { storedTextColor ?? .label }
        set { storedTextColor = newValue }
    }

    private var storedFont: UIFont?
    private var storedTextColor: UIColor?
}

/// A view that shows an image (`UIImageView`). The header marks no designated initializer, so
/// `initWithImage:` and `initWithImage:highlightedImage:` are designated ones.
@MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
}

/// A view that lays out its arranged subviews in a row or column (`UIStackView`, iOS 9).
@MainActor
open class UIStackView: UIView {
    /// `UIStackViewDistribution` (`NS_ENUM`, not frozen).
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    /// `UIStackViewAlignment` (`NS_ENUM`, not frozen); `top` and `bottom` are aliases.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// `-initWithArrangedSubviews:`: a convenience initializer; the views become subviews too.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Removes the view from the arranged subviews only; it stays a subview, as on iOS.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    @discardableResult
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// `UIStackViewSpacingUseDefault`.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
}

/// A spinner (`UIActivityIndicatorView`, UIActivityIndicatorView.h, iOS 17.4). The double leaves
/// out the styles deprecated in iOS 13 (`whiteLarge`, `white`, `gray`) and `color`.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// `UIActivityIndicatorViewStyle` (`NS_ENUM`, not frozen).
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    /// `-initWithActivityIndicatorStyle:`, designated; sized by the style.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    /// Stopped, so hidden (`hidesWhenStopped`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    open var style: Style = .medium
    /// Hides the view while it is stopped (the default), as UIKit does with `isHidden`.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open private(set) var isAnimating = false
}
