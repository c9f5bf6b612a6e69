// Written by `cellgen scaffold` for Kit.cells.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension KitButtonCell: Kit.ButtonConfigurable {
    func configure(with viewModel: Kit.ButtonViewModel, environment: Kit.Environment) {
        tapButton.setTitle(viewModel.title, for: .normal)
    }
}
