// SwiftUI test double: the View protocol, its builder and the views that wrap others (SwiftUI's
// swiftinterface, iOS 17.4 SDK). NOT a renderer: a view's `body` is never evaluated; the double
// keeps the view values a hosting configuration or controller was given, so scenarios can read
// them (Hosting.swift).
//
// As in the SDK, `View` has no actor; only `body` is `@MainActor(unsafe)` (written
// `@preconcurrency @MainActor` here).

// SwiftUI re-exports CoreGraphics (CGFloat); on Linux, Foundation holds CGFloat.
@_exported import Foundation
import UIKit

/// A piece of user interface (`View`).
public protocol View {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// The double's views have no body: SwiftUI renders them itself.
private func primitiveBody(of view: some View) -> Never {
    fatalError("UIKitDouble: \(type(of: view)) is a primitive view; its body is not evaluated")
}

/// A view that shows nothing (`EmptyView`).
public struct EmptyView: View {
    public init() {}
    public var body: Never { primitiveBody(of: self) }
}

/// A type-erased view (`AnyView`).
public struct AnyView: View {
    let storage: any View

    public init<V: View>(_ view: V) {
        storage = view
    }

    public var body: Never { primitiveBody(of: self) }
}

/// Views listed one after the other in a builder (`TupleView`).
public struct TupleView<T>: View {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }

    public var body: Never { primitiveBody(of: self) }
}

/// One of two views, as a builder's `if`/`else` chose (`_ConditionalContent`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    public var body: Never { primitiveBody(of: self) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(of: self) }
}

/// Builds a view from the statements of a closure (`ViewBuilder`).
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }
}

// MARK: - Identity

/// A view identified by a value: SwiftUI gives it new state when the value changes.
struct IDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID
    var body: Never { primitiveBody(of: self) }
}

extension View {
    /// Identifies the view by `id`: a view with another id is another view, with state of its own.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}

// MARK: - What the double keeps

/// A wrapper the double looks through to find the view a hosting configuration shows.
protocol WrappingViewForTesting {
    var wrappedForTesting: any View { get }
    /// The id of `.id(_:)`; nil for a wrapper that gives none.
    var identityForTesting: AnyHashable? { get }
}

extension IDView: WrappingViewForTesting {
    var wrappedForTesting: any View { content }
    var identityForTesting: AnyHashable? { AnyHashable(id) }
}

extension AnyView: WrappingViewForTesting {
    var wrappedForTesting: any View { storage }
    var identityForTesting: AnyHashable? { nil }
}
