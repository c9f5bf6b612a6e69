/// The views a scaffolded cell or header gets for its fields and events, and how each is
/// configured and wired. Decided here so that the scaffold templates only lay text out.
///
/// - `String` fields get labels; `Bool` fields switches; `UIImage` fields image views; `URL`
///   fields image views the team loads; every other type a label showing its description.
/// - An event without payload gets a button; if the cell's only field is a `String`, it is the
///   button's title. A `Bool` event uses the switch of the first `Bool` field (or a new one); a
///   `String` event makes the last `String` field a text field (or adds one). Events of other
///   types get a `send...` method to call.
struct ScaffoldView {
    struct Element {
        var property: String
        var type: String
        /// How the view is created in code.
        var initializer: String { type == "UIButton" ? "UIButton(type: .system)" : "\(type)()" }
        /// Lines that show the view-model's value in the view; may be empty.
        var configureLines: [String]
        /// Lines run once, after the views exist (event wiring, switch behaviour).
        var setupLines: [String]
    }

    var elements: [Element] = []
    /// `func sendPicked(_ value: Color) { onPicked?(value) }` for events no control sends.
    var senders: [(name: String, property: String, type: String)] = []

    init(fields: [Field], events: [Event]) {
        let stringFields = fields.filter { Self.isString($0.type) }
        var controlOfField: [String: String] = [:]
        if let bool = events.first(where: { $0.payloadType == "Bool" }),
            let field = fields.first(where: { $0.type == "Bool" })
        {
            controlOfField[field.name] = bool.name
        }
        if let text = events.first(where: { $0.payloadType == "String" }), stringFields.count >= 2,
            let field = stringFields.last
        {
            controlOfField[field.name] = text.name
        }
        let titleField =
            fields.count == 1 && stringFields.count == 1 && events.contains { $0.payloadType == nil }
            ? fields[0] : nil

        for field in fields where field.name != titleField?.name {
            elements.append(
                Self.element(
                    for: field, event: controlOfField[field.name].flatMap { name in events.first { $0.name == name } }))
        }
        for event in events where !controlOfField.values.contains(event.name) {
            if let element = Self.control(for: event, title: titleField) {
                elements.append(element)
            } else {
                senders.append(
                    (
                        name: "send" + SwiftIdentifier.upperCamelFirst(event.name),
                        property: Spelling.member(GeneratedNames.eventProperty(event.name)),
                        type: event.payloadType ?? "Void"
                    ))
            }
        }
    }

    private static func isString(_ type: String) -> Bool { type == "String" || type == "String?" }

    /// Properties UIKit's cells, header views and their superclasses already have: a view
    /// named like one (`textLabel` for a field `text`) would fail to compile as an override.
    static let inheritedNames: Set<String> = [
        "textLabel", "detailTextLabel", "imageView", "contentView", "backgroundView", "selectedBackgroundView",
        "accessoryView", "editingAccessoryView", "multipleSelectionBackgroundView", "inputView",
        "inputAccessoryView", "maskView", "backgroundConfiguration", "contentConfiguration",
    ]

    /// `text` + `Label` -> `textLabel`, or `textValueLabel` where UIKit has a `textLabel`.
    static func viewName(_ base: String, _ suffix: String) -> String {
        inheritedNames.contains(base + suffix) ? base + "Value" + suffix : base + suffix
    }

    private static func element(for field: Field, event: Event?) -> Element {
        let value = "viewModel.\(Spelling.member(field.name))"
        let base = SwiftIdentifier.lowerCamelFirst(field.name)
        if let event {
            return control(for: event, showing: field, base: base, value: value)
        }
        let label = viewName(base, "Label")
        let image = viewName(base, "View")
        switch field.type {
        case "String", "String?":
            return Element(
                property: label, type: "UILabel", configureLines: ["\(label).text = \(value)"], setupLines: [])
        case "Bool":
            let toggle = viewName(base, "Switch")
            return Element(
                property: toggle, type: "UISwitch", configureLines: ["\(toggle).isOn = \(value)"],
                setupLines: ["\(toggle).isUserInteractionEnabled = false"])
        case "UIImage", "UIImage?":
            return Element(
                property: image, type: "UIImageView", configureLines: ["\(image).image = \(value)"], setupLines: [])
        case "URL", "URL?":
            return Element(
                property: image, type: "UIImageView",
                configureLines: ["\(image).image = nil // Load the image at \(value) here."], setupLines: [])
        default:
            let text =
                field.type.hasSuffix("?") ? "\(value).map { String(describing: $0) }" : "String(describing: \(value))"
            return Element(
                property: label, type: "UILabel", configureLines: ["\(label).text = \(text)"], setupLines: [])
        }
    }

    /// A field's view that also sends an event: a switch or a text field.
    private static func control(for event: Event, showing field: Field, base: String, value: String) -> Element {
        let handler = Spelling.member(GeneratedNames.eventProperty(event.name))
        if event.payloadType == "Bool" {
            let name = viewName(base, "Switch")
            return Element(
                property: name, type: "UISwitch", configureLines: ["\(name).isOn = \(value)"],
                setupLines: [
                    "\(name).addAction(UIAction { [weak self] _ in", "guard let self else { return }",
                    "self.\(handler)?(self.\(name).isOn)", "}, for: .valueChanged)",
                ])
        }
        let name = viewName(base, "Field")
        return Element(
            property: name, type: "UITextField", configureLines: ["\(name).text = \(value)"],
            setupLines: [
                "\(name).addAction(UIAction { [weak self] _ in", "guard let self else { return }",
                "self.\(handler)?(self.\(name).text ?? \"\")", "}, for: .editingChanged)",
            ])
    }

    /// A control of its own for an event: a button, a switch or a text field; nil for other payloads.
    private static func control(for event: Event, title: Field?) -> Element? {
        let base = SwiftIdentifier.lowerCamelFirst(event.name)
        let handler = Spelling.member(GeneratedNames.eventProperty(event.name))
        switch event.payloadType {
        case nil:
            let name = viewName(base, "Button")
            let configure =
                title.map { ["\(name).setTitle(viewModel.\(Spelling.member($0.name)), for: .normal)"] } ?? []
            return Element(
                property: name, type: "UIButton", configureLines: configure,
                setupLines: [
                    "\(name).addAction(UIAction { [weak self] _ in self?.\(handler)?() }, for: .touchUpInside)"
                ])
        case "Bool"?, "String"?:
            return control(
                for: event, showing: Field(name: event.name, type: event.payloadType!), base: base, value: ""
            )
            .droppingConfiguration()
        default:
            return nil
        }
    }
}

extension ScaffoldView.Element {
    /// A control that shows no field: nothing to configure.
    fileprivate func droppingConfiguration() -> Self {
        var element = self
        element.configureLines = []
        return element
    }
}
