// expect: error: type 'UICollectionLayoutListConfiguration' does not conform to the 'Sendable' protocol
// The overlay's struct (and its nested enums) declares no Sendable conformance; it is usable from
// nonisolated code, but cannot cross actors.
import UIKit

func requireSendable<T: Sendable>(_ value: T) {}
nonisolated func send() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    requireSendable(configuration)
}
