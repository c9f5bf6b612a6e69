// Written by `cellgen scaffold` for Shelf.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ShelfHeaderView: Shelf.ShelfHeaderConfigurable {
    func configure(with viewModel: Shelf.ShelfHeaderViewModel) {
        titleLabel.text = viewModel.title
    }
}
