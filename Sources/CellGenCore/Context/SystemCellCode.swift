/// How a screen's data source shows a system cell: the support file's cell class, configured with
/// a `UIListContentConfiguration` that a function of the data source builds from the row's
/// view-model, and the accessories.
enum SystemCellCode {
    /// The support file's class that shows every system cell of a list of this kind.
    static func className(_ list: ListKind) -> String {
        list == .table ? "CellGenSystemCell" : "CellGenSystemListCell"
    }

    /// The statement in the data source's init that registers the system cell class.
    static func registration(_ list: ListKind) -> String {
        list == .table ? "register(CellGenSystemCell.self)" : "registerListCell(CellGenSystemListCell.self)"
    }

    /// `wifiContent`: the data source's function that builds a cell's content configuration.
    static func contentFunction(_ cell: Cell) -> String {
        Spelling.member(GeneratedNames.cellCase(cell.name) + "Content")
    }

    /// `show(Self.wifiContent(viewModel), with: [.toggle(viewModel.isOn)])`: the configure step;
    /// a row that can be deleted or reordered adds the accessories edit mode shows.
    static func configureCall(_ cell: Cell, _ system: SystemCell, editing interactions: RowInteractions) -> String {
        let editing = [(interactions.delete != nil, ".delete"), (interactions.reorder != nil, ".reorder"), (!interactions.bulk.isEmpty, ".multiselect")]
            .compactMap { $0.0 ? $0.1 : nil }
        let accessories = system.accessories.map(accessory) + editing
        return "show(Self.\(contentFunction(cell))(viewModel), with: [\(accessories.joined(separator: ", "))])"
    }

    /// The cell class's closure property an event of the cell is sent through.
    static func eventProperty(_ event: String, in system: SystemCell) -> String {
        switch system.accessories.first(where: { $0.event == event }) {
        case .detail?: "onDetail"
        default: "onToggle"
        }
    }

    /// `CellGenAccessory` with the row's values.
    private static func accessory(_ accessory: Accessory) -> String {
        switch accessory {
        case .disclosure: ".disclosure"
        case .checkmark(let field): ".checkmark(\(value(field)))"
        case .toggle(let field, _): ".toggle(\(value(field)))"
        case .label(let field): ".label(\(value(field)))"
        case .detail: ".detail"
        }
    }

    private static func value(_ field: String) -> String { "viewModel." + Spelling.member(field) }

    /// The values of the data source's function that builds the cell's content configuration.
    static func contentValues(_ cell: Cell, _ system: SystemCell, viewModel: String) -> TemplateValues {
        var assignments: [String] = []
        if let text = system.text { assignments.append("content.text = \(value(text))") }
        if let secondary = system.secondaryText { assignments.append("content.secondaryText = \(value(secondary))") }
        if let image = system.image {
            let field = value(image.field)
            let expression =
                switch (image.isSymbolName, image.isOptional) {
                case (true, false): "UIImage(systemName: \(field))"
                case (true, true): "\(field).flatMap { UIImage(systemName: $0) }"
                case (false, _): field
                }
            assignments.append("content.image = \(expression)")
        }
        return [
            "name": cell.name,
            "function": contentFunction(cell),
            "viewModel": viewModel,
            "factory": system.style.factoryMethod + "()",
            "assignments": assignments,
        ]
    }
}
