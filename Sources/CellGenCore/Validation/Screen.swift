/// A checked screen: every reference resolved, every default applied, every name legal. This is
/// what the render-context builder works from; it never needs to report a problem. Its `Values`
/// sit behind one shared, immutable reference (see `Cell`): the pipeline and the context
/// builders pass screens around by value.
@dynamicMemberLookup
public struct Screen: Hashable, Sendable {
    public struct Values: Hashable, Sendable {
        public var name: String
        /// The spec's file name without folders, as the generated header names it.
        public var specFileName: String
        public var list: ListKind
        /// A collection screen's layout; nil for a table.
        public var collectionLayout: CollectionLayout?
        /// The scaffolded table's style (table screens).
        public var tableStyle: TableStyle = .plain
        public var access: AccessLevel
        public var imports: [String]
        /// Where its models are written (the target's `cellgen.yml`).
        public var models: ModelsPlacement = .inline
        /// The cell libraries it uses; their cells and header views are among `cells` and `headers`.
        public var libraries: [String] = []
        /// Where fixed titles are localized from.
        public var bundle: BundleChoice
        /// Values every cell and header view is configured with; none of them is a row's.
        public var environment: [Field]
        /// The environments of the cell libraries it uses that declare one, by library name: the
        /// screen builds each from its own `environment`, which holds their fields.
        public var libraryEnvironments: [String: [Field]] = [:]
        /// Shown as the list's background while no section has rows: `.title` or `.view`.
        public var empty: Supplementary?
        /// Event -> action of the empty state's view.
        public var emptyBindings: [Binding] = []
        /// The action pull to refresh sends; nil: no refresh control.
        public var refreshAction: String?
        /// Whether its data source starts keeping the first visible row in place across an apply.
        public var keepsScrollPosition = false
        public var dispatch: ActionDispatch
        public var cells: [Cell]
        public var headers: [HeaderView]
        public var sections: [Section]
        public var actions: [Action]
    }

    private var storage: SharedValues<Values>

    public init(_ values: Values) {
        storage = SharedValues(values)
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
        get { storage.values[keyPath: keyPath] }
        set {
            var values = storage.values
            values[keyPath: keyPath] = newValue
            storage = SharedValues(values)
        }
    }

    public func cell(named name: String) -> Cell? { self.cells.first { $0.name == name } }

    /// Whether some row of `cell` offers swipe actions: in a collection, the cell must then be
    /// a list cell.
    public func swipesRows(of cell: Cell) -> Bool {
        self.sections.contains { $0.rows.contains { $0.cell == cell.name && $0.interactions.offersSwipe } }
    }

    /// Whether some row of `cell` is an outline's parent, whose disclosure a collection shows
    /// only on a list cell.
    public func disclosesRows(of cell: Cell) -> Bool {
        self.sections.contains { $0.rows.contains { $0.cell == cell.name && $0.outline.isParent } }
    }

    /// The header view whose view-model the input holds for the empty state: that of
    /// `empty: { view: X }` when X has fields (a view without fields, like a row of a cell
    /// without fields, takes no input).
    public var emptyStateInput: HeaderView? { Self.emptyStateInput(self.empty, headers: self.headers) }

    static func emptyStateInput(_ empty: Supplementary?, headers: [HeaderView]) -> HeaderView? {
        guard case .view(let name)? = empty, let header = headers.first(where: { $0.name == name }),
            !header.fields.isEmpty
        else { return nil }
        return header
    }
    public func header(named name: String) -> HeaderView? { self.headers.first { $0.name == name } }
    public func action(named name: String) -> Action? { self.actions.first { $0.name == name } }

}

public struct Field: Hashable, Sendable {
    public var name: String
    /// The type in its canonical spelling (`[String: Int]`, `URL?`).
    public var type: String
}

public enum Height: Hashable, Sendable {
    case automatic
    case fixed(Double)
    case estimated(Double)
    /// Each row's own, from a `Double`, `CGFloat` or `Int` field of its cell (`type`).
    case field(String, type: String)
}

public struct Event: Hashable, Sendable {
    public var name: String
    public var payloadType: String?
}

/// Whether a row highlights and can be selected.
public enum Selectability: Hashable, Sendable {
    case fixed(Bool)
    /// A `Bool` field of the cell's view-model decides, row by row.
    case field(String)
}

public struct HeaderView: Hashable, Sendable {
    public var name: String
    public var className: String
    public var fields: [Field]
    public var height: Height
    public var registration: Registration
    /// Where its nib is loaded from.
    public var bundle: BundleChoice = .class
    public var events: [Event] = []
    /// The cell library that declares it; nil for a header view of the screen's own.
    public var library: String? = nil
}

