// SwiftUI test double: SwiftUI in UIKit, UIHostingConfiguration (iOS 16) and UIHostingController
// (SwiftUI's swiftinterface, iOS 17.4 SDK), and the driver that finds the SwiftUI view a UIKit
// view shows (NOT APPLE API, `...ForTesting`).
//
// As in the SDK, `UIHostingConfiguration` is a `UIContentConfiguration` that is not `Sendable`;
// setting one on a cell whose content view shows one of the same type updates that view, any
// other makes a new one (UIListContentConfiguration.swift's slot).

import UIKit

/// A cell's content as a SwiftUI view (`UIHostingConfiguration`, iOS 16).
@available(iOS 16.0, tvOS 16.0, *)
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background

    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        HostingContentView(configuration: self)
    }

    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> { self }
}

@available(iOS 16.0, tvOS 16.0, *)
extension UIHostingConfiguration where Background == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        background = EmptyView()
    }
}

/// The root view a hosting configuration or controller shows.
protocol HostingRootForTesting {
    var rootForTesting: any View { get }
}

@available(iOS 16.0, tvOS 16.0, *)
extension UIHostingConfiguration: HostingRootForTesting {
    var rootForTesting: any View { content }
}

/// The content view of a `UIHostingConfiguration`: takes only hosting configurations, as UIKit
/// raises for another.
@MainActor
final class HostingContentView: UIView, UIContentView, HostingViewForTesting {
    var configuration: any UIContentConfiguration {
        didSet {
            guard configuration is HostingRootForTesting else {
                fatalError("UIHostingContentView: invalid configuration type \(type(of: configuration))")
            }
        }
    }

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("UIKitDouble: a hosting content view is made by its configuration")
    }

    required convenience init(uiKitDoubleReuseIdentifier reuseIdentifier: String?) {
        fatalError("UIKitDouble: a hosting content view is made by its configuration")
    }

    var hostedRootForTesting: (any View)? { (configuration as? HostingRootForTesting)?.rootForTesting }
}

/// A view controller that shows a SwiftUI view (`UIHostingController`).
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIKitDouble: UIHostingController(coder:) needs a root view")
    }

    public var rootView: Content

    open override func loadView() {
        view = HostingControllerView(controller: self)
    }
}

/// A hosting controller's view: shows the controller's current root view.
@MainActor
final class HostingControllerView<Content: View>: UIView, HostingViewForTesting {
    private weak var controller: UIHostingController<Content>?

    init(controller: UIHostingController<Content>) {
        self.controller = controller
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("UIKitDouble: a hosting controller's view is made by its controller")
    }

    required convenience init(uiKitDoubleReuseIdentifier reuseIdentifier: String?) {
        fatalError("UIKitDouble: a hosting controller's view is made by its controller")
    }

    var hostedRootForTesting: (any View)? { controller?.rootView }
}

/// A UIKit view that shows a SwiftUI view.
@MainActor
protocol HostingViewForTesting: UIView {
    var hostedRootForTesting: (any View)? { get }
}

extension UIView {
    /// NOT APPLE API: the SwiftUI view of type `V` that this view or a view inside it shows (a
    /// cell's hosting configuration, a hosting controller's view), looked for through `.id(_:)`
    /// and `AnyView`, with the id the nearest `.id(_:)` gave it.
    public func hostedViewForTesting<V: View>(_ type: V.Type) -> (view: V, id: AnyHashable?)? {
        if let host = self as? HostingViewForTesting, let root = host.hostedRootForTesting,
            let found = Self.find(V.self, in: root, id: nil)
        {
            return found
        }
        for subview in subviews {
            if let found = subview.hostedViewForTesting(type) { return found }
        }
        return nil
    }

    private static func find<V: View>(_ type: V.Type, in view: any View, id: AnyHashable?) -> (view: V, id: AnyHashable?)? {
        if let match = view as? V { return (match, id) }
        guard let wrapper = view as? WrappingViewForTesting else { return nil }
        return find(type, in: wrapper.wrappedForTesting, id: wrapper.identityForTesting ?? id)
    }
}
