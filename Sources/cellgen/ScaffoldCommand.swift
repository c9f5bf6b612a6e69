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
        var report = DiagnosticReport()
        guard let settings = target.settings(for: [spec], templates: templates.folder, report: &report) else { throw ExitCode.failure }
        let result = SpecLoader(defaultAccess: settings.configuration.access).load(file: spec)
        report.add(result.diagnostics)
        guard let screen = result.screen else {
            DiagnosticReport.printError("cellgen: nothing was written")
            throw ExitCode.failure
        }
        do {
            let files = try ScaffoldGenerator(templates: try settings.templates()).files(for: screen)
            let outcome = try OutputWriter().writeNewFiles(files, in: output)
            for name in outcome.written { print("wrote \(name)") }
            for name in outcome.kept { print("kept \(name) (it exists; check it still conforms to the generated protocols)") }
        } catch let error as TemplateError {
            report.add(error.diagnostic)
            throw ExitCode.failure
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
        guard SwiftIdentifier.isValid(screenName), screenName.first?.isUppercase == true else {
            throw ValidationError("'\(screenName)' is not an UpperCamelCase Swift type name")
        }
        guard SwiftIdentifier.escaped(screenName, for: .typeName) == screenName,
              !GeneratedNames.isReservedScreenName(screenName)
        else {
            throw ValidationError("'\(screenName)' is reserved in Swift or by the generated code; choose another name")
        }
    }

    func run() throws {
        let spec = try ScaffoldGenerator(templates: .builtIn()).starterSpec(screen: screenName)
        let outcome = try OutputWriter().writeNewFiles([spec], in: output)
        guard outcome.kept.isEmpty else {
            DiagnosticReport.printError("cellgen: error: \(spec.name) exists; nothing was written")
            throw ExitCode.failure
        }
        print("wrote \(spec.name)")
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
            for name in try TemplateSet.builtIn().sources.keys.sorted() { print(name) }
        }
    }

    struct Print: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Prints a built-in template.")

        @Argument(help: "The template's name, as `cellgen templates list` shows it.")
        var name: String

        func run() throws {
            guard let text = try TemplateSet.builtIn().sources[name] else {
                throw ValidationError("no built-in template named '\(name)'; see `cellgen templates list`")
            }
            print(text, terminator: "")
        }
    }
}
