// expect: ok
// API probe: uses every declaration in Tests/UIKitDouble/API.md's "Declarations" table (except
// those marked double only and the test driver) in the way that pins its signature: labels,
// types, optionality, throws/async, discardability, initializer kinds, overridability and
// isolation. It must type-check, with warnings as errors, against Apple's iOS 17.4 SDK
// (-target arm64-apple-ios15.0) and against both variants of the double.
import UIKit

// MARK: - Foundation additions and geometry (nonisolated: Sendable values)

nonisolated func probeIndexPath() {
    var path = IndexPath(row: 2, section: 1)
    var item = IndexPath(item: 3, section: 0)
    let section: Int = path.section
    let row: Int = path.row
    let index: Int = item.item
    path.row = row + 1
    path.section = section
    item.item = index
    item.section = 0
}

nonisolated func probeGeometry() {
    var insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    insets.top = 0
    let zero: UIEdgeInsets = .zero
    let same: Bool = insets == UIEdgeInsets() || zero == insets
    var directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    directional.leading = 0
    let directionalSame: Bool = directional == NSDirectionalEdgeInsets() || directional == .zero
    requireSendable(insets)
    requireSendable(directional)
    _ = (same, directionalSame)
}

nonisolated func requireSendable<T: Sendable>(_ value: T) {}

nonisolated func probeTextAlignment(_ alignment: NSTextAlignment) -> Int {
    switch alignment {
    case .left: 0
    case .center: 1
    case .right: 2
    case .justified: 3
    case .natural: 4
    @unknown default: -1
    }
}

// MARK: - UIResponder

final class ProbeResponder: UIResponder {
    override var next: UIResponder? { super.next }
    override var isFirstResponder: Bool { super.isFirstResponder }
    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override var canResignFirstResponder: Bool { true }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    nonisolated override func awakeFromNib() { super.awakeFromNib() }
    #if canImport(ObjectiveC)
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender)
    }
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        super.target(forAction: action, withSender: sender)
    }
    #endif
}

@MainActor func probeResponder() {
    let responder = UIResponder()
    let next: UIResponder? = responder.next
    let first: Bool = responder.isFirstResponder
    let can: Bool = responder.canBecomeFirstResponder || responder.canResignFirstResponder
    responder.becomeFirstResponder()
    responder.resignFirstResponder()
    let became: Bool = responder.becomeFirstResponder()
    let resigned: Bool = responder.resignFirstResponder()
    responder.awakeFromNib()
    #if canImport(ObjectiveC)
    let selector = #selector(ProbeTarget.fire)
    responder.canPerformAction(selector, withSender: nil)
    responder.target(forAction: selector, withSender: nil)
    let canPerform: Bool = responder.canPerformAction(selector, withSender: responder)
    let target: Any? = responder.target(forAction: selector, withSender: responder)
    _ = (canPerform, target)
    #endif
    _ = (next, first, can, became, resigned)
}

// MARK: - UIView

final class ProbeView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var frame: CGRect { didSet {} }
    override var bounds: CGRect { didSet {} }
    override var center: CGPoint { didSet {} }
    override var backgroundColor: UIColor? { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var alpha: CGFloat { didSet {} }
    override var isOpaque: Bool { didSet {} }
    override var clipsToBounds: Bool { didSet {} }
    override var tag: Int { didSet {} }
    override var isUserInteractionEnabled: Bool { didSet {} }
    override var contentMode: UIView.ContentMode { didSet {} }
    override var tintColor: UIColor! { didSet {} }
    override var accessibilityIdentifier: String? { didSet {} }
    override var superview: UIView? { super.superview }
    override var subviews: [UIView] { super.subviews }
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func insertSubview(_ view: UIView, at index: Int) { super.insertSubview(view, at: index) }
    override func removeFromSuperview() { super.removeFromSuperview() }
    override func bringSubviewToFront(_ view: UIView) { super.bringSubviewToFront(view) }
    override func isDescendant(of view: UIView) -> Bool { super.isDescendant(of: view) }
    override func viewWithTag(_ tag: Int) -> UIView? { super.viewWithTag(tag) }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override var next: UIResponder? { super.next }
    override var autoresizingMask: UIView.AutoresizingMask { didSet {} }
    override var translatesAutoresizingMaskIntoConstraints: Bool { didSet {} }
    override var layoutMargins: UIEdgeInsets { didSet {} }
    override var directionalLayoutMargins: NSDirectionalEdgeInsets { didSet {} }
    override var preservesSuperviewLayoutMargins: Bool { didSet {} }
    override var constraints: [NSLayoutConstraint] { super.constraints }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func layoutSubviews() { super.layoutSubviews() }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override func sizeToFit() { super.sizeToFit() }
    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated { self.backgroundColor = .red }
    }
}

/// A view declaring no initializers inherits them all, `init()` included.
final class ProbeInheritingView: UIView {}

@MainActor func probeView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let plain = UIView()
    let inheriting = ProbeInheritingView()
    let inheritingFramed = ProbeInheritingView(frame: .zero)
    var frame: CGRect = view.frame
    frame.size.width = 20
    view.frame = frame
    view.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
    let center: CGPoint = view.center
    view.center = center
    let background: UIColor? = view.backgroundColor
    view.backgroundColor = background
    view.isHidden = !view.isHidden
    let alpha: CGFloat = view.alpha
    view.alpha = alpha
    view.isOpaque = !view.isOpaque
    view.clipsToBounds = !view.clipsToBounds
    let tag: Int = view.tag
    view.tag = tag
    view.isUserInteractionEnabled = !view.isUserInteractionEnabled
    view.contentMode = .scaleAspectFit
    let tint: UIColor = view.tintColor
    view.tintColor = nil
    view.tintColor = tint
    let superview: UIView? = view.superview
    let subviews: [UIView] = view.subviews
    view.addSubview(plain)
    view.insertSubview(inheriting, at: 0)
    inheriting.removeFromSuperview()
    view.bringSubviewToFront(plain)
    plain.isDescendant(of: view)
    let descendant: Bool = plain.isDescendant(of: view)
    view.viewWithTag(3)
    let tagged: UIView? = view.viewWithTag(3)
    view.didAddSubview(plain)
    view.willRemoveSubview(plain)
    view.willMove(toSuperview: nil)
    view.didMoveToSuperview()
    let next: UIResponder? = view.next
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    let mask: UIView.AutoresizingMask = view.autoresizingMask
    view.translatesAutoresizingMaskIntoConstraints = false
    let margins: UIEdgeInsets = view.layoutMargins
    view.layoutMargins = margins
    let directional: NSDirectionalEdgeInsets = view.directionalLayoutMargins
    view.directionalLayoutMargins = directional
    view.preservesSuperviewLayoutMargins = true
    let constraints: [NSLayoutConstraint] = view.constraints
    let intrinsic: CGSize = view.intrinsicContentSize
    let noMetric: CGFloat = UIView.noIntrinsicMetric
    view.layoutSubviews()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    view.invalidateIntrinsicContentSize()
    view.sizeThatFits(.zero)
    let fitting: CGSize = view.sizeThatFits(CGSize(width: 1, height: 1))
    view.sizeToFit()
    view.accessibilityIdentifier = "probe"
    let identifier: String? = view.accessibilityIdentifier
    _ = (inheritingFramed, superview, subviews, descendant, tagged, next, mask, constraints, intrinsic, noMetric, fitting, identifier)
}

nonisolated func probeViewEnums(_ mode: UIView.ContentMode) -> Int {
    let mask: UIView.AutoresizingMask = [.flexibleWidth]
    requireSendable(mask)
    switch mode {
    case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom, .left, .right: return 0
    case .topLeft, .topRight, .bottomLeft, .bottomRight: return 1
    @unknown default: return -1
    }
}

// MARK: - Auto Layout

nonisolated func probeLayoutEnums(
    _ relation: NSLayoutConstraint.Relation, _ attribute: NSLayoutConstraint.Attribute, _ axis: NSLayoutConstraint.Axis
) -> Int {
    var priority = UILayoutPriority(500)
    priority = UILayoutPriority(rawValue: 250)
    let raw: Float = priority.rawValue
    let all: [UILayoutPriority] = [.required, .defaultHigh, .defaultLow, .fittingSizeLevel]
    requireSendable(priority)
    let relationValue: Int
    switch relation {
    case .lessThanOrEqual: relationValue = -1
    case .equal: relationValue = 0
    case .greaterThanOrEqual: relationValue = 1
    @unknown default: relationValue = 2
    }
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: break
    case .lastBaseline, .firstBaseline: break
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin: break
    case .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute: break
    @unknown default: break
    }
    switch axis {
    case .horizontal, .vertical: break
    @unknown default: break
    }
    _ = (raw, all)
    return relationValue
}

final class ProbeConstraint: NSLayoutConstraint {
    override var priority: UILayoutPriority { didSet {} }
    override var shouldBeArchived: Bool { didSet {} }
    override var firstItem: AnyObject? { super.firstItem }
    override var secondItem: AnyObject? { super.secondItem }
    override var firstAttribute: NSLayoutConstraint.Attribute { super.firstAttribute }
    override var secondAttribute: NSLayoutConstraint.Attribute { super.secondAttribute }
    override var relation: NSLayoutConstraint.Relation { super.relation }
    override var multiplier: CGFloat { super.multiplier }
    override var constant: CGFloat { didSet {} }
    override var identifier: String? { didSet {} }
    override var isActive: Bool { didSet {} }
    override class func activate(_ constraints: [NSLayoutConstraint]) { super.activate(constraints) }
    override class func deactivate(_ constraints: [NSLayoutConstraint]) { super.deactivate(constraints) }
}

@MainActor func probeLayout(_ view: UIView, _ other: UIView) {
    let constraint = NSLayoutConstraint(
        item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10
    )
    constraint.priority = .defaultHigh
    constraint.shouldBeArchived = true
    let first: AnyObject? = constraint.firstItem
    let second: AnyObject? = constraint.secondItem
    let firstAttribute: NSLayoutConstraint.Attribute = constraint.firstAttribute
    let secondAttribute: NSLayoutConstraint.Attribute = constraint.secondAttribute
    let relation: NSLayoutConstraint.Relation = constraint.relation
    let multiplier: CGFloat = constraint.multiplier
    constraint.constant = 4
    constraint.identifier = "width"
    let identifier: String? = constraint.identifier
    constraint.isActive = true
    NSLayoutConstraint.activate([constraint])
    NSLayoutConstraint.deactivate([constraint])

    let x: [NSLayoutXAxisAnchor] = [view.leadingAnchor, view.trailingAnchor, view.leftAnchor, view.rightAnchor, view.centerXAnchor]
    let y: [NSLayoutYAxisAnchor] = [view.topAnchor, view.bottomAnchor, view.centerYAnchor, view.firstBaselineAnchor, view.lastBaselineAnchor]
    let d: [NSLayoutDimension] = [view.widthAnchor, view.heightAnchor]
    let anchors: [NSLayoutConstraint] = [
        view.leadingAnchor.constraint(equalTo: other.leadingAnchor),
        view.topAnchor.constraint(greaterThanOrEqualTo: other.topAnchor),
        view.bottomAnchor.constraint(lessThanOrEqualTo: other.bottomAnchor),
        view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -8),
        view.centerXAnchor.constraint(greaterThanOrEqualTo: other.centerXAnchor, constant: 1),
        view.centerYAnchor.constraint(lessThanOrEqualTo: other.centerYAnchor, constant: 2),
        view.widthAnchor.constraint(equalToConstant: 10),
        view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
        view.heightAnchor.constraint(lessThanOrEqualToConstant: 10),
        view.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: 0.5),
        view.heightAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5, constant: 3),
    ]
    let guide: UILayoutGuide = view.layoutMarginsGuide
    let safeArea: UILayoutGuide = view.safeAreaLayoutGuide
    let owner: UIView? = guide.owningView
    guide.identifier = "guide"
    let guideIdentifier: String = guide.identifier
    let layoutFrame: CGRect = safeArea.layoutFrame
    let guideAnchors: [NSLayoutConstraint] = [
        guide.leadingAnchor.constraint(equalTo: safeArea.trailingAnchor),
        guide.leftAnchor.constraint(equalTo: safeArea.rightAnchor),
        guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
        guide.widthAnchor.constraint(equalTo: safeArea.heightAnchor),
        guide.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
        guide.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
    ]
    _ = (first, second, firstAttribute, secondAttribute, relation, multiplier, identifier, x, y, d, anchors, owner, guideIdentifier, layoutFrame, guideAnchors)
}

