/// A section as written, its `Values` behind one shared, immutable reference (see `CellSpec`):
/// validation copies it, with all its rows, in its loops over `spec.sections`.
@dynamicMemberLookup
public struct SectionSpec: Hashable, Sendable {
    public struct Values: Hashable, Sendable {
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
