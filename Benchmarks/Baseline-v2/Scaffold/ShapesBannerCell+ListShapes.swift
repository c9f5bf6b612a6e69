// Written by `cellgen scaffold` for ListShapes.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ShapesBannerCell: ListShapes.BannerConfigurable {
    func configure(with viewModel: ListShapes.BannerViewModel) {
        textValueLabel.text = viewModel.text
    }
}