final class ProbeLayoutGuide: UILayoutGuide {
    override var owningView: UIView? { didSet {} }
    override var identifier: String { didSet {} }
    override var layoutFrame: CGRect { super.layoutFrame }
    override var leadingAnchor: NSLayoutXAxisAnchor { super.leadingAnchor }
    override var topAnchor: NSLayoutYAxisAnchor { super.topAnchor }
    override var widthAnchor: NSLayoutDimension { super.widthAnchor }
}

// MARK: - Resources (nonisolated: Sendable classes)

nonisolated func probeResources() -> [any Sendable] {
    let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    let white = UIColor(white: 0.5, alpha: 1)
    color.withAlphaComponent(0.5)
    let faded: UIColor = white.withAlphaComponent(0.5)
    let colors: [UIColor] = [
        .black, .darkGray, .lightGray, .white, .gray, .red, .green, .blue, .clear,
        .label, .secondaryLabel, .systemBackground, .secondarySystemBackground, .separator, .systemBlue, .systemRed, .systemGray,
    ]
    let named: UIFont? = UIFont(name: "Helvetica", size: 12)
    let fonts: [UIFont] = [
        UIFont.systemFont(ofSize: 12), .boldSystemFont(ofSize: 12), .systemFont(ofSize: 12, weight: .semibold),
        .preferredFont(forTextStyle: .body),
    ]
    UIFont.systemFont(ofSize: 1)
    UIFont.boldSystemFont(ofSize: 1)
    UIFont.systemFont(ofSize: 1, weight: .bold)
    UIFont.preferredFont(forTextStyle: .title1)
    fonts[0].withSize(20)
    let resized: UIFont = fonts[0].withSize(20)
    let name: String = resized.fontName
    let size: CGFloat = resized.pointSize
    let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1, .caption2,
    ]
    let weights: [UIFont.Weight] = [.regular, .medium, .semibold, .bold, UIFont.Weight(0.1), UIFont.Weight(rawValue: 0.2)]
    let style = UIFont.TextStyle(rawValue: "custom")
    let styleName: String = style.rawValue
    let weightValue: CGFloat = weights[0].rawValue
    let image = UIImage()
    let namedImage: UIImage? = UIImage(named: "icon")
    let symbol: UIImage? = UIImage(systemName: "star")
    let decoded: UIImage? = UIImage(data: Data())
    let imageSize: CGSize = image.size
    _ = (name, size, styleName, weightValue, imageSize)
    return [color, faded, colors, named, styles, weights, namedImage, symbol, decoded]
}

final class ProbeColor: UIColor, @unchecked Sendable {
    override func withAlphaComponent(_ alpha: CGFloat) -> UIColor { super.withAlphaComponent(alpha) }
    override class var red: UIColor { super.red }
    override class var label: UIColor { super.label }
}

final class ProbeFont: UIFont, @unchecked Sendable {
    override var fontName: String { super.fontName }
    override var pointSize: CGFloat { super.pointSize }
    override func withSize(_ fontSize: CGFloat) -> UIFont { super.withSize(fontSize) }
    override class func systemFont(ofSize fontSize: CGFloat) -> UIFont { super.systemFont(ofSize: fontSize) }
    override class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { super.boldSystemFont(ofSize: fontSize) }
    override class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        super.systemFont(ofSize: fontSize, weight: weight)
    }
    override class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { super.preferredFont(forTextStyle: style) }
}

final class ProbeImage: UIImage, @unchecked Sendable {
    override var size: CGSize { super.size }
}

// MARK: - UIAction, UIMenuElement and UIControl

final class ProbeAction: UIAction {
    override var title: String { didSet {} }
    override var subtitle: String? { didSet {} }
    override var image: UIImage? { didSet {} }
    override var discoverabilityTitle: String? { didSet {} }
    override var identifier: UIAction.Identifier { super.identifier }
    override var attributes: UIMenuElement.Attributes { didSet {} }
    override var state: UIMenuElement.State { didSet {} }
    override var sender: Any? { super.sender }
}

nonisolated func probeMenuValues(_ state: UIMenuElement.State) -> Int {
    let attributes: UIMenuElement.Attributes = [.disabled, .destructive, .hidden]
    if #available(iOS 16.0, *) {
        let keeps: UIMenuElement.Attributes = .keepsMenuPresented
        _ = keeps
    }
    let identifier = UIAction.Identifier("probe")
    let other = UIAction.Identifier(rawValue: "other")
    let raw: String = identifier.rawValue
    requireSendable(attributes)
    requireSendable(identifier)
    let handler: UIActionHandler = { (action: UIAction) in }
    _ = (other, raw, handler)
    switch state {
    case .off: return 0
    case .on: return 1
    case .mixed: return 2
    @unknown default: return -1
    }
}

@MainActor func probeAction() {
    let plain = UIAction { _ in }
    let titled = UIAction(title: "Go", image: UIImage(systemName: "star"), identifier: UIAction.Identifier("go"),
                          discoverabilityTitle: "Go now", attributes: [.destructive], state: .on) { action in
        let sender: Any? = action.sender
        _ = sender
    }
    let subtitled = UIAction(title: "Go", subtitle: "fast", handler: { _ in })
    if #available(iOS 17.0, *) {
        let selected = UIAction(title: "A", selectedImage: nil, handler: { _ in })
        let selectedImage: UIImage? = selected.selectedImage
        selected.selectedImage = selectedImage
    }
    let title: String = titled.title
    titled.title = title
    let subtitle: String? = subtitled.subtitle
    subtitled.subtitle = subtitle
    let image: UIImage? = titled.image
    titled.image = image
    let discoverability: String? = titled.discoverabilityTitle
    titled.discoverabilityTitle = discoverability
    let identifier: UIAction.Identifier = titled.identifier
    let attributes: UIMenuElement.Attributes = titled.attributes
    titled.attributes = attributes
    let state: UIMenuElement.State = titled.state
    titled.state = state
    let sender: Any? = plain.sender
    let element: UIMenuElement = plain
    let elementTitle: String = element.title
    let elementImage: UIImage? = element.image
    let elementSubtitle: String? = element.subtitle
    element.subtitle = elementSubtitle
    _ = (identifier, sender, elementTitle, elementImage)
}

final class ProbeControl: UIControl {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var isEnabled: Bool { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var state: UIControl.State { super.state }
    override var allControlEvents: UIControl.Event { super.allControlEvents }
    override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { super.addAction(action, for: controlEvents) }
    override func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { super.removeAction(action, for: controlEvents) }
    override func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        super.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }
    override func sendAction(_ action: UIAction) { super.sendAction(action) }
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
    #if canImport(ObjectiveC)
    override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        super.addTarget(target, action: action, for: controlEvents)
    }
    override func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        super.removeTarget(target, action: action, for: controlEvents)
    }
    #endif
}

nonisolated func probeControlValues() {
    let events: [UIControl.Event] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .touchUpInside,
        .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered, .menuActionTriggered, .editingDidBegin,
        .editingChanged, .editingDidEnd, .editingDidEndOnExit, .allTouchEvents, .allEditingEvents, .applicationReserved,
        .systemReserved, .allEvents,
    ]
    let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused, .application, .reserved]
    requireSendable(events)
    requireSendable(states)
}

@MainActor func probeControl() {
    let control = UIControl(frame: .zero)
    let primary = UIControl(frame: .zero, primaryAction: UIAction { _ in })
    let noPrimary = UIControl(frame: .zero, primaryAction: nil)
    control.isEnabled = !control.isEnabled
    control.isSelected = !control.isSelected
    control.isHighlighted = !control.isHighlighted
    let state: UIControl.State = control.state
    let events: UIControl.Event = control.allControlEvents
    let action = UIAction { _ in }
    control.addAction(action, for: .touchUpInside)
    control.removeAction(action, for: .touchUpInside)
    control.removeAction(identifiedBy: action.identifier, for: [.touchUpInside, .valueChanged])
    control.sendAction(action)
    control.sendActions(for: .valueChanged)
    #if canImport(ObjectiveC)
    control.addTarget(primary, action: #selector(ProbeTarget.fire), for: .touchUpInside)
    control.removeTarget(primary, action: nil, for: .allEvents)
    control.removeTarget(nil, action: #selector(ProbeTarget.fire), for: .touchUpInside)
    #endif
    _ = (noPrimary, state, events)
}

// MARK: - UIMenu, UIContextMenuConfiguration, swipe actions and UIRefreshControl

@available(iOS 17.0, *)
nonisolated func probeMenuSize(_ size: UIMenu.ElementSize) -> Int {
    let options: UIMenu.Options = [.displayInline, .destructive, .singleSelection, .displayAsPalette]
    let identifier = UIMenu.Identifier("probe")
    let other = UIMenu.Identifier(rawValue: "other")
    let raw: String = identifier.rawValue
    requireSendable(options)
    requireSendable(identifier)
    _ = (other, raw)
    switch size {
    case .small: return 0
    case .medium: return 1
    case .large: return 2
    case .automatic: return -1
    @unknown default: return -2
    }
}

@MainActor func probeMenu() {
    let action = UIAction { _ in }
    let menu = UIMenu(children: [action])
    let titled = UIMenu(
        title: "More", subtitle: "Options", image: UIImage(systemName: "ellipsis"), identifier: UIMenu.Identifier("more"),
        options: [.displayInline, .destructive], children: [menu, action]
    )
    let empty = UIMenu()
    let children: [UIMenuElement] = titled.children
    let options: UIMenu.Options = titled.options
    let identifier: UIMenu.Identifier = titled.identifier
    let element: UIMenuElement = titled
    let title: String = element.title
    if #available(iOS 16.0, *) {
        let sized = UIMenu(title: "Sized", preferredElementSize: .small, children: [action])
        sized.preferredElementSize = .medium
        let size: UIMenu.ElementSize = sized.preferredElementSize
        _ = size
    }
    _ = (empty, children, options, identifier, title)
}

final class ProbeContextMenuConfiguration: UIContextMenuConfiguration {
    override var identifier: any NSCopying { super.identifier }
}

@MainActor func probeContextMenuConfiguration() {
    let actionProvider: UIContextMenuActionProvider = { (suggestedActions: [UIMenuElement]) -> UIMenu? in
        UIMenu(children: suggestedActions)
    }
    let previewProvider: UIContextMenuContentPreviewProvider = { () -> UIViewController? in nil }
    let full = UIContextMenuConfiguration(identifier: "item" as NSString, previewProvider: previewProvider, actionProvider: actionProvider)
    let trailing = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in nil }
    let bare = UIContextMenuConfiguration()
    let identifier: any NSCopying = full.identifier
    let sub = ProbeContextMenuConfiguration(actionProvider: actionProvider)
    _ = (trailing, bare, identifier, sub)
}

