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

    func run() throws {
        let discovery = SpecDiscovery.find(inputs)
        var report = DiagnosticReport()
        report.add(discovery.diagnostics)
        let results = SpecLoader().load(files: discovery.files)
        for result in results { report.add(result.diagnostics) }
        report.printSummary(checked: results.count, noun: "spec")
        if report.hasErrors { throw ExitCode.failure }
    }
}
