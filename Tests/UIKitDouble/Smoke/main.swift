// Runnable smoke scenarios: generated data sources driven through the UIKit double.
// Runs `allScenarios`; prints one line per failed expectation and "N passed, M failed"; exits 1 on
// any failure.

import Foundation

for scenario in allScenarios {
    scenario.run()
}
print("\(passed) passed, \(failed) failed")
if failed > 0 { exit(1) }
