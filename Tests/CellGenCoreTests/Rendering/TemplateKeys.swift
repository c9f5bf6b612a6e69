@testable import CellGenCore

/// The keys one side of the context -> template contract names: those a template's tags read
/// (walking the parsed templates, every component of a dotted name) and those a context
/// builder's values hold (at any depth).
enum TemplateKeys {
    /// The names read by `{{name}}`, `{{#name}}` and `{{^name}}` tags among `nodes`, at any depth;
    /// `.` (the current value) is no key.
    static func read(by nodes: [TemplateNode]) -> Set<String> {
        var keys: Set<String> = []
        for node in nodes {
            switch node {
            case .text:
                continue
            case .variable(let name):
                keys.formUnion(name.components.map(\.name))
            case .section(let name, let children, _), .invertedSection(let name, let children, _):
                keys.formUnion(name.components.map(\.name))
                keys.formUnion(read(by: children))
            case .block(_, let children, _, _), .blockDefinition(_, let children):
                keys.formUnion(read(by: children))
            case .partial(_, _, let overrides, _):
                for children in (overrides ?? [:]).values { keys.formUnion(read(by: children)) }
            }
        }
        return keys
    }

    /// The names `root` and every template it includes read.
    static func read(from root: String, in templates: [String: ParsedTemplate]) throws -> Set<String> {
        let reached = try TemplateReferences.closure(of: [root]) { templates[$0] }
        return reached.values.reduce(into: []) { $0.formUnion(read(by: $1.nodes)) }
    }

    /// Every key of `values` and of the objects inside it, in lists too.
    static func produced(by values: TemplateValues) -> Set<String> {
        values.keys.reduce(into: Set(values.keys)) { keys, key in keys.formUnion(produced(by: values.value(key)!)) }
    }

    private static func produced(by value: TemplateValue) -> Set<String> {
        switch value {
        case .text, .flag: []
        case .list(let list): list.reduce(into: []) { $0.formUnion(produced(by: $1)) }
        case .object, .computed: produced(by: value.object!)
        }
    }
}
