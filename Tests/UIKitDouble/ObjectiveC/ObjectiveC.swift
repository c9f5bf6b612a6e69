// A stand-in for Apple's `ObjectiveC` module, for TYPE-CHECKING ONLY.
//
// Linux has no Objective-C runtime. `swiftc -typecheck -Xfrontend -enable-objc-interop` accepts
// `@objc` protocols, `@objc optional` requirements and `#selector` as long as a module named
// `ObjectiveC` declares a `Selector` type (found empirically with Swift 6.3.1: without this module
// `#selector` fails with "import the 'ObjectiveC' module to use '#selector'"). Generating code with
// that flag crashes the Linux compiler, so nothing here is ever meant to run; the bodies only exist
// so the module can be built as a library with the rest of the double.
//
// This module is deliberately NOT on the search path of the ordinary (non-objc) type-check: there
// `#if canImport(ObjectiveC)` must be false, exactly as for generated code on Linux.

import Foundation

/// An Objective-C selector: `SEL` in Objective-C (objc/objc.h), `ObjectiveC.Selector` in Swift.
///
/// Apple's struct is `@frozen` and wraps an opaque pointer; here it keeps the selector's name.
@frozen
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    @usableFromInline
    internal let name: String

    /// `Selector("methodName:")`, as `NSSelectorFromString` would give.
    public init(_ str: String) {
        self.name = str
    }

    public init(stringLiteral value: String) {
        self.name = value
    }

    public var description: String { name }
}

/// The selector's name, as Foundation's `NSStringFromSelector` returns it.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}

/// A selector from its name, as Foundation's `NSSelectorFromString` returns it.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// The `performSelector:` family of `NSObjectProtocol` (objc/NSObject.h), as the importer gives it:
/// implicitly unwrapped parameters and result, `Unmanaged<AnyObject>!`, discardable.
///
/// Apple declares these as requirements of `NSObjectProtocol`; Linux's `NSObjectProtocol` comes
/// from Foundation and cannot gain requirements, so they are extension members here. Without a
/// runtime there is no method to look up: they never run in tests (type-check only).
extension NSObjectProtocol {
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        fatalError("perform(\(String(describing: aSelector))) needs the Objective-C runtime; this double is for type-checking only")
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        fatalError("perform(\(String(describing: aSelector)), with:) needs the Objective-C runtime; this double is for type-checking only")
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        fatalError("perform(\(String(describing: aSelector)), with:with:) needs the Objective-C runtime; this double is for type-checking only")
    }

    /// `respondsToSelector:`; without a runtime nothing is known to respond.
    public func responds(to aSelector: Selector!) -> Bool {
        false
    }
}

/// The policy of an associated object (objc/runtime.h, `objc_AssociationPolicy`), as the importer
/// gives it: a struct with static members.
public struct objc_AssociationPolicy: RawRepresentable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let OBJC_ASSOCIATION_ASSIGN = objc_AssociationPolicy(rawValue: 0)
    public static let OBJC_ASSOCIATION_RETAIN_NONATOMIC = objc_AssociationPolicy(rawValue: 1)
    public static let OBJC_ASSOCIATION_COPY_NONATOMIC = objc_AssociationPolicy(rawValue: 3)
    public static let OBJC_ASSOCIATION_RETAIN = objc_AssociationPolicy(rawValue: 0o1401)
    public static let OBJC_ASSOCIATION_COPY = objc_AssociationPolicy(rawValue: 0o1403)
}

/// `objc_setAssociatedObject` (objc/runtime.h): ties `value`'s lifetime to `object`'s under `key`.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    fatalError("objc_setAssociatedObject needs the Objective-C runtime; this double is for type-checking only")
}
