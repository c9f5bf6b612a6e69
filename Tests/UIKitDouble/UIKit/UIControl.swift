// UIKit test double: UIControl and the UIAction it sends (UIControl.h iOS 17.4, UIAction.h iOS 16.2,
// UIMenuElement.h, and the UIKit overlay's `UIAction.init(title:...handler:)` of iOS 17).

/// `UIActionHandler`: the header's block type has no actor annotation, so a plain closure type.
public typealias UIActionHandler = (UIAction) -> Void

/// The base class of menu items (`UIMenuElement`).
@MainActor
open class UIMenuElement: NSObject {
    /// `UIMenuElementAttributes` (`NS_OPTIONS`).
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// `UIMenuElementState` (`NS_ENUM`, not frozen).
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// The element's title; read-only here, settable on `UIAction` (UIMenuElement.h, UIAction.h).
    open var title: String { storedTitle }

    /// iOS 15: declared on `UIMenuElement`, so every menu element has a settable subtitle.
    open var subtitle: String?

    /// The element's image; read-only here, settable on `UIAction`.
    open var image: UIImage? { storedImage }

    var storedTitle: String
    var storedImage: UIImage?

    init(title: String, image: UIImage?) {
        storedTitle = title
        storedImage = image
        super.init()
    }
}

/// A menu element that runs a closure (`UIAction`, iOS 13); controls send them for events.
@MainActor
open class UIAction: UIMenuElement {
    /// `UIActionIdentifier` (`NS_TYPED_EXTENSIBLE_ENUM` of strings).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }

    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }

    /// iOS 17 (the availability cannot be enforced on Linux, see API.md).
    open var selectedImage: UIImage?
    open var discoverabilityTitle: String?
    open private(set) var identifier: Identifier
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The control that sent the action, while its handler runs (iOS 14).
    open private(set) var sender: Any?

    private let handler: UIActionHandler

    /// The overlay's iOS 17 initializer, which overload resolution picks over the older
    /// `@_disfavoredOverload` ones (those are left out). `UIAction { _ in ... }` uses it.
    public convenience init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init(
            identifier: identifier ?? Identifier(UUID().uuidString), title: title, image: image, handler: handler,
            attributes: attributes, state: state
        )
        self.subtitle = subtitle
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
    }

    init(
        identifier: Identifier, title: String, image: UIImage?, handler: @escaping UIActionHandler,
        attributes: UIMenuElement.Attributes, state: UIMenuElement.State
    ) {
        self.identifier = identifier
        self.handler = handler
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set, as `-[UIControl sendAction:]` does.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

/// A view that sends actions for events (`UIControl`).
@MainActor
open class UIControl: UIView {
    /// `UIControlEvents` (`NS_OPTIONS`), imported as `UIControl.Event`.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControlState` (`NS_OPTIONS`), imported as `UIControl.State`. Like every imported
    /// `NS_OPTIONS` type it is not `Hashable` (iOS 17.4 SDK: `Set<UIControl.State>` is rejected).
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `-initWithFrame:primaryAction:` (iOS 14): adds the action for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// Synthesized from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The events that have at least one action.
    open var allControlEvents: Event {
        actionRegistrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Adds `action` for `controlEvents` (iOS 14). An action with the same identifier replaces the
    /// earlier one for those events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        actionRegistrations.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actionRegistrations = actionRegistrations.compactMap { registration in
            guard registration.action.identifier == actionIdentifier else { return registration }
            let remaining = registration.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (registration.action, remaining)
        }
    }

    /// Runs one action with this control as its sender (iOS 14).
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends every action registered for any of `controlEvents`, in the order they were added.
    /// Like UIKit, it sends even when the control is disabled: only touches check `isEnabled`
    /// (the driver's `tapForTesting()` does).
    open func sendActions(for controlEvents: Event) {
        for registration in actionRegistrations where !registration.events.isDisjoint(with: controlEvents) {
            sendAction(registration.action)
        }
    }

    #if CELLGEN_OBJC_TYPECHECK
    /// `-addTarget:action:forControlEvents:`. Recorded only: without an Objective-C runtime the
    /// selector cannot be sent (this variant is for type-checking).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((target.map { $0 as AnyObject }, action, controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetActions.removeAll { entry in
            entry.target === target.map { $0 as AnyObject } && (action == nil || entry.action == action)
        }
    }

    private var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []
    #endif

    private var actionRegistrations: [(action: UIAction, events: Event)] = []
}
