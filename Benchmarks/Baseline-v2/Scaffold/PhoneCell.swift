// Written by `cellgen scaffold` for CheckoutForm.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `PhoneField` rows of CheckoutForm; its views come from Interface Builder.
final class PhoneCell: UITableViewCell {
    var onEdited: (@MainActor (String) -> Void)?
    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var phoneField: UITextField!

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        // UIKit declares `awakeFromNib()` on NSObject without `@MainActor` (so the override says
        // `nonisolated`, whatever the target's default isolation), yet always calls it on the
        // main thread, after connecting every outlet.
        MainActor.assumeIsolated {
            phoneField.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.onEdited?(self.phoneField.text ?? "")
            }, for: .editingChanged)
        }
    }
}