final class ProbeContextualAction: UIContextualAction {
    override var style: UIContextualAction.Style { super.style }
    override var handler: UIContextualAction.Handler { super.handler }
    override var title: String? { didSet {} }
    override var backgroundColor: UIColor! { didSet {} }
    override var image: UIImage? { didSet {} }
}

final class ProbeSwipeActionsConfiguration: UISwipeActionsConfiguration {
    override var actions: [UIContextualAction] { super.actions }
    override var performsFirstActionWithFullSwipe: Bool { didSet {} }
}

nonisolated func probeContextualActionStyle(_ style: UIContextualAction.Style) -> Int {
    switch style {
    case .normal: 0
    case .destructive: 1
    @unknown default: -1
    }
}

@MainActor func probeSwipeActions() {
    let handler: UIContextualAction.Handler = { (action: UIContextualAction, sourceView: UIView, completion: @escaping (Bool) -> Void) in
        completion(true)
    }
    let delete = UIContextualAction(style: .destructive, title: "Delete", handler: handler)
    let untitled = UIContextualAction(style: .normal, title: nil) { _, _, completion in completion(false) }
    let plain = UIContextualAction()
    let style: UIContextualAction.Style = delete.style
    let current: UIContextualAction.Handler = delete.handler
    let title: String? = delete.title
    delete.title = title
    let color: UIColor = delete.backgroundColor
    delete.backgroundColor = nil
    delete.backgroundColor = color
    let image: UIImage? = untitled.image
    untitled.image = image
    let configuration = UISwipeActionsConfiguration(actions: [delete, untitled, plain])
    let actions: [UIContextualAction] = configuration.actions
    configuration.performsFirstActionWithFullSwipe = false
    let full: Bool = configuration.performsFirstActionWithFullSwipe
    let sub = ProbeSwipeActionsConfiguration(actions: [])
    _ = (style, current, actions, full, sub, ProbeContextualAction(style: .normal, title: "A", handler: handler))
}

final class ProbeRefreshControl: UIRefreshControl {
    override init() { super.init() }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var isRefreshing: Bool { super.isRefreshing }
    override var tintColor: UIColor! { didSet {} }
    override var attributedTitle: NSAttributedString? { didSet {} }
    override func beginRefreshing() { super.beginRefreshing() }
    override func endRefreshing() { super.endRefreshing() }
}

@MainActor func probeRefreshControl() {
    let control = UIRefreshControl()
    let framed = UIRefreshControl(frame: .zero)
    let asControl: UIControl = framed
    let refreshing: Bool = control.isRefreshing
    control.beginRefreshing()
    control.endRefreshing()
    let tint: UIColor = control.tintColor
    control.tintColor = nil
    control.tintColor = tint
    let title: NSAttributedString? = control.attributedTitle
    control.attributedTitle = NSAttributedString(string: "Pull to refresh")
    control.addAction(UIAction { _ in }, for: .valueChanged)
    _ = (asControl, refreshing, title)
}

// MARK: - Content views

final class ProbeLabel: UILabel {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var text: String? { didSet {} }
    override var numberOfLines: Int { didSet {} }
    override var textAlignment: NSTextAlignment { didSet {} }
    override var isEnabled: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var adjustsFontSizeToFitWidth: Bool { didSet {} }
    override var adjustsFontForContentSizeCategory: Bool { didSet {} }
    override var highlightedTextColor: UIColor? { didSet {} }
    override var font: UIFont! { didSet {} }
    override var textColor: UIColor! { didSet {} }
}

@MainActor func probeLabel() {
    let label = UILabel()
    let framed = UILabel(frame: .zero)
    let text: String? = label.text
    label.text = text
    label.numberOfLines = 0
    let lines: Int = label.numberOfLines
    label.textAlignment = .center
    label.isEnabled = !label.isEnabled
    label.isHighlighted = !label.isHighlighted
    label.adjustsFontSizeToFitWidth = true
    label.adjustsFontForContentSizeCategory = true
    let highlighted: UIColor? = label.highlightedTextColor
    label.highlightedTextColor = highlighted
    let font: UIFont = label.font
    label.font = nil
    label.font = font
    let color: UIColor = label.textColor
    label.textColor = nil
    label.textColor = color
    _ = (framed, lines)
}

final class ProbeImageView: UIImageView {
    override init(image: UIImage?) { super.init(image: image) }
    override init(image: UIImage?, highlightedImage: UIImage?) { super.init(image: image, highlightedImage: highlightedImage) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var image: UIImage? { didSet {} }
    override var highlightedImage: UIImage? { didSet {} }
    override var isHighlighted: Bool { didSet {} }
}

@MainActor func probeImageView() {
    let view = UIImageView(image: nil)
    let both = UIImageView(image: UIImage(), highlightedImage: nil)
    let framed = UIImageView(frame: .zero)
    let plain = UIImageView()
    let image: UIImage? = view.image
    view.image = image
    let highlighted: UIImage? = both.highlightedImage
    both.highlightedImage = highlighted
    view.isHighlighted = !view.isHighlighted
    _ = (framed, plain)
}

final class ProbeStackView: UIStackView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init(coder: NSCoder) { super.init(coder: coder) }
    override var arrangedSubviews: [UIView] { super.arrangedSubviews }
    override var axis: NSLayoutConstraint.Axis { didSet {} }
    override var distribution: UIStackView.Distribution { didSet {} }
    override var alignment: UIStackView.Alignment { didSet {} }
    override var spacing: CGFloat { didSet {} }
    override var isBaselineRelativeArrangement: Bool { didSet {} }
    override var isLayoutMarginsRelativeArrangement: Bool { didSet {} }
    override func addArrangedSubview(_ view: UIView) { super.addArrangedSubview(view) }
    override func removeArrangedSubview(_ view: UIView) { super.removeArrangedSubview(view) }
    override func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { super.insertArrangedSubview(view, at: stackIndex) }
    override func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) { super.setCustomSpacing(spacing, after: arrangedSubview) }
    override func customSpacing(after arrangedSubview: UIView) -> CGFloat { super.customSpacing(after: arrangedSubview) }
}

@MainActor func probeStackView() {
    let label = UILabel()
    let stack = UIStackView(arrangedSubviews: [label])
    let framed = UIStackView(frame: .zero)
    let arranged: [UIView] = stack.arrangedSubviews
    stack.axis = .vertical
    stack.distribution = .fillEqually
    stack.alignment = .top
    stack.alignment = .bottom
    let spacing: CGFloat = stack.spacing
    stack.spacing = spacing
    stack.isBaselineRelativeArrangement = true
    stack.isLayoutMarginsRelativeArrangement = true
    stack.addArrangedSubview(UIView())
    stack.removeArrangedSubview(label)
    stack.insertArrangedSubview(label, at: 0)
    stack.setCustomSpacing(4, after: label)
    stack.customSpacing(after: label)
    let custom: CGFloat = stack.customSpacing(after: label)
    let useDefault: CGFloat = UIStackView.spacingUseDefault
    _ = (framed, arranged, custom, useDefault)
}

nonisolated func probeStackEnums(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment) {
    switch distribution {
    case .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering: break
    @unknown default: break
    }
    switch alignment {
    case .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline: break
    @unknown default: break
    }
    let aliases: [UIStackView.Alignment] = [.top, .bottom]
    requireSendable(aliases)
}

// MARK: - Controls

final class ProbeButton: UIButton {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var buttonType: UIButton.ButtonType { super.buttonType }
    override var titleLabel: UILabel? { super.titleLabel }
    override var imageView: UIImageView? { super.imageView }
    override var currentTitle: String? { super.currentTitle }
    override var currentImage: UIImage? { super.currentImage }
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title, for: state) }
    override func title(for state: UIControl.State) -> String? { super.title(for: state) }
    override func setTitleColor(_ color: UIColor?, for state: UIControl.State) { super.setTitleColor(color, for: state) }
    override func titleColor(for state: UIControl.State) -> UIColor? { super.titleColor(for: state) }
    override func setImage(_ image: UIImage?, for state: UIControl.State) { super.setImage(image, for: state) }
    override func image(for state: UIControl.State) -> UIImage? { super.image(for: state) }
}

@MainActor func probeButton() {
    let button = UIButton(type: .system)
    let primary = UIButton(primaryAction: UIAction { _ in })
    let typed = UIButton(type: .custom, primaryAction: nil)
    let framed = UIButton(frame: .zero)
    let plain = UIButton()
    let type: UIButton.ButtonType = button.buttonType
    let titleLabel: UILabel? = button.titleLabel
    let imageView: UIImageView? = button.imageView
    let currentTitle: String? = button.currentTitle
    let currentImage: UIImage? = button.currentImage
    button.setTitle("Go", for: .normal)
    button.setTitle(nil, for: [.highlighted, .selected])
    button.title(for: .normal)
    let title: String? = button.title(for: .normal)
    button.setTitleColor(.red, for: .normal)
    button.titleColor(for: .normal)
    let titleColor: UIColor? = button.titleColor(for: .disabled)
    button.setImage(nil, for: .normal)
    button.image(for: .normal)
    let image: UIImage? = button.image(for: .normal)
    _ = (primary, typed, framed, plain, type, titleLabel, imageView, currentTitle, currentImage, title, titleColor, image)
}

nonisolated func probeButtonType(_ type: UIButton.ButtonType) -> Int {
    let alias: UIButton.ButtonType = .roundedRect
    requireSendable(alias)
    switch type {
    case .custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close: return 0
    @unknown default: return 1
    }
}

final class ProbeSwitch: UISwitch {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var isOn: Bool { didSet {} }
    override var onTintColor: UIColor? { didSet {} }
    override var thumbTintColor: UIColor? { didSet {} }
    override var title: String? { didSet {} }
    override func setOn(_ on: Bool, animated: Bool) { super.setOn(on, animated: animated) }
}

@MainActor func probeSwitch() {
    let toggle = UISwitch()
    let framed = UISwitch(frame: .zero)
    toggle.isOn = !toggle.isOn
    let tint: UIColor? = toggle.onTintColor
    toggle.onTintColor = tint
    let thumb: UIColor? = toggle.thumbTintColor
    toggle.thumbTintColor = thumb
    let title: String? = toggle.title
    toggle.title = title
    toggle.setOn(true, animated: false)
    _ = framed
}

final class ProbeTextField: UITextField {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var text: String? { didSet {} }
    override var placeholder: String? { didSet {} }
    override var font: UIFont? { didSet {} }
    override var textColor: UIColor? { didSet {} }
    override var textAlignment: NSTextAlignment { didSet {} }
    override var borderStyle: UITextField.BorderStyle { didSet {} }
    override var clearsOnBeginEditing: Bool { didSet {} }
    override var adjustsFontSizeToFitWidth: Bool { didSet {} }
    override var isEditing: Bool { super.isEditing }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
}

