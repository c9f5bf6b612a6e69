/// A checked row: `row.id`, `row.cell`, ... are its `Values`, behind one shared, immutable
/// reference (see `Cell`). The checks and the context builders copy rows in their loops over a
/// section's rows; as a plain struct each copy retained every string and array it holds.
@dynamicMemberLookup
public struct Row: Hashable, Sendable {
    public struct Values: Hashable, Sendable {
        /// Unique within its section: the `id` from the spec, or the cell's name in lowerCamelCase.
        public var id: String
        public var cell: String
        public var occurrence: Occurrence
        /// The action selecting the row sends: the row's own `select`, else its cell's.
        public var selectAction: String?
        /// Whether the row highlights and can be selected.
        public var selectability: Selectability
        /// Cell event -> action, in spec order.
        public var bindings: [Binding]
        /// Its swipe actions and menu: the row's own `swipe` and `menu`, else its cell's.
        public var interactions = RowInteractions()
        /// The id of the mixed slot this row is one cell of; its rows share an input property.
        public var slot: String? = nil
        /// Its place in a one-level outline (`children:`).
        public var outline = OutlineRole.none
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
}
