// The scenarios of Tests/UIKitDouble/Smoke, run against real UIKit on the iOS simulator: the same
// sources the Linux runner (main.swift) drives through the double, here through the iOS testing
// driver (TestingDriver+iOS*.swift). One test per scenario, so a failure names its scenario.
// Expectations about what only the double can observe are skipped here (`doubleOnly`).

import XCTest

final class ScenarioTests: XCTestCase {
    @MainActor
    override func setUp() {
        super.setUp()
        expectationFailed = { what, file, line in XCTFail("\(file):\(line): \(what)") }
    }

    /// Runs every scenario; each failed expectation fails this test with its scenario's name.
    @MainActor
    func testEveryScenario() {
        for scenario in allScenarios {
            let failedBefore = failed
            scenario.run()
            if failed > failedBefore {
                XCTFail("\(scenario.name): \(failed - failedBefore) expectation(s) failed")
            }
        }
        print("scenarios on iOS: \(passed) passed, \(failed) failed, \(skipped) double-only skipped")
    }
}
