import Foundation

/// Typed reading of YAML nodes by the schema, never by YAML 1.1 guessing. Every mismatch
/// becomes a diagnostic and a nil, so decoding goes on and reports all problems at once.
struct NodeDecoding {
    var diagnostics = Diagnostics()

    /// The entries of a mapping whose keys are checked against its shape in `SpecGrammar` (the
    /// tables `cellgen schema` writes); required keys that are absent are reported at the
    /// mapping. A null node counts as an empty mapping when `nullIsEmpty` (a cell with all
    /// defaults may be written `Splitter:`).
    mutating func keyed(
        _ node: YAMLNode, _ what: @autoclosure () -> String, _ shape: MappingShape, nullIsEmpty: Bool = false
    ) -> KeyedEntries? {
        if nullIsEmpty, node.scalar?.isNull == true {
            return KeyedEntries(location: node.location, entries: [])
        }
        guard let entries = mapping(node, what()) else { return nil }
        let required =
            shape.required.isEmpty && shape.requiredUnless.isEmpty ? [] : shape.required(given: entries.map(\.key))
        var hasUnknownKeys = false
        for entry in entries where shape.key(entry.key) == nil {
            hasUnknownKeys = true
            diagnostics.error(
                "unknown key '\(entry.key)' in \(what())\(Suggestion.hint(for: entry.key, in: shape.allowed))",
                at: entry.keyLocation)
        }
        for key in required where !entries.contains(where: { $0.key == key }) {
            diagnostics.error("\(what()) is missing '\(key)'", at: node.location)
        }
        // Nearly every mapping has only known keys: its entries are kept, not copied.
        let known = hasUnknownKeys ? entries.filter { shape.key($0.key) != nil } : entries
        return KeyedEntries(location: node.location, entries: known)
    }

    mutating func mapping(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLMappingEntry]? {
        guard let entries = node.mapping else {
            diagnostics.error(
                "\(what()) must be a mapping (key: value), not \(node.kindDescription)", at: node.location)
            return nil
        }
        return entries
    }

    /// The list's items; with `nonEmpty`, an empty list is an error too (at the list), though
    /// its (no) items are still returned.
    mutating func sequence(_ node: YAMLNode, _ what: @autoclosure () -> String, nonEmpty: Bool = false) -> [YAMLNode]? {
        guard let items = node.sequence else {
            diagnostics.error("\(what()) must be a list, not \(node.kindDescription)", at: node.location)
            return nil
        }
        if nonEmpty, items.isEmpty { diagnostics.error("\(what()) must not be empty", at: node.location) }
        return items
    }

    /// Any non-null scalar, as text: `no` is the text "no" where text is expected. Names and
    /// references are in Unicode normalization form C, as keys are: Swift compares identifiers
    /// by their scalars, so `Café` typed two ways must become one spelling.
    mutating func string(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<String>? {
        guard let scalar = node.scalar, !scalar.isNull else {
            diagnostics.error("\(what()) must be text, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return Located(scalar.text.normalizedToNFC, at: node.location)
    }

    /// Only a plain `true` or `false`: `yes`, `on` and `"true"` are not booleans in a spec.
    mutating func bool(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<Bool>? {
        if let scalar = node.scalar, scalar.style == .plain {
            if scalar.text == "true" { return Located(true, at: node.location) }
            if scalar.text == "false" { return Located(false, at: node.location) }
        }
        diagnostics.error("\(what()) must be true or false, not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// A plain positive finite number of points (or zero, where `allowsZero`: a spacing).
    mutating func points(_ node: YAMLNode, _ what: @autoclosure () -> String, allowsZero: Bool = false) -> Double? {
        if let scalar = node.scalar, scalar.style == .plain, let value = Double(scalar.text),
            value.isFinite, value > 0 || (allowsZero && value == 0),
            scalar.text.allSatisfy({ $0.isNumber || $0 == "." })
        {
            return value
        }
        let kind = allowsZero ? "a number of points (0 or more)" : "a positive number of points"
        diagnostics.error("\(what()) must be \(kind), not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// A plain whole number from 1 to `maximum`.
    mutating func count(_ node: YAMLNode, _ what: @autoclosure () -> String, maximum: Int) -> Located<Int>? {
        if let scalar = node.scalar, scalar.style == .plain, scalar.text.allSatisfy(\.isASCII),
            let value = Int(scalar.text), (1...maximum).contains(value)
        {
            return Located(value, at: node.location)
        }
        diagnostics.error(
            "\(what()) must be a whole number from 1 to \(maximum), not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// One of an enum's raw values, with a suggestion for a near miss.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, _ what: @autoclosure () -> String, as: Choice.Type
    ) -> Located<Choice>? where Choice.RawValue == String {
        guard let text = string(node, what()) else { return nil }
        if let value = Choice(rawValue: text.value) { return Located(value, at: text.location) }
        let options = Choice.allCases.map(\.rawValue)
        let list = options.map { "'\($0)'" }.joined(separator: ", ")
        diagnostics.error(
            "\(what()) must be one of \(list), not '\(text.value)'\(Suggestion.hint(for: text.value, in: options))",
            at: text.location)
        return nil
    }

    /// `name: Type` pairs, as in `fields` and `context`.
    mutating func fields(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [FieldSpec] {
        if node.scalar?.isNull == true { return [] }
        guard let entries = mapping(node, what()) else { return [] }
        return entries.compactMap { entry in
            swiftType(entry.value, "the type of '\(entry.key)'").map {
                FieldSpec(name: Located(entry.key, at: entry.keyLocation), type: $0)
            }
        }
    }

    /// A Swift type as written. `[String]` and `[String: Int]` unquoted are YAML flow
    /// collections; they are read back as the array and dictionary types they spell.
    mutating func swiftType(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<String>? {
        if let text = Self.typeText(node, inBrackets: false) {
            // At the type's first character: its errors add their offset in the text to it.
            var location = node.location
            if let style = node.scalar?.style, style == .singleQuoted || style == .doubleQuoted { location.column += 1 }
            return Located(text, at: location)
        }
        let problem =
            node.scalar?.isNull == true
            ? "\(what()) is missing; write a Swift type"
            : "\(what()) must be a Swift type, not \(node.kindDescription); quote a type that YAML would read as a mapping"
        diagnostics.error(problem, at: node.location)
        return nil
    }

    private static func typeText(_ node: YAMLNode, inBrackets: Bool) -> String? {
        switch node.kind {
        case .scalar(let scalar) where !scalar.isNull:
            return scalar.text
        case .sequence(let items) where items.count == 1:
            return typeText(items[0], inBrackets: true).map { "[\($0)]" }
        case .mapping(let entries) where entries.count == 1 && inBrackets:
            return typeText(entries[0].value, inBrackets: false).map { "\(entries[0].key): \($0)" }
        default:
            return nil
        }
    }

    /// A list of names, as in `identity` and `imports`.
    mutating func names(_ node: YAMLNode, _ what: @autoclosure () -> String, nonEmpty: Bool = false) -> [Located<
        String
    >] {
        (sequence(node, what(), nonEmpty: nonEmpty) ?? []).compactMap { string($0, "an entry of \(what())") }
    }
}

/// The checked entries of one mapping, looked up by key.
struct KeyedEntries {
    var location: SourceLocation
    var entries: [YAMLMappingEntry]

    /// The entry found by index and only its value copied (`first(where:)` copied the entry, its
    /// key too); keys of another length are passed over without a call to compare them.
    subscript(key: String) -> YAMLNode? {
        let length = key.utf8.count
        return entries.firstIndex { $0.key.utf8.count == length && $0.key == key }.map { entries[$0].value }
    }
}
