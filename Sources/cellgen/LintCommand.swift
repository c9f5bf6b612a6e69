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
        var report = DiagnosticReport()
        guard let settings = target.settings(for: inputs, report: &report) else { throw ExitCode.failure }
        let discovery = SpecDiscovery.find(inputs)
        report.add(discovery.diagnostics)
        let results = SpecLoader(defaultAccess: settings.configuration.access).load(files: discovery.files)
        for result in results { report.add(result.diagnostics) }
        report.printSummary(checked: results.count, noun: "spec")
        if report.hasErrors { throw ExitCode.failure }
    }
}
