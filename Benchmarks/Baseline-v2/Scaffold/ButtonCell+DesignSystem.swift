// Written by `cellgen scaffold` for DesignSystem.cells.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ButtonCell: DesignSystem.ButtonConfigurable {
    func configure(with viewModel: DesignSystem.ButtonViewModel) {
        tapButton.setTitle(viewModel.title, for: .normal)
    }
}
