// expect: error: 'isFixedSpacing' has been renamed to 'isFixed'
// The header's isFixedSpacing/isFlexibleSpacing are isFixed/isFlexible in Swift.
import UIKit

@MainActor func isFixed(_ spacing: NSCollectionLayoutSpacing) -> Bool {
    spacing.isFixedSpacing
}
