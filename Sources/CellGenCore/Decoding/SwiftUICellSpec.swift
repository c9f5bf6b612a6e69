/// A SwiftUI cell's keys as written: `swiftUI` (the team's view) and `ios15` (issue 33).
public struct SwiftUICellSpec: Hashable, Sendable {
    /// The SwiftUI view's type.
    public var view: Located<String>?
    public var ios15: Located<SwiftUIFallbackSpec>?

    /// Whether the cell says anything of a SwiftUI cell.
    public var isEmpty: Bool { view == nil && ios15 == nil }
}

/// What a SwiftUI cell shows on iOS 15, where `UIHostingConfiguration` is not.
public enum SwiftUIFallbackSpec: Hashable, Sendable {
    /// The same view in a `UIHostingController`'s view.
    case hosted
    /// `{ system: style, content: { text: field } }`: a system cell's content of the row's fields.
    case system(style: Located<SystemCellStyle>?, content: SystemContentSpec?)
}
