import CellGenCore
import Foundation
import Testing

/// Every command resolves a screen's `uses` the same way, the spec given alone or with its
/// folder: the cell libraries beside the spec, then the given inputs (issue 28). A used library
/// with errors has them shown by every command, not only "has errors (reported in its file)".
@Suite("cell libraries: found and reported alike by every command", .serialized)
struct LibraryDiscoveryTests {
    /// A copy of `specs/Settings.screen.yml` and the DesignSystem library beside it, the
    /// library's text changed by `edit`.
    static func folder(editingLibrary edit: (String) -> String = { $0 }) throws -> URL {
        let folder = try CellGenProcess.temporaryFolder()
        let specs = CellGenProcess.packageRoot.appendingPathComponent("specs")
        try FileManager.default.copyItem(at: specs.appendingPathComponent("Settings.screen.yml"), to: folder.appendingPathComponent("Settings.screen.yml"))
        let library = try String(contentsOf: specs.appendingPathComponent("DesignSystem.cells.yml"), encoding: .utf8)
        try edit(library).write(to: folder.appendingPathComponent("DesignSystem.cells.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    static let libraryError = "DesignSystem.cells.yml:18:5: error: unknown key 'fieldz' in cell 'Text'; did you mean 'fields'?"

    @Test("lint, generate and check of one spec file find the library beside it")
    func besideTheSpec() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated")
        #expect(try CellGenProcess.run(["lint", "Settings.screen.yml"], in: folder).status == 0)
        let generate = try CellGenProcess.run(["generate", "Settings.screen.yml", "--output", output.path], in: folder)
        #expect(generate.status == 0, "\(generate.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(written == ["CellGenSupport.swift", "DesignSystem+CellGen.swift", "Settings+CellGen.swift"])
        #expect(try CellGenProcess.run(["check", "Settings.screen.yml", "--output", output.path], in: folder).status == 0)
    }

    @Test("every command shows the used library's own error, once", arguments: [
        ["lint", "Settings.screen.yml"],
        ["generate", "Settings.screen.yml", "--output", "Generated"],
        ["check", "Settings.screen.yml", "--output", "Generated"],
        ["describe", "Settings.screen.yml"],
        ["scaffold", "Settings.screen.yml", "--output", "Scaffold"],
        ["diff", "Settings.screen.yml", "Settings.screen.yml"],
    ])
    func libraryErrorShown(_ arguments: [String]) throws {
        let folder = try Self.folder { $0.replacingOccurrences(of: "fields: { text: String }", with: "fieldz: { text: String }") }
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try CellGenProcess.run(arguments, in: folder)
        #expect(run.status != 0)
        #expect(run.stderr.hasPrefix(Self.libraryError), "\(run.stderr)")
        // Once, even by diff, which reads the library for each of its two specs.
        #expect(run.stderr.components(separatedBy: Self.libraryError).count == 2, "\(run.stderr)")
        #expect(run.stderr.contains("Settings.screen.yml:13:8: error: cell library 'DesignSystem' has errors (reported in its file)"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Scaffold").path))
    }

    @Test("a library given on the command line wins over one of the same name beside the spec, which is not read", arguments: ["lint", "generate"])
    func givenLibraryWins(_ command: String) throws {
        // Beside the spec: a copy with an error, which would be reported if it were read.
        let folder = try Self.folder { $0.replacingOccurrences(of: "fields: { text: String }", with: "fieldz: { text: String }") }
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("Shared")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CellGenProcess.packageRoot.appendingPathComponent("specs/DesignSystem.cells.yml"),
                                         to: shared.appendingPathComponent("DesignSystem.cells.yml"))
        let arguments = [command, "Settings.screen.yml", "Shared/DesignSystem.cells.yml"] + (command == "generate" ? ["--output", "Generated"] : [])
        let run = try CellGenProcess.run(arguments, in: folder)
        #expect(run.status == 0 && !run.stderr.contains("error:"), "\(run.stderr)")
        if command == "generate" {
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Generated").path).sorted()
            #expect(written == ["CellGenSupport.swift", "DesignSystem+CellGen.swift", "Settings+CellGen.swift"])
        }
    }

    @Test("the libraries beside given spec files are found once, with the inputs; none are looked for when every input is a folder")
    func companionsFoundWithInputs() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Settings.screen.yml").path
        let alone = SpecDiscovery.find([spec])
        #expect(alone.files == [spec] && alone.companions == [folder.appendingPathComponent("DesignSystem.cells.yml").path])
        let whole = SpecDiscovery.find([folder.path])
        #expect(whole.files.count == 2 && whole.companions.isEmpty)
        // Written two ways, one folder: its library once.
        let twice = SpecDiscovery.find([spec, folder.path + "/./Settings.screen.yml"])
        #expect(twice.companions == alone.companions)
    }
}
