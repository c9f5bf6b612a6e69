import CellGenCore
import Foundation
import Testing

/// Runs the official yaml-test-suite data (kept in `../shared/yaml-test-suite`, beside the
/// repository, never copied into it) through `YAMLEventParser`: every valid case must give the
/// suite's event stream and every error case must be rejected, except where libyaml itself is
/// known to differ from the suite.
@Suite("yaml-test-suite conformance")
struct YAMLTestSuiteConformanceTests {
    static let suiteDirectory: URL? = {
        if let path = ProcessInfo.processInfo.environment["CELLGEN_YAML_TEST_SUITE"] {
            return URL(fileURLWithPath: path)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidate = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/yaml-test-suite")
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }()

    static let cases: [YAMLSuiteCase] = suiteDirectory.map(YAMLSuiteCase.all(in:)) ?? []

    @Test(
        "every case matches the suite or is a known libyaml deviation",
        .enabled(if: suiteDirectory != nil, "yaml-test-suite not found at ../shared/yaml-test-suite (set CELLGEN_YAML_TEST_SUITE)"),
        arguments: cases)
    func conformance(_ suiteCase: YAMLSuiteCase) throws {
        let outcome = suiteCase.run()
        if let deviation = LibYAMLDeviations.reason(for: suiteCase.id) {
            // A listed deviation must still deviate; otherwise the list is stale and hides nothing.
            #expect(!outcome.conforms, "\(suiteCase.id) is listed as a libyaml deviation (\(deviation)) but now conforms")
            return
        }
        switch outcome {
        case .rejected(let expected, let actual):
            Issue.record("\(suiteCase.id) \(suiteCase.name): expected \(expected) but \(actual)")
        case .events(let expected, let actual) where expected != actual:
            #expect(actual == expected, "\(suiteCase.id) \(suiteCase.name)")
        default:
            break
        }
    }

    @Test("the suite was found and holds its cases",
          .enabled(if: suiteDirectory != nil, "yaml-test-suite not found"))
    func suiteIsComplete() {
        #expect(Self.cases.count == 402)
        #expect(Self.cases.filter(\.expectsError).count == 94)
        #expect(LibYAMLDeviations.count == 72)
    }
}

/// The cases libyaml 0.2.5 itself gets wrong, by case id. Each one is checked to really deviate,
/// so the list cannot hide a bug in the binding; `scripts/yaml-suite-libyaml-crosscheck.py` runs
/// the same data through PyYAML's CLoader (the same C library, no Swift in between) and fails on
/// exactly these cases.
enum LibYAMLDeviations {
    static func reason(for id: String) -> String? {
        if pinnedDiffers.contains(id) { return "libyaml's own test pins: different events for valid YAML 1.2, or rejects it" }
        if pinnedAccepts.contains(id) { return "libyaml's own test pins: accepts input that must fail" }
        if newerDiffers.contains(id) { return "suite case newer than libyaml's pins; libyaml 0.2.5 gives different events or rejects it" }
        if newerAccepts.contains(id) { return "suite case newer than libyaml's pins; libyaml 0.2.5 accepts input that must fail" }
        return nil
    }

    /// From `libyaml-known-deviations.txt` (libyaml's pins), minus the cases it now passes
    /// (9MMW, JR7V, WZ62, U99R; KZN9 is not in this release of the data).
    private static let pinnedDiffers: Set<String> = [
        "2JQS", "2LFX", "2SXE", "4ABK", "4MUZ/00", "4MUZ/01", "4MUZ/02", "5MUD", "5T43", "6BCT", "6LVF",
        "6M2F", "7Z25", "8XYN", "9SA2", "A2M4", "BEC7", "DBG4", "DK3J", "FP8R", "FRK4", "HWV9", "K3WX",
        "M7A3", "NHX8", "NJ66", "Q5MG", "QT73", "R4YG", "S3PD", "UT92", "W4TN", "W5VH", "Y2GN",
    ]
    private static let pinnedAccepts: Set<String> = [
        "9C9N", "9HCY", "9JBA", "CVW2", "EB22", "QB6E", "RHX7", "S98Z", "SU5Z", "X4QW",
    ]
    /// Mostly tabs as separation, `?`/`:`/`-` edge cases in flow context, trailing blank lines in
    /// block scalars and reserved directives: YAML 1.2 details libyaml (a 1.1 parser) never took up.
    private static let newerDiffers: Set<String> = [
        "58MP", "652Z", "6CA3", "96NN/00", "96NN/01", "CFD4", "DK95/00", "DK95/03", "DK95/04", "HM87/00",
        "HM87/01", "JEF9/02", "L24T/01", "M2N8/00", "MUS6/05", "MUS6/06", "NKF9", "SM9W/01", "UKK6/00",
        "VJP3/01", "Y79Y/001", "Y79Y/010",
    ]
    private static let newerAccepts: Set<String> = [
        "DK95/01", "G5U8", "MUS6/00", "MUS6/01", "Y79Y/003", "YJV2",
    ]

    static var count: Int { pinnedDiffers.count + pinnedAccepts.count + newerDiffers.count + newerAccepts.count }
}
