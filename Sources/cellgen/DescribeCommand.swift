import ArgumentParser
import CellGenCore

struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract:
            "Prints a screen spec as Markdown for a pull request: sections, rows, cells, and what sends which action.",
        discussion:
            "Reads the spec with the cell libraries beside it. Exits with status 1, printing nothing, when the spec has an error."
    )

    @Argument(help: "The screen spec to describe.")
    var spec: String

    @OptionGroup var target: TargetOptions

    func run() throws {
        let outcome = DescribeJob.run(spec: spec, configFile: target.config)
        var report = DiagnosticReport()
        report.add(outcome.diagnostics)
        guard let markdown = outcome.markdown, outcome.failure == nil else { throw ExitCode.failure }
        print(markdown, terminator: "")
    }
}
