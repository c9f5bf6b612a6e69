/// One case of a screen's `Row` enum: a row of a section, with everything the templates need to
/// build, compare, dequeue and dispatch it. A class: the context's parts filter and pass row
/// cases around, and copying one as a struct retained every field of its section, row and cell.
final class RowCase {
    let section: Section
    let row: Row
    let cell: Cell
    /// The case name, escaped.
    let name: String
    /// `.name`: the case whatever its values, as the `switch` statements of many templates list
    /// it; made once, where a dozen builders interpolated it for every row.
    let plainPattern: String
    /// Actions sent from several cells: their row is wrapped in the action's row enum.
    let sharedActions: Set<String>
    /// The cell's view-model and protocol, the screen's or a library's.
    let types: ViewTypeNames
    /// `, environment: environment` where the cell's configure step takes the environment.
    let viewEnvironmentArgument: String
    /// The screen's kind of list: which class shows a system cell.
    let list: ListKind

    private init(
        section: Section, row: Row, cell: Cell, name: String, sharedActions: Set<String>, types: ViewTypeNames,
        viewEnvironmentArgument: String, list: ListKind
    ) {
        self.section = section
        self.row = row
        self.cell = cell
        self.name = name
        plainPattern = "." + name
        self.sharedActions = sharedActions
        self.types = types
        self.viewEnvironmentArgument = viewEnvironmentArgument
        self.list = list
    }

    /// All row cases of a screen, in spec order.
    static func all(in screen: Screen) -> [RowCase] {
        // Each row's case made where it is needed: a dictionary of them by section and row id
        // hashed both for every row, to build it and to read it (33,000 instructions a screen).
        let sectionsUsing = GeneratedNames.sectionsUsing(screen.sections.map { $0.rows.map { $0.id } })
        let cells = Dictionary(screen.cells.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let shared = Set(screen.actions.filter { $0.payload?.isShared == true }.map(\.name))
        return screen.sections.flatMap { section in
            section.rows.compactMap { row in
                guard let cell = cells[row.cell] else { return nil }
                let name = GeneratedNames.rowCase(section: section.id, rowID: row.id, sectionsUsing: sectionsUsing)
                return RowCase(
                    section: section, row: row, cell: cell, name: Spelling.member(name), sharedActions: shared,
                    types: ViewTypeNames(cell.name, in: screen),
                    viewEnvironmentArgument: ScreenContext.viewEnvironmentArgument(screen, library: cell.library),
                    list: screen.list)
            }
        }
    }

    var hasContext: Bool { !section.context.isEmpty }

    /// The cases of a `switch` over `Row`: one for each row case `result` gives an expression for
    /// (its view-model bound as `viewModel`, its context as `context`), then the others together,
    /// giving `fallback`.
    /// The others' patterns are written into one buffer as they come: an array of them joined
    /// at the end grew and was freed for each of the eight switches a screen has.
    static func switchCases(_ rowCases: [RowCase], fallback: String, result: (RowCase) -> String?) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        let others = ByteWriter.text { others in
            for rowCase in rowCases {
                guard let expression = result(rowCase) else {
                    if others.count > 0 { others.append(", ") }
                    others.append(rowCase.plainPattern)
                    continue
                }
                cases.append(
                    SwitchCase(
                        pattern: String(
                            pieces: ".\(rowCase.name)(\(rowCase.hasContext ? "let viewModel, let context" : "let viewModel"))"),
                        result: expression))
            }
        }
        if !others.isEmpty { cases.append(SwitchCase(pattern: others, result: fallback)) }
        return cases
    }
    var viewModel: String { types.viewModel }
    var contextType: String { Spelling.type(GeneratedNames.sectionContext(section.id)) }

    /// Whether the cell has no fields: its view-model is `.init()`, so a plain row of it needs
    /// no input and an optional one a `Bool`.
    var isFieldless: Bool { cell.fields.isEmpty }

    /// The property of the section's input that holds the row, if it needs one.
    var inputField: Field? {
        switch (row.occurrence, isFieldless) {
        case (.one, true): nil
        case (.one, false): Field(name: row.id, type: viewModel)
        case (.optional, true): Field(name: row.id, type: "Bool")
        case (.optional, false): Field(name: row.id, type: viewModel + "?")
        case (.repeated, _): Field(name: row.id, type: "[\(viewModel)]")
        }
    }

