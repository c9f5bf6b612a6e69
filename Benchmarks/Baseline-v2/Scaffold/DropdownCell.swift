// Written by `cellgen scaffold` for CheckoutForm.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Dropdown` rows of CheckoutForm; its views come from Interface Builder.
final class DropdownCell: UITableViewCell {
    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var optionsLabel: UILabel!
    @IBOutlet var selectedOptionLabel: UILabel!
}
