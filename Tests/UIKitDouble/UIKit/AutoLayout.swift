// UIKit test double: Auto Layout (NSLayoutConstraint.h, NSLayoutAnchor.h, UILayoutGuide.h, and
// UIView.h's constraint-creation category). Constraints are recorded, never solved.

/// `UILayoutPriority` (`typedef float ... NS_TYPED_EXTENSIBLE_ENUM`).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// A relation between two layout attributes: `first = second * multiplier + constant`.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// `NSLayoutRelation` (`NS_ENUM`).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// `NSLayoutAttribute` (`NS_ENUM`), iOS cases.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// `UILayoutConstraintAxis` (UIView.h), imported as `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// `+constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:`.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init()
        self.firstItem = view1 as AnyObject
        self.firstAttribute = attr1
        self.relation = relation
        self.secondItem = view2.map { $0 as AnyObject }
        self.secondAttribute = attr2
        self.multiplier = multiplier
        self.constant = c
    }

    open var priority: UILayoutPriority = .required
    open var shouldBeArchived = false
    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    open private(set) var firstAttribute: Attribute = .notAnAttribute
    open private(set) var secondAttribute: Attribute = .notAnAttribute
    open private(set) var relation: Relation = .equal
    open private(set) var multiplier: CGFloat = 1
    open var constant: CGFloat = 0
    open var identifier: String?

    /// Activating records the constraint in its first item's view (`constraints`).
    open var isActive = false {
        didSet {
            guard isActive != oldValue, let view = installationView else { return }
            if isActive {
                view.constraints.append(self)
            } else {
                view.constraints.removeAll { $0 === self }
            }
        }
    }

    /// `+activateConstraints:`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// `+deactivateConstraints:`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private var installationView: UIView? {
        (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView
    }
}

/// An edge or dimension of a view or layout guide (`NSLayoutAnchor<AnchorType>`). The `constraint`
/// methods are `warn_unused_result` in the header, so, unlike most imported methods, they are not
/// discardable.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: 1, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: 1, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func makeConstraint(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat, constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: relation,
            toItem: other?.item, attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant
        )
    }
}

/// Horizontal location anchors: leading, trailing, left, right, centerX.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// Vertical location anchors: top, bottom, centerY, baselines.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// Width and height anchors.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, nil, multiplier: 1, constant: c)
    }

    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: m, constant: c)
    }
}

/// A rectangle for layout that is not a view (`UILayoutGuide`, iOS 9).
@MainActor
open class UILayoutGuide: NSObject {
    /// Settable, as in the header (`addLayoutGuide(_:)` sets it on iOS).
    open weak var owningView: UIView?
    open var identifier = ""
    open var layoutFrame: CGRect { owningView?.bounds ?? .zero }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}

/// UIView.h's `UIViewLayoutConstraintCreation` category and layout guides.
extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The guide inset by `layoutMargins` (iOS 9); the same object on every call.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = storedLayoutMarginsGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIViewLayoutMarginsGuide"
        guide.owningView = self
        storedLayoutMarginsGuide = guide
        return guide
    }

    /// The safe area (iOS 11); the double has no bars, so it is the margins-free bounds.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        guide.owningView = self
        return guide
    }
}
