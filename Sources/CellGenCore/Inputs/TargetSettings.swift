/// What a run takes from its target: the `cellgen.yml` named on the command line, else the one
/// beside the inputs (if any), and the templates folder named on the command line, else the
/// one that configuration names.
struct TargetSettings {
    var configuration: TargetConfiguration
    var templatesFolder: String?

    /// Nil settings when the configuration has an error (or the inputs have two of them).
    static func resolve(
        for inputs: [String], configFile: String?, templatesFolder: String?,
        use: TargetConfiguration.Use
    ) -> (settings: TargetSettings?, diagnostics: Diagnostics) {
        var file = configFile
        var diagnostics = Diagnostics()
        if file == nil {
            let found = TargetConfiguration.find(for: inputs)
            diagnostics = found.diagnostics
            guard !diagnostics.hasErrors else { return (nil, diagnostics) }
            file = found.file
        }
        guard let file else {
            return (TargetSettings(configuration: TargetConfiguration(), templatesFolder: templatesFolder), diagnostics)
        }
        let loaded = TargetConfiguration.load(file: file, for: use)
        diagnostics.append(contentsOf: loaded.diagnostics)
        let settings = loaded.configuration.map {
            TargetSettings(configuration: $0, templatesFolder: templatesFolder ?? $0.templatesFolder)
        }
        return (settings, diagnostics)
    }

    /// The templates' texts, with the overrides of the templates folder.
    func templateSources() throws(TemplateError) -> TemplateSources {
        try TemplateSources.reading(overridesIn: templatesFolder)
    }

    /// Parses `roots` and what they include (nil: every template).
    func templates(roots: Set<String>? = nil) throws(TemplateError) -> TemplateSet {
        try TemplateSet(parsing: templateSources(), roots: roots)
    }
}
