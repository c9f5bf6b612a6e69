// Written by `cellgen scaffold` for ListShapes.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ShapesSpinnerCell: ListShapes.LoadingMoreConfigurable {
    func configure(with viewModel: ListShapes.LoadingMoreViewModel) {
    }
}
