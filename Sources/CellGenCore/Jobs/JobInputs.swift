/// What a job over spec inputs starts from: the target's settings and the spec files the inputs
/// lead to.
struct JobInputs {
    var settings: TargetSettings
    var discovery: SpecDiscovery.FoundSpecs

    /// Reports the settings' diagnostics, then the discovery's, into `diagnostics`. Nil when the
    /// configuration has an error: then no spec is looked for.
    static func resolve(_ inputs: [String], configFile: String?, templatesFolder: String?,
                        reportingInto diagnostics: inout [Diagnostic]) -> JobInputs? {
        let resolved = TargetSettings.resolve(for: inputs, configFile: configFile, templatesFolder: templatesFolder)
        diagnostics.report(resolved.diagnostics)
        guard let settings = resolved.settings else { return nil }
        let discovery = SpecDiscovery.find(inputs)
        diagnostics.report(discovery.diagnostics)
        return JobInputs(settings: settings, discovery: discovery)
    }
}
