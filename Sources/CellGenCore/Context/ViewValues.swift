/// The values for one cell or header view: its view-model and the protocol its class adopts.
/// Made when a template reads them (`TemplateObject`): a screen has a few of these, each with a
/// struct of fields, an identity and events, and the initializer's parameters are read only on
/// public and package screens.
final class ViewValues: TemplateObject {
    enum Name: String, CaseIterable {
        case fields, hasFields, initParameters
        case name, description, className, viewModel, configurable, docLines, isCell, hasProtocol
        case identityStruct, idProperty, hasEvents, events
    }

    static let names = TemplateNames<Name>()

    private enum View {
        case cell(Cell)
        case header(HeaderView)
    }

    private let view: View
    private let name: String
    private let className: String
    /// Made once: the view-model struct and its protocol both name it.
    private let viewModel: String
    private let stored: StoredProperties
    private let events: [Event]

    convenience init(cell: Cell) {
        self.init(.cell(cell), name: cell.name, className: cell.className, fields: cell.fields, events: cell.events)
    }

    convenience init(header: HeaderView, list: ListKind) {
        self.init(
            .header(header), name: header.name, className: header.className, fields: header.fields,
            events: header.events)
    }

    private init(_ view: View, name: String, className: String, fields: [Field], events: [Event]) {
        self.view = view
        self.name = name
        self.className = className
        viewModel = Spelling.type(GeneratedNames.viewModel(name))
        stored = StoredProperties(fields)
        self.events = events
    }

    func value(of part: Name) -> TemplateValue? {
        switch part {
        case .fields: stored.value(of: .fields)
        case .hasFields: stored.value(of: .hasFields)
        case .initParameters: stored.value(of: .initParameters)
        case .name, .description, .className, .viewModel, .configurable:
            .text(ByteWriter.text { _ = write(part, into: &$0) })
        case .docLines: .list(Spelling.doc(doc).map(TemplateValue.text))
        case .isCell: .flag(cell != nil)
        // A system or SwiftUI cell has no class of the team's to adopt a protocol.
        case .hasProtocol: .flag(cell?.hasTeamClass ?? true)
        // Only a cell has an identity; a header view's lookups go on outward.
        case .identityStruct: cell.map { .list(Self.identityStruct($0).map(TemplateValue.object)) }
        case .idProperty: cell.map { .list(Self.idProperty($0).map(TemplateValue.object)) }
        case .hasEvents: .flag(!events.isEmpty)
        case .events: .list(eventValues.map(TemplateValue.object))
        }
    }

    /// The names and the description, written where a variable tag reads them.
    func write(_ part: Name, into writer: inout ByteWriter) -> Bool {
        switch part {
        case .name: writer.append(name)
        case .description:
            writer.append(UInt8(ascii: "`"))
            writer.append(name)
            writer.append(cell == nil ? "` headers and footers" : "` rows")
        case .className: writer.append(className)
        case .viewModel: writer.append(viewModel)
        case .configurable: writer.append(Spelling.type(GeneratedNames.configurable(name)))
        default: return false
        }
        return true
    }

    private var cell: Cell? {
        if case .cell(let cell) = view { cell } else { nil }
    }

    private var doc: String {
        switch view {
        case .cell(let cell):
            let shownBy =
                cell.swiftUI.map { String(pieces: "the SwiftUI view `\($0.view)`") }
                ?? cell.system.map { String(pieces: "a system cell (`UIListContentConfiguration.\($0.style.factoryMethod)()`)") }
            return String(pieces: "The values of one `\(name)` row, shown by \(shownBy ?? String(pieces: "`\(className)`")).")
        case .header:
            return String(pieces: "The values of one `\(name)` header or footer, shown by `\(className)`.")
        }
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
    private static func idProperty(_ cell: Cell) -> [TemplateValues] {
        if cell.identity.count == 1, let field = cell.identity.first {
            guard field != GeneratedNames.identifierProperty else { return [] }
            return [
                idProperty(
                    type: type(of: field, in: cell), expression: String(pieces: "self.\(Spelling.member(field))"),
                    doc: String(pieces: "The row's identity: its `\(field)`."))
            ]
        }
        guard hasIdentityStruct(cell) else {
            return [
                idProperty(type: "Self", expression: "self", doc: "Every field identifies the row: any change replaces it.")
            ]
        }
        let arguments = cell.identity.map { "\(Spelling.label($0)): self.\(Spelling.member($0))" }.joined(separator: ", ")
        return [idProperty(type: "ID", expression: "ID(\(arguments))", doc: "The row's identity: its \(described(cell)).")]
    }

    /// The nested `ID` of a cell identified by several of its fields, not all.
    private static func identityStruct(_ cell: Cell) -> [TemplateValues] {
        guard hasIdentityStruct(cell) else { return [] }
        var identity = Spelling.storedProperties(cell.identity.map { Field(name: $0, type: type(of: $0, in: cell)) })
        identity["identityDescription"] = "its \(described(cell))"
        return [identity]
    }

    private static func hasIdentityStruct(_ cell: Cell) -> Bool {
        cell.identity.count > 1 && cell.identity.count < cell.fields.count
    }

    /// The type of the cell's first field named `field`.
    private static func type(of field: String, in cell: Cell) -> String {
        cell.fields.first { $0.name == field }?.type ?? "Never"
    }

    /// "`shop`, `number`".
    private static func described(_ cell: Cell) -> String {
        cell.identity.map { "`\($0)`" }.joined(separator: ", ")
    }

    private static func idProperty(type: String, expression: String, doc: String) -> TemplateValues {
        TemplateValues(["type": .text(type), "expression": .text(expression), "doc": .text(doc)])
    }

    private var eventValues: [TemplateValues] {
        let sender = cell == nil ? "the view" : "the cell"
        return events.map { event in
            TemplateValues([
                "property": .text(Spelling.member(GeneratedNames.eventProperty(event.name))),
                "closureType": .text(Self.closureType(event)),
                "description": .text(
                    event.payloadType.map { String(pieces: "\(sender) sends `\(event.name)`, with the \($0)") }
                        ?? String(pieces: "\(sender) sends `\(event.name)`")),
            ])
        }
    }

    /// Main-actor closures: cells call them on the main thread, and they call main-actor code.
    static func closureType(_ event: Event) -> String {
        String(pieces: "(@MainActor (\(event.payloadType ?? "")) -> Void)?")
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
