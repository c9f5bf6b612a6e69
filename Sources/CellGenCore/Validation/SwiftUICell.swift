/// A SwiftUI cell, checked: no class of the team's; the team's SwiftUI view `view`, made from the
/// row's view-model with an optional closure per event, shows the row (issue 33).
public struct SwiftUICell: Hashable, Sendable {
    /// The SwiftUI view's type, as the spec writes it.
    public var view: String
    public var ios15: SwiftUIFallback
}

/// What a SwiftUI cell shows on iOS 15, where `UIHostingConfiguration` is not.
public enum SwiftUIFallback: Hashable, Sendable {
    /// The same view, in a `UIHostingController`'s view pinned to the cell's content view.
    case hosted
    /// A `UIListContentConfiguration` of the row's fields (its accessories are empty).
    case system(SystemCell)
}
