// UIKit test double: THE TEST DRIVER for the responder chain's action methods. NOT APPLE API.
//
// On iOS, `target(forAction:withSender:)` asks each responder up the chain whether it implements
// the method a selector names, and `perform(_:with:)` calls it: the Objective-C runtime finds
// `@objc` methods by name. Linux has no such runtime and cannot compile `@objc`, so a responder
// declares its action methods to the double here, and the double's `canPerformAction(_:withSender:)`
// and `perform(_:with:)` use what it declared. A scenario that sends selectors declares on Linux
// exactly the methods its responder implements with `@objc` on iOS.

extension UIResponder {
    /// Declares that this responder implements the action method `selector` names, as an `@objc`
    /// method of that name would on iOS: `method` runs with the sender when the selector is
    /// performed on this responder.
    public func implementForTesting(_ selector: Selector, _ method: @escaping @MainActor (_ sender: Any?) -> Void) {
        implementedActions[selector] = method
    }
}
