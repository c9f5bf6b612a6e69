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

public struct CellSpec: Hashable, Sendable {
    public var name: Located<String>
    public var className: Located<String>?
    public var fields: [FieldSpec]
    public var identity: [Located<String>]?
    public var select: Located<String>?
    public var height: Located<HeightSpec>?
    public var register: Located<Registration>?
    public var events: [EventSpec]
    public var selectable: Located<SelectableSpec>?
    public var swipe: SwipeSpec?
    /// The context menu's actions, in order.
    public var menu: [Located<String>]?
    /// Where its nib is loaded from.
    public var bundle: Located<BundleChoice>?
    /// `system`, `content` and `accessories`: a cell with no class of the team's.
    public var system = SystemCellSpec()
    /// `swiftUI` and `ios15`: a cell whose content is a SwiftUI view of the team's.
    public var swiftUI = SwiftUICellSpec()
    /// `when` and `unless`: swipe and menu actions offered by the row's values.
    public var conditions: [OfferConditionSpec] = []
    /// `appear`, `disappear` and `prefetch`: what its rows send as they come into view, or are about to.
    public var behaviours = BehaviourCellSpec()
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

public struct SectionSpec: Hashable, Sendable {
    public var location: SourceLocation
    public var id: Located<String>
    public var header: Located<SupplementarySpec>?
    public var footer: Located<SupplementarySpec>?
    public var repeated: Located<Bool>?
    public var context: [FieldSpec]
    /// Context fields that identify a repeated section across updates.
    public var identity: [Located<String>]?
    public var whenEmpty: Located<WhenEmpty>?
    public var loadMore: LoadMoreSpec?
    /// This section's layout, in place of the screen's (collection screens).
    public var layout: Located<LayoutSpec>? = nil
    /// Its title in the section index.
    public var index: Located<SectionIndexSpec>? = nil
    /// `selection`, in place of the screen's.
    public var selection: Located<SelectionMode>? = nil
    public var rows: [RowSpec]
}

public struct RowSpec: Hashable, Sendable {
    public var location: SourceLocation
    public var cell: Located<String>
    public var id: Located<String>?
    public var repeated: Located<Bool>?
    public var optional: Located<Bool>?
    /// The row's own selection action: `.some(nil)` for `select: ~` (no selection on this row).
    public var select: Located<String?>?
    /// The row's own swipe actions and context menu, in place of its cell's: `.some(nil)` for
    /// `swipe: ~` or `menu: ~` (none on this row). A slot's are every listed cell's.
    public var swipe: Located<SwipeSpec?>? = nil
    public var menu: Located<[Located<String>]?>? = nil
    /// `when` and `unless` of the row: added to its cell's, an action's own replacing the cell's.
    public var conditions: [OfferConditionSpec] = []
    /// `delete` and `reorder` (edit mode): the actions deleting and moving the row send.
    public var delete: Located<String>? = nil
    public var reorder: Located<String>? = nil
    /// `bulk` (edit mode's multi-select): the actions sent with the selected rows.
    public var bulk: [Located<String>] = []
    public var bindings: [BindingSpec]
    /// Its place in an outline: a row with `children`, or the rows under each of that row's rows,
    /// which the decoder writes as the next row of the section.
    public var outline: OutlineSpec? = nil
    /// Set when the row is one cell of a mixed slot (`cells: [...]`): the decoder writes one
    /// row per listed cell, each with the slot's occurrence, its own `select` and the `on:`
    /// entries (bound where the cell declares the event).
    public var slot: SlotSpec? = nil

    /// The row's id: its `id`, or a slot's id with the cell's name (`itemsMessage`), or the
    /// cell's name in lowerCamelCase.
    public var resolvedID: String {
        if let slot { return GeneratedNames.slotRowID(slot: slot.id.value, cell: cell.value) }
        return id?.value ?? GeneratedNames.defaultRowID(cell: cell.value)
    }

    /// How messages name the row: `row 'call' of section 'employee'`, or for a slot's cell
    /// `cell 'Ad' of slot 'items' in section 'feed'`.
    func name(inSection section: String) -> String {
        slot.map { "cell '\(cell.value)' of slot '\($0.id.value)' in section '\(section)'" }
            ?? "row '\(resolvedID)' of section '\(section)'"
    }

    /// How messages name the owner of the row's own keys (`optional`, `swipe`, ...): the row, or
    /// its slot, whose keys every listed cell shares (`slot 'items' of section 'feed'`).
    func ownerName(inSection section: String) -> String {
        slot.map { "slot '\($0.id.value)' of section '\(section)'" } ?? name(inSection: section)
    }
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
