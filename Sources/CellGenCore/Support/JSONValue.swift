/// A JSON document whose objects keep their keys in the order given, printed the same bytes
/// on every run: what `cellgen schema` writes.
public indirect enum JSONValue: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// Two-space indented, one key or element per line, a newline at the end.
    public var printed: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .string(let text): output += Self.quoted(text)
        case .number(let number): output += Wording.number(number)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let items) where items.isEmpty: output += "[]"
        case .object(let entries) where entries.isEmpty: output += "{}"
        case .array(let items) where items.allSatisfy(\.isScalar):
            // A list of words (`enum`, `required`) reads best on one line.
            output += "[" + items.map(\.printed).map { String($0.dropLast()) }.joined(separator: ", ") + "]"
        case .array(let items):
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                item.write(to: &output, indent: inner)
                output += index < items.count - 1 ? ",\n" : "\n"
            }
            output += indent + "]"
        case .object(let entries):
            output += "{\n"
            for (index, entry) in entries.enumerated() {
                output += inner + Self.quoted(entry.key) + ": "
                entry.value.write(to: &output, indent: inner)
                output += index < entries.count - 1 ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .string, .number, .bool, .null: true
        case .array, .object: false
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped (RFC 8259).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

}