@MainActor func probeTextField() {
    let field = UITextField()
    let text: String? = field.text
    field.text = text
    let placeholder: String? = field.placeholder
    field.placeholder = placeholder
    let font: UIFont? = field.font
    field.font = font
    let color: UIColor? = field.textColor
    field.textColor = color
    field.textAlignment = .left
    field.borderStyle = .roundedRect
    field.clearsOnBeginEditing = true
    field.adjustsFontSizeToFitWidth = true
    let editing: Bool = field.isEditing
    field.becomeFirstResponder()
    field.resignFirstResponder()
    _ = editing
    let ended: NSNotification.Name = UITextField.textDidEndEditingNotification
    let changed: NSNotification.Name = UITextField.textDidChangeNotification
    _ = (ended, changed)
}

final class ProbeTextView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame, textContainer: textContainer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    convenience init() { self.init(frame: .zero) }
    override var text: String! { didSet {} }
    override var font: UIFont? { didSet {} }
    override var textColor: UIColor? { didSet {} }
    override var isEditable: Bool { didSet {} }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
}

@MainActor func probeTextView() {
    let view = UITextView(frame: .zero)
    let contained = UITextView(frame: .zero, textContainer: NSTextContainer(size: CGSize(width: 100, height: 100)))
    _ = contained
    let text: String = view.text
    view.text = text
    view.text = nil
    let font: UIFont? = view.font
    view.font = font
    let color: UIColor? = view.textColor
    view.textColor = color
    view.isEditable = false
    view.resignFirstResponder()
    let ended: NSNotification.Name = UITextView.textDidEndEditingNotification
    let changed: NSNotification.Name = UITextView.textDidChangeNotification
    _ = (ended, changed)
}

nonisolated func probeBorderStyle(_ style: UITextField.BorderStyle) -> Int {
    switch style {
    case .none, .line, .bezel, .roundedRect: 0
    @unknown default: 1
    }
}

// MARK: - UIScrollView

final class ProbeScrollDelegate: NSObject, UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

final class ProbeScrollView: UIScrollView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var contentOffset: CGPoint { didSet {} }
    override var contentSize: CGSize { didSet {} }
    override var contentInset: UIEdgeInsets { didSet {} }
    override var isScrollEnabled: Bool { didSet {} }
    override var isPagingEnabled: Bool { didSet {} }
    override var bounces: Bool { didSet {} }
    override var alwaysBounceVertical: Bool { didSet {} }
    override var alwaysBounceHorizontal: Bool { didSet {} }
    override var showsVerticalScrollIndicator: Bool { didSet {} }
    override var showsHorizontalScrollIndicator: Bool { didSet {} }
    override var keyboardDismissMode: UIScrollView.KeyboardDismissMode { didSet {} }
    override var refreshControl: UIRefreshControl? { didSet {} }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { super.setContentOffset(contentOffset, animated: animated) }
}

@MainActor func probeScrollView() {
    let scroll = UIScrollView(frame: .zero)
    let offset: CGPoint = scroll.contentOffset
    scroll.contentOffset = offset
    let size: CGSize = scroll.contentSize
    scroll.contentSize = size
    let inset: UIEdgeInsets = scroll.contentInset
    scroll.contentInset = inset
    scroll.isScrollEnabled = !scroll.isScrollEnabled
    scroll.isPagingEnabled = !scroll.isPagingEnabled
    scroll.bounces = !scroll.bounces
    scroll.alwaysBounceVertical = !scroll.alwaysBounceVertical
    scroll.alwaysBounceHorizontal = !scroll.alwaysBounceHorizontal
    scroll.showsVerticalScrollIndicator = !scroll.showsVerticalScrollIndicator
    scroll.showsHorizontalScrollIndicator = !scroll.showsHorizontalScrollIndicator
    scroll.keyboardDismissMode = .onDrag
    scroll.setContentOffset(.zero, animated: true)
    scroll.refreshControl = UIRefreshControl()
    let refreshControl: UIRefreshControl? = scroll.refreshControl
    scroll.refreshControl = refreshControl
    let delegate = ProbeScrollDelegate()
    delegate.scrollViewDidScroll(scroll)
    delegate.scrollViewWillBeginDragging(scroll)
    delegate.scrollViewDidEndDragging(scroll, willDecelerate: false)
    delegate.scrollViewDidEndDecelerating(scroll)
    delegate.scrollViewDidScrollToTop(scroll)
}

nonisolated func probeKeyboardDismissMode(_ mode: UIScrollView.KeyboardDismissMode) -> Int {
    switch mode {
    case .none, .onDrag, .interactive, .onDragWithAccessory, .interactiveWithAccessory: 0
    @unknown default: 1
    }
}

// MARK: - UINib

final class ProbeNib: UINib {
    override func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        super.instantiate(withOwner: ownerOrNil, options: optionsOrNil)
    }
}

@MainActor func probeNib() {
    let nib = UINib(nibName: "Cell", bundle: nil)
    let fromData = UINib(data: Data(), bundle: Bundle.main)
    nib.instantiate(withOwner: nil)
    let objects: [Any] = fromData.instantiate(withOwner: nib, options: [.externalObjects: [String: Any]()])
    let key = UINib.OptionsKey(rawValue: "key")
    let raw: String = key.rawValue
    _ = (objects, raw)
}

nonisolated func probeNibKeys() {
    let key: UINib.OptionsKey = .externalObjects
    requireSendable(key)
}

// MARK: - Table cells and header-footer views

final class ProbeTableCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var contentView: UIView { super.contentView }
    override var textLabel: UILabel? { super.textLabel }
    override var detailTextLabel: UILabel? { super.detailTextLabel }
    override var imageView: UIImageView? { super.imageView }
    override var reuseIdentifier: String? { super.reuseIdentifier }
    override func prepareForReuse() { super.prepareForReuse() }
    override var selectionStyle: UITableViewCell.SelectionStyle { didSet {} }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var accessoryType: UITableViewCell.AccessoryType { didSet {} }
    override var accessoryView: UIView? { didSet {} }
    override var editingAccessoryType: UITableViewCell.AccessoryType { didSet {} }
    override var editingAccessoryView: UIView? { didSet {} }
    override var indentationLevel: Int { didSet {} }
    override var indentationWidth: CGFloat { didSet {} }
    override var separatorInset: UIEdgeInsets { didSet {} }
    override var isEditing: Bool { didSet {} }
    override var showsReorderControl: Bool { didSet {} }
    override var shouldIndentWhileEditing: Bool { didSet {} }
    override var backgroundView: UIView? { didSet {} }
    override var selectedBackgroundView: UIView? { didSet {} }
    override var multipleSelectionBackgroundView: UIView? { didSet {} }
    override var editingStyle: UITableViewCell.EditingStyle { super.editingStyle }
    override func setSelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated) }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) { super.setHighlighted(highlighted, animated: animated) }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
}

/// A cell declaring no initializers inherits `init(style:reuseIdentifier:)`, `init()` and `init(frame:)`.
final class ProbeInheritingCell: UITableViewCell {}

@MainActor func probeTableCell() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Cell")
    let plain = UITableViewCell()
    let framed = UITableViewCell(frame: .zero)
    let inherited = ProbeInheritingCell(style: .value1, reuseIdentifier: nil)
    let inheritedPlain = ProbeInheritingCell()
    let inheritedFramed = ProbeInheritingCell(frame: .zero)
    let content: UIView = cell.contentView
    let textLabel: UILabel? = cell.textLabel
    let detail: UILabel? = cell.detailTextLabel
    let imageView: UIImageView? = cell.imageView
    let reuse: String? = cell.reuseIdentifier
    cell.prepareForReuse()
    cell.selectionStyle = .none
    cell.isSelected = !cell.isSelected
    cell.isHighlighted = !cell.isHighlighted
    cell.accessoryType = .checkmark
    let accessory: UIView? = cell.accessoryView
    cell.accessoryView = accessory
    cell.editingAccessoryType = .detailButton
    let editingAccessory: UIView? = cell.editingAccessoryView
    cell.editingAccessoryView = editingAccessory
    cell.indentationLevel = 1
    let width: CGFloat = cell.indentationWidth
    cell.indentationWidth = width
    let separator: UIEdgeInsets = cell.separatorInset
    cell.separatorInset = separator
    cell.isEditing = !cell.isEditing
    cell.showsReorderControl = true
    cell.shouldIndentWhileEditing = false
    let background: UIView? = cell.backgroundView
    cell.backgroundView = background
    cell.selectedBackgroundView = nil
    cell.multipleSelectionBackgroundView = nil
    let style: UITableViewCell.EditingStyle = cell.editingStyle
    cell.setSelected(true, animated: false)
    cell.setHighlighted(true, animated: false)
    cell.setEditing(true, animated: false)
    _ = (plain, framed, inherited, inheritedPlain, inheritedFramed, content, textLabel, detail, imageView, reuse, style)
}

nonisolated func probeCellEnums(
    _ style: UITableViewCell.CellStyle, _ selection: UITableViewCell.SelectionStyle, _ editing: UITableViewCell.EditingStyle,
    _ accessory: UITableViewCell.AccessoryType, _ separator: UITableViewCell.SeparatorStyle
) {
    switch style {
    case .default, .value1, .value2, .subtitle: break
    @unknown default: break
    }
    switch selection {
    case .none, .blue, .gray, .default: break
    @unknown default: break
    }
    switch editing {
    case .none, .delete, .insert: break
    @unknown default: break
    }
    switch accessory {
    case .none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton: break
    @unknown default: break
    }
    switch separator {
    case .none, .singleLine, .singleLineEtched: break
    @unknown default: break
    }
}

final class ProbeHeaderFooter: UITableViewHeaderFooterView {
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var contentView: UIView { super.contentView }
    override var backgroundView: UIView? { didSet {} }
    override var textLabel: UILabel? { super.textLabel }
    override var detailTextLabel: UILabel? { super.detailTextLabel }
    override var reuseIdentifier: String? { super.reuseIdentifier }
    override func prepareForReuse() { super.prepareForReuse() }
}

@MainActor func probeHeaderFooter() {
    let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
    let framed = UITableViewHeaderFooterView(frame: .zero)
    let content: UIView = header.contentView
    let background: UIView? = header.backgroundView
    header.backgroundView = background
    let text: UILabel? = header.textLabel
    let detail: UILabel? = header.detailTextLabel
    let reuse: String? = header.reuseIdentifier
    header.prepareForReuse()
    _ = (framed, content, text, detail, reuse)
}

// MARK: - UITableView and its protocols

