import ArgumentParser
import CellGenCore

/// The inputs and options `generate` and `check` share, and the reporting they share.
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
    /// For the build plugin: whether it declared the `+Models.swift` files (see `GenerateJob.Options`).
    @Option(help: .hidden) var declaredModelsFiles: Bool?

    @Flag(
        help: ArgumentHelp(
            "Write only the +Models.swift files, for the module cellgen.yml's 'modelsModule' names.",
            discussion: "Run it with that module's folder as --output; the run without it writes the screens' files."))
    var modelsOnly = false

    @Flag(help: "Print the time each stage took, and the number of files written, on standard error.")
    var timings = false

    /// Runs the job and prints its diagnostics; nil when it failed, with why printed by then.
    func run(_ mode: GenerateJob.Mode) -> GenerateJob.Outcome? {
        let part: GenerateJob.Part = screensOnly ? .screens : supportOnly ? .support : modelsOnly ? .models : .all
        let options = GenerateJob.Options(
            mode: mode, configFile: target.config, templatesFolder: templates.folder, part: part,
            usesRecord: true, declaredModelsFiles: declaredModelsFiles)
        let outcome = GenerateJob.run(inputs: inputs, output: output, options: options)
        var report = DiagnosticReport()
        report.add(outcome.diagnostics)
        switch outcome.failure {
        case nil:
            return outcome
        case .diagnosed:
            break
        case .invalidSpecs:
            report.printSummary(checked: outcome.specs, noun: "spec")
            DiagnosticReport.printError("cellgen: nothing was written")
        case .output(let message):
            DiagnosticReport.printError("cellgen: error: \(message)")
        case .unwritable(let error):
            DiagnosticReport.printError("cellgen: error: cannot write into '\(output)': \(error.localizedDescription)")
        }
        return nil
    }
}

/// `--templates`, for the commands that render.
struct TemplatesOption: ParsableArguments {
    @Option(
        name: .customLong("templates"),
        help: "A folder of .mustache templates that replace built-in ones of the same name (overrides cellgen.yml).")
    var folder: String?
}

/// `--config`: the target's `cellgen.yml`.
struct TargetOptions: ParsableArguments {
    @Option(help: "The target's cellgen.yml (default: the one beside the inputs, if any).")
    var config: String?
}
