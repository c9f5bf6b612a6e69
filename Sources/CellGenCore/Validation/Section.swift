/// A checked section: its `Values` behind one shared, immutable reference (see `Cell`). The
/// checks and the context builders copy sections, each with all its rows, in their loops over
/// a screen's sections.
@dynamicMemberLookup
public struct Section: Hashable, Sendable {
    public struct Values: Hashable, Sendable {
        public var id: String
        public var header: Supplementary?
        public var footer: Supplementary?
        public var isRepeated: Bool
        public var context: [Field]
        /// The context fields that identify a repeated section, in context order; empty: its
        /// position in the input does.
        public var identity: [String]
        /// Whether the section stays, with its header and footer, when it has no rows.
        public var showsWhenEmpty: Bool
        /// Sent when a row near the section's end comes into view.
        public var loadMore: LoadMore? = nil
        /// Event -> action of the header and footer views, where they are views with events.
        public var headerBindings: [Binding] = []
        public var footerBindings: [Binding] = []
        /// Its layout in a collection screen with a compositional layout; nil otherwise.
        public var layout: SectionLayout? = nil
        /// Its title in the section index: a `.title` or a context `.field`, never a `.view`.
        public var index: Supplementary? = nil
        /// How its rows stay selected: its own `selection`, else the screen's, else momentary.
        public var selection: SelectionMode = .momentary
        /// `single` from the screen's `selection`: one row of the whole list, not of the section.
        public var selectsOnceInList = false
        public var rows: [Row]
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
