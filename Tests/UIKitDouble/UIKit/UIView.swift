// UIKit test double: UIView (UIView.h, iOS 17 SDK header; iOS 18 has the same members used here).

/// A rectangle on screen that owns subviews.
///
/// Designated initializers as in UIView.h: `initWithFrame:` and `initWithCoder:` (required, from
/// `NSCoding`). NSObject's `-init` stays callable (`UIView()`), as the importer makes it a
/// convenience initializer that calls `init(frame: .zero)`.
@MainActor
open class UIView: UIResponder {
    /// `UIViewAutoresizing` (`NS_OPTIONS`).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// `UIViewContentMode` (`NS_ENUM`, not frozen).
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12
    }

    /// `-initWithFrame:`.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// `-initWithCoder:`, required by `NSCoding`. The double decodes nothing: views loaded from a
    /// nib or storyboard prototype start with a zero frame.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        self.bounds = .zero
        super.init()
    }

    /// NSObject's `-init`, which UIView turns into `initWithFrame:CGRectZero`.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// NOT APPLE API: how the double creates a view registered by class (`registerClass:...`).
    ///
    /// UIKit instantiates registered classes through the Objective-C runtime; Swift can only call an
    /// initializer through a metatype when it is `required`. A `required convenience` initializer
    /// is inherited by every subclass that overrides all designated initializers of its superclass
    /// (or declares none), which is how cells are written, so it adds no work to them. Table cells
    /// and header-footer views redeclare it to call their own designated initializer.
    public required convenience init(uiKitDoubleReuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        doubleReuseIdentifier = reuseIdentifier
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates; setting it resizes `bounds`.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect

    /// The frame's center.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    // MARK: Appearance

    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var clipsToBounds = false
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var contentMode: ContentMode = .scaleToFill

    /// From the `UIAccessibilityIdentification` category (UIAccessibilityIdentification.h): a string
    /// that identifies the view to UI tests; nil by default. Main-actor isolated like the rest of
    /// UIView in the iOS 17.4 SDK. The (nonisolated) protocol itself is not modelled.
    open var accessibilityIdentifier: String?

    /// `null_resettable`, so implicitly unwrapped.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set { storedTintColor = newValue }
    }

    /// The view's traits: its own as the driver set them (`setTraitCollectionForTesting`), else
    /// its superview's, else every trait unspecified (UITraitCollection.swift).
    open var traitCollection: UITraitCollection {
        ownTraitsForTesting ?? superview?.traitCollection ?? UITraitCollection()
    }

    var ownTraitsForTesting: UITraitCollection?

    // MARK: Hierarchy

    /// The view that contains this one.
    open private(set) weak var superview: UIView?

    /// The subviews, back to front.
    open private(set) var subviews: [UIView] = []

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Whether `view` is this view or one of its descendants.
    @discardableResult
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree, depth first, whose tag is `tag`.
    @discardableResult
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}

    /// The view controller whose view this is, else the superview (UIResponder.h's rule).
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    // MARK: Layout

    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var preservesSuperviewLayoutMargins = false

    /// The constraints activated with this view as first item (UIKit installs them on the nearest
    /// common ancestor; the double keeps them on the first item's view).
    open internal(set) var constraints: [NSLayoutConstraint] = []

    /// `UIViewNoIntrinsicMetric` in both dimensions unless a subclass says otherwise.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// `UIViewNoIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Called by `layoutIfNeeded()` after `setNeedsLayout()`; the double lays nothing out itself.
    open func layoutSubviews() {}

    open func setNeedsLayout() {
        needsLayout = true
    }

    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    open func invalidateIntrinsicContentSize() {}

    @discardableResult
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    // MARK: Double storage (internal)

    /// Set by `UIViewController` on the view it loads.
    weak var owningViewController: UIViewController?
    /// The reuse identifier a list view gave this view when it created it.
    var doubleReuseIdentifier: String?
    var storedLayoutMarginsGuide: UILayoutGuide?
    private var storedTintColor: UIColor?
    private var needsLayout = false
}
