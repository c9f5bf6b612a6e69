/// `cellgen templates list` and `cellgen templates print`: the built-in templates, to copy
/// and override.
public enum TemplatesJob {
    public struct Outcome: Sendable {
        /// Template name -> text.
        public var templates: [String: String]

        public var names: [String] { templates.keys.sorted() }

        /// Why `name` cannot be printed, with the closest name.
        public func unknown(_ name: String) -> String {
            "no built-in template named '\(name)'\(Suggestion.hint(for: name, in: names)) (`cellgen templates list` lists them)"
        }
    }

    /// Throws only when a built-in template does not parse: a broken build, not bad input.
    public static func run() throws(TemplateError) -> Outcome {
        Outcome(templates: try TemplateSet.builtIn().sources)
    }
}
