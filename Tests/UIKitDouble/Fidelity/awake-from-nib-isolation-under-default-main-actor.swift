// expect: error: main actor-isolated instance method 'awakeFromNib()' has different actor isolation from nonisolated overridden declaration
// mode: mainactor
// Under default MainActor isolation a cell's `awakeFromNib()` override that does not say
// `nonisolated` is isolated to the main actor, which NSObject's nonisolated original forbids.
import UIKit

final class ButtonCell: UITableViewCell {
    let button = UIButton(type: .system)

    override func awakeFromNib() {
        super.awakeFromNib()
        button.addAction(UIAction { _ in }, for: .touchUpInside)
    }
}
