/// The closures a data source sets on a cell's or header view's event properties: for each event,
/// one that sends the action bound to it, or nil where nothing is bound.
enum EventClosures {
    /// `send` spells the action's case with the event's values (`value` for its payload).
    /// `property` names the view's closure property for an event where it is not the event's
    /// own (`onToggle` of a system cell's switch); nil: the event's.
    static func values(
        _ events: [Event], bindings: [Binding], property: (Event) -> String? = { _ in nil },
        send: (_ action: String, _ event: Event) -> String
    ) -> [TemplateValues] {
        events.map { event in
            let action = bindings.first { $0.event == event.name }?.action
            return TemplateValues([
                "property": .text(property(event) ?? Spelling.member(GeneratedNames.eventProperty(event.name))),
                "isBound": .flag(action != nil),
                "closureParameter": .text(event.payloadType == nil ? "" : "value "),
                "actionExpression": .text(action.map { send($0, event) } ?? ""),
            ])
        }
    }
}
