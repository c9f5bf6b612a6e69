import CellGenCore

/// A spec's YAML as the JSON an editor's YAML language server checks against the schema: plain
/// scalars typed by the YAML 1.2 core schema (`on` and `yes` stay text, as CellGen reads them;
/// YAML 1.1 parsers such as PyYAML would make them booleans), quoted scalars always text.
enum YAMLAsJSON {
    static func value(of node: YAMLNode) -> JSONValue {
        switch node.kind {
        case .mapping(let entries): .object(entries.map { (key: $0.key, value: value(of: $0.value)) })
        case .sequence(let items): .array(items.map(value(of:)))
        case .scalar(let scalar): value(of: scalar)
        }
    }

    private static func value(of scalar: YAMLScalar) -> JSONValue {
        guard scalar.style == .plain else { return .string(scalar.text) }
        let text = scalar.text
        if scalar.isNull { return .null }
        if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
        if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
        if let number = number(text) { return .number(number) }
        return .string(text)
    }

    /// The core schema's int and float forms (decimal, 0o octal, 0x hex, .inf and .nan aside:
    /// JSON has no spelling for them, and no spec uses them).
    private static func number(_ text: String) -> Double? {
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return Double(value) }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) }
        let digits = text.drop { $0 == "-" || $0 == "+" }
        guard let first = digits.first, first.isASCII, first.isNumber || first == "." else { return nil }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }) else { return nil }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
}
