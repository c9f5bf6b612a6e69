@testable import CellGenCore
import Foundation
import Testing

/// `cellgen schema` against a real JSON Schema validator (`scripts/check-schema.py`, Python's
/// `jsonschema`): every valid spec the project has is valid to it, and the fixtures of the
/// schema's classes of bad input are not. Skipped, saying so, where `jsonschema` is missing.
@Suite("JSON Schema against a validator", .serialized,
       .enabled(if: SchemaValidator.isInstalled, "python3 with jsonschema is not installed (pip install jsonschema)"))
struct JSONSchemaTests {

    /// The fixture classes (docs/HostileInput.md) whose every spec breaks the schema's rules:
    /// unknown keys, wrong types, missing keys, empty collections.
    static let schemaClasses = "schema: "

    /// Validates `specs` (file name, YAML text) against the schema of `kind`: the validator's
    /// line for each, in order ("valid 3.json", "invalid 4.json: <error> at <path>").
    private func validate(_ specs: [(file: String, text: String)], against kind: JSONSchema.Kind) throws -> [String] {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("\(kind.rawValue).schema.json")
        try JSONSchema.document(for: kind).printed.write(to: schema, atomically: true, encoding: .utf8)
        let documents = try specs.enumerated().map { index, spec in
            let read = YAMLDocumentReader().read(Array(spec.text.utf8), file: spec.file)
            let root = try #require(read.root, "\(spec.file) does not read: \(read.diagnostics.map(\.description))")
            let document = folder.appendingPathComponent("\(index).json")
            try YAMLAsJSON.value(of: root).printed.write(to: document, atomically: true, encoding: .utf8)
            return document.path
        }
        let run = ProofHarness.run("/usr/bin/env", ["python3", SchemaValidator.script.path, schema.path] + documents)
        try #require(run.status == 0, "\(run.text)")
        let lines = run.text.split(separator: "\n").map(String.init)
        try #require(lines.count == specs.count, "\(run.text)")
        return lines
    }

    private static func files(in folder: URL, _ keep: (String) -> Bool) throws -> [(file: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(keep).sorted().map { name in
            (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    private static let example = CellGenProcess.packageRoot.appendingPathComponent("Examples/CellGenExample/Sources/ExampleScreens")

    @Test("every screen spec of the project, the proof screens, the example's and the random specs are valid")
    func screensAreValid() throws {
        let screens = try Self.files(in: ProofHarness.specsFolder, SpecFileName.isSpec)
            + Self.files(in: ProofHarness.proofSpecsFolder, SpecFileName.isSpec)
            + Self.files(in: Self.example, SpecFileName.isSpec)
            + RandomSpecTests.specs.map { (file: ($0.file as NSString).lastPathComponent, text: $0.text) }
        for (spec, line) in zip(screens, try validate(screens, against: .screen)) {
            #expect(line.hasPrefix("valid "), "\(spec.file): \(line)")
        }
    }

    @Test("cell libraries and cellgen.yml are valid to their schemas")
    func librariesAndConfigurationAreValid() throws {
        let libraries = try Self.files(in: ProofHarness.specsFolder, SpecFileName.isLibrary)
            + Self.files(in: ProofHarness.proofSpecsFolder, SpecFileName.isLibrary)
            + Self.files(in: Self.example, SpecFileName.isLibrary)
        let configurations = try Self.files(in: Self.example) { $0 == TargetConfiguration.fileName }
        #expect(libraries.count >= 4 && configurations.count == 1)
        for (kind, files) in [(JSONSchema.Kind.library, libraries), (.configuration, configurations)] {
            for (spec, line) in zip(files, try validate(files, against: kind)) {
                #expect(line.hasPrefix("valid "), "\(spec.file): \(line)")
            }
        }
    }

    @Test("every fixture of the schema's classes of bad input is invalid to it")
    func schemaFixturesAreInvalid() throws {
        let readme = try String(contentsOf: DiagnosticFixtureTests.directory.appendingPathComponent("README.md"), encoding: .utf8)
        let names = readme.split(separator: "\n").filter { $0.hasPrefix("| \(Self.schemaClasses)") }.flatMap { row in
            row.split(separator: "|")[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(names.count >= 9)
        let fixtures = try names.map { name in
            let file = "\(name).screen.yml"
            return (file: file, text: try String(contentsOf: DiagnosticFixtureTests.directory.appendingPathComponent(file), encoding: .utf8))
        }
        for (fixture, line) in zip(fixtures, try validate(fixtures, against: .screen)) {
            #expect(line.hasPrefix("invalid "), "\(fixture.file): \(line)")
        }
    }
}

/// `scripts/check-schema.py`, and whether Python's `jsonschema` is there to run it.
enum SchemaValidator {
    static let script = CellGenProcess.packageRoot.appendingPathComponent("scripts/check-schema.py")
    static let isInstalled = ProofHarness.run("/usr/bin/env", ["python3", "-c", "import jsonschema"]).status == 0
}