final class ProbeTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame, style: style) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var style: UITableView.Style { super.style }
    override var dataSource: (any UITableViewDataSource)? { didSet {} }
    override var delegate: (any UITableViewDelegate)? { didSet {} }
    override var rowHeight: CGFloat { didSet {} }
    override var sectionHeaderHeight: CGFloat { didSet {} }
    override var sectionFooterHeight: CGFloat { didSet {} }
    override var estimatedRowHeight: CGFloat { didSet {} }
    override var estimatedSectionHeaderHeight: CGFloat { didSet {} }
    override var estimatedSectionFooterHeight: CGFloat { didSet {} }
    override var sectionHeaderTopPadding: CGFloat { didSet {} }
    override var separatorStyle: UITableViewCell.SeparatorStyle { didSet {} }
    override var separatorColor: UIColor? { didSet {} }
    override var separatorInset: UIEdgeInsets { didSet {} }
    override var backgroundView: UIView? { didSet {} }
    override var tableHeaderView: UIView? { didSet {} }
    override var tableFooterView: UIView? { didSet {} }
    override var allowsSelection: Bool { didSet {} }
    override var allowsMultipleSelection: Bool { didSet {} }
    override var allowsSelectionDuringEditing: Bool { didSet {} }
    override var isEditing: Bool { didSet {} }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override var numberOfSections: Int { super.numberOfSections }
    override func numberOfRows(inSection section: Int) -> Int { super.numberOfRows(inSection: section) }
    override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { super.cellForRow(at: indexPath) }
    override var visibleCells: [UITableViewCell] { super.visibleCells }
    override var indexPathsForVisibleRows: [IndexPath]? { super.indexPathsForVisibleRows }
    override func indexPath(for cell: UITableViewCell) -> IndexPath? { super.indexPath(for: cell) }
    override func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { super.headerView(forSection: section) }
    override func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { super.footerView(forSection: section) }
    override func reloadData() { super.reloadData() }
    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { super.reloadSections(sections, with: animation) }
    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { super.reloadRows(at: indexPaths, with: animation) }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.performBatchUpdates(updates, completion: completion)
    }
    override var indexPathForSelectedRow: IndexPath? { super.indexPathForSelectedRow }
    override var indexPathsForSelectedRows: [IndexPath]? { super.indexPathsForSelectedRows }
    override func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        super.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    override func deselectRow(at indexPath: IndexPath, animated: Bool) { super.deselectRow(at: indexPath, animated: animated) }
    override func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        super.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    override func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { super.register(nib, forCellReuseIdentifier: identifier) }
    override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        super.register(cellClass, forCellReuseIdentifier: identifier)
    }
    override func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        super.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
    }
    override func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        super.register(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    override func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        super.dequeueReusableCell(withIdentifier: identifier)
    }
    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    override func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        super.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }
}

@MainActor func probeTableView(_ dataSource: ProbeTableDataSource) {
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let plain = UITableView(frame: .zero)
    let automatic: CGFloat = UITableView.automaticDimension
    let style: UITableView.Style = table.style
    table.dataSource = dataSource
    table.delegate = dataSource
    let source: (any UITableViewDataSource)? = table.dataSource
    let delegate: (any UITableViewDelegate)? = table.delegate
    table.rowHeight = automatic
    table.sectionHeaderHeight = 20
    table.sectionFooterHeight = 20
    table.estimatedRowHeight = 44
    table.estimatedSectionHeaderHeight = 10
    table.estimatedSectionFooterHeight = 10
    table.sectionHeaderTopPadding = 0
    table.separatorStyle = .none
    let separatorColor: UIColor? = table.separatorColor
    table.separatorColor = separatorColor
    table.separatorInset = .zero
    table.backgroundView = nil
    let header: UIView? = table.tableHeaderView
    table.tableHeaderView = header
    table.tableFooterView = UIView()
    table.allowsSelection = true
    table.allowsMultipleSelection = false
    table.allowsSelectionDuringEditing = false
    table.isEditing = !table.isEditing
    table.setEditing(true, animated: true)
    let sections: Int = table.numberOfSections
    table.numberOfRows(inSection: 0)
    let rows: Int = table.numberOfRows(inSection: 0)
    let path = IndexPath(row: 0, section: 0)
    table.cellForRow(at: path)
    let visible: UITableViewCell? = table.cellForRow(at: path)
    let cells: [UITableViewCell] = table.visibleCells
    let visiblePaths: [IndexPath]? = table.indexPathsForVisibleRows
    table.indexPath(for: UITableViewCell())
    let cellPath: IndexPath? = table.indexPath(for: UITableViewCell())
    let shownHeader: UITableViewHeaderFooterView? = table.headerView(forSection: 0)
    let shownFooter: UITableViewHeaderFooterView? = table.footerView(forSection: 0)
    table.reloadData()
    table.reloadSections(IndexSet(integer: 0), with: .automatic)
    table.reloadRows(at: [path], with: .fade)
    table.performBatchUpdates(nil)
    table.performBatchUpdates({}, completion: { (finished: Bool) in })
    let selected: IndexPath? = table.indexPathForSelectedRow
    let allSelected: [IndexPath]? = table.indexPathsForSelectedRows
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    table.selectRow(at: path, animated: true, scrollPosition: .middle)
    table.deselectRow(at: path, animated: true)
    table.scrollToRow(at: path, at: .top, animated: false)
    table.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "Nib")
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(nil as UINib?, forCellReuseIdentifier: "Cell")
    table.register(UINib(nibName: "Header", bundle: nil), forHeaderFooterViewReuseIdentifier: "NibHeader")
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    table.dequeueReusableCell(withIdentifier: "Cell")
    let old: UITableViewCell? = table.dequeueReusableCell(withIdentifier: "Cell")
    table.dequeueReusableCell(withIdentifier: "Cell", for: path)
    let dequeued: UITableViewCell = table.dequeueReusableCell(withIdentifier: "Cell", for: path)
    table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    let headerView: UITableViewHeaderFooterView? = table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    let leading: UISwipeActionsConfiguration? = dataSource.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
    let swipe: UISwipeActionsConfiguration? = dataSource.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
    let menu: UIContextMenuConfiguration? = dataSource.tableView(table, contextMenuConfigurationForRowAt: path, point: CGPoint(x: 1, y: 2))
    _ = (plain, style, source, delegate, sections, rows, visible, cells, visiblePaths, cellPath, shownHeader, shownFooter, selected, allSelected, old, dequeued, headerView)
    _ = (leading, swipe, menu)
}

nonisolated func probeTableEnums(
    _ style: UITableView.Style, _ position: UITableView.ScrollPosition, _ animation: UITableView.RowAnimation
) {
    switch style {
    case .plain, .grouped, .insetGrouped: break
    @unknown default: break
    }
    switch position {
    case .none, .top, .middle, .bottom: break
    @unknown default: break
    }
    switch animation {
    case .fade, .right, .left, .top, .bottom, .none, .middle, .automatic: break
    @unknown default: break
    }
}

/// Implements every modelled data source and delegate method, required and optional.
final class ProbeTableDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 0 }
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { 0 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [])
    }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// The required methods alone make a data source; no delegate method is required.
final class ProbeMinimalTableDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

// MARK: - UIViewController and UITableViewController

final class ProbeViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var nibName: String? { super.nibName }
    override var nibBundle: Bundle? { super.nibBundle }
    override var title: String? { didSet {} }
    override var view: UIView! { didSet {} }
    override var viewIfLoaded: UIView? { super.viewIfLoaded }
    override var isViewLoaded: Bool { super.isViewLoaded }
    override func loadView() { super.loadView() }
    override func loadViewIfNeeded() { super.loadViewIfNeeded() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override var parent: UIViewController? { super.parent }
    override var children: [UIViewController] { super.children }
    override func addChild(_ childController: UIViewController) { super.addChild(childController) }
    override func removeFromParent() { super.removeFromParent() }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override var next: UIResponder? { super.next }
    override var isEditing: Bool { didSet {} }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
}

@MainActor func probeViewController() {
    let controller = UIViewController()
    let nibbed = UIViewController(nibName: "Screen", bundle: .main)
    let nibName: String? = nibbed.nibName
    let bundle: Bundle? = nibbed.nibBundle
    controller.title = "Title"
    let title: String? = controller.title
    let view: UIView = controller.view
    controller.view = view
    let loaded: UIView? = controller.viewIfLoaded
    let isLoaded: Bool = controller.isViewLoaded
    controller.loadView()
    controller.loadViewIfNeeded()
    controller.viewDidLoad()
    controller.viewWillAppear(false)
    controller.viewDidAppear(false)
    controller.viewWillDisappear(false)
    controller.viewDidDisappear(false)
    controller.viewWillLayoutSubviews()
    controller.viewDidLayoutSubviews()
    controller.addChild(nibbed)
    let parent: UIViewController? = nibbed.parent
    let children: [UIViewController] = controller.children
    nibbed.willMove(toParent: nil)
    nibbed.removeFromParent()
    nibbed.didMove(toParent: controller)
    let next: UIResponder? = controller.next
    controller.isEditing = !controller.isEditing
    controller.setEditing(true, animated: false)
    _ = (nibName, bundle, title, loaded, isLoaded, parent, children, next)
}

final class ProbeTableViewController: UITableViewController {
    override init(style: UITableView.Style) { super.init(style: style) }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var tableView: UITableView! { didSet {} }
    override var clearsSelectionOnViewWillAppear: Bool { didSet {} }
    override func loadView() { super.loadView() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    override func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }
    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        super.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        super.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        super.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { false }
    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

@MainActor func probeTableViewController() {
    let controller = UITableViewController(style: .grouped)
    let nibbed = UITableViewController(nibName: nil, bundle: nil)
    let table: UITableView = controller.tableView
    controller.tableView = table
    let optionalTable: UITableView? = nibbed.tableView
    controller.clearsSelectionOnViewWillAppear = false
    controller.tableView(table, numberOfRowsInSection: 0)
    let rows: Int = controller.tableView(table, numberOfRowsInSection: 0)
    let height: CGFloat = controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
    let path = IndexPath(row: 0, section: 0)
    controller.tableView(table, leadingSwipeActionsConfigurationForRowAt: path)
    controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
    controller.tableView(table, contextMenuConfigurationForRowAt: path, point: .zero)
    let trailing: UISwipeActionsConfiguration? = controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: path)
    _ = (optionalTable, rows, height, trailing)
}

// MARK: - Collection view cells and layouts

final class ProbeReusableView: UICollectionReusableView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var reuseIdentifier: String? { super.reuseIdentifier }
    override func prepareForReuse() { super.prepareForReuse() }
}

final class ProbeCollectionCell: UICollectionViewCell {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var contentView: UIView { super.contentView }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var backgroundView: UIView? { didSet {} }
    override var selectedBackgroundView: UIView? { didSet {} }
    override func prepareForReuse() { super.prepareForReuse() }
}

final class ProbeFlowLayout: UICollectionViewFlowLayout {
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var collectionView: UICollectionView? { super.collectionView }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override func invalidateLayout() { super.invalidateLayout() }
    override var minimumLineSpacing: CGFloat { didSet {} }
    override var minimumInteritemSpacing: CGFloat { didSet {} }
    override var itemSize: CGSize { didSet {} }
    override var estimatedItemSize: CGSize { didSet {} }
    override var scrollDirection: UICollectionView.ScrollDirection { didSet {} }
    override var headerReferenceSize: CGSize { didSet {} }
    override var footerReferenceSize: CGSize { didSet {} }
    override var sectionInset: UIEdgeInsets { didSet {} }
    override var sectionHeadersPinToVisibleBounds: Bool { didSet {} }
    override var sectionFootersPinToVisibleBounds: Bool { didSet {} }
}

@MainActor func probeCollectionCells() {
    let reusable = UICollectionReusableView(frame: .zero)
    let reuse: String? = reusable.reuseIdentifier
    reusable.prepareForReuse()
    let cell = UICollectionViewCell(frame: .zero)
    let plainCell = UICollectionViewCell()
    let content: UIView = cell.contentView
    cell.isSelected = !cell.isSelected
    cell.isHighlighted = !cell.isHighlighted
    let background: UIView? = cell.backgroundView
    cell.backgroundView = background
    cell.selectedBackgroundView = nil

    let layout = UICollectionViewLayout()
    let owner: UICollectionView? = layout.collectionView
    let contentSize: CGSize = layout.collectionViewContentSize
    layout.invalidateLayout()
    let flow = UICollectionViewFlowLayout()
    let automatic: CGSize = UICollectionViewFlowLayout.automaticSize
    flow.minimumLineSpacing = 1
    flow.minimumInteritemSpacing = 1
    flow.itemSize = CGSize(width: 1, height: 1)
    flow.estimatedItemSize = automatic
    flow.scrollDirection = .horizontal
    flow.headerReferenceSize = .zero
    flow.footerReferenceSize = .zero
    flow.sectionInset = .zero
    flow.sectionHeadersPinToVisibleBounds = true
    flow.sectionFootersPinToVisibleBounds = true
    _ = (reuse, plainCell, content, owner, contentSize)
}

