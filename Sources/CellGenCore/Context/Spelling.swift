/// Spelling of names and text in generated code; every name and every piece of user text that
/// reaches a template goes through here.
enum Spelling {
    /// A property, case, method or label name, in backticks where Swift needs them. Names are
    /// validated before rendering, so the fallback is never taken for a checked screen.
    static func member(_ name: String) -> String {
        SwiftIdentifier.escaped(name, for: .member) ?? name
    }

    /// An argument label. Keywords need no backticks there (and get a warning with them).
    static func label(_ name: String) -> String {
        SwiftIdentifier.escaped(name, for: .argumentLabel) ?? name
    }

    /// A type nested in the screen's namespace.
    static func type(_ name: String) -> String {
        SwiftIdentifier.escaped(name, for: .typeName) ?? name
    }

    /// `name: Type, other: Type = nil` for an initializer: labels, which the body refers to as
    /// members, with the default values given by field name.
    /// Appended piece by piece to one buffer of bytes: an interpolation per field and `joined`
    /// built a string per field and per piece (2% of a `generate` run), and appending to a
    /// `String` cost about 370 instructions a piece (small strings growing into large ones).
    static func parameters(_ fields: [Field], defaults: [String: String] = [:]) -> String {
        var parameters: [UInt8] = []
        parameters.reserveCapacity(32 * fields.count)
        for field in fields {
            if !parameters.isEmpty { parameters += ", ".utf8 }
            parameters += label(field.name).utf8
            parameters += ": ".utf8
            parameters += field.type.utf8
            if let value = defaultValue(of: field, in: defaults) {
                parameters += " = ".utf8
                parameters += value.utf8
            }
        }
        return String(decoding: parameters, as: UTF8.self)
    }

    /// The values of a struct with stored properties (`StoredProperties`), as entries.
    static func storedProperties(_ fields: [Field], defaults: [String: String] = [:]) -> TemplateValues {
        StoredProperties(fields, defaults: defaults).values
    }

    /// The field's default value, if `defaults` gives one; most structs have none, and an empty
    /// dictionary still hashes the name it is asked for.
    static func defaultValue(of field: Field, in defaults: [String: String]) -> String? {
        defaults.isEmpty ? nil : defaults[field.name]
    }

    /// `/// text` lines for a doc comment.
    static func doc(_ text: String) -> [String] {
        SwiftDocComment.documentationLines(text)
    }

    /// A Swift string literal that evaluates to exactly `text`.
    static func literal(_ text: String) -> String {
        SwiftStringLiteral.quoted(text)
    }
}
