/// A row as written, its `Values` behind one shared, immutable reference (see `CellSpec`):
/// validation copies rows in its loops over a section's rows and in the closures that name them.
@dynamicMemberLookup
public struct RowSpec: Hashable, Sendable {
    public struct Values: Hashable, Sendable {
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

    /// See `Values.resolvedID`.
    public var resolvedID: String { storage.values.resolvedID }

    /// How messages name the row: `row 'call' of section 'employee'`, or for a slot's cell
    /// `cell 'Ad' of slot 'items' in section 'feed'`.
    func name(inSection section: String) -> String {
        self.slot.map { "cell '\(self.cell.value)' of slot '\($0.id.value)' in section '\(section)'" }
            ?? "row '\(resolvedID)' of section '\(section)'"
    }

    /// How messages name the owner of the row's own keys (`optional`, `swipe`, ...): the row, or
    /// its slot, whose keys every listed cell shares (`slot 'items' of section 'feed'`).
    func ownerName(inSection section: String) -> String {
        self.slot.map { "slot '\($0.id.value)' of section '\(section)'" } ?? name(inSection: section)
    }
}
