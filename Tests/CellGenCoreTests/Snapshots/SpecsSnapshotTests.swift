import CellGenCore
import Foundation
import SnapshotTesting
import Testing

/// Snapshots of everything CellGen writes for each spec in `specs/`: the generated file, the
/// scaffolded files and the render context (as JSON, for template authors), plus the support
/// file for the whole folder. The proof screens that use every spec v2 key (ListShapes,
/// Activity) get their generated and scaffolded files snapshotted too. New specs get snapshots on their first local run; CI runs with
/// `SNAPSHOT_TESTING_RECORD=never`, so a missing or changed snapshot fails there.
@Suite("snapshots of the specs")
struct SpecsSnapshotTests {
    static let specsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("specs")

    static let specs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: specsDirectory.path)) ?? [])
        .filter(SpecFileName.isSpec).sorted()

    /// Relative to `specs/`, like the specs themselves.
    static let v2ProofSpecs = ["ListShapes", "Activity", "Inbox", "Gallery", "Album", "Photos", "Shelf", "Account", "Preferences", "Board"].map { "../Tests/CellGenCoreTests/Fixtures/Proof/\($0).screen.yml" }

    /// The screen of `file`, with the cell libraries beside it, as `cellgen` finds them.
    static func screen(_ file: String) throws -> Screen {
        let path = specsDirectory.appendingPathComponent(file).path
        let results = SpecLoader().load(files: SpecDiscovery.libraries(besides: path) + [path])
        let result = try #require(results.last)
        return try #require(result.screen, "\(file): \(result.diagnostics.map(\.description))")
    }

    /// Relative to `specs/`: the seeds' cell library and those of the proof screens (a table's
    /// and a collection's).
    static let libraries = ((try? FileManager.default.contentsOfDirectory(atPath: specsDirectory.path)) ?? []).filter(SpecFileName.isLibrary).sorted()
        + ["Kit", "Tiles"].map { "../Tests/CellGenCoreTests/Fixtures/Proof/\($0).cells.yml" }

    @Test("generated code of a cell library", arguments: libraries)
    func library(_ file: String) throws {
        let result = SpecLoader().load(file: Self.specsDirectory.appendingPathComponent(file).path)
        let library = try #require(result.library, "\(result.diagnostics.map(\.description))")
        let generated = try CodeGenerator(templates: .builtIn()).file(for: library)
        assertSnapshot(of: generated.contents, as: .swift, named: Self.name(of: generated), testName: "generated")
        for scaffolded in try ScaffoldGenerator(templates: .builtIn()).files(for: library) {
            assertSnapshot(of: scaffolded.contents, as: .swift, named: "\(library.name)-\(Self.name(of: scaffolded))", testName: "scaffolded")
        }
    }

    @Test("generated code", arguments: specs + v2ProofSpecs)
    func generated(_ spec: String) throws {
        let file = try CodeGenerator(templates: .builtIn()).file(for: Self.screen(spec))
        assertSnapshot(of: file.contents, as: .swift, named: Self.name(of: file), testName: "generated")
    }

    @Test("scaffolded code", arguments: specs + v2ProofSpecs)
    func scaffolded(_ spec: String) throws {
        for file in try ScaffoldGenerator(templates: .builtIn()).files(for: Self.screen(spec)) {
            assertSnapshot(of: file.contents, as: .swift, named: "\(SpecFileName.screenName(of: spec))-\(Self.name(of: file))",
                           testName: "scaffolded")
        }
    }

    /// Seed 1's `cellgen.yml` setting, `models: separate`: the screen's file, its models file
    /// without UIKit and the scaffold's view controller with the presenter it makes the handler;
    /// with the seed's table and library, a table with swipe actions and menus, and a collection.
    @Test("models: separate", arguments: ["EmployeeList.screen.yml"] + ["Inbox", "Gallery"].map { "../Tests/CellGenCoreTests/Fixtures/Proof/\($0).screen.yml" })
    func separateModels(_ spec: String) throws {
        var screen = try Self.screen(spec)
        screen.models = .separate(module: nil)
        let generator = CodeGenerator(templates: try .builtIn())
        let scaffold = try ScaffoldGenerator(templates: .builtIn()).files(for: screen)
            .filter { $0.name.hasSuffix("ViewController.swift") || $0.name.hasSuffix("Presenter.swift") }
        for file in [try generator.file(for: screen), try generator.modelsFile(for: screen)] + scaffold {
            assertSnapshot(of: file.contents, as: .swift, named: Self.name(of: file), testName: "separate")
        }
    }

    @Test("models: separate, for a cell library")
    func separateLibraryModels() throws {
        let result = SpecLoader().load(file: Self.specsDirectory.appendingPathComponent("DesignSystem.cells.yml").path)
        var library = try #require(result.library, "\(result.diagnostics.map(\.description))")
        library.models = .separate(module: nil)
        let generator = CodeGenerator(templates: try .builtIn())
        for file in [try generator.file(for: library), try generator.modelsFile(for: library)] {
            assertSnapshot(of: file.contents, as: .swift, named: Self.name(of: file), testName: "separate")
        }
    }

    @Test("render context", arguments: specs)
    func context(_ spec: String) throws {
        let values = ScreenContext(screen: try Self.screen(spec)).values
        let json = try JSONSerialization.data(withJSONObject: values.jsonObject, options: [.prettyPrinted, .sortedKeys])
        assertSnapshot(of: String(decoding: json, as: UTF8.self) + "\n", as: .json, named: SpecFileName.screenName(of: spec),
                       testName: "context")
    }

    @Test("support file for all specs")
    func support() throws {
        let screens = try Self.specs.map(Self.screen)
        let file = try CodeGenerator(templates: .builtIn()).supportFile(for: screens)
        assertSnapshot(of: file.contents, as: .swift, named: Self.name(of: file), testName: "support")
    }

    /// `EmployeeList+CellGen.swift` -> `EmployeeList+CellGen`: the snapshot's extension says the rest.
    static func name(of file: GeneratedFile) -> String {
        file.name.hasSuffix(".swift") ? String(file.name.dropLast(".swift".count)) : file.name
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text snapshots stored with an extension that editors and diffs highlight.
    static var swift: Snapshotting { textFile(extension: "swift") }
    static var json: Snapshotting { textFile(extension: "json") }

    private static func textFile(extension pathExtension: String) -> Snapshotting {
        var strategy = Snapshotting.lines
        strategy.pathExtension = pathExtension
        return strategy
    }
}
