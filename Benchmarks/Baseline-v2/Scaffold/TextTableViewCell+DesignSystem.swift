// Written by `cellgen scaffold` for DesignSystem.cells.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension TextTableViewCell: DesignSystem.TextConfigurable {
    func configure(with viewModel: DesignSystem.TextViewModel) {
        textValueLabel.text = viewModel.text
    }
}
