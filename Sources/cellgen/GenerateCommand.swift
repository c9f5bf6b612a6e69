import ArgumentParser
import CellGenCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates Swift code for specs into a folder.",
        discussion: """
            Writes <Screen>+CellGen.swift per spec and CellGenSupport.swift. Only files whose bytes \
            change are written, each atomically. When every input is a folder, files CellGen \
            generated for specs no longer in them are removed. When any spec has an error, \
            nothing is written.
            """
    )

    @OptionGroup var generation: GenerationOptions

    func run() throws {
        guard let outcome = generation.run(.write) else { throw ExitCode.failure }
        print(
            "\(Wording.counted(outcome.specs, "spec")): \(Wording.counted(outcome.changed.count, "file")) written, \(outcome.removed.count) removed, \(outcome.unchanged.count) unchanged in \(generation.output)"
        )
        if generation.timings {
            DiagnosticReport.printError(
                outcome.upToDateByRecord
                    ? "cellgen: timings: specs, templates and outputs unchanged since the last run: nothing parsed or rendered"
                    : "cellgen: timings: \(outcome.timings.summary) (summed over \(Wording.counted(outcome.specs, "spec")) on all cores); \(Wording.counted(outcome.changed.count, "file")) written"
            )
        }
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Fails with a diff when a folder is not what generate would write; writes nothing.",
        discussion: "For CI: exits with status 1 and prints a unified diff when generated code is out of date."
    )

    @OptionGroup var generation: GenerationOptions

    func run() throws {
        guard let outcome = generation.run(.check) else { throw ExitCode.failure }
        guard outcome.isUpToDate else {
            print(outcome.diff, terminator: "")
            DiagnosticReport.printError("cellgen: error: \(generation.output) is out of date; run cellgen generate")
            throw ExitCode.failure
        }
        print("\(generation.output) is up to date (\(Wording.counted(outcome.unchanged.count, "file")))")
        if generation.timings {
            DiagnosticReport.printError("cellgen: timings: \(outcome.timings.summary); nothing written")
        }
    }
}
