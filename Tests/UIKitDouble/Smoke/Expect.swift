// How the scenarios check and report: `expect(...)` counts every expectation and hands each
// failed one to `expectationFailed`. The Linux runner (main.swift) prints the failures and the
// counts; a test target that runs `allScenarios` sets `expectationFailed` to fail its test.

/// Expectations that held so far.
@MainActor var passed = 0
/// Expectations that failed so far.
@MainActor var failed = 0
/// Expectations skipped because they observe what only the double can (`doubleOnly`); always 0
/// off iOS.
@MainActor var skipped = 0

/// Called with each failed expectation, after it is counted. By default it prints
/// `FAIL (File.swift:12): what`, the line the Linux runner reports; an XCTest target sets it to
/// `{ XCTFail("\($1):\($2): \($0)") }`.
@MainActor var expectationFailed: (_ what: String, _ file: String, _ line: UInt) -> Void = { what, file, line in
    print("FAIL (\(file.split(separator: "/").last ?? "?"):\(line)): \(what)")
}

/// Counts `condition` as passed or failed. `doubleOnly` marks an expectation about something
/// UIKit does not let a test observe (a dequeue log, registrations, apply counts: see
/// TestingDriver+iOS.swift): against the double it counts as any other; on iOS it is skipped,
/// because the iOS driver cannot tell.
@MainActor
func expect(_ condition: Bool, _ what: String, doubleOnly: Bool = false, file: String = #fileID, line: UInt = #line) {
    #if os(iOS)
    if doubleOnly {
        skipped += 1
        return
    }
    #endif
    if condition {
        passed += 1
    } else {
        failed += 1
        expectationFailed(what, file, line)
    }
}
