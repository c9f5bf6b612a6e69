/// A node of the one YAML document in a spec, with where it starts.
///
/// Mappings keep their entries in file order: spec order is output order.
public struct YAMLNode: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case scalar(YAMLScalar)
        case mapping([YAMLMappingEntry])
        case sequence([YAMLNode])
    }

    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    public var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// What the node is, in words for diagnostics ("a mapping", "the text 'foo'").
    public var kindDescription: String {
        switch kind {
        case .scalar(let scalar) where scalar.isNull: "nothing (null)"
        case .scalar(let scalar) where scalar.style == .plain: "the scalar '\(scalar.text.prefix(40))'"
        case .scalar(let scalar): "the quoted text '\(scalar.text.prefix(40))'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }
}

public struct YAMLScalar: Hashable, Sendable {
    public var text: String
    public var style: YAMLScalarStyle

    public init(_ text: String, style: YAMLScalarStyle) {
        self.text = text
        self.style = style
    }

    /// A plain `~`, `null` or nothing at all: the YAML spelling of "no value". Quoted text is
    /// never null, so `"~"` stays text.
    public var isNull: Bool {
        // Most texts are longer than any of these, told without comparing (an array literal of
        // them was allocated and freed on every call).
        guard style == .plain, text.utf8.count <= 4 else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }
}

public struct YAMLMappingEntry: Hashable, Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: YAMLNode

    public init(key: String, at keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
