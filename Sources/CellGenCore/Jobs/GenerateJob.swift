import Foundation

/// `cellgen generate` and `cellgen check`: finds the specs and the target's settings, then
/// loads and checks every spec and renders and compares (or writes) one file at a time,
/// through a `GeneratorPipeline` and an `OutputSync`; skips all of that when the folder's
/// `GenerationRecord` shows nothing changed. When anything has an error, nothing is written.
public enum GenerateJob {
    /// Which files a run makes. The build plugin declares one command per spec and one for
    /// the support file, so that editing one spec reruns one command; neither removes files.
    public enum Part: Sendable {
        case all
        /// Each spec's `<Screen>+CellGen.swift` and each cell library's `<Library>+CellGen.swift`.
        case screens
        /// `CellGenSupport.swift` alone; the specs' problems are left to their own commands.
        case support

        var templateRoots: Set<String> {
            switch self {
            case .all: TemplateSet.generatedFileRoots
            case .screens: ["screen", "library"]
            case .support: ["support"]
            }
        }
    }

    /// `generate` writes; `check` compares and writes nothing.
    public enum Mode: Sendable {
        /// `generate`: write what changed and remove stale files.
        case write
        /// `check`: touch nothing; report what `write` would change as a unified diff.
        case check

        /// The same, for the writing stage.
        var sync: OutputSync.Mode {
            switch self {
            case .write: .write
            case .check: .check
            }
        }
    }

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

        public init(mode: Mode = .write, configFile: String? = nil, templatesFolder: String? = nil,
                    part: Part = .all, usesRecord: Bool = false) {
            self.mode = mode
            self.configFile = configFile
            self.templatesFolder = templatesFolder
            self.part = part
            self.usesRecord = usesRecord
        }
    }

    public struct Outcome: Sendable {
        /// In the order the stages found them; each spec's sorted by place.
        public var diagnostics: [Diagnostic] = []
        public var failure: JobFailure?
        /// The number of specs checked (or found, when the record showed them unchanged).
        public var specs = 0
        /// Generated files whose bytes differ from the folder's: written, or when checking, that
        /// would be. In name order, as are the others.
        public var changed: [String] = []
        public var unchanged: [String] = []
        /// Files an earlier run generated for specs that are gone: removed, or would be.
        public var removed: [String] = []
        /// When checking: from the folder as it is to the folder as `write` would leave it.
        public var diff = ""
        /// Nothing was checked or rendered: the folder's `GenerationRecord` showed it up to date.
        public var upToDateByRecord = false
        /// Every stage's, summed over specs.
        public var timings = StageTimings()

        public var isUpToDate: Bool { changed.isEmpty && removed.isEmpty }

        /// What `OutputSync` did, in the job's own terms, its timings added to the checking's.
        mutating func take(_ files: OutputSync.Outcome) {
            changed = files.changed
            unchanged = files.unchanged
            removed = files.removed
            diff = files.diff
            upToDateByRecord = files.upToDateByRecord
            timings = timings + files.timings
        }
    }

    public static func run(inputs: [String], output: String, options: Options) -> Outcome {
        var outcome = Outcome()
        guard let found = JobInputs.resolve(inputs, configFile: options.configFile, templatesFolder: options.templatesFolder, use: .rendering,
                                            reportingInto: &outcome.diagnostics)
        else {
            outcome.failure = .diagnosed
            return outcome
        }
        let settings = found.settings, discovery = found.discovery
        do {
            let templates = try settings.templates(roots: options.part.templateRoots)
            let pipeline = GeneratorPipeline(configuration: settings.configuration, templates: templates)
            // Files of other specs are removed only when the inputs are whole folders: then a spec
            // that is not there anymore is gone, rather than just not named on this command line.
            let wholeFolders = inputs.allSatisfy { FileManager.default.isDirectory($0) }
            let sync = OutputSync(folder: output, mode: options.mode.sync,
                                  staleFileMarker: options.part == .all && wholeFolders ? FileHeader.marker : nil)
            // The record hashes the inputs alone: a library found beside a spec given alone is not among them.
            let usesRecord = options.usesRecord && options.part == .all && discovery.diagnostics.isEmpty
                && discovery.companions.isEmpty
            let record = !usesRecord ? nil : RecordCheck(specs: discovery.files, configuration: settings.configuration,
                                                         templates: templates, folder: output)
            if let record, record.isUpToDate {
                outcome.specs = discovery.files.count
                outcome.take(try sync.upToDate(Array(record.expected)))
                return outcome
            }
            let checked = pipeline.checking.check(discovery)
            outcome.specs = checked.count
            if options.part != .support {
                for spec in checked { outcome.diagnostics.report(spec.diagnostics) }
            }
            guard !outcome.diagnostics.contains(where: { $0.severity == .error }) else {
                outcome.failure = .invalidSpecs
                return outcome
            }
            let screens = checked.compactMap(\.screen)
            let libraries = checked.compactMap(\.library)
            let start = ContinuousClock.now
            let support = options.part == .screens ? [] : [try pipeline.renderSupport(for: screens, libraries: libraries)]
            // With `--screens-only`, a library given beside screens is read for them, not written:
            // the build plugin writes each library by a command of its own.
            let writesLibraries = options.part == .all || (options.part == .screens && screens.isEmpty)
            let libraryFiles = !writesLibraries ? [] : try libraries.map { library throws(TemplateError) in try pipeline.render(library) }
            outcome.timings.render = start.duration(to: .now)
            outcome.timings = outcome.timings + checked.map(\.timings).reduce(StageTimings(), +)
            let files = try sync.run(options.part == .support ? [] : screens, render: { try pipeline.render($0) }, others: libraryFiles + support)
            outcome.take(files)
            if options.mode == .write, let record, let inputs = record.inputs, checked.allSatisfy(\.diagnostics.isEmpty) {
                GenerationRecord(inputs: inputs, outputs: files.hashes).save(for: output)
            }
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
}
