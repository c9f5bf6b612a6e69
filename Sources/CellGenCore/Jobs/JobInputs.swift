/// How every job over specs starts: the target's settings, then the spec files the inputs lead
/// to, each step's diagnostics reported into the job's in that order. Every job then checks its
/// specs through `GeneratorPipeline.Checking(configuration: settings.configuration)`, generate's
/// inside its `GeneratorPipeline`.
struct JobInputs {
    var settings: TargetSettings
    var discovery: SpecDiscovery.FoundSpecs

    /// Nil when the configuration has an error: then no spec is looked for.
    static func resolve(
        _ inputs: [String], configFile: String?, templatesFolder: String?, use: TargetConfiguration.Use,
        reportingInto diagnostics: inout [Diagnostic]
    ) -> JobInputs? {
        guard
            let settings = settings(
                for: inputs, configFile: configFile, templatesFolder: templatesFolder, use: use,
                reportingInto: &diagnostics)
        else { return nil }
        let discovery = SpecDiscovery.find(inputs)
        diagnostics.report(discovery.diagnostics)
        return JobInputs(settings: settings, discovery: discovery)
    }

    /// The first step alone, for a job that reads one spec as given (scaffold): nil when the
    /// configuration has an error.
    /// `reported` maps each diagnostic on its way out (`diff --base`: to the files at a revision).
    static func settings(
        for inputs: [String], configFile: String?, templatesFolder: String?, use: TargetConfiguration.Use,
        reportingInto diagnostics: inout [Diagnostic],
        mapping reported: (Diagnostic) -> Diagnostic = { $0 }
    ) -> TargetSettings? {
        let resolved = TargetSettings.resolve(
            for: inputs, configFile: configFile, templatesFolder: templatesFolder, use: use)
        diagnostics.report(Diagnostics(resolved.diagnostics.map(reported)))
        return resolved.settings
    }
}
