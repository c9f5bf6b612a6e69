/// `cellgen lint`: checks every spec and reports every problem; writes nothing.
public enum LintJob {
    public struct Options: Sendable {
        /// The target's `cellgen.yml`; nil: the one beside the inputs, if any.
        public var configFile: String?

        public init(configFile: String? = nil) {
            self.configFile = configFile
        }
    }

    public struct Outcome: Sendable {
        /// In the order the stages found them; each spec's sorted by place.
        public var diagnostics: [Diagnostic] = []
        /// `.diagnosed` when the configuration has an error (no spec is read then),
        /// `.invalidSpecs` when an input or a spec has one. Warnings alone do not fail.
        public var failure: JobFailure?
        /// The number of specs checked.
        public var specs = 0
        /// Reading, decoding and validation, summed over specs.
        public var timings = StageTimings()
    }

    public static func run(inputs: [String], options: Options) -> Outcome {
        var outcome = Outcome()
        guard
            let found = JobInputs.resolve(
                inputs, configFile: options.configFile, templatesFolder: nil, use: .review,
                reportingInto: &outcome.diagnostics)
        else {
            outcome.failure = .diagnosed
            return outcome
        }
        let checked = GeneratorPipeline.Checking(configuration: found.settings.configuration).check(found.discovery)
        for spec in checked {
            outcome.diagnostics.report(spec.diagnostics)
            outcome.timings = outcome.timings + spec.timings
        }
        outcome.specs = checked.count
        if outcome.diagnostics.contains(where: { $0.severity == .error }) { outcome.failure = .invalidSpecs }
        return outcome
    }
}
