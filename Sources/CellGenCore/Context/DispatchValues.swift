/// The values for how actions reach the team's code (`dispatch`): the handler protocol, the data
/// source's closures and the selector map.
struct DispatchValues {
    let screen: Screen

    var values: TemplateValues {
        let dispatch = screen.dispatch
        return [
            "hasHandler": dispatch.handler,
            "hasClosures": dispatch.closures && !screen.actions.isEmpty,
            "closures": dispatch.closures ? screen.actions.map(closureValues) : [TemplateValues](),
            "hasSelectors": dispatch.selectors != .none && !screen.actions.isEmpty,
        ]
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