// MARK: - UICollectionView and its protocols

final class ProbeCollectionView: UICollectionView {
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame, collectionViewLayout: layout) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var collectionViewLayout: UICollectionViewLayout { didSet {} }
    override func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { super.setCollectionViewLayout(layout, animated: animated) }
    override var delegate: (any UICollectionViewDelegate)? { didSet {} }
    override var dataSource: (any UICollectionViewDataSource)? { didSet {} }
    override var backgroundView: UIView? { didSet {} }
    override var allowsSelection: Bool { didSet {} }
    override var allowsMultipleSelection: Bool { didSet {} }
    override var isEditing: Bool { didSet {} }
    override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        super.register(cellClass, forCellWithReuseIdentifier: identifier)
    }
    override func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { super.register(nib, forCellWithReuseIdentifier: identifier) }
    override func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        super.register(viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }
    override func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        super.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
    override func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    override func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        super.dequeueReusableSupplementaryView(ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }
    override var numberOfSections: Int { super.numberOfSections }
    override func numberOfItems(inSection section: Int) -> Int { super.numberOfItems(inSection: section) }
    override func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { super.cellForItem(at: indexPath) }
    override var visibleCells: [UICollectionViewCell] { super.visibleCells }
    override var indexPathsForVisibleItems: [IndexPath] { super.indexPathsForVisibleItems }
    override func indexPath(for cell: UICollectionViewCell) -> IndexPath? { super.indexPath(for: cell) }
    override func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        super.supplementaryView(forElementKind: elementKind, at: indexPath)
    }
    override func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        super.visibleSupplementaryViews(ofKind: elementKind)
    }
    override func reloadData() { super.reloadData() }
    override func reloadSections(_ sections: IndexSet) { super.reloadSections(sections) }
    override func reloadItems(at indexPaths: [IndexPath]) { super.reloadItems(at: indexPaths) }
    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        super.performBatchUpdates(updates, completion: completion)
    }
    override func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
    override var indexPathsForSelectedItems: [IndexPath]? { super.indexPathsForSelectedItems }
    override func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    override func deselectItem(at indexPath: IndexPath, animated: Bool) { super.deselectItem(at: indexPath, animated: animated) }
}

@MainActor func probeCollectionView(_ dataSource: ProbeCollectionDataSource) {
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let header: String = UICollectionView.elementKindSectionHeader
    let footer: String = UICollectionView.elementKindSectionFooter
    let current: UICollectionViewLayout = collection.collectionViewLayout
    collection.collectionViewLayout = current
    collection.setCollectionViewLayout(layout, animated: false)
    collection.delegate = dataSource
    collection.dataSource = dataSource
    let delegate: (any UICollectionViewDelegate)? = collection.delegate
    let source: (any UICollectionViewDataSource)? = collection.dataSource
    collection.backgroundView = nil
    collection.allowsSelection = true
    collection.allowsMultipleSelection = true
    collection.isEditing = false
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.register(UINib(nibName: "Cell", bundle: nil), forCellWithReuseIdentifier: "Nib")
    collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "Header")
    collection.register(UINib(nibName: "Footer", bundle: nil), forSupplementaryViewOfKind: footer, withReuseIdentifier: "Footer")
    let path = IndexPath(item: 0, section: 0)
    collection.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
    let cell: UICollectionViewCell = collection.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
    collection.dequeueReusableSupplementaryView(ofKind: header, withReuseIdentifier: "Header", for: path)
    let view: UICollectionReusableView = collection.dequeueReusableSupplementaryView(ofKind: header, withReuseIdentifier: "Header", for: path)
    let sections: Int = collection.numberOfSections
    collection.numberOfItems(inSection: 0)
    let items: Int = collection.numberOfItems(inSection: 0)
    collection.cellForItem(at: path)
    let visible: UICollectionViewCell? = collection.cellForItem(at: path)
    let cells: [UICollectionViewCell] = collection.visibleCells
    let paths: [IndexPath] = collection.indexPathsForVisibleItems
    collection.indexPath(for: cell)
    let cellPath: IndexPath? = collection.indexPath(for: cell)
    collection.supplementaryView(forElementKind: header, at: path)
    let supplementary: UICollectionReusableView? = collection.supplementaryView(forElementKind: header, at: path)
    collection.visibleSupplementaryViews(ofKind: header)
    let supplementaries: [UICollectionReusableView] = collection.visibleSupplementaryViews(ofKind: header)
    collection.reloadData()
    collection.reloadSections(IndexSet(integer: 0))
    collection.reloadItems(at: [path])
    collection.performBatchUpdates(nil)
    collection.performBatchUpdates({}, completion: { (finished: Bool) in })
    collection.scrollToItem(at: path, at: [.top, .left], animated: false)
    let selected: [IndexPath]? = collection.indexPathsForSelectedItems
    collection.selectItem(at: path, animated: false, scrollPosition: .centeredVertically)
    collection.selectItem(at: nil, animated: false, scrollPosition: [])
    collection.deselectItem(at: path, animated: true)
    let menu: UIContextMenuConfiguration? = dataSource.collectionView(collection, contextMenuConfigurationForItemsAt: [path], point: .zero)
    _ = menu
    _ = (delegate, source, view, sections, items, visible, cells, paths, cellPath, supplementary, supplementaries, selected)
}

nonisolated func probeCollectionEnums(_ direction: UICollectionView.ScrollDirection) {
    let positions: UICollectionView.ScrollPosition = [.top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right]
    requireSendable(positions)
    switch direction {
    case .vertical, .horizontal: break
    @unknown default: break
    }
}

/// Implements every modelled data source, delegate and flow layout delegate method.
final class ProbeCollectionDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { .zero }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { .zero }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 0 }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { 0 }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize { .zero }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize { .zero }
}

final class ProbeMinimalCollectionDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

// MARK: - Registrations (nonisolated, not Sendable)

nonisolated func probeRegistrations() -> (
    UICollectionView.CellRegistration<UICollectionViewCell, String>, UICollectionView.SupplementaryRegistration<UICollectionReusableView>
) {
    let handler: UICollectionView.CellRegistration<UICollectionViewCell, String>.Handler = { cell, indexPath, item in }
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, String>(handler: handler)
    let supplementaryHandler: UICollectionView.SupplementaryRegistration<UICollectionReusableView>.Handler = { view, kind, indexPath in }
    let supplementary = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "Header", handler: supplementaryHandler)
    _ = cells
    return (UICollectionView.CellRegistration(handler: { (cell: UICollectionViewCell, indexPath: IndexPath, item: String) in }), supplementary)
}

@MainActor func probeNibRegistrations(_ collection: UICollectionView) {
    let nib = UINib(nibName: "Cell", bundle: nil)
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int>(cellNib: nib) { cell, indexPath, item in }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(supplementaryNib: nib, elementKind: "Header") { _, _, _ in }
    let path = IndexPath(item: 0, section: 0)
    let cell: UICollectionViewCell = collection.dequeueConfiguredReusableCell(using: cells, for: path, item: 1)
    let optionalItem: Int? = nil
    let other: UICollectionViewCell = collection.dequeueConfiguredReusableCell(using: cells, for: path, item: optionalItem)
    let header: UICollectionReusableView = collection.dequeueConfiguredReusableSupplementary(using: headers, for: path)
    _ = (cell, other, header)
}

// MARK: - Diffable data sources and snapshots

nonisolated func probeSnapshot() -> NSDiffableDataSourceSnapshot<Int, String> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.insertSections([2], beforeSection: 0)
    snapshot.insertSections([3], afterSection: 0)
    snapshot.moveSection(3, beforeSection: 2)
    snapshot.moveSection(2, afterSection: 3)
    snapshot.deleteSections([3])
    snapshot.reloadSections([0])
    snapshot.appendItems(["a", "b"])
    snapshot.appendItems(["c"], toSection: 1)
    snapshot.insertItems(["d"], beforeItem: "a")
    snapshot.insertItems(["e"], afterItem: "a")
    snapshot.moveItem("d", beforeItem: "b")
    snapshot.moveItem("d", afterItem: "b")
    snapshot.deleteItems(["e"])
    snapshot.reloadItems(["a"])
    snapshot.reconfigureItems(["b"])
    let items: Int = snapshot.numberOfItems
    let sections: Int = snapshot.numberOfSections
    let sectionIdentifiers: [Int] = snapshot.sectionIdentifiers
    let itemIdentifiers: [String] = snapshot.itemIdentifiers
    let reloadedSections: [Int] = snapshot.reloadedSectionIdentifiers
    let reloadedItems: [String] = snapshot.reloadedItemIdentifiers
    let reconfigured: [String] = snapshot.reconfiguredItemIdentifiers
    let inSection: Int = snapshot.numberOfItems(inSection: 0)
    let itemsInSection: [String] = snapshot.itemIdentifiers(inSection: 0)
    let containing: Int? = snapshot.sectionIdentifier(containingItem: "a")
    let itemIndex: Int? = snapshot.indexOfItem("a")
    let sectionIndex: Int? = snapshot.indexOfSection(0)
    var emptied = snapshot
    emptied.deleteAllItems()
    requireSendable(snapshot)
    _ = (items, sections, sectionIdentifiers, itemIdentifiers, reloadedSections, reloadedItems, reconfigured, inSection, itemsInSection)
    _ = (containing, itemIndex, sectionIndex)
    return snapshot
}

final class ProbeTableDiffableDataSource: UITableViewDiffableDataSource<Int, String> {
    override func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<Int, String>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }
    override func snapshot() -> NSDiffableDataSourceSnapshot<Int, String> { super.snapshot() }
    override func itemIdentifier(for indexPath: IndexPath) -> String? { super.itemIdentifier(for: indexPath) }
    override func indexPath(for itemIdentifier: String) -> IndexPath? { super.indexPath(for: itemIdentifier) }
    override func sectionIdentifier(for index: Int) -> Int? { super.sectionIdentifier(for: index) }
    override func index(for sectionIdentifier: Int) -> Int? { super.index(for: sectionIdentifier) }
    override func numberOfSections(in tableView: UITableView) -> Int { super.numberOfSections(in: tableView) }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        super.tableView(tableView, numberOfRowsInSection: section)
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        super.tableView(tableView, cellForRowAt: indexPath)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header" }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
    override func forwardingTarget(for aSelector: Selector!) -> Any? { super.forwardingTarget(for: aSelector) }
}

/// Outside an async context the completion-handler overloads are chosen.
@MainActor func probeSynchronousApply(_ source: UITableViewDiffableDataSource<Int, String>, _ snapshot: NSDiffableDataSourceSnapshot<Int, String>) {
    source.apply(snapshot)
    source.apply(snapshot, animatingDifferences: false)
    source.apply(snapshot, animatingDifferences: true, completion: {})
    source.applySnapshotUsingReloadData(snapshot)
    source.applySnapshotUsingReloadData(snapshot, completion: {})
}

