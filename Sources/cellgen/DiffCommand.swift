import ArgumentParser
import CellGenCore

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compares two versions of screen specs by meaning, marking each change breaking or not.",
        discussion: """
            cellgen diff OLD NEW compares two spec files; cellgen diff --base REV FOLDER compares \
            every spec under FOLDER with its version at the git revision REV. A change is breaking \
            when code that uses the generated API may have to change with it (a removed or retyped \
            field, a changed payload, a renamed action, a removed cell or section); a changed title, \
            height or doc is not. Exits with status 1 when a change is breaking, so CI can gate on it; \
            2 when a spec has an error.
            """
    )

    @Argument(help: "OLD and NEW spec files; or, with --base, the folder to compare.")
    var paths: [String]

    @Option(help: "A git revision to compare the folder's specs with.")
    var base: String?

    @OptionGroup var target: TargetOptions

    func validate() throws {
        if base == nil, paths.count != 2 {
            throw ValidationError("give two spec files, OLD and NEW, or --base REV and a folder")
        }
        if base != nil, paths.count != 1 { throw ValidationError("with --base, give one folder") }
    }

    func run() throws {
        let outcome =
            if let base {
                DiffJob.run(base: base, folder: paths[0], configFile: target.config)
            } else {
                DiffJob.run(old: paths[0], new: paths[1], configFile: target.config)
            }
        var report = DiagnosticReport()
        report.add(outcome.diagnostics)
        guard outcome.failure == nil else { throw ExitCode(2) }
        print(
            outcome.reports.isEmpty
                ? "no changes to what the specs generate\n" : outcome.reports.joined(separator: "\n"), terminator: "")
        if outcome.isBreaking { throw ExitCode.failure }
    }
}
