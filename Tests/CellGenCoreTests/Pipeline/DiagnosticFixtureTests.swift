import CellGenCore
import Foundation
import Testing

/// Every fixture in `Fixtures/Diagnostics` is bad (or warning-only) input; the `.diagnostics`
/// file beside it holds exactly what CellGen must report for it, as printed. A fixture is one of:
///
/// - `NAME.screen.yml`, a screen read alone;
/// - `NAME.cells.yml`, a cell library read alone;
/// - a folder `NAME/` of screens and the cell libraries they use, read together as
///   `cellgen generate NAME` reads them (found by `SpecDiscovery`, checked by
///   `GeneratorPipeline.Checking.check(files:)`, libraries first), its diagnostics printed with
///   paths relative to `Fixtures/Diagnostics` (`NAME/Screen.screen.yml:3:8: error: ...`), each
///   spec's in turn.
///
/// `NAME.diagnostics` lies beside the file or folder either way. To rewrite them after a
/// deliberate change of wording: `CELLGEN_RECORD_FIXTURES=1 swift test --filter
/// DiagnosticFixtureTests`, then review the diff. CI never records.
@Suite("bad-input fixtures")
struct DiagnosticFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Diagnostics")

    /// The names of the fixtures' files and folders in `directory`.
    static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { SpecFileName.isSpec($0) || SpecFileName.isLibrary($0) || isFolder($0) }
        .sorted()

    static func isFolder(_ fixture: String) -> Bool {
        FileManager.default.isDirectory(directory.appendingPathComponent(fixture).path)
    }

    /// `NAME.diagnostics`, for `NAME.screen.yml`, `NAME.cells.yml` and `NAME/` alike.
    static func diagnosticsFile(of fixture: String) -> URL {
        directory.appendingPathComponent(SpecFileName.screenName(of: fixture) + ".diagnostics")
    }

    /// How README.md's table names a fixture: a screen by its name alone, a cell library by its
    /// file name, a folder by its name and a slash (`DuplicateIds`, `LibraryActions.cells.yml`, `LibraryUnknown/`).
    static func tableName(of fixture: String) -> String {
        if isFolder(fixture) { return fixture + "/" }
        return SpecFileName.isLibrary(fixture) ? fixture : SpecFileName.screenName(of: fixture)
    }

    /// The spec files `cellgen generate` reads for a fixture, as paths relative to `directory`.
    static func specFiles(of fixture: String) -> [String] {
        guard isFolder(fixture) else { return [fixture] }
        let prefix = directory.path + "/"
        return SpecDiscovery.find([prefix + fixture]).files.map { String($0.dropFirst(prefix.count)) }
    }

    /// Checks a fixture as `cellgen generate` does: a file by its bytes, a folder's specs together.
    static func check(_ fixture: String) throws -> [SpecLoader.LoadedSpec] {
        let checking = GeneratorPipeline.Checking(configuration: TargetConfiguration())
        guard isFolder(fixture) else {
            let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(fixture)))
            return [checking.check(bytes, file: fixture)]
        }
        return checking.check(files: specFiles(of: fixture).map { directory.path + "/" + $0 })
    }

    /// Every spec's diagnostics in turn, one line each, with paths relative to `directory`.
    static func printed(_ results: [SpecLoader.LoadedSpec]) -> String {
        results.flatMap { $0.diagnostics.map(\.description) }.joined(separator: "\n")
            .replacingOccurrences(of: directory.path + "/", with: "") + "\n"
    }

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["CELLGEN_RECORD_FIXTURES"] == "1"
            && ProcessInfo.processInfo.environment["CI"] == nil
    }

    @Test("reports exactly the expected diagnostics", arguments: fixtures)
    func fixture(_ fixture: String) throws {
        let clock = ContinuousClock()
        let start = clock.now
        let results = try Self.check(fixture)
        // Not a benchmark: a guard against hangs and quadratic blow-ups on hostile input. The
        // slowest fixture takes about 30 ms in a debug build.
        #expect(start.duration(to: clock.now) < .milliseconds(500), "\(fixture) took \(start.duration(to: clock.now))")
        let actual = Self.printed(results)
        let expectedURL = Self.diagnosticsFile(of: fixture)
        if Self.isRecording {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected, "\(fixture): diagnostics differ from \(expectedURL.lastPathComponent)")
        #expect(results.contains { !$0.diagnostics.isEmpty }, "\(fixture) is a fixture for bad input but nothing was reported")
        #expect(results.map(\.file).map { $0.replacingOccurrences(of: Self.directory.path + "/", with: "") } == Self.specFiles(of: fixture),
                "every spec of the fixture is checked, once")
        for result in results {
            let produced = result.screen != nil || result.library != nil
            #expect(produced != result.diagnostics.hasErrors, "\(result.file): a screen or library is produced exactly when it has no errors")
            #expect(result.screen == nil || result.library == nil)
        }
    }

    @Test("every fixture is sorted into one class of bad input, and every class has fixtures")
    func classes() throws {
        let readme = try String(contentsOf: Self.directory.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Class ") }
        var listed: [String] = []
        for row in rows {
            let columns = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = columns[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(!names.isEmpty, "class '\(columns[0])' has no fixtures")
            listed += names
        }
        let fixtureNames = Self.fixtures.map(Self.tableName(of:)).sorted()
        #expect(listed.sorted() == fixtureNames, "README.md must list each fixture exactly once")
        let diagnosticsFiles = Self.fixtures.map { Self.diagnosticsFile(of: $0).lastPathComponent }
        #expect(Set(diagnosticsFiles).count == diagnosticsFiles.count, "two fixtures would share one .diagnostics file")
        #expect(rows.count >= 30)
        #expect(Self.fixtures.count >= 60)
    }
}
