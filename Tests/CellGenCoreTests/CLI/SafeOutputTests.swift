import Foundation
import Testing

/// The output folder under stress: runs killed with SIGKILL at random moments of writing, and
/// two runs writing into one folder at once. Each generated file must always be complete:
/// exactly the bytes of one version or the other, never a mix or a prefix.
@Suite("safe output", .serialized)
struct SafeOutputTests {
    /// 48 specs (eight copies of each spec in `specs/`, renamed), so that a run spends long
    /// enough writing to be killed in the middle of it, and two versions of the whole output:
    /// version B differs in every file through a `cellgen.yml` header line.
    struct Workspace {
        let root: URL
        var specs: URL { root.appendingPathComponent("specs") }
        var output: URL { root.appendingPathComponent("Generated") }
        var configB: URL { root.appendingPathComponent("b.cellgen.yml") }
        var versionA: [String: Data] = [:]
        var versionB: [String: Data] = [:]

        init() throws {
            root = try CellGenProcess.temporaryFolder()
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            let originals = CellGenProcess.packageRoot.appendingPathComponent("specs")
            // Eight copies of each screen, and the cell library some of them use.
            try FileManager.default.copyItem(at: originals.appendingPathComponent("DesignSystem.cells.yml"),
                                             to: specs.appendingPathComponent("DesignSystem.cells.yml"))
            for name in try FileManager.default.contentsOfDirectory(atPath: originals.path) where name.hasSuffix(".screen.yml") {
                let screen = String(name.dropLast(".screen.yml".count))
                let text = try String(contentsOf: originals.appendingPathComponent(name), encoding: .utf8)
                for copy in 1...8 {
                    try text.replacingOccurrences(of: "screen: \(screen)\n", with: "screen: \(screen)\(copy)\n")
                        .write(to: specs.appendingPathComponent("\(screen)\(copy).screen.yml"), atomically: true, encoding: .utf8)
                }
            }
            try "header:\n  - Version B of every file.\n".write(to: configB, atomically: true, encoding: .utf8)
            versionA = try generated(["--output", root.appendingPathComponent("A").path])
            versionB = try generated(["--output", root.appendingPathComponent("B").path, "--config", configB.path])
        }

        func arguments(_ version: Character) -> [String] {
            ["generate", specs.path, "--output", output.path] + (version == "B" ? ["--config", configB.path] : [])
        }

        private func generated(_ options: [String]) throws -> [String: Data] {
            let run = try CellGenProcess.run(["generate", specs.path] + options)
            try #require(run.status == 0, "\(run.stderr)")
            let folder = URL(fileURLWithPath: options[1])
            return try CellGenProcess.contents(of: folder).mapValues(\.bytes)
        }

        /// Which version each output file is; records an issue for any file that is neither. Only
        /// the output files are read: a running generator's temporary files come and go meanwhile.
        func versions() throws -> [String: Character] {
            var result: [String: Character] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path) where !name.hasPrefix(".") {
                let bytes = try Data(contentsOf: output.appendingPathComponent(name))
                if bytes == versionA[name] { result[name] = "A" }
                else if bytes == versionB[name] { result[name] = "B" }
                else { Issue.record("\(name) is neither version: \(bytes.count) bytes") }
            }
            return result
        }

        func temporaryFiles() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix(".") }
        }
    }

    @Test("a run killed with SIGKILL while writing leaves every file old or new, never partial")
    func killedRuns() throws {
        let workspace = try Workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        #expect(workspace.versionA.count == 50 && workspace.versionB.count == 50)
        #expect(workspace.versionA.keys.allSatisfy { workspace.versionA[$0] != workspace.versionB[$0] })
        _ = try CellGenProcess.run(workspace.arguments("A"))
        var generator = SystemRandomNumberGenerator()
        var mixed = 0
        for round in 0..<24 {
            let version: Character = round.isMultiple(of: 2) ? "B" : "A"
            let process = try CellGenProcess.start(workspace.arguments(version))
            // Wait until the run is writing (the first file of the new version appears), then
            // kill it somewhere within the next few milliseconds.
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning, Date() < deadline, try !workspace.versions().values.contains(version) {
                usleep(200)
            }
            usleep(UInt32.random(in: 0...8_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let versions = try workspace.versions()
            #expect(versions.count == 50, "a file went missing")
            if Set(versions.values).count == 2 { mixed += 1 }
        }
        // The check above is only meaningful if some runs were killed halfway through writing.
        print("safe output: \(mixed) of 24 killed runs left files of both versions")
        #expect(mixed > 0, "no run was killed in the middle of writing")
        let last = try CellGenProcess.run(workspace.arguments("A"))
        #expect(last.status == 0)
        #expect(try workspace.versions().values.allSatisfy { $0 == "A" })
        #expect(try workspace.temporaryFiles() == [], "temporary files of killed runs are cleaned up by the next run")
    }

    @Test("two runs writing into one folder at once leave only complete files")
    func concurrentRuns() throws {
        let workspace = try Workspace()
        defer { try? FileManager.default.removeItem(at: workspace.root) }
        for _ in 0..<4 {
            let a = try CellGenProcess.start(workspace.arguments("A"))
            let b = try CellGenProcess.start(workspace.arguments("B"))
            a.waitUntilExit()
            b.waitUntilExit()
            #expect(a.terminationStatus == 0 && b.terminationStatus == 0)
            #expect(try workspace.versions().count == 50)
            #expect(try workspace.temporaryFiles().isEmpty)
        }
    }
}
