// Written by `cellgen scaffold` for Kit.cells.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension KitCaptionView: Kit.CaptionConfigurable {
    func configure(with viewModel: Kit.CaptionViewModel, environment: Kit.Environment) {
        titleLabel.text = viewModel.title
    }
}
