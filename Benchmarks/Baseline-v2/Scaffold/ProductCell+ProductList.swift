// Written by `cellgen scaffold` for ProductList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ProductCell: ProductList.ProductConfigurable {
    func configure(with viewModel: ProductList.ProductViewModel) {
        idLabel.text = viewModel.id
        nameLabel.text = viewModel.name
        priceLabel.text = String(describing: viewModel.price)
        imageURLView.image = nil // Load the image at viewModel.imageURL here.
    }
}
