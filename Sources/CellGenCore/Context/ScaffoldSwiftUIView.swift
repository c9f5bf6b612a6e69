/// What a scaffolded SwiftUI view of a SwiftUI cell shows for its fields and events. Decided
/// here so that the template only lays text out.
///
/// - A `String` event edits the last `String` field in a `TextField`, a `Bool` event the first
///   `Bool` field in a `Toggle`: what the user changed is kept in a `@State` until the row
///   changes (CellGen identifies the view by the row's id), and sent through the event.
/// - Other fields are shown as text; an event without payload gets a button; an event of any
///   other type gets a comment saying where to send it.
struct ScaffoldSwiftUIView {
    /// `@State var editedSubject: String? = nil` for each control.
    private(set) var stateLines: [String] = []
    /// The lines inside the body's `VStack`.
    private(set) var bodyLines: [String] = []

    init(fields: [Field], events: [Event]) {
        var controls: [String: Event] = [:]
        if let text = events.first(where: { $0.payloadType == "String" }),
            let field = fields.last(where: { $0.type == "String" })
        {
            controls[field.name] = text
        }
        if let flip = events.first(where: { $0.payloadType == "Bool" }), let field = fields.first(where: { $0.type == "Bool" }) {
            controls[field.name] = flip
        }
        for field in fields {
            let value = "viewModel." + Spelling.member(field.name)
            guard let event = controls[field.name] else {
                bodyLines.append(Self.text(showing: value, type: field.type))
                continue
            }
            let state = Spelling.member("edited" + SwiftIdentifier.upperCamelFirst(field.name))
            let send = Spelling.member(GeneratedNames.eventProperty(event.name))
            stateLines.append("@State var \(state): \(field.type)? = nil")
            let binding = "Binding(get: { \(state) ?? \(value) }, set: { \(state) = $0; \(send)?($0) })"
            bodyLines.append(
                field.type == "Bool"
                    ? "Toggle(\(Spelling.literal(field.name)), isOn: \(binding))"
                    : "TextField(\(Spelling.literal(field.name)), text: \(binding))")
        }
        for event in events where !controls.values.contains(where: { $0.name == event.name }) {
            let send = Spelling.member(GeneratedNames.eventProperty(event.name))
            if let payload = event.payloadType {
                bodyLines.append("// Call \(send)?(value) with a \(payload) when '\(event.name)' happens.")
            } else {
                bodyLines.append("Button(\(Spelling.literal(event.name))) { \(send)?() }")
            }
        }
        if bodyLines.isEmpty { bodyLines = ["EmptyView()"] }
    }

    /// `Text(viewModel.title)` for a `String`; a description of any other value.
    private static func text(showing value: String, type: String) -> String {
        switch type {
        case "String": "Text(\(value))"
        case "String?": "Text(\(value) ?? \"\")"
        default: "Text(String(describing: \(value)))"
        }
    }
}
