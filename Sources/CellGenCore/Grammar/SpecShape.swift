/// The shape of the spec language as data: every mapping with its keys, which keys are
/// required, and what each key holds. The decoder checks keys against these tables and
/// `cellgen schema` writes them as a JSON Schema, so the two cannot drift apart. What the shape
/// cannot say (Swift names and types, references between keys) stays CellGen's to check.
public struct MappingShape: Sendable {
    /// The definition's name in the JSON Schema (`cell`, `section`).
    public var name: String
    /// What the mapping is, for editors' hover text.
    public var doc: String
    public var keys: [KeyShape]
    public var required: [String] = []
    /// Keys required unless another key is present: `cells` unless `uses`.
    public var requiredUnless: [(key: String, unless: String)] = []
    /// At least one of these keys must be present (a library's `cells` or `headers`).
    public var requiresOneOf: [String] = []
    /// At most this many keys (a layout names one kind).
    public var maximumKeys: Int? = nil

    /// The keys the decoder accepts, in spec order.
    public var allowed: [String] { keys.map(\.name) }

    /// The required keys, in key order, for a mapping that has the keys `present`.
    func required(given present: [String]) -> [String] {
        let conditional = requiredUnless.filter { !present.contains($0.unless) }.map(\.key)
        return allowed.filter { required.contains($0) || conditional.contains($0) }
    }

    func key(_ name: String) -> KeyShape? { keys.first { $0.name == name } }
}

/// One key of a mapping: its name, what its value may be, and what it means.
public struct KeyShape: Sendable {
    public var name: String
    public var value: ValueShape
    public var doc: String

    public init(_ name: String, _ value: ValueShape, _ doc: String) {
        self.name = name
        self.value = value
        self.doc = doc
    }
}

/// What a value may be, as YAML's core schema types it (`true` is a boolean, `12` a number,
/// `~` null, other plain scalars text).
public indirect enum ValueShape: Sendable {
    /// Any scalar but null, read as text: names, Swift types, titles, docs (`404` is text where
    /// text is expected).
    case text
    /// A Swift type: text, or unquoted `[String]` and `[String: Int]`, which YAML reads as a
    /// one-element list and a one-entry mapping in it.
    case swiftType
    case bool
    /// A whole number within the bounds.
    case integer(minimum: Int, maximum: Int)
    /// A number of points; zero allowed or not.
    case points(allowsZero: Bool)
    /// One of the words.
    case choice([String])
    /// Null (`~` or nothing): "none", or all defaults.
    case null
    /// A list of values; `minimumCount` entries at least.
    case list(ValueShape, minimumCount: Int)
    case mapping(MappingShape)
    /// A mapping from names the spec chooses (cells, fields, actions) to values.
    case dictionary(ValueShape)
    /// Any of the shapes.
    case anyOf([ValueShape])
    /// A key that is known but takes no value here; the decoder says what to write instead.
    case rejected

    /// `choice` of a `CaseIterable` enum's raw values.
    static func choice<Choice: CaseIterable & RawRepresentable>(of type: Choice.Type) -> ValueShape
    where Choice.RawValue == String {
        .choice(type.allCases.map(\.rawValue))
    }

    /// A non-empty list of text (`cells` of a slot, `menu`, a swipe edge).
    static let names = ValueShape.list(.text, minimumCount: 1)
}
