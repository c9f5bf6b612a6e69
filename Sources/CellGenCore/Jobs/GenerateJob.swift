import Foundation

/// `cellgen generate` and `cellgen check`: finds the specs and the target's settings, then
/// loads and checks every spec and renders and compares (or writes) one file at a time,
/// through a `GeneratorPipeline` and an `OutputSync`; skips all of that when the folder's
/// `GenerationRecord` shows nothing changed. When anything has an error, nothing is written.
public enum GenerateJob {
    /// `generate` writes what changed and removes stale files; `check` touches nothing and
    /// reports what `generate` would change as a unified diff.
    public typealias Mode = OutputSync.Mode

    public struct Options: Sendable {
        public var mode: Mode
        /// The target's `cellgen.yml`; nil: the one beside the inputs, if any.
        public var configFile: String?
        /// Template overrides; nil: the folder `cellgen.yml` names, if any.
        public var templatesFolder: String?
        public var part: Part
        /// Whether the run may stop early on the folder's `GenerationRecord`, and records itself
        /// when complete. The record is a cache of the machine, keyed on the running binary: the
        /// CLI turns it on; off by default, so a library or test caller leaves none behind.
        public var usesRecord: Bool
        /// For the build plugin, which reads `cellgen.yml` with a line scan to declare its
        /// outputs: whether it declared `+Models.swift` files. Nil: not a plugin's run.
        public var declaredModelsFiles: Bool?

        public init(
            mode: Mode = .write, configFile: String? = nil, templatesFolder: String? = nil,
            part: Part = .all, usesRecord: Bool = false, declaredModelsFiles: Bool? = nil
        ) {
            self.mode = mode
            self.configFile = configFile
            self.templatesFolder = templatesFolder
            self.part = part
            self.usesRecord = usesRecord
            self.declaredModelsFiles = declaredModelsFiles
        }
    }

    /// What the run found and did. The files' side is `OutputSync`'s own outcome, read through
    /// this one (`outcome.changed`, `outcome.diff`, `outcome.isUpToDate`, ...).
    @dynamicMemberLookup
    public struct Outcome: Sendable {
        /// In the order the stages found them; each spec's sorted by place.
        public var diagnostics: [Diagnostic] = []
        public var failure: JobFailure?
        /// The number of specs checked (or found, when the record showed them unchanged).
        public var specs = 0
        /// The generated files: changed (written, or when checking, would be), unchanged and
        /// removed, in name order, and when checking the diff.
        public var files = OutputSync.Outcome()
        /// Every stage's, summed over specs.
        public var timings = StageTimings()

        public subscript<Value>(dynamicMember keyPath: KeyPath<OutputSync.Outcome, Value>) -> Value {
            files[keyPath: keyPath]
        }

        /// What `OutputSync` did, its timings added to the checking's.
        mutating func take(_ files: OutputSync.Outcome) {
            self.files = files
            timings = timings + files.timings
        }
    }

    /// The stages: the inputs and settings; the templates' texts and the output folder; the
    /// record's short cut; checking every spec while the templates are parsed; rendering and
    /// syncing the files; the record.
    public static func run(inputs: [String], output: String, options: Options) -> Outcome {
        var outcome = Outcome()
        guard
            let found = JobInputs.resolve(
                inputs, configFile: options.configFile, templatesFolder: options.templatesFolder, use: .rendering,
                reportingInto: &outcome.diagnostics)
        else {
            outcome.failure = .diagnosed
            return outcome
        }
        if let problem = modelsProblem(found.settings.configuration, options: options) {
            outcome.diagnostics.append(problem)
            outcome.failure = .diagnosed
            return outcome
        }
        do {
            let sources = try found.settings.templateSources()
            let sync = outputSync(for: inputs, output: output, options: options)
            let record = recordCheck(of: found, templates: sources, output: output, options: options)
            if let record, record.isUpToDate {
                outcome.specs = found.discovery.files.count
                outcome.take(try sync.upToDate(Array(record.expected)))
                return outcome
            }
            // Parsed while the specs are checked, on a core of its own at first; a template that
            // does not parse is reported alone, as when it was parsed before the specs were read.
            let roots = options.part.templateRoots
            let parsing = BackgroundValue { () throws(TemplateError) in
                try TemplateSet(parsing: sources, roots: roots)
            }
            let checking = GeneratorPipeline.Checking(configuration: found.settings.configuration)
            let checked = checking.check(found.discovery)
            let pipeline = GeneratorPipeline(
                checking: checking, templates: try parsing.take(), configuration: found.settings.configuration)
            report(checked, part: options.part, into: &outcome)
            guard outcome.failure == nil else { return outcome }
            outcome.take(
                try render(checked, with: pipeline, through: sync, part: options.part, timings: &outcome.timings))
            if options.mode == .write, let record, checked.allSatisfy(\.diagnostics.isEmpty),
                let inputs = record.inputs(checked: checked)
            {
                GenerationRecord(inputs: inputs, outputs: outcome.hashes).save(for: output)
            }
            BackgroundRelease.release((consume checked, consume pipeline))
        } catch let error as TemplateError {
            outcome.diagnostics.append(error.diagnostic)
            outcome.failure = .diagnosed
        } catch let error as OutputError {
            outcome.failure = .output(message: error.message)
        } catch {
            outcome.failure = .unwritable(error)
        }
        return outcome
    }

