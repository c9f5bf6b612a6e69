// Written by `cellgen scaffold` for Settings.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension TextTableViewCell: Settings.TextConfigurable {
    func configure(with viewModel: Settings.TextViewModel) {
        titleLabel.text = viewModel.text
    }
}
