// The scenario that runs OffMainActor.swift's checks on a thread of their own.

import Foundation

/// The screens' values built and compared on a thread of their own, as a presenter or a
/// background task has them (`OffMainActor.swift`).
@MainActor
func offMainActorScenario() {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var failures: [String]? = nil
    Thread.detachNewThread {
        failures = offMainActorChecks()
        done.signal()
    }
    done.wait()
    expect(failures == [], "values built off the main actor: \(failures ?? [])")
}