    /// `--models-only` writes the models of another module, so it needs `modelsModule:`; a build
    /// plugin's declared outputs must be the files the configuration makes, or the build would
    /// miss a file or compile a stale one.
    private static func modelsProblem(_ configuration: TargetConfiguration, options: Options) -> Diagnostic? {
        let models = configuration.defaults.models
        if options.part == .models, models.module == nil {
            return .error(
                "--models-only writes the models files of a module of their own, but cellgen.yml names none: set 'modelsModule' there (with 'models: separate' alone, generate writes them beside the screens)",
                at: configuration.modelsLocation)
        }
        if let declared = options.declaredModelsFiles, declared != models.writesBesideScreens {
            return .error(
                (declared
                    ? "the build plugin declared +Models.swift files, but cellgen.yml does not write them beside the screens"
                    : "cellgen.yml writes +Models.swift files, but the build plugin did not find 'models: separate' there: write it on a line of its own, at the top level, without 'modelsModule'")
                    + "; SwiftPM asks the plugin again only when the package changes: after editing 'models', touch Package.swift",
                at: configuration.modelsLocation)
        }
        return nil
    }

    /// Files of other specs are removed only when a whole run's inputs are whole folders: then a
    /// spec that is not there anymore is gone, rather than just not named on this command line.
    private static func outputSync(for inputs: [String], output: String, options: Options) -> OutputSync {
        let wholeFolders = inputs.allSatisfy { FileManager.default.isDirectory($0) }
        return OutputSync(
            folder: output, mode: options.mode,
            staleFileMarker: options.part.removesStaleFiles && wholeFolders ? FileHeader.marker : nil)
    }

    /// The record check, when the run may use one. The record hashes the inputs alone: a library
    /// found beside a spec given alone is not among them.
    private static func recordCheck(of found: JobInputs, templates: TemplateSources, output: String, options: Options)
        -> RecordCheck?
    {
        guard options.usesRecord, options.part.isWhole, found.discovery.diagnostics.isEmpty,
            found.discovery.companions.isEmpty
        else { return nil }
        return RecordCheck(
            specs: found.discovery.files, configuration: found.settings.configuration, templates: templates,
            folder: output)
    }

    /// Every checked spec's problems reported; `.invalidSpecs` when any is an error.
    private static func report(_ checked: [SpecLoader.LoadedSpec], part: Part, into outcome: inout Outcome) {
        outcome.specs = checked.count
        outcome.timings = outcome.timings + checked.map(\.timings).reduce(StageTimings(), +)
        if part.coversScreens {
            for spec in checked { outcome.diagnostics.report(spec.diagnostics) }
        }
        if outcome.diagnostics.contains(where: { $0.severity == .error }) { outcome.failure = .invalidSpecs }
    }

    /// The part's files rendered and brought into the folder: the support file and the
    /// libraries' first (the time that takes is `timings.render`), then the screens', each
    /// written as soon as it is rendered.
    private static func render(
        _ checked: [SpecLoader.LoadedSpec], with pipeline: GeneratorPipeline, through sync: OutputSync, part: Part,
        timings: inout StageTimings
    ) throws -> OutputSync.Outcome {
        let screens = checked.compactMap(\.screen)
        let libraries = checked.compactMap(\.library)
        let start = ContinuousClock.now
        let support = part.rendersSupport ? [try pipeline.renderSupport(for: screens, libraries: libraries)] : []
        let libraryFiles =
            part.writesLibraries(besideScreens: !screens.isEmpty)
            ? try libraries.flatMap { library throws(TemplateError) in
                let writes = part.writes(library.models)
                return try pipeline.render(library, file: writes.file, models: writes.models)
            } : []
        timings.render = start.duration(to: .now)
        return try sync.run(
            part.coversScreens ? screens : [],
            render: { screen in
                let writes = part.writes(screen.models)
                return try pipeline.render(screen, file: writes.file, models: writes.models)
            }, others: libraryFiles + support)
    }
}
