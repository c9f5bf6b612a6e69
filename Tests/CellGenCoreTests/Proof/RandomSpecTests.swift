import CellGenCore
import Foundation
import Testing

/// Accepted means compiles: specs from `RandomSpecGenerator` must pass the validator without a
/// diagnostic, and all their generated and scaffolded code must type-check, in one batch. CI
/// runs the fixed seed; another seed or count can be tried with
/// `CELLGEN_RANDOM_SEED=7 CELLGEN_RANDOM_COUNT=300 swift test --filter RandomSpecTests`.
@Suite("random valid specs", .serialized)
struct RandomSpecTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["CELLGEN_RANDOM_SEED"].flatMap(UInt64.init) ?? 2026
    static let count = environment["CELLGEN_RANDOM_COUNT"].flatMap(Int.init) ?? 120

    /// The specs, as file name and text; the screen name carries the seed and the index.
    static let specs: [(file: String, text: String)] = {
        var generator = RandomSpecGenerator(seed: seed)
        return (0..<count).map { index in
            let screen = "Random\(seed)N\(index)"
            return ("\(screen).screen.yml", generator.spec(named: screen))
        }
    }()

    @Test("the generator is deterministic")
    func deterministic() {
        var first = RandomSpecGenerator(seed: 99), second = RandomSpecGenerator(seed: 99)
        #expect(first.spec(named: "Same") == second.spec(named: "Same"))
    }

    /// For a target of iOS 16, where everything the generator writes works (a collection's
    /// context menus are a lint warning below it).
    @Test("every random spec passes the validator without a diagnostic")
    func validates() {
        let loader = SpecLoader(defaults: SpecDefaults(deploymentTarget: DeploymentTarget(major: 16)))
        for spec in Self.specs {
            let result = loader.load(Array(spec.text.utf8), file: spec.file)
            #expect(result.diagnostics.isEmpty, "\(spec.file):\n\(result.diagnostics.map(\.description).joined(separator: "\n"))\n\(spec.text)")
        }
    }

    @Test("the generated and scaffolded code of all random specs type-checks in one batch")
    func typeChecks() throws {
        let double = try ProofHarness.double.get()
        let folder = ProofHarness.workFolder.appendingPathComponent("random-\(Self.seed)")
        try? FileManager.default.removeItem(at: folder)
        let specFolder = folder.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specFolder, withIntermediateDirectories: true)
        let specFiles = try Self.specs.map { spec in
            let file = specFolder.appendingPathComponent(spec.file)
            try spec.text.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        try ProofHarness.generate(specFiles, into: folder)
        try ProofHarness.scaffold(specFiles, into: folder.appendingPathComponent("scaffold"))
        let files = ProofHarness.swiftFiles(in: folder) + ProofHarness.swiftFiles(in: folder.appendingPathComponent("scaffold"))
        #expect(files.count > 2 * Self.count)
        // One frontend for all files (-wmo): batch mode would parse every one of the ~1,100
        // files once per batch, 20 times slower.
        let result = ProofHarness.swiftc(
            ["-typecheck", "-wmo", "-continue-building-after-errors", "-package-name", "RandomSpecs", "-I", double.appendingPathComponent("uikit").path] + files.map(\.path))
        #expect(result.status == 0, "\(String(result.text.prefix(60_000)))")
    }
}
