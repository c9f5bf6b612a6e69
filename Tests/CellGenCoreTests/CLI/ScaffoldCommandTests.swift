import CellGenCore
import Foundation
import Testing

@Suite("scaffold, init, lint and templates", .serialized)
struct ScaffoldCommandTests {
    @Test("scaffold writes once and never overwrites")
    func scaffoldKeepsFiles() throws {
        let output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let spec = CellGenProcess.packageRoot.appendingPathComponent("specs/EmployeeList.screen.yml").path
        let first = try CellGenProcess.run(["scaffold", spec, "--output", output.path])
        #expect(first.status == 0)
        #expect(first.stdout.contains("wrote ButtonCell+DesignSystem.swift"), "the library's cell, found beside the spec")
        let cell = output.appendingPathComponent("ButtonCell.swift")
        try "// edited by the team\n".write(to: cell, atomically: true, encoding: .utf8)
        let second = try CellGenProcess.run(["scaffold", spec, "--output", output.path])
        #expect(second.stdout.contains("kept ButtonCell.swift"))
        #expect(try String(contentsOf: cell, encoding: .utf8) == "// edited by the team\n")
    }

    @Test("a write that fails still shows the spec's warnings, then the error, as before the jobs")
    func warningsBeforeWriteFailure() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("NotAFolder")
        try "// mine\n".write(to: output, atomically: true, encoding: .utf8)
        let fixtures = DiagnosticFixtureTests.directory
        let warnings = try String(contentsOf: fixtures.appendingPathComponent("UnusedDeclarations.diagnostics"), encoding: .utf8)
        let run = try CellGenProcess.run(["scaffold", "UnusedDeclarations.screen.yml", "--output", output.path], in: fixtures)
        // As scaffold printed it before it became a job (d7460ec): the warnings as the spec was
        // checked, then the thrown error as ArgumentParser words it, with status 1. The error's
        // own words are Foundation's, which differ by platform.
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(warnings + "Error: ") && run.stderr.contains("already exists"), "\(run.stderr)")
        #expect(try String(contentsOf: output, encoding: .utf8) == "// mine\n")
    }

    @Test("templates print of an unknown name: status 1, the closest name, no usage text")
    func templatesPrintUnknown() throws {
        let run = try CellGenProcess.run(["templates", "print", "view-modle"])
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(run.stderr == "cellgen: error: no built-in template named 'view-modle'; did you mean 'view-model'? (`cellgen templates list` lists them)\n")
    }

    @Test("init writes a starter spec that lints clean and points editors to the schema it writes beside, and refuses to overwrite it")
    func initStarterSpec() throws {
        let output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let first = try CellGenProcess.run(["init", "Inbox", "--output", output.path])
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("wrote Inbox.screen.yml\nwrote cellgen.schema.json "))
        let spec = try String(contentsOf: output.appendingPathComponent("Inbox.screen.yml"), encoding: .utf8)
        #expect(spec.hasPrefix("# yaml-language-server: $schema=cellgen.schema.json\n"))
        let schema = try String(contentsOf: output.appendingPathComponent("cellgen.schema.json"), encoding: .utf8)
        #expect(schema == (try CellGenProcess.run(["schema"])).stdout, "the schema cellgen schema prints")
        try "{}\n".write(to: output.appendingPathComponent("cellgen.schema.json"), atomically: true, encoding: .utf8)
        let second = try CellGenProcess.run(["init", "Notes", "--output", output.path])
        #expect(second.stdout == "wrote Notes.screen.yml\n", "an existing schema is the team's: kept")
        let lint = try CellGenProcess.run(["lint", output.appendingPathComponent("Inbox.screen.yml").path])
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stdout == "1 spec checked: 0 errors, 0 warnings\n")
        #expect(try CellGenProcess.run(["init", "Inbox", "--output", output.path]).status == 1)
        #expect(try CellGenProcess.run(["init", "inbox box", "--output", output.path]).status != 0)
    }

    @Test("lint passes on the bundled specs and fails with located diagnostics")
    func lint() throws {
        #expect(try CellGenProcess.run(["lint", "specs"]).status == 0)
        let fixture = "Tests/CellGenCoreTests/Fixtures/Diagnostics/UnknownKeys.screen.yml"
        let bad = try CellGenProcess.run(["lint", fixture])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("\(fixture):4:5: error: unknown key 'feilds' in cell 'Title'; did you mean 'fields'?"))
    }

    @Test("templates list and print the built-in templates")
    func templates() throws {
        let list = try CellGenProcess.run(["templates", "list"])
        #expect(list.stdout.split(separator: "\n").contains("screen-layout"))
        let printed = try CellGenProcess.run(["templates", "print", "view-model"])
        let file = try String(contentsOf: CellGenProcess.packageRoot.appendingPathComponent("Templates/view-model.mustache"), encoding: .utf8)
        #expect(printed.stdout == file)
        #expect(try CellGenProcess.run(["templates", "print", "nope"]).status != 0)
    }

    @Test("a template override replaces one block and keeps the rest")
    func templateOverride() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{<screen-layout}}{{$imports}}\nimport UIKit\nimport TeamKit\n{{/imports}}{{/screen-layout}}\n"
            .write(to: templates.appendingPathComponent("screen.mustache"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("out")
        let run = try CellGenProcess.run(["generate", "specs/Settings.screen.yml", "specs/DesignSystem.cells.yml", "--output", output.path,
                                          "--templates", templates.path])
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOf: output.appendingPathComponent("Settings+CellGen.swift"), encoding: .utf8)
        #expect(text.contains("import UIKit\nimport TeamKit\n"))
        #expect(text.contains("open class DataSource"))
    }
}