/// `apply`, `applySnapshotUsingReloadData` and `snapshot()` are nonisolated in the iOS 17.4 overlay.
nonisolated func probeNonisolatedApply(
    _ table: UITableViewDiffableDataSource<Int, String>, _ collection: UICollectionViewDiffableDataSource<Int, String>
) async {
    let snapshot = table.snapshot()
    table.apply(snapshot, animatingDifferences: false, completion: nil)
    table.applySnapshotUsingReloadData(snapshot, completion: nil)
    await table.apply(snapshot)
    await table.applySnapshotUsingReloadData(snapshot)
    let copy = collection.snapshot()
    collection.apply(copy, animatingDifferences: false, completion: nil)
    collection.applySnapshotUsingReloadData(copy, completion: nil)
    await collection.apply(copy)
    await collection.applySnapshotUsingReloadData(copy)
}

@MainActor func probeTableDiffable(_ table: UITableView) async {
    let provider: UITableViewDiffableDataSource<Int, String>.CellProvider = { tableView, indexPath, item in
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    let source = UITableViewDiffableDataSource<Int, String>(tableView: table, cellProvider: provider)
    source.defaultRowAnimation = .fade
    let animation: UITableView.RowAnimation = source.defaultRowAnimation
    let snapshot = probeSnapshot()
    probeSynchronousApply(source, snapshot)
    await source.apply(snapshot, animatingDifferences: false)
    await source.apply(snapshot)
    await source.applySnapshotUsingReloadData(snapshot)
    let current: NSDiffableDataSourceSnapshot<Int, String> = source.snapshot()
    let section: Int? = source.sectionIdentifier(for: 0)
    let index: Int? = source.index(for: 0)
    let item: String? = source.itemIdentifier(for: IndexPath(row: 0, section: 0))
    let path: IndexPath? = source.indexPath(for: "a")
    let sections: Int = source.numberOfSections(in: table)
    let rows: Int = source.tableView(table, numberOfRowsInSection: 0)
    let title: String? = source.tableView(table, titleForHeaderInSection: 0)
    let description: String = source.description()
    let sub = ProbeTableDiffableDataSource(tableView: table) { _, _, _ in nil }
    _ = (animation, current, section, index, item, path, sections, rows, title, description, sub)
}

/// `responds(to:)` and `forwardingTarget(for:)` are NSObject's (nonisolated); the runnable double
/// declares `Selector` and `NSObjectProtocol.responds(to:)` itself.
nonisolated func probeMessageForwarding(
    _ table: UITableViewDiffableDataSource<Int, String>, _ collection: UICollectionViewDiffableDataSource<Int, String>,
    _ delegate: any UITableViewDelegate, _ name: String
) {
    let selector = Selector(name)
    let same: Bool = selector == Selector(name)
    var selectors: Set<Selector> = [selector]
    selectors.insert(selector)
    let text: String = selector.description
    let responds: Bool = table.responds(to: selector) || collection.responds(to: selector)
    let target: Any? = table.forwardingTarget(for: selector)
    let other: Any? = collection.forwardingTarget(for: nil)
    let delegateResponds: Bool = delegate.responds(to: selector)
    _ = (same, text, responds, target, other, delegateResponds)
}

final class ProbeCollectionDiffableDataSource: UICollectionViewDiffableDataSource<Int, String> {
    override func numberOfSections(in collectionView: UICollectionView) -> Int { super.numberOfSections(in: collectionView) }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        super.collectionView(collectionView, numberOfItemsInSection: section)
    }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        super.collectionView(collectionView, cellForItemAt: indexPath)
    }
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        super.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
    override func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<Int, String>, completion: (() -> Void)? = nil) {
        super.applySnapshotUsingReloadData(snapshot, completion: completion)
    }
    override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
    override func forwardingTarget(for aSelector: Selector!) -> Any? { super.forwardingTarget(for: aSelector) }
}

@MainActor func probeCollectionDiffable(_ collection: UICollectionView) async {
    let provider: UICollectionViewDiffableDataSource<Int, String>.CellProvider = { collectionView, indexPath, item in
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection, cellProvider: provider)
    let supplementary: UICollectionViewDiffableDataSource<Int, String>.SupplementaryViewProvider = { collectionView, kind, indexPath in nil }
    source.supplementaryViewProvider = supplementary
    let current: UICollectionViewDiffableDataSource<Int, String>.SupplementaryViewProvider? = source.supplementaryViewProvider
    let snapshot = probeSnapshot()
    source.apply(snapshot, animatingDifferences: true, completion: nil)
    await source.apply(snapshot, animatingDifferences: true)
    source.applySnapshotUsingReloadData(snapshot, completion: nil)
    await source.applySnapshotUsingReloadData(snapshot)
    let copy: NSDiffableDataSourceSnapshot<Int, String> = source.snapshot()
    let section: Int? = source.sectionIdentifier(for: 0)
    let index: Int? = source.index(for: 0)
    let item: String? = source.itemIdentifier(for: IndexPath(item: 0, section: 0))
    let path: IndexPath? = source.indexPath(for: "a")
    let items: Int = source.collectionView(collection, numberOfItemsInSection: 0)
    let titles: [String]? = source.indexTitles(for: collection)
    let description: String = source.description()
    _ = (current, copy, section, index, item, path, items, titles, description)
}

// MARK: - Compositional layouts

nonisolated func probeLayoutGeometry(_ alignment: NSRectAlignment) -> Int {
    var edges: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
    edges.remove(.top)
    let all: NSDirectionalRectEdge = .all
    let raw: UInt = all.rawValue
    let built = NSDirectionalRectEdge(rawValue: raw)
    requireSendable(edges)
    requireSendable(alignment)
    _ = built
    switch alignment {
    case .none: return 0
    case .top: return 1
    case .topLeading: return 2
    case .leading: return 3
    case .bottomLeading: return 4
    case .bottom: return 5
    case .bottomTrailing: return 6
    case .trailing: return 7
    case .topTrailing: return 8
    @unknown default: return -1
    }
}

nonisolated func probeLayoutEnums(_ reference: UIContentInsetsReference, _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> Int {
    requireSendable(reference)
    requireSendable(behavior)
    let rawReference: Int = reference.rawValue
    let rawBehavior: Int = behavior.rawValue
    _ = (rawReference, rawBehavior)
    switch reference {
    case .automatic, .none, .safeArea, .layoutMargins, .readableContent: break
    @unknown default: break
    }
    switch behavior {
    case .none: return 0
    case .continuous: return 1
    case .continuousGroupLeadingBoundary: return 2
    case .paging: return 3
    case .groupPaging: return 4
    case .groupPagingCentered: return 5
    @unknown default: return -1
    }
}

final class ProbeCompositionalLayoutConfiguration: UICollectionViewCompositionalLayoutConfiguration {
    override var scrollDirection: UICollectionView.ScrollDirection { didSet {} }
    override var interSectionSpacing: CGFloat { didSet {} }
    override var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { didSet {} }
    override var contentInsetsReference: UIContentInsetsReference { didSet {} }
}

final class ProbeCompositionalLayout: UICollectionViewCompositionalLayout {
    override var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet {} }
}

final class ProbeLayoutSection: NSCollectionLayoutSection {
    override var contentInsets: NSDirectionalEdgeInsets { didSet {} }
    override var interGroupSpacing: CGFloat { didSet {} }
    override var contentInsetsReference: UIContentInsetsReference { didSet {} }
    override var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior { didSet {} }
    override var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] { didSet {} }
}

final class ProbeLayoutItem: NSCollectionLayoutItem {
    override var contentInsets: NSDirectionalEdgeInsets { didSet {} }
    override var layoutSize: NSCollectionLayoutSize { super.layoutSize }
    override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { super.supplementaryItems }
}

final class ProbeLayoutGroup: NSCollectionLayoutGroup {
    override class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        super.horizontal(layoutSize: layoutSize, subitems: subitems)
    }
    override class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        super.vertical(layoutSize: layoutSize, subitems: subitems)
    }
    override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { didSet {} }
    override var interItemSpacing: NSCollectionLayoutSpacing? { didSet {} }
    override var subitems: [NSCollectionLayoutItem] { super.subitems }
}

final class ProbeLayoutDimension: NSCollectionLayoutDimension {
    override class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { super.fractionalWidth(fractionalWidth) }
    override var isFractionalWidth: Bool { super.isFractionalWidth }
    override var isFractionalHeight: Bool { super.isFractionalHeight }
    override var isAbsolute: Bool { super.isAbsolute }
    override var isEstimated: Bool { super.isEstimated }
    override var dimension: CGFloat { super.dimension }
}

final class ProbeLayoutSpacing: NSCollectionLayoutSpacing {
    override class func fixed(_ fixedSpacing: CGFloat) -> Self { super.fixed(fixedSpacing) }
    override var spacing: CGFloat { super.spacing }
    override var isFlexible: Bool { super.isFlexible }
    override var isFixed: Bool { super.isFixed }
}

final class ProbeBoundaryItem: NSCollectionLayoutBoundarySupplementaryItem {
    override var zIndex: Int { didSet {} }
    override var elementKind: String { super.elementKind }
    override var containerAnchor: NSCollectionLayoutAnchor { super.containerAnchor }
    override var itemAnchor: NSCollectionLayoutAnchor? { super.itemAnchor }
    override var extendsBoundary: Bool { didSet {} }
    override var pinToVisibleBounds: Bool { didSet {} }
    override var alignment: NSRectAlignment { super.alignment }
    override var offset: CGPoint { super.offset }
}

@MainActor func probeLayoutItems() {
    let fractionalWidth: NSCollectionLayoutDimension = .fractionalWidth(0.5)
    let fractionalHeight = NSCollectionLayoutDimension.fractionalHeight(1)
    let absolute = NSCollectionLayoutDimension.absolute(44)
    let estimated = NSCollectionLayoutDimension.estimated(44)
    let kinds: [Bool] = [
        fractionalWidth.isFractionalWidth, fractionalHeight.isFractionalHeight, absolute.isAbsolute, estimated.isEstimated,
    ]
    let value: CGFloat = estimated.dimension
    if #available(iOS 17.0, *) {
        let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 44)
        let isUniform: Bool = uniform.isUniformAcrossSiblings
        _ = isUniform
    }
    let size = NSCollectionLayoutSize(widthDimension: fractionalWidth, heightDimension: .estimated(44))
    let width: NSCollectionLayoutDimension = size.widthDimension
    let height: NSCollectionLayoutDimension = size.heightDimension
    let flexible = NSCollectionLayoutSpacing.flexible(8)
    let fixed: NSCollectionLayoutSpacing = .fixed(8)
    let spacing: CGFloat = flexible.spacing
    let flags: [Bool] = [flexible.isFlexible, fixed.isFixed]

    let item = NSCollectionLayoutItem(layoutSize: size)
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let insets: NSDirectionalEdgeInsets = item.contentInsets
    let itemSize: NSCollectionLayoutSize = item.layoutSize
    let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing])
    let offsetAnchor = NSCollectionLayoutAnchor(edges: .top, absoluteOffset: CGPoint(x: 1, y: 1))
    let fractionalAnchor = NSCollectionLayoutAnchor(edges: .all, fractionalOffset: CGPoint(x: 0.5, y: 0.5))
    let anchorEdges: NSDirectionalRectEdge = anchor.edges
    let anchorOffset: CGPoint = offsetAnchor.offset
    let anchorKinds: [Bool] = [offsetAnchor.isAbsoluteOffset, fractionalAnchor.isFractionalOffset]
    let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "badge", containerAnchor: anchor)
    let pinned = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "pin", containerAnchor: anchor, itemAnchor: offsetAnchor)
    badge.zIndex = 2
    let zIndex: Int = badge.zIndex
    let badgeKind: String = badge.elementKind
    let container: NSCollectionLayoutAnchor = badge.containerAnchor
    let itemAnchor: NSCollectionLayoutAnchor? = pinned.itemAnchor
    let decorated = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge, pinned])
    let supplementary: [NSCollectionLayoutSupplementaryItem] = decorated.supplementaryItems

    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item, decorated])
    let column: NSCollectionLayoutGroup = .vertical(layoutSize: size, subitems: [row])
    if #available(iOS 16.0, *) {
        let repeated = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 3)
        let stacked = NSCollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: repeated, count: 2)
        _ = stacked
    }
    row.interItemSpacing = .fixed(8)
    row.interItemSpacing = nil
    let interItem: NSCollectionLayoutSpacing? = column.interItemSpacing
    row.supplementaryItems = [badge]
    let subitems: [NSCollectionLayoutItem] = column.subitems
    let asItem: NSCollectionLayoutItem = column
    let inherited = NSCollectionLayoutGroup(layoutSize: size)

    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom, absoluteOffset: .zero)
    header.pinToVisibleBounds = true
    header.extendsBoundary = false
    let boundaryFlags: [Bool] = [header.pinToVisibleBounds, header.extendsBoundary]
    let alignment: NSRectAlignment = footer.alignment
    let offset: CGPoint = footer.offset
    let asSupplementary: NSCollectionLayoutSupplementaryItem = footer
    _ = (kinds, value, width, height, spacing, flags, insets, itemSize, anchorEdges, anchorOffset, anchorKinds)
    _ = (zIndex, badgeKind, container, itemAnchor, supplementary, interItem, subitems, asItem, inherited)
    _ = (boundaryFlags, alignment, offset, asSupplementary)
}

