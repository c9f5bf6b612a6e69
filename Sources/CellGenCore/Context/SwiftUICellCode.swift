/// How a screen's data source shows a SwiftUI cell: the support file's hosting cell class shows
/// the team's view, made with the row's view-model (and the screen's environment) and a closure
/// per event, identified by the row's id so that no state of one row shows in another.
enum SwiftUICellCode {
    /// The support file's class that shows every SwiftUI cell of a list of this kind.
    static func className(_ list: ListKind) -> String {
        list == .table ? "CellGenHostingCell" : "CellGenHostingListCell"
    }

    /// The statement in the data source's init that registers the hosting cell class.
    static func registration(_ list: ListKind) -> String {
        list == .table ? "register(CellGenHostingCell.self)" : "registerListCell(CellGenHostingListCell.self)"
    }

    /// The row case's values for the template: the view, its initializer's arguments after the
    /// view-model, and the function that builds the iOS 15 content, if the spec gives one.
    static func values(_ cell: Cell, _ swiftUI: SwiftUICell, environmentArgument: String) -> TemplateValues {
        var values: TemplateValues = [
            "view": swiftUI.view,
            "environmentArgument": environmentArgument,
        ]
        if case .system = swiftUI.ios15 {
            values["fallbackFunction"] = SystemCellCode.contentFunction(cell)
        }
        return values
    }

    /// The data source's function that builds the cell's iOS 15 content, when `ios15` gives one.
    static func fallbackContentValues(_ cell: Cell, _ swiftUI: SwiftUICell, viewModel: String) -> TemplateValues? {
        guard case .system(let content) = swiftUI.ios15 else { return nil }
        var values = SystemCellCode.contentValues(cell, content, viewModel: viewModel)
        values["isSwiftUIFallback"] = true
        return values
    }
}
