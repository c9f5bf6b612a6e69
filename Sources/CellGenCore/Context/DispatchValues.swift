/// The values for how actions reach the team's code (`dispatch`): the handler protocol, the data
/// source's closures and the selector map.
struct DispatchValues {
    let screen: Screen

    var values: TemplateValues {
        let dispatch = screen.dispatch
        let hasClosures = dispatch.closures && !screen.actions.isEmpty
        let hasSelectors = dispatch.selectors != .none && !screen.actions.isEmpty
        return [
            "hasHandler": dispatch.handler,
            "hasClosures": hasClosures,
            "closures": dispatch.closures ? screen.actions.map(closureValues) : [TemplateValues](),
            "hasSelectors": hasSelectors,
            "sendDocLines": Self.sendDoc(closures: hasClosures, handler: dispatch.handler, selectors: hasSelectors),
        ]
    }

    /// The doc comment of the data source's `send(_:from:)`: where it delivers an action, in the
    /// order it does (its closure, then the handler, else up the responder chain).
    static func sendDoc(closures: Bool, handler: Bool, selectors: Bool) -> [String] {
        let ways = (closures ? ["to its closure"] : []) + (handler ? ["to `handler`"] : [])
        var first = "Delivers an action as the spec's `dispatch` says"
        if !ways.isEmpty { first += ": " + ways.joined(separator: ", then ") }
        // Whoever receives it can anchor a popover on the view it came from (issue 34).
        let source = "\n`actionSourceView` is `sender` (a view) meanwhile."
        guard selectors else { return Spelling.doc(first + "." + source) }
        first += ways.isEmpty ? ": up the" : (handler ? ", or up the" : ", then up the")
        return Spelling.doc(
            first + "\nresponder chain from `sender`" + (handler ? " when there is no handler." : ".") + source)
    }

    /// `onShowAlert`: the data source's closure for an action.
    private func closureValues(_ action: Action) -> TemplateValues {
        let parts = ActionValues.payloadParts(action, in: screen)
        return [
            "docLines": Spelling.doc(action.doc),
            "property": Spelling.member(GeneratedNames.eventProperty(action.name)),
            "parameterTypes": parts.map(\.type).joined(separator: ", "),
            "pattern": ActionValues.casePattern(action, parts: parts),
            "arguments": parts.map(\.label).joined(separator: ", "),
        ]
    }
}
