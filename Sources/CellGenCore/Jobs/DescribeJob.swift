/// `cellgen describe`: a screen spec as Markdown for a pull request description.
public enum DescribeJob {
    public struct Outcome: Sendable {
        /// In the order the stages found them.
        public var diagnostics: [Diagnostic] = []
        public var failure: JobFailure?
        public var markdown: String?
    }

    public static func run(spec: String, configFile: String?) -> Outcome {
        var outcome = Outcome()
        let loaded = ReviewInputs.screen(at: spec, configFile: configFile, reportingInto: &outcome.diagnostics)
        outcome.failure = loaded.failure
        outcome.markdown = loaded.screen.map(ScreenDescription.markdown(of:))
        return outcome
    }
}

/// The checked screens `describe` and `diff` read: a spec file with the cell libraries beside
/// it (which its `uses` may name) and the target's `cellgen.yml`, as `scaffold` reads them.
enum ReviewInputs {
    /// The screen, or why there is none.
    static func screen(
        at spec: String, configFile: String?, reportingInto diagnostics: inout [Diagnostic]
    ) -> (screen: Screen?, failure: JobFailure?) {
        guard let settings = JobInputs.settings(for: [spec], configFile: configFile, templatesFolder: nil, reportingInto: &diagnostics)
        else { return (nil, .diagnosed) }
        let loaded = GeneratorPipeline.Checking(configuration: settings.configuration).check(files: SpecDiscovery.libraries(besides: spec) + [spec])
        guard let checked = loaded.first(where: { $0.file == spec }) else { return (nil, .invalidSpecs) }
        diagnostics.report(checked.diagnostics)
        guard let screen = checked.screen else {
            if checked.library != nil {
                diagnostics.append(.error("\(spec) is a cell library; give a screen spec (<Screen>.screen.yml)", at: .start(of: spec)))
            }
            return (nil, .invalidSpecs)
        }
        return (screen, nil)
    }
}
