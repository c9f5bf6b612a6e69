/// A spec as the user wrote it: every value keeps its location so the validator can point at
/// it. Nothing here is checked beyond its YAML shape; `SpecValidator` resolves and checks it.
public struct ScreenSpec: Hashable, Sendable {
    public var file: String
    public var screen: Located<String>
    public var list: Located<ListKind>?
    /// How a collection screen's sections are laid out unless they say otherwise.
    public var layout: Located<LayoutSpec>?
    /// `selection`: how rows stay selected, unless a section says.
    public var selection: Located<SelectionMode>? = nil
    /// The scaffolded table's style (table screens).
    public var style: Located<TableStyle>?
    public var access: Located<AccessLevel>?
    public var imports: [Located<String>]
    /// The cell libraries whose cells and header views the screen's rows may show.
    public var uses: [Located<String>] = []
    public var bundle: Located<BundleChoice>?
    /// Values every cell and header view is configured with that belong to no row.
    public var environment: [FieldSpec]
    /// What the list shows while it has no rows: a title or a declared header view.
    public var empty: Located<SupplementarySpec>?
    /// The action pull to refresh sends.
    public var refresh: Located<String>?
    /// `keepsScrollPosition`: an apply that inserts above keeps the first visible row in place.
    public var keepsScrollPosition: Located<Bool>? = nil
    public var dispatch: DispatchSpec?
    public var cells: [CellSpec]
    public var headers: [HeaderSpec]
    public var sections: [SectionSpec]
    public var actions: [ActionSpec]
}

public enum HeightSpec: Hashable, Sendable {
    case automatic
    case fixed(Double)
    case estimated(Double)
    /// `{ field: name }`: each row's own, from its cell's field.
    case field(Located<String>)
}

public struct FieldSpec: Hashable, Sendable {
    public var name: Located<String>
    public var type: Located<String>
}

public struct EventSpec: Hashable, Sendable {
    public var name: Located<String>
    /// The payload's Swift type; nil for an event without payload (`~`).
    public var payload: Located<String>?
}

/// `selectable: true | false`, or the name of a `Bool` field that decides row by row.
public enum SelectableSpec: Hashable, Sendable {
    case fixed(Bool)
    case field(String)
}

/// A header or footer view, declared like a cell but without rows' behaviour.
public struct HeaderSpec: Hashable, Sendable {
    public var name: Located<String>
    public var className: Located<String>?
    public var fields: [FieldSpec]
    public var height: Located<HeightSpec>?
    public var register: Located<Registration>?
    /// Where its nib is loaded from.
    public var bundle: Located<BundleChoice>?
    /// Bound where the view is used: `header: { view: X, on: { event: action } }`.
    public var events: [EventSpec] = []
}

/// What a section shows above or below its rows.
public enum SupplementarySpec: Hashable, Sendable {
    /// A fixed title, as `tableView(_:titleForHeaderInSection:)` shows it.
    case title(String)
    /// A declared header view, by name, with its events' actions (`on:`).
    case view(Located<String>, on: [BindingSpec])
    /// A title from a field of the section's context.
    case field(Located<String>)
}

/// A mixed slot: one row of the spec showing, for each element of its input, one of several cells.
public struct SlotSpec: Hashable, Sendable {
    public var location: SourceLocation
    /// The slot's id (required): its input property and its cases are named after it.
    public var id: Located<String>
    /// The listed cells, in order.
    public var cells: [Located<String>]
    /// The keys of `select: { Cell: action }`, to check that each names a listed cell.
    public var selectKeys: [Located<String>]
    /// The keys of `on:`, to check that some listed cell declares each event.
    public var events: [Located<String>]
}

/// `on: { event: action }` in a row.
public struct BindingSpec: Hashable, Sendable {
    public var event: Located<String>
    public var action: Located<String>
}

public struct ActionSpec: Hashable, Sendable {
    public var name: Located<String>
    public var doc: Located<String>
    /// The title of a swipe or menu action (localized), from the long form.
    public var title: Located<String>? = nil
    /// An SF Symbol name.
    public var image: Located<String>? = nil
    public var style: Located<ActionStyle>? = nil
}

/// A row's place in an outline (`children:`), as written.
public enum OutlineSpec: Hashable, Sendable {
    /// A row with `children`: where they are given, and `expanded` if given.
    case parent(children: SourceLocation, expanded: Located<Bool>?)
    /// The rows under each row of the row `parent` (its resolved id).
    case child(parent: String)
}
