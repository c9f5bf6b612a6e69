import CellGenCore
import Foundation
import Testing

/// `cellgen generate` on every bad-input fixture (a spec, a cell library, or a folder of both),
/// into a folder that already holds generated files: the run must fail with exactly the
/// fixture's diagnostics and leave every file as it was (CellGen's promise on bad input: on any
/// error nothing is written or touched).
@Suite("generate on every bad-input fixture")
struct GenerateFixtureTests {
    static let fixtures = DiagnosticFixtureTests.directory

    @Test("fails with exactly the fixture's diagnostics and touches nothing", arguments: DiagnosticFixtureTests.fixtures)
    func generateFixture(_ fileName: String) throws {
        let expected = try String(contentsOf: DiagnosticFixtureTests.diagnosticsFile(of: fileName), encoding: .utf8)
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated")
        let seeded = try CellGenProcess.run(["generate", "specs/CatalogSearch.screen.yml", "--output", output.path])
        try #require(seeded.status == 0, "\(seeded.stderr)")
        let before = try CellGenProcess.contents(of: output)

        let run = try CellGenProcess.run(["generate", fileName, "--output", output.path], in: Self.fixtures)
        let errors = expected.components(separatedBy: ": error: ").count - 1
        let warnings = expected.components(separatedBy: ": warning: ").count - 1
        if errors > 0 {
            let specs = DiagnosticFixtureTests.specFiles(of: fileName).count
            let summary = "\(Wording.counted(specs, "spec")) checked: \(Wording.counted(errors, "error")), \(Wording.counted(warnings, "warning"))\n"
            #expect(run.stderr == expected + summary + "cellgen: nothing was written\n")
            #expect(run.status == 1)
            #expect(try CellGenProcess.contents(of: output) == before, "\(fileName): the output folder changed")
        } else {
            #expect(run.stderr == expected)
            #expect(run.status == 0, "a warning alone does not fail the run")
        }
    }
}
