import CellGenCore
import Foundation
import Testing

@Suite("parallel rendering")
struct ParallelRenderingTests {
    @Test("rendering screens in parallel gives exactly the serial output, in input order")
    func parallelEqualsSerial() throws {
        let folder = SpecsSnapshotTests.specsDirectory
        let specs = SpecsSnapshotTests.specs.map { folder.appendingPathComponent($0).path }
        // Many screens, so several threads really render at once.
        let screens = SpecLoader().load(files: specs).compactMap(\.screen)
        let many = Array(repeating: screens, count: 20).flatMap { $0 }
        let generator = CodeGenerator(templates: try .builtIn())
        let serial = try many.map { try generator.file(for: $0) }
        #expect(try generator.screenFiles(for: many) == serial)
    }

    @Test("loading specs in parallel keeps input order and cross-file checks")
    func parallelLoading() {
        let folder = SpecsSnapshotTests.specsDirectory.path
        let files = SpecsSnapshotTests.specs.map { "\(folder)/\($0)" }
        let results = SpecLoader().load(files: files + files)
        #expect(results.map(\.file) == files + files)
        #expect(results.prefix(files.count).allSatisfy { $0.screen != nil })
        #expect(results.suffix(files.count).allSatisfy { $0.screen == nil && $0.diagnostics.hasErrors })
    }
}
