// Written by `cellgen scaffold` for Shelf.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ShelfNoteCell: Shelf.NoteConfigurable {
    func configure(with viewModel: Shelf.NoteViewModel) {
        textValueLabel.text = viewModel.text
    }
}
