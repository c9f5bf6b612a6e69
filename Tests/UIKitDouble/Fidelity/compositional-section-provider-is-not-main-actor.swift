// expect: error: main actor-isolated property 'container' can not be referenced from a nonisolated context
// The section provider type carries no actor: written in a nonisolated function, the closure is
// nonisolated and cannot read the (main-actor) layout environment.
import UIKit

nonisolated func makeProvider() -> UICollectionViewCompositionalLayoutSectionProvider {
    { _, environment in
        _ = environment.container
        return nil
    }
}
