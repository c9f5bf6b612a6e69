// UIKit test double: the part of the Objective-C runtime that delegate proxies rely on (objc/NSObject.h:
// `respondsToSelector:`, `forwardingTargetForSelector:`), and `Selector` for the runnable variant.
//
// On iOS a list calls an optional delegate method only when its delegate responds to the selector
// (asked, and cached, when `delegate` is set), and the runtime hands a message the receiver does not
// implement to the receiver's `forwardingTarget(for:)`. Libraries that put a proxy between a list
// and the app's delegate (IGListKit, RxCocoa's DelegateProxy, CellGen's data sources) override
// both. Linux has no runtime, so the double models the part they depend on:
//
// - `responds(to:)` answers true for every object in the runnable variant: every optional
//   requirement of the double's protocols has a default implementation that does what UIKit does
//   when the method is missing, so calling it is always allowed. (The objc variant's stand-in answers
//   false; that variant is only type-checked.)
// - The default implementation of every optional requirement of UIScrollViewDelegate,
//   UITableViewDelegate, UICollectionViewDelegate and UICollectionViewDelegateFlowLayout is the
//   runtime's "not implemented" path: a receiver that can forward (the two diffable data sources and
//   their subclasses) is asked for `forwardingTarget(for:)` with the method's Objective-C selector;
//   a target that conforms to the protocol gets the call, otherwise UIKit's default applies.

#if !CELLGEN_OBJC_TYPECHECK
/// An Objective-C selector: `SEL` in Objective-C (objc/objc.h), `ObjectiveC.Selector` in Swift. The
/// objc variant takes it from the ObjectiveC stand-in instead.
///
/// Apple's struct wraps an opaque pointer and is not `Sendable` in the iOS 17.4 SDK (a Swift 6
/// client cannot send one across actors); neither is this one, which keeps the selector's name. Not
/// `@frozen` because a frozen public struct would be implicitly `Sendable`.
public struct Selector: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let name: String

    /// `Selector("methodName:")`, as `NSSelectorFromString` would give.
    public init(_ str: String) {
        name = str
    }

    public init(stringLiteral value: String) {
        name = value
    }

    public var description: String { name }
}

extension NSObjectProtocol {
    /// `-respondsToSelector:` (a requirement of Apple's `NSObjectProtocol`; Linux's cannot gain
    /// requirements). True: in the double every object implements every optional requirement of
    /// its protocols, through the default implementations that do what UIKit does when a method is
    /// missing. The objc variant's stand-in declares the same method (answering false).
    public func responds(to aSelector: Selector!) -> Bool {
        true
    }

    /// `-performSelector:withObject:` (objc/NSObject.h), as the importer gives it: sends the action
    /// method `aSelector` names to the receiver, with `object`. Only a responder's methods declared
    /// with `implementForTesting(_:_:)` can be found without a runtime; any other receiver or
    /// selector stops the program, as iOS raises "unrecognized selector sent to instance".
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        // UIKit sends actions on the main thread; neither the receiver nor a selector is Sendable.
        nonisolated(unsafe) let receiver = self, selector = aSelector, argument = object
        let found: Bool = MainActor.assumeIsolated {
            guard let method = (receiver as? UIResponder)?.implementedActions[selector!] else { return false }
            method(argument)
            return true
        }
        if !found { fatalError("-[\(type(of: self)) \(aSelector.description)]: unrecognized selector sent to instance") }
        return nil
    }
}
#endif

/// An object that can name another to receive the messages it does not implement: the diffable
/// data sources, which declare `forwardingTarget(for:)` as Apple's `NSObject` does.
protocol MessageForwardingReceiver: AnyObject {
    nonisolated func forwardingTarget(for aSelector: Selector!) -> Any?
}

extension UITableViewDiffableDataSource: MessageForwardingReceiver {}
extension UICollectionViewDiffableDataSource: MessageForwardingReceiver {}

/// The forwarding hops in progress, to catch cycles.
@MainActor
private enum ForwardingHops {
    /// The receivers that forwarded the current message, in order.
    static var chain: [ObjectIdentifier] = []
    /// The selector and target of the latest hop, until the target's "not implemented" path
    /// starts (the hop continues) or the hop returns.
    static var pending: (selector: Selector, target: ObjectIdentifier)?
}

extension NSObjectProtocol {
    /// The runtime's path for `selector` when the receiver (`self`) does not implement it: if the
    /// receiver can forward and its `forwardingTarget(for:)` names another object conforming to
    /// `Target`, `message` is sent there and its result returned; otherwise `notImplemented()`, what
    /// UIKit does when the method is missing. A target that is the receiver itself counts as none.
    /// A target that forwards the message back along the chain traps: on iOS the proxies would
    /// bounce it (or `respondsToSelector:`) until the stack overflows.
    @MainActor
    func forwardUnimplemented<Target, Result>(
        _ selector: Selector, to targetType: Target.Type, otherwise notImplemented: @autoclosure () -> Result,
        _ message: (Target) -> Result
    ) -> Result {
        let receiver = ObjectIdentifier(self)
        let continuesHop = ForwardingHops.pending.map { $0.selector == selector && $0.target == receiver } ?? false
        ForwardingHops.pending = nil
        guard
            let forwarding = self as? any MessageForwardingReceiver,
            let target = forwarding.forwardingTarget(for: selector) as? Target
        else { return notImplemented() }
        let targetObject = target as AnyObject
        guard targetObject !== self else { return notImplemented() }
        let chain = (continuesHop ? ForwardingHops.chain : []) + [receiver]
        guard !chain.contains(ObjectIdentifier(targetObject)) else {
            fatalError(
                "UIKitDouble: forwarding cycle: \(type(of: self)) forwards '\(selector)' to \(type(of: targetObject)), "
                    + "which forwarded it here"
            )
        }
        let outerChain = ForwardingHops.chain
        ForwardingHops.chain = chain
        ForwardingHops.pending = (selector, ObjectIdentifier(targetObject))
        defer {
            ForwardingHops.chain = outerChain
            ForwardingHops.pending = nil
        }
        return message(target)
    }

    /// `forwardUnimplemented` for a method without a result: not implemented, nothing happens.
    @MainActor
    func forwardUnimplemented<Target>(_ selector: Selector, to targetType: Target.Type, _ message: (Target) -> Void) {
        forwardUnimplemented(selector, to: targetType, otherwise: (), message)
    }
}
