// UIKit test double: UIResponder (UIResponder.h, iOS 18 SDK).

/// The root of UIKit's responder chain.
///
/// Checked against UIResponder.h: `NS_SWIFT_UI_ACTOR`, so `@MainActor`; `nextResponder` is
/// imported as `next`. `targetForAction:withSender:` and `canPerformAction:withSender:` take a
/// `SEL`: the double's `Selector` in the runnable variant, the `ObjectiveC` stand-in's in the objc
/// variant.
@MainActor
open class UIResponder: NSObject {
    /// `-init` (NSObject's designated initializer, which UIResponder keeps designated).
    public override init() {
        super.init()
    }

    /// The next responder: a view's view controller or superview, a view controller's view's
    /// superview. Subclasses override it as on iOS.
    open var next: UIResponder? {
        nil
    }

    /// Whether the responder is first responder; the double has no focus, so `false` unless
    /// `becomeFirstResponder()` was called.
    open var isFirstResponder: Bool {
        firstResponderFlag
    }

    /// Whether the responder can become first responder; `false` as on iOS.
    open var canBecomeFirstResponder: Bool {
        false
    }

    /// Makes the receiver first responder if `canBecomeFirstResponder`; Objective-C methods are
    /// imported as discardable.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        firstResponderFlag = true
        return true
    }

    /// Whether the responder can resign; `true` as on iOS.
    open var canResignFirstResponder: Bool {
        true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        firstResponderFlag = false
        return true
    }

    /// `-[NSObject awakeFromNib]` (UINibLoading.h). Apple declares it in a category on `NSObject`
    /// without `NS_SWIFT_UI_ACTOR`, so the SDK imports it nonisolated and every override is
    /// nonisolated too: a main-actor call in an override's body is an error in Swift 6, as on
    /// iOS. Linux's `NSObject` is a Swift class whose extension methods cannot be overridden, so
    /// the double declares it here, `nonisolated`, where every view and view controller still
    /// inherits it. Called by the double after it decodes a view from a nib or storyboard prototype.
    nonisolated open func awakeFromNib() {}

    private var firstResponderFlag = false

    /// `-canPerformAction:withSender:`: whether the responder implements the method `action` names.
    /// Linux has no Objective-C runtime to look methods up by selector, so a responder declares
    /// its action methods to the double (`implementForTesting(_:_:)`), and the double answers
    /// from those.
    @discardableResult
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        implementedActions[action] != nil
    }

    /// `-targetForAction:withSender:` (iOS 7): walks the chain from the receiver up `next` to the
    /// first responder whose `canPerformAction(_:withSender:)` says yes.
    @discardableResult
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// The action methods declared with `implementForTesting(_:_:)`, by selector.
    var implementedActions: [Selector: @MainActor (Any?) -> Void] = [:]
}
