// expect: ok
// The double's traits as the SDK declares them: UITraitCollection is Sendable and made with a
// size class; a view's traitCollection is main-actor; UIUserInterfaceSizeClass is not frozen.
import UIKit

func sendTraits(_ traits: UITraitCollection) async -> UITraitCollection { traits }

@MainActor
func probeTraits(_ view: UIView) -> Bool {
    let regular = UITraitCollection(horizontalSizeClass: .regular)
    let compactHeight = UITraitCollection(verticalSizeClass: .compact)
    switch view.traitCollection.horizontalSizeClass {
    case .regular: return regular.horizontalSizeClass == .regular
    case .compact, .unspecified: return compactHeight.verticalSizeClass == .compact
    @unknown default: return false
    }
}

@MainActor
func probeEnvironment(_ environment: any UITraitEnvironment) -> UIUserInterfaceSizeClass {
    environment.traitCollection.verticalSizeClass
}
