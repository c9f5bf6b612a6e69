/// The values for one cell or header view: its view-model, protocol and configurator.
struct ViewValues {
    private(set) var values: TemplateValues

    init(cell: Cell, list: ListKind) {
        values = Self.common(
            name: cell.name, className: cell.className, fields: cell.fields, height: cell.height,
            registration: cell.registration, bundle: cell.bundle, list: list, description: "`\(cell.name)` rows")
        values.merge(Self.identity(cell))
        values.merge(Self.events(cell.events, sender: "the cell"))
        values["docLines"] = Spelling.doc("The values of one `\(cell.name)` row, shown by `\(cell.className)`.")
        values["isCell"] = true
        values["isTableCell"] = list == .table
        values["isCollectionCell"] = list == .collection
        values["isTableHeader"] = false
        values["isCollectionHeader"] = false
        values["isCollectionView"] = list == .collection
    }

    init(header: HeaderView, list: ListKind, isEmptyState: Bool = false) {
        values = Self.common(
            name: header.name, className: header.className, fields: header.fields, height: header.height,
            registration: header.registration, bundle: header.bundle, list: list,
            description: "`\(header.name)` headers and footers")
        values.merge(Self.events(header.events, sender: "the view"))
        values["docLines"] = Spelling.doc(
            "The values of one `\(header.name)` header or footer, shown by `\(header.className)`.")
        values["isCell"] = false
        values["isTableCell"] = false
        values["isCollectionCell"] = false
        values["isTableHeader"] = list == .table
        values["isCollectionHeader"] = list == .collection
        values["isCollectionView"] = list == .collection
        values["isEmptyState"] = isEmptyState
        // The empty state's view lives outside the list's reuse queue.
        values["makeExpression"] =
            header.registration == .nib
            ? "\(Self.nib(header.className, bundle: header.bundle, list: list)).instantiate(withOwner: nil, options: nil).first as? \(header.className)"
            : list == .table ? "\(header.className)(reuseIdentifier: nil)" : "\(header.className)(frame: .zero)"
    }

    private static func common(
        name: String, className: String, fields: [Field], height: Height, registration: Registration,
        bundle: BundleChoice,
        list: ListKind, description: String
    ) -> TemplateValues {
        var values = Spelling.storedProperties(fields)
        values["name"] = name
        values["description"] = description
        values["className"] = className
        values["viewModel"] = Spelling.type(GeneratedNames.viewModel(name))
        values["configurable"] = Spelling.type(GeneratedNames.configurable(name))
        values["configurator"] = Spelling.type(GeneratedNames.configurator(name))
        values["heightExpression"] = heightExpression(height)
        values["isNib"] = registration == .nib
        values["isStoryboard"] = registration == .storyboard
        let nib = registration == .nib ? nib(className, bundle: bundle, list: list) : nil
        switch list {
        case .table: values["registrant"] = nib ?? "\(className).self"
        // A collection view's registrations take a nib, or nil for the class.
        case .collection: values["nibExpression"] = nib ?? "nil"
        }
        return values
    }

    /// The view's nib, named after its class, from the bundle `bundle:` chose: `class` is the
    /// bundle of the view's class. A table's configurator names it by its reuse identifier (the
    /// class name); a collection's has none.
    private static func nib(_ className: String, bundle: BundleChoice, list: ListKind) -> String {
        let name = list == .table ? "reuseIdentifier" : "String(describing: \(className).self)"
        let bundleExpression =
            switch bundle {
            case .class: "Bundle(for: \(className).self)"
            case .main: "Bundle.main"
            case .module: "Bundle.module"
            }
        return "UINib(nibName: \(name), bundle: \(bundleExpression))"
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
            "eventsInitParameters": events.map {
                "\(Spelling.label(GeneratedNames.eventProperty($0.name))): \(closureType($0))"
            }
            .joined(separator: ", "),
        ]
    }

    /// Main-actor closures: cells call them on the main thread, and they call main-actor code.
    static func closureType(_ event: Event) -> String {
        "(@MainActor (\(event.payloadType ?? "")) -> Void)?"
    }

    private static func heightExpression(_ height: Height) -> String {
        switch height {
        case .automatic: ".automatic"
        case .fixed(let points): ".fixed(\(PointsSpelling.literal(points)))"
        case .estimated(let points): ".estimated(\(PointsSpelling.literal(points)))"
        }
    }
}
