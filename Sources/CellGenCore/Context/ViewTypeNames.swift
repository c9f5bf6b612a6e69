/// The spelled type names of a cell's or header view's view-model and protocol, as
/// a screen's code refers to them: nested in the screen's namespace, or in the namespace of the
/// cell library that declares the view.
struct ViewTypeNames {
    let viewModel: String
    /// `""`, `"Activity."` or `"DesignSystem."`: where the view's types are reached from.
    private let prefix: String
    private let view: String

    /// `namespace` is how the screen's own types are reached from where the name is written
    /// (`""` inside the screen's code, `"Activity."` outside it); a library's types are always
    /// reached through the library (`DesignSystem.ButtonViewModel`).
    init(_ view: String, in screen: Screen, namespace: String = "") {
        let library = screen.cell(named: view)?.library ?? screen.header(named: view)?.library
        prefix = library.map { Spelling.type($0) + "." } ?? namespace
        self.view = view
        viewModel = prefix + Spelling.type(GeneratedNames.viewModel(view))
    }

    /// Made when asked for: of the thousands of names made per run, a few hundred need it (an
    /// interpolation and a keyword check each).
    var configurable: String {
        prefix + Spelling.type(GeneratedNames.configurable(view))
    }
}