public enum Supplementary: Hashable, Sendable {
    /// A fixed title, localized.
    case title(String)
    case view(String)
    /// A title from a `String` (or `String?`: nil, no title) field of the section's context.
    case field(String, isOptional: Bool)
}

/// How many rows one row of the spec shows.
public enum Occurrence: Hashable, Sendable {
    /// Exactly one: the input holds its view-model, or nothing for a cell without fields.
    case one
    /// Zero or one: the input holds an optional view-model, or a `Bool` for a cell without fields.
    case optional
    /// Zero or more: the input holds an array of view-models.
    case repeated
}

/// A row's place in a one-level outline, shown by a collection's list section through section
/// snapshots.
public enum OutlineRole: Hashable, Sendable {
    case none
    /// A row with `children`: each of its rows has rows under it, shown while it is expanded
    /// (at first as `expanded` says). A header (a system header cell, which makes its section
    /// collapsible) toggles when tapped; another parent, when its disclosure is.
    case parent(expanded: Bool, isHeader: Bool)
    /// The rows under each row of the parent row before it (`children` of that row).
    case child

    public var isParent: Bool { if case .parent = self { true } else { false } }
    /// A system header parent, which makes its section collapsible.
    public var isHeader: Bool { if case .parent(_, true) = self { true } else { false } }
}

/// The swipe actions and context menu of a row.
public struct RowInteractions: Hashable, Sendable {
    /// The actions a swipe from the leading or trailing edge offers, the first one performed by
    /// a full swipe, and those of the context menu.
    public var leadingSwipe: [String] = []
    public var trailingSwipe: [String] = []
    public var menu: [String] = []
    /// The swipe and menu actions offered only by the row's values: action -> condition.
    public var conditions: [String: OfferCondition] = [:]
    /// What deleting the row sends (also its first trailing swipe action), and what moving one of
    /// its repeated rows sends, with the new index among them (edit mode).
    public var delete: String? = nil
    public var reorder: String? = nil
    /// Edit mode's multi-select: the actions sent with the selected rows (`bulk`).
    public var bulk: [String] = []
    /// Whether it offers swipe actions from either edge (in a collection, only list cells can).
    public var offersSwipe: Bool { !leadingSwipe.isEmpty || !trailingSwipe.isEmpty }
}

/// A swipe or menu action offered only while a `Bool` field of the row is true (`isNegated`:
/// false).
public struct OfferCondition: Hashable, Sendable {
    public var field: String
    public var isNegated: Bool
}

public struct Binding: Hashable, Sendable {
    public var event: String
    public var action: String
}

/// `loadMore` of a section.
public struct LoadMore: Hashable, Sendable {
    public var action: String
    /// Rows from the section's end (its start when it pages at the top): 1 is the last (first) row.
    public var distance: Int
    public var edge = PagingEdge.bottom
}

/// How actions reach the team's code; at least one of the three is on.
public struct ActionDispatch: Hashable, Sendable {
    /// An `ActionHandler` protocol and the data source's `handler`.
    public var handler = true
    /// One closure property per action on the data source.
    public var closures = false
    public var selectors = SelectorStyle.screen
}

public struct Action: Hashable, Sendable {
    public var name: String
    public var doc: String
    /// How a swipe or menu action shows it: a title (localized), an SF Symbol, a style.
    public var title: String? = nil
    public var image: String? = nil
    public var style: ActionStyle = .normal
    /// What a handler receives; nil when no row uses the action.
    public var payload: ActionPayload?
}

/// The typed values an action delivers. Every binding of one action must agree on the event's
/// payload and the section context; it may come from rows of several cells.
public struct ActionPayload: Hashable, Sendable {
    /// The cells whose view-model comes with the action, in the order the spec first sends it
    /// from them; with several, the handler gets an enum of them (`<Action>Row`). Empty for
    /// `loadMore` and `refresh`, which send no row.
    public var cells: [String]
    /// The event payload's type, for actions bound to an event that has one.
    public var eventPayloadType: String?
    /// The section whose context comes with the action, if that section declares one.
    public var contextSection: String?
    /// The header view whose view-model comes with an action its event sends.
    public var header: String? = nil
    /// For prefetching: the rows of `cells` come as an array, of view-models or of their ids.
    public var batch: PrefetchBatch? = nil

    /// Whether rows of several cells send the action, so its row is the `<Action>Row` enum.
    public var isShared: Bool { cells.count > 1 }
}
