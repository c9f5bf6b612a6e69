/// Spelling of names and text in generated code; every name and every piece of user text that
/// reaches a template goes through here.
enum Spelling {
    /// A property, case, method or label name, in backticks where Swift needs them.
    static func member(_ name: String) -> String {
        spelled(name, at: .member)
    }

    /// An argument label. Keywords need no backticks there (and get a warning with them).
    static func label(_ name: String) -> String {
        spelled(name, at: .argumentLabel)
    }

    /// A type nested in the screen's namespace.
    static func type(_ name: String) -> String {
        spelled(name, at: .typeName)
    }

    /// `name` in backticks where the keyword tables say it needs them at `position`, else as it
    /// is: what `SwiftIdentifier.escaped(_:for:) ?? name` gives, without checking again that
    /// the name is an identifier (the checks did; a quarter of a million names a run). The
    /// tables list only identifiers and `_`, so a name that is none is spelled as it is either way.
    private static func spelled(_ name: String, at position: SwiftNamePosition) -> String {
        SwiftKeywords.spelling(of: name, in: position) == .backticks ? "`" + name + "`" : name
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
