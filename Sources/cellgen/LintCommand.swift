import ArgumentParser
import CellGenCore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks specs and reports every problem; writes nothing.",
        discussion: "Exits with status 1 when any spec has an error. Warnings alone do not fail."
    )

    @Argument(help: "Spec files, or folders to search for *.screen.yml and *.screen.yaml.")
    var inputs: [String]

    @OptionGroup var target: TargetOptions

    func run() throws {
        let outcome = LintJob.run(inputs: inputs, options: LintJob.Options(configFile: target.config))
        var report = DiagnosticReport()
        report.add(outcome.diagnostics)
        // A configuration with an error stops the run before any spec is checked.
        if case .diagnosed = outcome.failure { throw ExitCode.failure }
        report.printSummary(checked: outcome.specs, noun: "spec")
        if outcome.failure != nil { throw ExitCode.failure }
    }
}
