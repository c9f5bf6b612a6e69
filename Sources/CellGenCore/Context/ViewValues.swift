/// The values for one cell or header view: its view-model, protocol and configurator.
struct ViewValues {
    private(set) var values: TemplateValues

    init(cell: Cell, list: ListKind) {
        values = Self.common(
            name: cell.name, className: cell.className, fields: cell.fields, height: cell.height,
            registration: cell.registration, description: "`\(cell.name)` rows")
        values.merge(Self.identity(cell)) { $1 }
        values.merge(Self.events(cell)) { $1 }
        values["docLines"] = Spelling.doc("The values of one `\(cell.name)` row, shown by `\(cell.className)`.")
        values["isTableCell"] = list == .table
        values["isCollectionCell"] = list == .collection
        values["isTableHeader"] = false
        values["isCollectionHeader"] = false
    }

    init(header: HeaderView, list: ListKind) {
        values = Self.common(
            name: header.name, className: header.className, fields: header.fields, height: header.height,
            registration: header.registration, description: "`\(header.name)` headers and footers")
        values.merge(Self.identity(fields: header.fields, identity: header.fields.map(\.name))) { $1 }
        values.merge(Self.events(nil)) { $1 }
        values["docLines"] = Spelling.doc("The values of one `\(header.name)` header or footer, shown by `\(header.className)`.")
        values["isTableCell"] = false
        values["isCollectionCell"] = false
        values["isTableHeader"] = list == .table
        values["isCollectionHeader"] = list == .collection
    }

    private static func common(
        name: String, className: String, fields: [Field], height: Height, registration: Registration, description: String
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
        values["registrant"] = registration == .nib
            ? "UINib(nibName: reuseIdentifier, bundle: Bundle(for: \(className).self))"
            : "\(className).self"
        return values
    }

    private static func identity(_ cell: Cell) -> TemplateValues {
        identity(fields: cell.fields, identity: cell.identity)
    }

    /// Equality and hashing by the identity fields when they are not all the fields.
    private static func identity(fields: [Field], identity: [String]) -> TemplateValues {
        let all = fields.map { Spelling.member($0.name) }
        let identifying = identity.map(Spelling.member)
        let isCustom = identity.count < fields.count
        let described = identity.map { "`\($0)`" }
        return [
            "hasCustomIdentity": isCustom,
            "identityFields": identifying,
            "identityDescription": described.count == 1 ? "their \(described[0]) is" : "their \(described.joined(separator: ", ")) are",
            "identityComparison": identifying.isEmpty
                ? "true" : identifying.map { "lhs.\($0) == rhs.\($0)" }.joined(separator: " && "),
            // `self.` so that a field named `other` or `hasher` cannot shadow the member.
            "contentComparison": isCustom ? all.map { "self.\($0) == other.\($0)" }.joined(separator: " && ") : "self == other",
        ]
    }

    private static func events(_ cell: Cell?) -> TemplateValues {
        let events = cell?.events ?? []
        return [
            "hasEvents": !events.isEmpty,
            "events": events.map { event in
                [
                    "property": Spelling.member(GeneratedNames.eventProperty(event.name)),
                    "closureType": closureType(event),
                    "description": event.payloadType.map { "the cell sends `\(event.name)`, with the \($0)" }
                        ?? "the cell sends `\(event.name)`",
                ] as TemplateValues
            },
            "eventsInitParameters": events.map { "\(Spelling.label(GeneratedNames.eventProperty($0.name))): \(closureType($0))" }
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

/// `44` rather than `44.0`, `0.5` as is.
enum PointsSpelling {
    static func literal(_ points: Double) -> String {
        points.rounded() == points && abs(points) < 1e15 ? String(Int(points)) : String(points)
    }
}
