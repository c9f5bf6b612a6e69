import CellGenCore
import Foundation
import Testing

/// The tool and the plugins name spec files through one `SpecFileName`: the plugins declare a
/// spec's output file before the tool runs, so the two must agree on every name, odd ones too.
@Suite("spec file names")
struct SpecFileNameTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var path: String
        var isSpec = false
        var isLibrary = false
        /// The screen or library name the file gives, which its output file is named after.
        var name: String
        var testDescription: String { path }
    }

    static let cases: [Case] = [
        Case(path: "EmployeeList.screen.yml", isSpec: true, name: "EmployeeList"),
        Case(path: "specs/EmployeeList.screen.yaml", isSpec: true, name: "EmployeeList"),
        Case(path: "/a/b.c/Kit.cells.yml", isLibrary: true, name: "Kit"),
        Case(path: "Kit.cells.yaml", isLibrary: true, name: "Kit"),
        // An extension alone is neither a spec nor a library (given explicitly, it is read as a
        // plain YAML file and names the screen before `.yml`).
        Case(path: ".screen.yml", name: ".screen"),
        Case(path: "specs/.cells.yaml", name: ".cells"),
        // A name that starts like an extension still has one before it.
        Case(path: ".screen.yml.screen.yml", isSpec: true, name: ".screen.yml"),
        Case(path: ".cells.screen.yml", isSpec: true, name: ".cells"),
        // Only the last extension counts, and only in lower case.
        Case(path: "Kit.cells.screen.yml", isSpec: true, name: "Kit.cells"),
        Case(path: "A.B.screen.yml", isSpec: true, name: "A.B"),
        Case(path: "Settings.Screen.yml", name: "Settings.Screen"),
        Case(path: "Settings.screen.yml.orig", name: "Settings.screen.yml.orig"),
        // A plain YAML file is no spec, though it names a screen when given one explicitly.
        Case(path: "Settings.yml", name: "Settings"),
        Case(path: "specs/Settings.screen.yml/", isSpec: true, name: "Settings"),
    ]

    @Test("spec and library files, their names and their output files", arguments: cases)
    func names(_ example: Case) {
        #expect(SpecFileName.isSpec(example.path) == example.isSpec)
        #expect(SpecFileName.isLibrary(example.path) == example.isLibrary)
        #expect(SpecFileName.screenName(of: example.path) == example.name)
        #expect(SpecFileName.outputFileName(of: example.path) == example.name + "+CellGen.swift")
    }

    @Test("each plugin compiles CellGenCore's SpecFileName.swift itself, through symbolic links")
    func pluginsShareTheFile() throws {
        let root = FolderOrderTests.packageRoot
        let core = root.appendingPathComponent("Sources/CellGenCore/Naming/SpecFileName.swift").resolvingSymlinksInPath()
        for plugin in ["PluginsShared", "CellGenBuildPlugin", "CellGenCommandPlugin"] {
            let file = root.appendingPathComponent("Plugins/\(plugin)/SpecFileName.swift")
            let link = try FileManager.default.destinationOfSymbolicLink(atPath: file.path)
            #expect(!link.isEmpty, "\(plugin)/SpecFileName.swift is a symbolic link")
            #expect(file.resolvingSymlinksInPath() == core, "\(plugin)/SpecFileName.swift leads to CellGenCore's")
        }
    }
}
