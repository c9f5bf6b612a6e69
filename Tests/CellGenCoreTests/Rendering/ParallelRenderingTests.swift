@testable import CellGenCore
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
        // What `OutputSync` does with the screens `generate` renders.
        #expect(many.concurrentMap { try? generator.file(for: $0) } == serial)
    }
}