    /// The input property's default: an optional row is absent unless given.
    var inputDefault: String? {
        row.occurrence == .optional ? (isFieldless ? "false" : "nil") : nil
    }

    /// How the builder adds the row from the section's input (`section`) to `rows`.
    var appendStatement: String {
        let property = "section." + Spelling.member(row.id)
        let context = hasContext ? ", context: \(SectionValues.inputContext)" : ""
        switch (row.occurrence, isFieldless) {
        case (.one, true): return String(pieces: "rows.append(.\(name)(\(viewModel)()\(context)))")
        case (.one, false): return String(pieces: "rows.append(.\(name)(\(property)\(context)))")
        case (.optional, true): return String(pieces: "if \(property) { rows.append(.\(name)(\(viewModel)()\(context))) }")
        case (.optional, false):
            return String(pieces: "if let viewModel = \(property) { rows.append(.\(name)(viewModel\(context))) }")
        case (.repeated, _):
            return String(pieces: "rows.append(contentsOf: \(property).lazy.map { Row.\(name)($0\(context)) })")
        }
    }

    /// An outline's parent row (`children:`): its input property holds `CellGenOutline`s of its and
    /// `children`'s view-models, one, optional or an array as the row is.
    func outlineInputField(children: RowCase) -> Field {
        let outline = "CellGenOutline<\(viewModel), \(children.viewModel)>"
        switch row.occurrence {
        case .one: return Field(name: row.id, type: outline)
        case .optional: return Field(name: row.id, type: outline + "?")
        case .repeated: return Field(name: row.id, type: "[\(outline)]")
        }
    }

    /// How the builder adds an outline's parent rows, each followed by the rows under it.
    func outlineAppendStatement(children: RowCase) -> String {
        let context = hasContext ? ", context: \(SectionValues.inputContext)" : ""
        let body = """
            rows.append(.\(name)(outline.parent\(context)))
            rows.append(contentsOf: outline.children.lazy.map { Row.\(children.name)($0\(context)) })
            """
        let property = "section." + Spelling.member(row.id)
        switch row.occurrence {
        case .one: return body.replacingOccurrences(of: "outline.", with: property + ".")
        case .optional: return "if let outline = \(property) {\n\(body)\n}"
        case .repeated: return "for outline in \(property) {\n\(body)\n}"
        }
    }

    /// The rows of a repeated row from the section's input (`section`), as a new array.
    var mapExpression: String {
        let context = hasContext ? ", context: \(SectionValues.inputContext)" : ""
        return String(pieces: "section.\(Spelling.member(row.id)).map { Row.\(name)($0\(context)) }")
    }

    /// `let viewModel`, `let viewModel, let context` or `let viewModel, _`, for the cell
    /// provider: only the closures of bound events there use the context (selection is
    /// dispatched elsewhere), and an unused binding is a warning.
    var bindingPattern: String {
        guard hasContext else { return "let viewModel" }
        return row.bindings.isEmpty ? "let viewModel, _" : "let viewModel, let context"
    }

    /// `.showAlert(viewModel)` style: the action with its payload, inside a closure or switch
    /// where `viewModel`, `context` and (for events with a payload) `value` are bound.
    func actionExpression(_ action: String, eventValue: Bool) -> String {
        let row =
            sharedActions.contains(action)
            ? String(pieces: ".\(Spelling.member(GeneratedNames.cellCase(cell.name)))(viewModel)") : "viewModel"
        return ByteWriter.text { expression in
            expression.append(UInt8(ascii: "."))
            expression.append(Spelling.member(action))
            expression.append(UInt8(ascii: "("))
            expression.append(row)
            if eventValue { expression.append(", value: value") }
            if hasContext { expression.append(", context: context") }
            expression.append(UInt8(ascii: ")"))
        }
    }

    /// `.article(let viewModel)`: the case with its view-model bound, its context left out.
    var viewModelPattern: String { ByteWriter.text(writeViewModelPattern) }

