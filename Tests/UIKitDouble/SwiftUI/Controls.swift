// SwiftUI test double: the few views and layouts that scaffolded and proof SwiftUI cells use
// (SwiftUI's swiftinterface, iOS 17.4 SDK). A title is any `StringProtocol` here, where SwiftUI
// also takes a `LocalizedStringKey`; the real SDK's type-check covers the difference.

import UIKit

/// Text (`Text`).
public struct Text: View {
    public let contentForTesting: String

    public init<S: StringProtocol>(_ content: S) {
        contentForTesting = String(content)
    }

    public init(verbatim content: String) {
        contentForTesting = content
    }

    public var body: Never { fatalError("Text has no body") }
}

/// How a stack lines up its views across its axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
}

/// Views one above the other (`VStack`).
public struct VStack<Content: View>: View {
    public let contentForTesting: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        contentForTesting = content()
    }

    public var body: Never { fatalError("VStack has no body") }
}

/// Views side by side (`HStack`).
public struct HStack<Content: View>: View {
    public let contentForTesting: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        contentForTesting = content()
    }

    public var body: Never { fatalError("HStack has no body") }
}

/// Space that grows (`Spacer`).
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError("Spacer has no body") }
}

/// A button (`Button`); `tapForTesting()` runs its action as a tap does.
public struct Button<Label: View>: View {
    let action: () -> Void
    public let labelForTesting: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        labelForTesting = label()
    }

    /// NOT APPLE API: what a tap on the button does.
    public func tapForTesting() { action() }

    public var body: Never { fatalError("Button has no body") }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A text field editing a binding (`TextField`).
public struct TextField<Label: View>: View {
    public let textForTesting: Binding<String>
    public var body: Never { fatalError("TextField has no body") }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        textForTesting = text
    }
}

/// A switch editing a binding (`Toggle`).
public struct Toggle<Label: View>: View {
    public let isOnForTesting: Binding<Bool>
    public var body: Never { fatalError("Toggle has no body") }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        isOnForTesting = isOn
    }
}
