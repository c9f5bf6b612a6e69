// Written by `cellgen scaffold` for ListShapes.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ShapesSplitterCell: ListShapes.SplitterConfigurable {
    func configure(with viewModel: ListShapes.SplitterViewModel) {
    }
}
