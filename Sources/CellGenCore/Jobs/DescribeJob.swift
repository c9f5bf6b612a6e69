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
        var inputs = ReviewInputs()
        let loaded = inputs.screen(at: spec, configFile: configFile, reportingInto: &outcome.diagnostics)
        outcome.failure = loaded.failure
        outcome.markdown = loaded.screen.map(ScreenDescription.markdown(of:))
        return outcome
    }
}

/// The checked screens `describe` and `diff` read: a spec file with the cell libraries its
/// `uses` names (`SpecsAsGiven`) and the target's `cellgen.yml`.
struct ReviewInputs {
    private var specs = SpecsAsGiven()

    /// The screen, or why there is none.
    mutating func screen(
        at spec: String, configFile: String?, reportingInto diagnostics: inout [Diagnostic]
    ) -> (screen: Screen?, failure: JobFailure?) {
        guard
            let settings = JobInputs.settings(
                for: [spec], configFile: configFile, templatesFolder: nil, use: .review, reportingInto: &diagnostics)
        else { return (nil, .diagnosed) }
        guard let (checked, _) = specs.check(spec, configuration: settings.configuration, reportingInto: &diagnostics)
        else { return (nil, .invalidSpecs) }
        guard let screen = checked.screen else {
            if checked.library != nil {
                diagnostics.append(
                    .error("\(spec) is a cell library; give a screen spec (<Screen>.screen.yml)", at: .start(of: spec)))
            }
            return (nil, .invalidSpecs)
        }
        return (screen, nil)
    }
}
