@testable import CellGenCore
import Foundation
import Testing

/// `OutputSync` renders and compares one file per core at a time; what it reports must not
/// depend on which thread rendered what.
@Suite("output sync on all cores")
struct ParallelSyncTests {
    @Test("checking many screens at once reports exactly what rendering them one by one gives")
    func parallelEqualsSerial() throws {
        let folder = SpecsSnapshotTests.specsDirectory
        let specs = SpecsSnapshotTests.specs.map { folder.appendingPathComponent($0).path }
        let pipeline = GeneratorPipeline(configuration: TargetConfiguration(), templates: try .builtIn())
        let screens = pipeline.checking.check(files: specs).compactMap(\.screen)
        // Many files, so several threads really render at once; numbered, so no two share a name.
        let many = Array(repeating: screens, count: 20).flatMap { $0 }
        let render: @Sendable (Int) throws -> GeneratedFile = { index in
            var file = try pipeline.render(many[index])
            file.name = "\(index)-\(file.name)"
            return file
        }
        let serial = try many.indices.map(render)
        let output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }

        // Into an empty folder: every file is new, so each one's bytes show in its hash.
        let outcome = try OutputSync(folder: output.path, mode: .check, staleFileMarker: nil)
            .run(Array(many.indices), render: { [try render($0)] }, others: [])
        #expect(outcome.changed == serial.map(\.name).sorted())
        #expect(outcome.hashes == Dictionary(uniqueKeysWithValues: serial.map { ($0.name, StableHash.of($0.contents)) }))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }
}
