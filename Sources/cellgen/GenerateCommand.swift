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
        var report = DiagnosticReport()
        guard let outcome = generation.plan(report: &report) else { throw ExitCode.failure }
        do {
            let start = ContinuousClock.now
            let summary = try OutputWriter().apply(outcome.plan)
            var timings = outcome.timings
            timings.write = start.duration(to: .now)
            print("\(counted(outcome.screenCount, "spec")): \(counted(summary.written.count, "file")) written, \(summary.removed.count) removed, \(summary.unchanged.count) unchanged in \(outcome.plan.folder)")
            if generation.timings {
                DiagnosticReport.printError(
                    "cellgen: timings: \(timings.summary) (read, decode and validate summed over \(outcome.screenCount) specs on all cores); \(summary.written.count) files written")
            }
        } catch {
            DiagnosticReport.printError("cellgen: error: \(error)")
            throw ExitCode.failure
        }
    }
}

/// `1 spec`, `2 specs`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Fails with a diff when a folder is not what generate would write; writes nothing.",
        discussion: "For CI: exits with status 1 and prints a unified diff when generated code is out of date."
    )

    @OptionGroup var generation: GenerationOptions

    func run() throws {
        var report = DiagnosticReport()
        guard let outcome = generation.plan(report: &report) else { throw ExitCode.failure }
        guard outcome.plan.isUpToDate else {
            print(outcome.plan.diff, terminator: "")
            DiagnosticReport.printError("cellgen: error: \(outcome.plan.folder) is out of date; run cellgen generate")
            throw ExitCode.failure
        }
        print("\(outcome.plan.folder) is up to date (\(counted(outcome.plan.unchanged.count, "file")))")
        if generation.timings {
            DiagnosticReport.printError("cellgen: timings: \(outcome.timings.summary); nothing written")
        }
    }
}
