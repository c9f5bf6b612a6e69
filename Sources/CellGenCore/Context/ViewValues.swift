/// The values for one cell or header view: its view-model and the protocol its class adopts.
struct ViewValues {
    private(set) var values: TemplateValues

    init(cell: Cell) {
        values = Self.common(
            name: cell.name, className: cell.className, fields: cell.fields, description: "`\(cell.name)` rows")
        values.merge(Self.identity(cell))
        values.merge(Self.events(cell.events, sender: "the cell"))
        let shownBy =
            cell.swiftUI.map { "the SwiftUI view `\($0.view)`" }
            ?? cell.system.map { "a system cell (`UIListContentConfiguration.\($0.style.factoryMethod)()`)" }
        values["docLines"] = Spelling.doc("The values of one `\(cell.name)` row, shown by \(shownBy ?? "`\(cell.className)`").")
        values["isCell"] = true
        // A system or SwiftUI cell has no class of the team's to adopt a protocol.
        values["hasProtocol"] = cell.hasTeamClass
    }

    init(header: HeaderView, list: ListKind) {
        values = Self.common(
            name: header.name, className: header.className, fields: header.fields,
            description: "`\(header.name)` headers and footers")
        values.merge(Self.events(header.events, sender: "the view"))
        values["docLines"] = Spelling.doc(
            "The values of one `\(header.name)` header or footer, shown by `\(header.className)`.")
        values["isCell"] = false
        values["hasProtocol"] = true
    }

    private static func common(name: String, className: String, fields: [Field], description: String) -> TemplateValues {
        var values = Spelling.storedProperties(fields)
        values["name"] = name
        values["description"] = description
        values["className"] = className
        values["viewModel"] = Spelling.type(GeneratedNames.viewModel(name))
        values["configurable"] = Spelling.type(GeneratedNames.configurable(name))
        return values
    }

    /// `EmptyView(frame: .zero)`, or its nib's first object (optional): a view outside the list's
    /// reuse, for a screen's empty state.
    static func makeExpression(of header: HeaderView, list: ListKind) -> String {
        guard header.registration != .nib else {
            let bundle = ViewCode.bundleExpression(header.bundle, className: header.className)
            return "UINib(nibName: String(describing: \(header.className).self), bundle: \(bundle))"
                + ".instantiate(withOwner: nil, options: nil).first as? \(header.className)"
        }
        return list == .table ? "\(header.className)(reuseIdentifier: nil)" : "\(header.className)(frame: .zero)"
    }

    /// A cell's view-model is `Identifiable`: equality compares every field, and `id` is its
    /// identity, which diffable item identifiers are built from. One identity field is the id
    /// itself (a field named `id` needs no property); several get a nested `ID`; a cell whose
    /// identity is all of its fields (or that has none) is its own id.
    private static func identity(_ cell: Cell) -> TemplateValues {
        let types = Dictionary(cell.fields.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        let described = cell.identity.map { "`\($0)`" }.joined(separator: ", ")
        var values: TemplateValues = ["identityStruct": [TemplateValues](), "idProperty": [TemplateValues]()]
        if cell.identity.count == 1, let field = cell.identity.first {
            if field != GeneratedNames.identifierProperty {
                values["idProperty"] = [
                    idProperty(
                        type: types[field] ?? "Never", expression: "self.\(Spelling.member(field))",
                        doc: "The row's identity: its `\(field)`.")
                ]
            }
        } else if !cell.identity.isEmpty, cell.identity.count < cell.fields.count {
            var identity = Spelling.storedProperties(cell.identity.map { Field(name: $0, type: types[$0] ?? "Never") })
            identity["identityDescription"] = "its \(described)"
            values["identityStruct"] = [identity]
            let arguments = cell.identity.map { "\(Spelling.label($0)): self.\(Spelling.member($0))" }.joined(
                separator: ", ")
            values["idProperty"] = [
                idProperty(type: "ID", expression: "ID(\(arguments))", doc: "The row's identity: its \(described).")
            ]
        } else {
            values["idProperty"] = [
                idProperty(
                    type: "Self", expression: "self", doc: "Every field identifies the row: any change replaces it.")
            ]
        }
        return values
    }

    private static func idProperty(type: String, expression: String, doc: String) -> TemplateValues {
        ["type": type, "expression": expression, "doc": doc]
    }

    private static func events(_ events: [Event], sender: String) -> TemplateValues {
        [
            "hasEvents": !events.isEmpty,
            "events": events.map { event in
                [
                    "property": Spelling.member(GeneratedNames.eventProperty(event.name)),
                    "closureType": closureType(event),
                    "description": event.payloadType.map { "\(sender) sends `\(event.name)`, with the \($0)" }
                        ?? "\(sender) sends `\(event.name)`",
                ] as TemplateValues
            },
        ]
    }

    /// Main-actor closures: cells call them on the main thread, and they call main-actor code.
    static func closureType(_ event: Event) -> String {
        "(@MainActor (\(event.payloadType ?? "")) -> Void)?"
    }

    /// `.automatic`, `.fixed(44)`: a view's `height` as the support file's `CellGenHeight`; a
    /// height from a field reads the row's `viewModel`.
    static func heightExpression(_ height: Height) -> String {
        switch height {
        case .automatic: ".automatic"
        case .fixed(let points): ".fixed(\(PointsSpelling.literal(points)))"
        case .estimated(let points): ".estimated(\(PointsSpelling.literal(points)))"
        case .field(let name, let type):
            type == "Double" ? ".fixed(viewModel.\(Spelling.member(name)))" : ".fixed(Double(viewModel.\(Spelling.member(name))))"
        }
    }
}
