// expect: ok
import UIKit

nonisolated func values() -> (UIAction.Identifier, UIFont.Weight, UILayoutPriority, UIFont.TextStyle) {
    (UIAction.Identifier("go"), UIFont.Weight(0.1), UILayoutPriority(999), UIFont.TextStyle(rawValue: "custom"))
}
