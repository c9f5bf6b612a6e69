import CellGenCore
import Testing

@Suite("parallel loading")
struct ParallelLoadingTests {
    @Test("loading specs in parallel keeps input order and cross-file checks")
    func parallelLoading() {
        let folder = SpecsSnapshotTests.specsDirectory.path
        // The screens and the cell library they use; the second copies collide with the first.
        let files = (SpecsSnapshotTests.specs + ["DesignSystem.cells.yml"]).map { "\(folder)/\($0)" }
        let results = SpecLoader().load(files: files + files)
        #expect(results.map(\.file) == files + files)
        #expect(results.prefix(files.count).allSatisfy { $0.screen != nil || $0.library != nil })
        #expect(results.suffix(files.count).allSatisfy { $0.screen == nil && $0.diagnostics.hasErrors })
    }
}
