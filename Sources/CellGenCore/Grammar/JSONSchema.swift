/// Writes the spec language's shape (`SpecGrammar`) as a draft-07 JSON Schema, the version
/// yaml-language-server reads, for editors to complete keys and flag mistakes early. CellGen
/// stays the judge: names, Swift types and references are text to the schema.
public enum JSONSchema {
    /// The file `cellgen init` writes beside a starter spec, whose first line points to it.
    public static let fileName = "cellgen.schema.json"

    /// Which file's schema: a screen spec, a cell library or `cellgen.yml`.
    public enum Kind: String, CaseIterable, Sendable {
        case screen, library, configuration

        var shape: MappingShape {
            switch self {
            case .screen: SpecGrammar.screen
            case .library: SpecGrammar.library
            case .configuration: SpecGrammar.configuration
            }
        }

        var title: String {
            switch self {
            case .screen: "CellGen screen spec (*.screen.yml)"
            case .library: "CellGen cell library (*.cells.yml)"
            case .configuration: "CellGen target configuration (cellgen.yml)"
            }
        }
    }

    /// The schema of `kind`: the root mapping inline, every nested mapping under `definitions`.
    public static func document(for kind: Kind) -> JSONValue {
        var definitions: [(key: String, value: JSONValue)] = []
        var root = object(kind.shape, definitions: &definitions)
        root.insert(
            contentsOf: [
                (key: "$schema", value: .string("http://json-schema.org/draft-07/schema#")),
                (key: "title", value: .string(kind.title)),
            ], at: 0)
        if !definitions.isEmpty { root.append((key: "definitions", value: .object(definitions))) }
        return .object(root)
    }

    /// A mapping's schema; the mappings it holds are added to `definitions`, each once.
    private static func object(_ shape: MappingShape, definitions: inout [(key: String, value: JSONValue)]) -> [(
        key: String, value: JSONValue
    )] {
        var entries: [(key: String, value: JSONValue)] = [
            (key: "type", value: .string("object")),
            (key: "description", value: .string(shape.doc)),
        ]
        let properties = shape.keys.map { key in
            (key: key.name, value: described(schema(key.value, definitions: &definitions), key.doc))
        }
        entries.append((key: "properties", value: .object(properties)))
        entries.append((key: "additionalProperties", value: .bool(false)))
        if !shape.required.isEmpty { entries.append((key: "required", value: strings(shape.required))) }
        if let maximum = shape.maximumKeys { entries.append((key: "maxProperties", value: .number(Double(maximum)))) }
        if !shape.requiresOneOf.isEmpty {
            entries.append(
                (
                    key: "anyOf",
                    value: .array(shape.requiresOneOf.map { .object([(key: "required", value: strings([$0]))]) })
                ))
        }
        // Required unless another key is present: `cells` unless `uses`.
        let conditions: [JSONValue] = shape.requiredUnless.map { rule in
            .object([
                (
                    key: "if",
                    value: .object([(key: "not", value: .object([(key: "required", value: strings([rule.unless]))]))])
                ),
                (key: "then", value: .object([(key: "required", value: strings([rule.key]))])),
            ])
        }
        if !conditions.isEmpty { entries.append((key: "allOf", value: .array(conditions))) }
        return entries
    }

    private static func schema(_ value: ValueShape, definitions: inout [(key: String, value: JSONValue)]) -> JSONValue {
        switch value {
        case .text:
            // Any scalar but null is text to CellGen: `404` is a title, `true` an action's name.
            return .object([(key: "type", value: strings(["string", "number", "boolean"]))])
        case .swiftType:
            addSwiftTypeDefinitions(to: &definitions)
            return .object([(key: "$ref", value: .string("#/definitions/swiftType"))])
        case .bool:
            return .object([(key: "type", value: .string("boolean"))])
        case .integer(let minimum, let maximum):
            return .object([
                (key: "type", value: .string("integer")), (key: "minimum", value: .number(Double(minimum))),
                (key: "maximum", value: .number(Double(maximum))),
            ])
        case .points(let allowsZero):
            return .object([
                (key: "type", value: .string("number")),
                (key: allowsZero ? "minimum" : "exclusiveMinimum", value: .number(0)),
            ])
        case .choice(let words):
            return .object([(key: "type", value: .string("string")), (key: "enum", value: strings(words))])
        case .null:
            return .object([(key: "type", value: .string("null"))])
        case .list(let element, let minimumCount):
            var entries: [(key: String, value: JSONValue)] = [
                (key: "type", value: .string("array")),
                (key: "items", value: schema(element, definitions: &definitions)),
            ]
            if minimumCount > 0 { entries.append((key: "minItems", value: .number(Double(minimumCount)))) }
            return .object(entries)
        case .mapping(let shape):
            if !definitions.contains(where: { $0.key == shape.name }) {
                // Reserved first, so a mapping reached again while it is written is not written twice.
                definitions.append((key: shape.name, value: .null))
                let written = JSONValue.object(object(shape, definitions: &definitions))
                if let index = definitions.firstIndex(where: { $0.key == shape.name }) {
                    definitions[index].value = written
                }
            }
            return .object([(key: "$ref", value: .string("#/definitions/\(shape.name)"))])
        case .dictionary(let element):
            return .object([
                (key: "type", value: .string("object")),
                (key: "additionalProperties", value: schema(element, definitions: &definitions)),
            ])
        case .anyOf(let shapes):
            return .object([(key: "anyOf", value: .array(shapes.map { schema($0, definitions: &definitions) }))])
        case .rejected:
            return .bool(false)
        }
    }

    /// `swiftType`: text or a one-element list; inside brackets also a one-entry mapping
    /// (`[String: Int]`), whose value is a type again.
    private static func addSwiftTypeDefinitions(to definitions: inout [(key: String, value: JSONValue)]) {
        guard !definitions.contains(where: { $0.key == "swiftType" }) else { return }
        let text = JSONValue.object([(key: "type", value: strings(["string", "number", "boolean"]))])
        func reference(_ name: String) -> JSONValue {
            .object([(key: "$ref", value: .string("#/definitions/\(name)"))])
        }
        let array = JSONValue.object([
            (key: "type", value: .string("array")), (key: "items", value: reference("swiftTypeInBrackets")),
            (key: "minItems", value: .number(1)), (key: "maxItems", value: .number(1)),
        ])
        let dictionary = JSONValue.object([
            (key: "type", value: .string("object")), (key: "additionalProperties", value: reference("swiftType")),
            (key: "minProperties", value: .number(1)), (key: "maxProperties", value: .number(1)),
        ])
        definitions.append(
            (
                key: "swiftType",
                value: .object([
                    (
                        key: "description",
                        value: .string("A Swift type; unquoted [T] and [K: V] are read as the types they spell.")
                    ),
                    (key: "anyOf", value: .array([text, array])),
                ])
            ))
        definitions.append(
            (key: "swiftTypeInBrackets", value: .object([(key: "anyOf", value: .array([text, array, dictionary]))])))
    }

    /// A key's schema with its doc. Beside `$ref`, draft-07 ignores other keywords, so a
    /// reference is wrapped in `allOf`.
    private static func described(_ schema: JSONValue, _ doc: String) -> JSONValue {
        guard case .object(let entries) = schema else { return schema }
        if entries.contains(where: { $0.key == "$ref" }) {
            return .object([(key: "description", value: .string(doc)), (key: "allOf", value: .array([schema]))])
        }
        return .object([(key: "description", value: .string(doc))] + entries)
    }

    private static func strings(_ words: [String]) -> JSONValue { .array(words.map { .string($0) }) }
}
