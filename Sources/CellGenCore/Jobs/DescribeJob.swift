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

/// The checked screens `describe` and `diff` read: a spec file with the cell libraries its
/// `uses` names (found as every command finds them) and the target's `cellgen.yml`.
enum ReviewInputs {
    /// The screen, or why there is none.
    static func screen(
        at spec: String, configFile: String?, reportingInto diagnostics: inout [Diagnostic]
    ) -> (screen: Screen?, failure: JobFailure?) {
        guard let settings = JobInputs.settings(for: [spec], configFile: configFile, templatesFolder: nil, use: .review, reportingInto: &diagnostics)
        else { return (nil, .diagnosed) }
        // The libraries it uses come first, with their own errors.
        let loaded = GeneratorPipeline.Checking(configuration: settings.configuration).check(files: [spec])
        for result in loaded { diagnostics.report(result.diagnostics) }
        guard let checked = loaded.last, checked.file == spec else { return (nil, .invalidSpecs) }
        guard let screen = checked.screen else {
            if checked.library != nil {
                diagnostics.append(.error("\(spec) is a cell library; give a screen spec (<Screen>.screen.yml)", at: .start(of: spec)))
            }
            return (nil, .invalidSpecs)
        }
        return (screen, nil)
    }
}
