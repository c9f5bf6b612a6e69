// Written by `cellgen scaffold` for Common.cells.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension HintCell: Common.HintConfigurable {
    func configure(with viewModel: Common.HintViewModel) {
        textValueLabel.text = viewModel.text
    }
}
