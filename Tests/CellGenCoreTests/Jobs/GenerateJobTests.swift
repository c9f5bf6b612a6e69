import CellGenCore
import Foundation
import Testing

/// The entry `generate` and `check` run, called in this process: what its outcome says.
/// The CLI tests show how `cellgen` prints it.
@Suite("generate job")
struct GenerateJobTests {
    let specs = CellGenProcess.packageRoot.appendingPathComponent("specs").path
    let options = GenerateJob.Options()

    @Test("check mode lists what generate would write, and writes nothing")
    func check() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var checking = options
        checking.mode = .check
        let outcome = GenerateJob.run(inputs: [specs], output: folder.path, options: checking)
        #expect(outcome.failure == nil && outcome.diagnostics.isEmpty)
        #expect(outcome.specs == 7 && outcome.changed.count == 8 && !outcome.isUpToDate)
        #expect(outcome.diff.contains("+++ b/CellGenSupport.swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("a spec with an error stops the job before anything is written, with every spec's diagnostics")
    func invalidSpec() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.screen.yml")
        try "screen: Broken\ncells: {}\n".write(to: broken, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Generated").path
        let outcome = GenerateJob.run(inputs: [broken.path, specs + "/CatalogSearch.screen.yml"], output: output, options: options)
        guard case .invalidSpecs = outcome.failure else {
            Issue.record("failed otherwise: \(String(describing: outcome.failure))")
            return
        }
        #expect(outcome.specs == 2)
        #expect(outcome.diagnostics.map(\.description) == [
            "\(broken.path):1:1: error: the spec is missing 'sections'", "\(broken.path):2:8: error: 'cells' must not be empty",
        ])
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("an output that is a file is an output failure, not a diagnostic")
    func outputIsAFile() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("NotAFolder.swift")
        try "// mine\n".write(to: file, atomically: true, encoding: .utf8)
        let outcome = GenerateJob.run(inputs: [specs], output: file.path, options: options)
        guard case .output(let message) = outcome.failure else {
            Issue.record("failed otherwise: \(String(describing: outcome.failure))")
            return
        }
        #expect(message == "the output '\(file.path)' is a file, not a folder")
        #expect(outcome.diagnostics.isEmpty)
    }
}
