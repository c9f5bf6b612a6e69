// expect: error: type 'UIControl.State' does not conform to protocol 'Hashable'
import UIKit

nonisolated func titles() -> [UIControl.State: String] {
    [.normal: "Go", .highlighted: "Going"]
}
