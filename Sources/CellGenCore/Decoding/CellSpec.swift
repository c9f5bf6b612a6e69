/// A cell as written: `spec.name`, `spec.fields`, ... are its `Values`, kept behind one shared,
/// immutable reference like `Cell`'s. Validation copies cell specs by the thousand (its loops
/// over `spec.cells`, closures that capture one); as a plain struct each copy retained and
/// released every located string and array it holds. The decoder builds the `Values` and wraps
/// them once; a change replaces the reference, so a copy never sees it.
@dynamicMemberLookup
public struct CellSpec: Hashable, Sendable {
    public struct Values: Hashable, Sendable {
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
