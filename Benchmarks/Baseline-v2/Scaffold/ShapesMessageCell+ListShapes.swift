// Written by `cellgen scaffold` for ListShapes.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ShapesMessageCell: ListShapes.MessageConfigurable {
    func configure(with viewModel: ListShapes.MessageViewModel) {
        idLabel.text = viewModel.id
        titleLabel.text = viewModel.title
    }
}
