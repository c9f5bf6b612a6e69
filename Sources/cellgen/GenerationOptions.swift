import ArgumentParser
import Foundation
import CellGenCore

/// The inputs and options `generate` and `check` share, and the work they share: load, check
/// and render every spec, then compare with the output folder.
struct GenerationOptions: ParsableArguments {
    @Argument(help: "Spec files, or folders to search for *.screen.yml and *.screen.yaml.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The folder the generated files go in.")
    var output: String

    @OptionGroup var target: TargetOptions
    @OptionGroup var templates: TemplatesOption

    /// For the build plugin, which declares one command per spec and one for the support file,
    /// so that editing one spec reruns one command. Neither removes other files.
    @Flag(help: .hidden) var screensOnly = false
    @Flag(help: .hidden) var supportOnly = false

    @Flag(help: "Print the time each stage took, and the number of files written, on standard error.")
    var timings = false

    /// Loads and checks every spec, then renders and compares (or writes) one file at a time;
    /// skips all of that when the folder's `GenerationRecord` shows nothing changed. Nil when
    /// anything has an error; the diagnostics are printed by then and nothing was written.
    func sync(_ mode: OutputSync.Mode, report: inout DiagnosticReport) -> (outcome: OutputSync.Outcome, specs: Int)? {
        guard let settings = target.settings(for: inputs, templates: templates.folder, report: &report) else { return nil }
        let discovery = SpecDiscovery.find(inputs)
        report.add(discovery.diagnostics)
        do {
            let templates = try settings.templates(roots: screensOnly ? ["screen"] : supportOnly ? ["support"] : TemplateSet.generatedFileRoots)
            let generator = CodeGenerator(templates: templates, extraHeaderLines: settings.configuration.headerLines)
            // Files of other specs are removed only when the inputs are whole folders: then a spec
            // that is not there anymore is gone, rather than just not named on this command line.
            let wholeFolders = inputs.allSatisfy { FileManager.default.isDirectory($0) }
            let sync = OutputSync(folder: output, mode: mode, staleFileMarker: !screensOnly && !supportOnly && wholeFolders ? FileHeader.marker : nil)
            let usesRecord = !screensOnly && !supportOnly && discovery.diagnostics.isEmpty
            let record = !usesRecord ? nil : RecordCheck(specs: discovery.files, settings: settings, templates: templates, folder: output)
            if let record, record.isUpToDate {
                return (try sync.upToDate(Array(record.expected)), discovery.files.count)
            }
            let results = SpecLoader(defaultAccess: settings.configuration.access).load(files: discovery.files)
            // The support file's command leaves reporting a spec's problems to that spec's command.
            if !supportOnly {
                for result in results { report.add(result.diagnostics) }
            }
            guard !report.hasErrors else {
                report.printSummary(checked: results.count, noun: "spec")
                DiagnosticReport.printError("cellgen: nothing was written")
                return nil
            }
            let screens = results.compactMap(\.screen)
            let start = ContinuousClock.now
            let support = screensOnly ? [] : [try generator.supportFile(for: screens)]
            let supportTime = start.duration(to: .now)
            var outcome = try sync.run(supportOnly ? [] : screens, render: { try generator.file(for: $0) }, others: support)
            outcome.timings.render += supportTime
            outcome.timings = outcome.timings + results.map(\.timings).reduce(StageTimings(), +)
            if mode == .write, let record, let inputs = record.inputs, results.allSatisfy(\.diagnostics.isEmpty) {
                GenerationRecord(inputs: inputs, outputs: outcome.hashes).save(for: output)
            }
            return (outcome, results.count)
        } catch let error as TemplateError {
            report.add(error.diagnostic)
        } catch let error as OutputError {
            DiagnosticReport.printError("cellgen: error: \(error.message)")
        } catch {
            DiagnosticReport.printError("cellgen: error: cannot write into '\(output)': \(error.localizedDescription)")
        }
        return nil
    }
}

/// Whether the folder's `GenerationRecord` says everything is up to date: same binary,
/// templates, configuration and specs as the last complete run, and the same output bytes.
struct RecordCheck {
    /// The fingerprint of this run's inputs; nil when a spec cannot be read.
    var inputs: UInt64?
    /// The files this run generates.
    var expected: Set<String>
    var isUpToDate = false

    init(specs: [String], settings: TargetOptions.Settings, templates: TemplateSet, folder: String) {
        expected = Set(specs.map(SpecFileName.outputFileName(of:)) + [SpecFileName.supportFileName])
        var environment = [CellGenVersion.current, Self.executableIdentity, settings.configuration.access.rawValue]
        environment += settings.configuration.headerLines
        environment += templates.sources.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
        inputs = GenerationRecord.fingerprint(environment: environment, specs: specs)
        // Two specs with one output name are an error the full run reports.
        guard expected.count == specs.count + 1, let inputs, let record = GenerationRecord.load(for: folder),
              record.inputs == inputs
        else { return }
        isUpToDate = record.matchesFolder(folder, expected: expected)
    }

    /// The running binary's path, size and modification time: a rebuilt or upgraded CellGen
    /// may generate other bytes from the same inputs, even under the same version number.
    static var executableIdentity: String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path) \(size) \(modified)"
    }
}

/// `--templates`, for the commands that render.
struct TemplatesOption: ParsableArguments {
    @Option(name: .customLong("templates"),
            help: "A folder of .mustache templates that replace built-in ones of the same name (overrides cellgen.yml).")
    var folder: String?
}

/// `--config`, and the `cellgen.yml` it leads to.
struct TargetOptions: ParsableArguments {
    @Option(help: "The target's cellgen.yml (default: the one beside the inputs, if any).")
    var config: String?

    struct Settings {
        var configuration: TargetConfiguration
        var templatesFolder: String?

        /// Parses `roots` and what they include (nil: every template).
        func templates(roots: Set<String>? = nil) throws(TemplateError) -> TemplateSet {
            try TemplateSet.loading(overridesIn: templatesFolder, roots: roots)
        }
    }

    /// Nil (with diagnostics printed) when the configuration has an error.
    func settings(for inputs: [String], templates: String? = nil, report: inout DiagnosticReport) -> Settings? {
        var file = config
        if file == nil {
            let found = TargetConfiguration.find(for: inputs)
            report.add(found.diagnostics)
            file = found.file
        }
        guard !report.hasErrors else { return nil }
        guard let file else { return Settings(configuration: TargetConfiguration(), templatesFolder: templates) }
        let loaded = TargetConfiguration.load(file: file)
        report.add(loaded.diagnostics)
        guard let configuration = loaded.configuration else { return nil }
        return Settings(configuration: configuration, templatesFolder: templates ?? configuration.templatesFolder)
    }
}
