// expect: error: type 'UIListContentConfiguration' does not conform to the 'Sendable' protocol
import UIKit

func requireSendable<T: Sendable>(_ value: T) {}
nonisolated func send() {
    var content = UIListContentConfiguration.groupedHeader()
    content.text = "Title"
    requireSendable(content)
}
