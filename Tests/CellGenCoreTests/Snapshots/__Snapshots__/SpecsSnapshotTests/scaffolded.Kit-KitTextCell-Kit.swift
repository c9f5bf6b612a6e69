// Written by `cellgen scaffold` for Kit.cells.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension KitTextCell: Kit.TextConfigurable {
    func configure(with viewModel: Kit.TextViewModel, environment: Kit.Environment) {
        idLabel.text = viewModel.id
        textValueLabel.text = viewModel.text
    }
}
