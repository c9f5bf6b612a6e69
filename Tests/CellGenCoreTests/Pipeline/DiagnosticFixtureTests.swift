import CellGenCore
import Foundation
import Testing

/// Every file in `Fixtures/Diagnostics` is a bad (or warning-only) spec; the `.diagnostics`
/// file beside it holds exactly what CellGen must report for it, as printed. To rewrite them
/// after a deliberate change of wording: `CELLGEN_RECORD_FIXTURES=1 swift test --filter
/// DiagnosticFixtureTests`, then review the diff. CI never records.
@Suite("bad-input fixtures")
struct DiagnosticFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Diagnostics")

    static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter(SpecFileName.isSpec)
        .sorted()

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["CELLGEN_RECORD_FIXTURES"] == "1"
            && ProcessInfo.processInfo.environment["CI"] == nil
    }

    @Test("reports exactly the expected diagnostics", arguments: fixtures)
    func fixture(_ fileName: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(fileName)))
        let clock = ContinuousClock()
        let start = clock.now
        let result = SpecLoader().load(bytes, file: fileName)
        // Not a benchmark: a guard against hangs and quadratic blow-ups on hostile input. The
        // slowest fixture takes about 30 ms in a debug build.
        #expect(start.duration(to: clock.now) < .milliseconds(500), "\(fileName) took \(start.duration(to: clock.now))")
        let actual = result.diagnostics.map(\.description).joined(separator: "\n") + "\n"
        let expectedURL = Self.directory.appendingPathComponent(SpecFileName.screenName(of: fileName) + ".diagnostics")
        if Self.isRecording {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected, "\(fileName): diagnostics differ from \(expectedURL.lastPathComponent)")
        #expect(!result.diagnostics.isEmpty, "\(fileName) is a fixture for bad input but nothing was reported")
        #expect((result.screen == nil) == result.diagnostics.hasErrors, "a screen is produced exactly when there are no errors")
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
        let fixtureNames = Self.fixtures.map(SpecFileName.screenName(of:))
        #expect(listed.sorted() == fixtureNames, "README.md must list each fixture exactly once")
        #expect(rows.count >= 30)
        #expect(Self.fixtures.count >= 60)
    }
}
