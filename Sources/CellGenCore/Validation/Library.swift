/// A checked cell library: its cells and header views, resolved as a screen's are, for the
/// screens of its list kind that use it.
public struct Library: Hashable, Sendable {
    public var name: String
    /// The library's file name without folders.
    public var specFileName: String
    public var list: ListKind
    public var access: AccessLevel
    /// Where its view-models are written (the target's `cellgen.yml`).
    public var models: ModelsPlacement = .inline
    /// Where its nibs are loaded from, unless a cell or header view says otherwise.
    public var bundle: BundleChoice
    /// Values its views are configured with that belong to no row; each screen that uses the
    /// library passes them from its own environment (none: its views take no environment).
    public var environment: [Field] = []
    public var cells: [Cell]
    public var headers: [HeaderView]
    /// Where each cell and header view is declared, for diagnostics of the screens that use it.
    public var declarations: [String: SourceLocation] = [:]
}

extension Library {
    /// The library as a screen of its name that declares its cells and header views and shows
    /// none of them: the one way a library is turned into a screen once checked (validation
    /// checks its spec the same way, through `Validation.screenSpec(of:)`).
    public var asScreen: Screen {
        Screen(
            .init(
                name: name, specFileName: specFileName, list: list,
                collectionLayout: list == .collection ? .compositional : nil,
                access: access, imports: [], models: models, bundle: bundle, environment: environment,
                dispatch: ActionDispatch(), cells: cells, headers: headers, sections: [], actions: []))
    }
}
