// expect: error: call to main actor-isolated instance method 'addAction(_:for:)' in a synchronous nonisolated context
import UIKit

final class ButtonCell: UITableViewCell {
    let button = UIButton(type: .system)

    override func awakeFromNib() {
        super.awakeFromNib()
        button.addAction(UIAction { _ in }, for: .touchUpInside)
    }
}