@MainActor func probeLayoutEnvironment(_ environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let container: any NSCollectionLayoutContainer = environment.container
    let sizes: [CGSize] = [container.contentSize, container.effectiveContentSize]
    let insets: [NSDirectionalEdgeInsets] = [container.contentInsets, container.effectiveContentInsets]
    let object: any NSObjectProtocol = environment
    _ = (sizes, insets, object)
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.trailingSwipeActionsConfigurationProvider = { (indexPath: IndexPath) -> UISwipeActionsConfiguration? in
        UISwipeActionsConfiguration(actions: [])
    }
    return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
}

@MainActor func probeCompositionalLayout(_ group: NSCollectionLayoutGroup) {
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = .zero
    section.interGroupSpacing = 8
    section.contentInsetsReference = .layoutMargins
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.boundarySupplementaryItems = []
    if #available(iOS 16.0, *) {
        section.supplementaryContentInsetsReference = .none
        let reference: UIContentInsetsReference = section.supplementaryContentInsetsReference
        _ = reference
    }
    let values: (NSDirectionalEdgeInsets, CGFloat, UIContentInsetsReference) = (
        section.contentInsets, section.interGroupSpacing, section.contentInsetsReference
    )
    let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = section.orthogonalScrollingBehavior
    let boundary: [NSCollectionLayoutBoundarySupplementaryItem] = section.boundarySupplementaryItems

    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 10
    configuration.boundarySupplementaryItems = boundary
    configuration.contentInsetsReference = .readableContent
    let settings: (UICollectionView.ScrollDirection, CGFloat, UIContentInsetsReference) = (
        configuration.scrollDirection, configuration.interSectionSpacing, configuration.contentInsetsReference
    )
    let provider: UICollectionViewCompositionalLayoutSectionProvider = { (index: Int, environment: any NSCollectionLayoutEnvironment) in
        index == 0 ? section : probeLayoutEnvironment(environment)
    }
    let fixed = UICollectionViewCompositionalLayout(section: section)
    let configured = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let provided = UICollectionViewCompositionalLayout(sectionProvider: provider)
    let trailing = UICollectionViewCompositionalLayout { _, environment in .list(using: .init(appearance: .plain), layoutEnvironment: environment) }
    let both = UICollectionViewCompositionalLayout(sectionProvider: provider, configuration: configuration)
    let decoded: UICollectionViewCompositionalLayout? = UICollectionViewCompositionalLayout(coder: NSCoder())
    both.configuration = configuration
    let current: UICollectionViewCompositionalLayoutConfiguration = both.configuration
    let list: UICollectionViewCompositionalLayout = .list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    let base: UICollectionViewLayout = list
    let sub = ProbeCompositionalLayout(section: ProbeLayoutSection(group: group))
    _ = (values, behavior, settings, fixed, configured, provided, trailing, decoded, current, base, sub)
}

// MARK: - List configurations (nonisolated struct) and list cells

nonisolated func probeListConfiguration() -> UICollectionLayoutListConfiguration {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    let appearance: UICollectionLayoutListConfiguration.Appearance = configuration.appearance
    configuration.showsSeparators = false
    configuration.backgroundColor = .red
    configuration.backgroundColor = nil
    configuration.headerMode = .firstItemInSection
    configuration.footerMode = .supplementary
    configuration.headerTopPadding = 0
    configuration.headerTopPadding = nil
    let provider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = { _ in nil }
    configuration.leadingSwipeActionsConfigurationProvider = provider
    configuration.trailingSwipeActionsConfigurationProvider = nil
    let values: (Bool, UIColor?, CGFloat?) = (configuration.showsSeparators, configuration.backgroundColor, configuration.headerTopPadding)
    let providers: [UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?] = [
        configuration.leadingSwipeActionsConfigurationProvider, configuration.trailingSwipeActionsConfigurationProvider,
    ]
    let modes: (UICollectionLayoutListConfiguration.HeaderMode, UICollectionLayoutListConfiguration.FooterMode) = (
        configuration.headerMode, configuration.footerMode
    )
    let appearances: Set<UICollectionLayoutListConfiguration.Appearance> = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
    let headerModes: Set<UICollectionLayoutListConfiguration.HeaderMode> = [.none, .supplementary, .firstItemInSection]
    let footerModes: Set<UICollectionLayoutListConfiguration.FooterMode> = [.none, .supplementary]
    _ = (values, providers, modes, appearances, headerModes, footerModes)
    switch appearance {
    case .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain: break
    @unknown default: break
    }
    switch configuration.headerMode {
    case .none, .supplementary, .firstItemInSection: break
    @unknown default: break
    }
    switch configuration.footerMode {
    case .none, .supplementary: break
    @unknown default: break
    }
    return configuration
}

final class ProbeListCell: UICollectionViewListCell {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var indentationLevel: Int { didSet {} }
    override var indentationWidth: CGFloat { didSet {} }
    override var indentsAccessories: Bool { didSet {} }
}

// MARK: - Content configurations

nonisolated func probeListContentConfiguration() -> UIListContentConfiguration {
    var content = UIListContentConfiguration.cell()
    let styles: [UIListContentConfiguration] = [
        .subtitleCell(), .valueCell(), .plainHeader(), .plainFooter(), .groupedHeader(), .groupedFooter(),
        .prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader(), .sidebarCell(), .sidebarSubtitleCell(),
        .accompaniedSidebarCell(), .accompaniedSidebarSubtitleCell(), .sidebarHeader(),
    ]
    content.text = "Title"
    content.secondaryText = nil
    content.image = UIImage(systemName: "star")
    let texts: (String?, String?, UIImage?) = (content.text, content.secondaryText, content.image)
    let unique: Set<UIListContentConfiguration> = Set(styles)
    let asConfiguration: any UIContentConfiguration = content
    _ = (texts, unique, asConfiguration, content == styles[0])
    return content
}

final class ProbeListContentView: UIListContentView {}

@MainActor func probeContentConfigurations(_ collectionCell: UICollectionViewCell, _ listCell: UICollectionViewListCell) {
    var content: UIListContentConfiguration = listCell.defaultContentConfiguration()
    content.text = "Item"
    listCell.contentConfiguration = content
    collectionCell.contentConfiguration = nil
    let current: (any UIContentConfiguration)? = listCell.contentConfiguration
    let tableCell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    tableCell.contentConfiguration = tableCell.defaultContentConfiguration()
    let tableContent: (any UIContentConfiguration)? = tableCell.contentConfiguration
    let headerView = UITableViewHeaderFooterView(reuseIdentifier: nil)
    let headerDefault: UIListContentConfiguration = headerView.defaultContentConfiguration()
    headerView.contentConfiguration = headerDefault
    let headerContent: (any UIContentConfiguration)? = headerView.contentConfiguration
    let made: any UIView & UIContentView = content.makeContentView()
    let contentView: any UIContentView = made
    contentView.configuration = UIListContentConfiguration.plainHeader()
    let shown: any UIContentConfiguration = contentView.configuration
    if #available(iOS 16.0, *) {
        let supports: Bool = contentView.supports(content)
        _ = supports
    }
    let listView = UIListContentView(configuration: .groupedFooter())
    listView.configuration = content
    let viewConfiguration: any UIContentConfiguration = listView.configuration
    let asView: UIView = listView
    let sub = ProbeListContentView(configuration: .cell())
    let level: Int = listCell.indentationLevel
    listCell.indentationLevel = level + 1
    listCell.indentationWidth = 12
    listCell.indentsAccessories = false
    let indentation: (CGFloat, Bool) = (listCell.indentationWidth, listCell.indentsAccessories)
    let asCell: UICollectionViewCell = ProbeListCell(frame: .zero)
    _ = (current, tableContent, headerContent, shown, viewConfiguration, asView, sub, indentation, asCell)
}

// MARK: - ObjectiveC

#if canImport(ObjectiveC)
/// Selectors name the probe's own `@objc` method: the double's methods are not `@objc` (it is not
/// built with Objective-C interop), so `#selector(UIView.layoutSubviews)` cannot be formed there.
final class ProbeTarget: NSObject {
    @objc func fire() {}
}

@MainActor func probeSelectors(_ object: NSObject) {
    let selector: Selector = #selector(ProbeTarget.fire)
    let name: String = NSStringFromSelector(selector)
    let named = Selector(name)
    let fromName: Selector = NSSelectorFromString(name)
    object.perform(selector)
    object.perform(selector, with: nil)
    object.perform(selector, with: nil, with: nil)
    let result: Unmanaged<AnyObject>! = object.perform(named)
    let responds: Bool = object.responds(to: fromName)
    _ = (result, responds)
}
#endif

final class ProbeActivityIndicatorView: UIActivityIndicatorView {
    override init(style: UIActivityIndicatorView.Style) { super.init(style: style) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init(coder: NSCoder) { super.init(coder: coder) }
    override var style: UIActivityIndicatorView.Style { didSet {} }
    override var hidesWhenStopped: Bool { didSet {} }
    override var isAnimating: Bool { super.isAnimating }
    override func startAnimating() { super.startAnimating() }
    override func stopAnimating() { super.stopAnimating() }
}

@MainActor func probeActivityIndicatorView() {
    let spinner = UIActivityIndicatorView(style: .medium)
    let framed = UIActivityIndicatorView(frame: .zero)
    spinner.style = spinner.style == .medium ? .large : .medium
    spinner.hidesWhenStopped = !spinner.hidesWhenStopped
    spinner.startAnimating()
    let animating: Bool = spinner.isAnimating
    spinner.stopAnimating()
    _ = (framed, animating)
}
