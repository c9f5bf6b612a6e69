// expect: ok
import UIKit

final class ButtonCell: UITableViewCell {
    let button = UIButton(type: .system)

    override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated {
            button.addAction(UIAction { _ in }, for: .touchUpInside)
        }
    }
}
