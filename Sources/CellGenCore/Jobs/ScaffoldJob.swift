import Foundation

/// `cellgen scaffold`: writes, once, the files of a spec a team owns (a class per cell and
/// header view, its conformance, the view controller). Never overwrites a file.
public enum ScaffoldJob {
    public struct Options: Sendable {
        /// The target's `cellgen.yml`; nil: the one beside the spec, if any.
        public var configFile: String?
        /// Template overrides; nil: the folder `cellgen.yml` names, if any.
        public var templatesFolder: String?

        public init(configFile: String? = nil, templatesFolder: String? = nil) {
            self.configFile = configFile
            self.templatesFolder = templatesFolder
        }
    }

    public struct Outcome: Sendable {
        /// In the order the stages found them.
        public var diagnostics: [Diagnostic] = []
        public var failure: JobFailure?
        /// Files written, and files left alone because they exist, in the order rendered. Both
        /// empty when the job failed, even if it wrote some files before a write failed.
        public var written: [String] = []
        public var kept: [String] = []
        /// Reading, decoding, validation, rendering (template parsing aside) and writing.
        public var timings = StageTimings()
    }

    public static func run(spec: String, output: String, options: Options) -> Outcome {
        var outcome = Outcome()
        guard
            let settings = JobInputs.settings(
                for: [spec], configFile: options.configFile, templatesFolder: options.templatesFolder, use: .rendering,
                reportingInto: &outcome.diagnostics)
        else {
            outcome.failure = .diagnosed
            return outcome
        }
        var specs = SpecsAsGiven()
        guard
            let (checked, libraries) = specs.check(
                spec, configuration: settings.configuration, reportingInto: &outcome.diagnostics)
        else { return outcome }
        outcome.timings = checked.timings
        guard checked.screen != nil || checked.library != nil else {
            outcome.failure = .invalidSpecs
            return outcome
        }
        do {
            let generator = ScaffoldGenerator(templates: try settings.templates())
            var start = ContinuousClock.now
            // A library's cells are written once, whichever screen that uses it is scaffolded.
            var files: [GeneratedFile] = []
            if let screen = checked.screen {
                files = try generator.files(for: screen)
                for library in libraries where screen.libraries.contains(library.name) {
                    files += try generator.files(for: library)
                }
            } else if let library = checked.library {
                files = try generator.files(for: library)
            }
            outcome.timings.render += start.duration(to: .now)
            start = .now
            (outcome.written, outcome.kept) = try OutputWriter().writeNewFiles(files, in: output)
            outcome.timings.write += start.duration(to: .now)
        } catch let error as TemplateError {
            outcome.diagnostics.append(error.diagnostic)
            outcome.failure = .diagnosed
        } catch {
            outcome.failure = .unwritable(error)
        }
        return outcome
    }
}
