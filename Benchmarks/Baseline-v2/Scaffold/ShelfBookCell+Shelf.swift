// Written by `cellgen scaffold` for Shelf.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ShelfBookCell: Shelf.BookConfigurable {
    func configure(with viewModel: Shelf.BookViewModel) {
        isbnLabel.text = viewModel.isbn
        titleLabel.text = viewModel.title
    }
}
