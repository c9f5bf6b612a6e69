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
    static func parameters(_ fields: [Field], defaults: [String: String] = [:]) -> String {
        fields.map { field in "\(label(field.name)): \(field.type)" + (defaults[field.name].map { " = \($0)" } ?? "") }
            .joined(separator: ", ")
    }

    /// The values of a struct with stored properties, each with its default value if it has one: an
    /// internal struct gets Swift's memberwise initializer (which takes those defaults), a public one
    /// writes it out with the same parameters (`initParameters`).
    static func storedProperties(_ fields: [Field], defaults: [String: String] = [:]) -> TemplateValues {
        [
            "fields": fields.map {
                var values: TemplateValues = ["name": member($0.name), "type": $0.type]
                // A list of one or none, so a field without one never finds an outer `defaultValue`.
                values["defaultValue"] = defaults[$0.name].map { [$0] } ?? []
                return values
            },
            "hasFields": !fields.isEmpty,
            "initParameters": parameters(fields, defaults: defaults),
        ]
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
