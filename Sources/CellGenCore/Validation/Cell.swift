/// A checked cell: `cell.name`, `cell.fields`, ... are its `Values`, kept behind one shared,
/// immutable reference. The checks, the context builders and the support file copy cells by
/// the thousand (found by name, listed per registration, per view, per row case); as a plain
/// struct each copy retained and released every string and array a cell holds (2.4% of a
/// `generate` run's instructions, more of its time). A change replaces the reference, so a copy
/// never sees it. Key paths written as values through it (`cells.map(\.name)`) are built at run
/// time, about 10,000 instructions each: hot code reads the property in a closure instead.
@dynamicMemberLookup
public struct Cell: Hashable, Sendable {
    public struct Values: Hashable, Sendable {
        public var name: String
        /// The user's cell class, as written (`ProductCell`, or `Module.ProductCell`).
        public var className: String
        public var fields: [Field]
        /// The fields that identify a row across updates, in field order.
        public var identity: [String]
        /// The selection action of its rows, unless a row sets its own.
        public var selectAction: String?
        public var height: Height
        public var registration: Registration
        public var events: [Event]
        /// `selectable` as written; nil: a row is selectable when it has a selection action.
        public var selectable: Selectability?
        /// What its rows offer, unless a row sets its own (a library's cells offer nothing).
        public var interactions = RowInteractions()
        /// Where its nib is loaded from.
        public var bundle: BundleChoice = .class
        /// The cell library that declares it; nil for a cell of the screen's own.
        public var library: String? = nil
        /// Set for a system cell: then no class of the team's shows it, and `className` is empty.
        public var system: SystemCell? = nil
        /// Set for a SwiftUI cell: then the team's SwiftUI view shows it, and `className` is empty.
        public var swiftUI: SwiftUICell? = nil
        /// What its rows send as they come into view, leave it, or are about to (issue 34).
        public var behaviours = CellBehaviours()
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

    /// Whether a class of the team's shows the cell: not for a system or SwiftUI cell.
    public var hasTeamClass: Bool { storage.values.system == nil && storage.values.swiftUI == nil }
}