    private func writeViewModelPattern(into writer: inout ByteWriter) {
        writer.append(UInt8(ascii: "."))
        writer.append(name)
        writer.append(hasContext ? "(let viewModel, _)" : "(let viewModel)")
    }

    /// Whether the row's spec row can show more than one row: a repeated row, or a slot.
    var repeats: Bool { row.occurrence == .repeated }

    /// `viewModel.id` (a `String`), `String(viewModel.id)` (an `Int`) or `viewModel.id.uuidString`
    /// for a repeated row identified by one field of those types: no interpolation, which costs
    /// the type checker more than the call.
    private var accessibilityKey: String? {
        guard repeats, cell.identity.count == 1,
            let field = cell.fields.first(where: { $0.name == cell.identity[0] })
        else { return nil }
        switch field.type {
        case "String": return "viewModel.id"
        case "Int": return "String(viewModel.id)"
        case "UUID", "Foundation.UUID": return "viewModel.id.uuidString"
        default: return nil
        }
    }
}

/// What the templates read of a row case (`rowCases`), made when they read it: most of it is
/// read once per render, some of it by one kind of list only.
extension RowCase: TemplateObject {
    enum Name: String, CaseIterable {
        case caseName, payload, idPayload, idPattern, className, swiftUI, cellPattern, configureCall, hasEvents
        case accessibilityPattern, accessibilityName, events
    }

    static let names = TemplateNames<Name>()

    func value(of part: Name) -> TemplateValue? {
        switch part {
        case .caseName, .payload, .idPayload, .idPattern, .className, .cellPattern, .accessibilityPattern,
            .accessibilityName:
            .text(ByteWriter.text { _ = write(part, into: &$0) })
        // One entry for a SwiftUI cell, none for any other.
        case .swiftUI:
            .list(
                cell.swiftUI.map { [.object(SwiftUICellCode.values(cell, $0, environmentArgument: viewEnvironmentArgument))] }
                    ?? [])
        case .configureCall:
            .text(
                cell.system.map { SystemCellCode.configureCall(cell, $0, editing: row.interactions) }
                    ?? ViewCode.configureCall(environmentArgument: viewEnvironmentArgument))
        case .hasEvents: .flag(!cell.events.isEmpty)
        case .events: .list(events.map(TemplateValue.object))
        }
    }

    /// The texts made of a few pieces, written piece by piece: templates read them for every row
    /// case, most of them in variable tags, where a `String` of each was built and freed.
    func write(_ part: Name, into writer: inout ByteWriter) -> Bool {
        switch part {
        case .caseName: writer.append(name)
        // `ButtonViewModel, context: EmployeeContext`.
        case .payload:
            writer.append(viewModel)
            if hasContext {
                writer.append(", context: ")
                writer.append(contextType)
            }
        // `Row.ID`: the view-model's id, without the section context, which the item's section
        // already tells apart.
        case .idPayload:
            writer.append(viewModel)
            writer.append(".ID")
        case .idPattern: writeViewModelPattern(into: &writer)
        case .className:
            writer.append(
                cell.swiftUI != nil
                    ? SwiftUICellCode.className(list) : cell.system == nil ? cell.className : SystemCellCode.className(list))
        case .cellPattern: writer.append(bindingPattern)
        case .accessibilityPattern:
            if accessibilityKey == nil { writer.append(plainPattern) } else { writeViewModelPattern(into: &writer) }
        case .accessibilityName:
            writer.append(UInt8(ascii: "("))
            writer.append(Spelling.literal(row.slot ?? row.id))
            writer.append(", ")
            writer.append(accessibilityKey ?? "nil")
            writer.append(UInt8(ascii: ")"))
        case .swiftUI, .configureCall, .hasEvents, .events: return false
        }
        return true
    }

    /// The closures the data source sets on the cell's events.
    private var events: [TemplateValues] {
        let system = cell.system
        return EventClosures.values(
            cell.events, bindings: row.bindings,
            property: { event in system.map { SystemCellCode.eventProperty(event.name, in: $0) } }
        ) { action, event in
            actionExpression(action, eventValue: event.payloadType != nil)
        }
    }
}
