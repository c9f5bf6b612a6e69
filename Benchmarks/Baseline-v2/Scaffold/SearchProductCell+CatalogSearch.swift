// Written by `cellgen scaffold` for CatalogSearch.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension SearchProductCell: CatalogSearch.SearchProductConfigurable {
    func configure(with viewModel: CatalogSearch.SearchProductViewModel) {
        productIdLabel.text = viewModel.productId
        productNameLabel.text = viewModel.productName
        productIconURLView.image = nil // Load the image at viewModel.productIconURL here.
    }
}
