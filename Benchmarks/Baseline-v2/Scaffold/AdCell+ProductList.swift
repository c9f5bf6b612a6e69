// Written by `cellgen scaffold` for ProductList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension AdCell: ProductList.AdConfigurable {
    func configure(with viewModel: ProductList.AdViewModel) {
        imageURLView.image = nil // Load the image at viewModel.imageURL here.
        linkView.image = nil // Load the image at viewModel.link here.
    }
}
