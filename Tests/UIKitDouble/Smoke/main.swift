// Runnable smoke scenarios: generated data sources driven through the UIKit double.
// Runs `allScenarios`, or with arguments the scenarios of those names (`stoppingScenarios` too);
// prints one line per failed expectation and "N passed, M failed"; exits 1 on any failure.

import Foundation

let names = Set(ProcessInfo.processInfo.arguments.dropFirst())
let chosen = names.isEmpty ? allScenarios : (allScenarios + stoppingScenarios).filter { names.contains($0.name) }
if chosen.count < names.count { print("no scenario named \(names.subtracting(chosen.map(\.name)).sorted())") }
for scenario in chosen {
    scenario.run()
}
print("\(passed) passed, \(failed) failed")
if failed > 0 || chosen.count < names.count { exit(1) }
