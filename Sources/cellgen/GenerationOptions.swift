import ArgumentParser
import CellGenCore

/// The inputs and options `generate` and `check` share, and the work they share: load, check
/// and render every spec, then compare with the output folder.
struct GenerationOptions: ParsableArguments {
    @Argument(help: "Spec files, or folders to search for *.screen.yml and *.screen.yaml.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The folder the generated files go in.")
    var output: String

    @Option(help: "A folder of .mustache templates that replace built-in ones of the same name.")
    var templates: String?

    struct Outcome {
        var plan: OutputPlan
        var screenCount: Int
    }

    /// Nil when anything has an error; the diagnostics are printed by then.
    func plan(report: inout DiagnosticReport) -> Outcome? {
        let discovery = SpecDiscovery.find(inputs)
        report.add(discovery.diagnostics)
        let results = SpecLoader().load(files: discovery.files)
        for result in results { report.add(result.diagnostics) }
        guard !report.hasErrors else {
            report.printSummary(checked: results.count, noun: "spec")
            DiagnosticReport.printError("cellgen: nothing was written")
            return nil
        }
        do {
            let generator = CodeGenerator(templates: try TemplateSet.loading(overridesIn: templates))
            let files = try generator.files(for: results.compactMap(\.screen))
            return Outcome(plan: OutputPlan.make(for: files, in: output), screenCount: results.count)
        } catch {
            var diagnostics = Diagnostics()
            diagnostics.append(error.diagnostic)
            report.add(diagnostics)
            return nil
        }
    }
}
