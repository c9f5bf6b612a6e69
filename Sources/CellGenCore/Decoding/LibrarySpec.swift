/// A cell library as written (`<Name>.cells.yml`): cells and header views that screens of one
/// list kind share (DESIGN 8.4). No sections and no actions: the screens that use a library bind
/// its cells to their own actions, row by row.
public struct LibrarySpec: Hashable, Sendable {
    public var file: String
    public var library: Located<String>
    public var list: Located<ListKind>?
    public var access: Located<AccessLevel>?
    /// Where its nibs are loaded from, unless a cell or header view says otherwise.
    public var bundle: Located<BundleChoice>?
    /// Values its views are configured with that belong to no row; each screen that uses the
    /// library passes them from its own environment.
    public var environment: [FieldSpec]
    public var cells: [CellSpec]
    public var headers: [HeaderSpec]
}
