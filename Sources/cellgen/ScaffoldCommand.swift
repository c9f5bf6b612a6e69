import ArgumentParser
import CellGenCore

struct ScaffoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Writes the cell classes and view controller of a spec, once, for you to edit.",
        discussion: """
            Writes a class per cell and header view (views built in code, or outlets for nib and \
            storyboard cells), its conformance to the screen's generated protocol in \
            <Class>+<Screen>.swift, and <Screen>ViewController.swift. Existing files are never \
            overwritten; they are listed as kept.
            """
    )

    @Argument(help: "The spec to scaffold.")
    var spec: String

    @Option(name: .shortAndLong, help: "The folder the files go in.")
    var output: String

    @OptionGroup var target: TargetOptions
    @OptionGroup var templates: TemplatesOption

    func run() throws {
        let options = ScaffoldJob.Options(configFile: target.config, templatesFolder: templates.folder)
        let outcome = ScaffoldJob.run(spec: spec, output: output, options: options)
        var report = DiagnosticReport()
        report.add(outcome.diagnostics)
        switch outcome.failure {
        case nil:
            break
        case .invalidSpecs:
            DiagnosticReport.printError("cellgen: nothing was written")
            throw ExitCode.failure
        case .unwritable(let error):
            // ArgumentParser prints it, as `Error: ...`, after the spec's warnings.
            throw error
        case .diagnosed, .output:
            throw ExitCode.failure
        }
        for name in outcome.written { print("wrote \(name)") }
        for name in outcome.kept {
            print("kept \(name) (it exists; check it still conforms to the generated protocols)")
        }
    }
}

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a starter spec, <ScreenName>.screen.yml."
    )

    @Argument(help: "The screen's name, in UpperCamelCase.")
    var screenName: String

    @Option(name: .shortAndLong, help: "The folder the spec goes in.")
    var output: String = "."

    func validate() throws {
        if let problem = InitJob.problem(withScreenName: screenName) { throw ValidationError(problem) }
    }

    func run() throws {
        let outcome = try InitJob.run(screenName: screenName, output: output)
        if case .output(let message) = outcome.failure {
            DiagnosticReport.printError("cellgen: error: \(message)")
            throw ExitCode.failure
        }
        print("wrote \(outcome.file)")
        if let schema = outcome.schemaFile {
            print("wrote \(schema) (the JSON Schema editors check specs with: cellgen schema prints it)")
        }
    }
}

struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Lists and prints the built-in templates, to copy and override.",
        subcommands: [List.self, Print.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the built-in templates' names.")

        func run() throws {
            for name in try TemplatesJob.run().names { print(name) }
        }
    }

    struct Print: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Prints a built-in template.")

        @Argument(help: "The template's name, as `cellgen templates list` shows it.")
        var name: String

        func run() throws {
            let templates = try TemplatesJob.run()
            guard let text = templates.templates[name] else {
                DiagnosticReport.printError(Diagnostic.error(templates.unknown(name), at: nil).description)
                throw ExitCode.failure
            }
            print(text, terminator: "")
        }
    }
}
