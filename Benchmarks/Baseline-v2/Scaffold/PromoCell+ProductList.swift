// Written by `cellgen scaffold` for ProductList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension PromoCell: ProductList.PromoConfigurable {
    func configure(with viewModel: ProductList.PromoViewModel) {
        titleLabel.text = viewModel.title
        bannerURLView.image = nil // Load the image at viewModel.bannerURL here.
    }
}
