/// SwiftUI cells (issue 33): a cell whose content is a SwiftUI view of the team's, made from the
/// row's view-model with the cell's events as closures and shown with `UIHostingConfiguration`
/// from iOS 16. `ios15` says what iOS 15 shows instead.
extension SpecGrammar {
    /// `ios15:` in its long form: a system cell's content made from the row's fields.
    static let swiftUIFallback = MappingShape(
        name: "swiftUIFallback",
        doc: "What a SwiftUI cell shows on iOS 15 instead of its view: a UIListContentConfiguration of the row's fields.",
        keys: [
            KeyShape(
                "system", .choice(of: SystemCellStyle.self), "The UIListContentConfiguration style shown on iOS 15."),
            KeyShape("content", .mapping(systemContent), "The fields bound to its text, secondary text and image."),
        ], required: ["system"])

    /// The keys a cell has only as a SwiftUI cell.
    static let swiftUICellKeys = [
        KeyShape(
            "swiftUI", .text,
            "A SwiftUI cell: the team's SwiftUI view, made with init(viewModel:) and an optional closure per event, shown with UIHostingConfiguration (iOS 16)."
        ),
        KeyShape(
            "ios15", .anyOf([.choice(SwiftUIFallbackWord.allCases.map(\.rawValue)), .mapping(swiftUIFallback)]),
            "What a SwiftUI cell shows on iOS 15: hosted (the same view in a UIHostingController's view, the default) or { system: style, content: {...} }."
        ),
    ]
}

/// `ios15:` written as a word.
public enum SwiftUIFallbackWord: String, Hashable, Sendable, CaseIterable {
    /// The same view, in a `UIHostingController`'s view pinned to the cell's content view.
    case hosted
}
