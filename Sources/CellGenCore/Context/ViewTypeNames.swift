/// The spelled type names of a cell's or header view's view-model and protocol, as
/// a screen's code refers to them: nested in the screen's namespace, or in the namespace of the
/// cell library that declares the view.
struct ViewTypeNames {
    let viewModel: String
    let configurable: String

    /// `namespace` is how the screen's own types are reached from where the name is written
    /// (`""` inside the screen's code, `"Activity."` outside it); a library's types are always
    /// reached through the library (`DesignSystem.ButtonViewModel`).
    init(_ view: String, in screen: Screen, namespace: String = "") {
        let library = screen.cell(named: view)?.library ?? screen.header(named: view)?.library
        let prefix = library.map { Spelling.type($0) + "." } ?? namespace
        viewModel = prefix + Spelling.type(GeneratedNames.viewModel(view))
        configurable = prefix + Spelling.type(GeneratedNames.configurable(view))
    }
}
