// Written by `cellgen scaffold` for Gallery.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension LoadMoreCell: Gallery.LoadMoreConfigurable {
    func configure(with viewModel: Gallery.LoadMoreViewModel) {
    }
}
