// expect: error: call to main actor-isolated instance method 'makeContentView()' in a synchronous nonisolated context
// UIContentConfiguration has no actor, but makeContentView() is @MainActor.
import UIKit

nonisolated func make(_ configuration: UIListContentConfiguration) {
    _ = configuration.makeContentView()
}
