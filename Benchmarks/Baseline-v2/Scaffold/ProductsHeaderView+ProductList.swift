// Written by `cellgen scaffold` for ProductList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ProductsHeaderView: ProductList.ProductsHeaderConfigurable {
    func configure(with viewModel: ProductList.ProductsHeaderViewModel) {
        titleLabel.text = viewModel.title
        productCountLabel.text = String(describing: viewModel.productCount)
    }
}
