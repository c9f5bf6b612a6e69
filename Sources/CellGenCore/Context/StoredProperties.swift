/// The values of a struct with stored properties, each with its default value if it has one: an
/// internal struct gets Swift's memberwise initializer (which takes those defaults), a public one
/// writes it out with the same parameters (`initParameters`).
///
/// Each value is made when asked for: a `TemplateObject` that shows a struct (`ViewValues`)
/// makes `initParameters` only when a template reads it, which only public and package screens'
/// templates do (a fifth of the benchmark corpus; 6,000 instructions a struct).
struct StoredProperties {
    enum Name: String, CaseIterable {
        case fields, hasFields, initParameters
    }

    let fields: [Field]
    /// Default values by field name.
    let defaults: [String: String]

    init(_ fields: [Field], defaults: [String: String] = [:]) {
        self.fields = fields
        self.defaults = defaults
    }

    func value(of name: Name) -> TemplateValue {
        switch name {
        case .fields:
            .list(fields.map { StoredField($0, defaultValue: Spelling.defaultValue(of: $0, in: defaults)).templateValue })
        case .hasFields: .flag(!fields.isEmpty)
        case .initParameters: .text(Spelling.parameters(fields, defaults: defaults))
        }
    }

    /// All of them, for the builders that set entries.
    var values: TemplateValues {
        ["fields": value(of: .fields), "hasFields": value(of: .hasFields), "initParameters": value(of: .initParameters)]
    }
}
