// Written by `cellgen scaffold` for CatalogSearch.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension SearchSectionCell: CatalogSearch.SearchCategoryConfigurable {
    func configure(with viewModel: CatalogSearch.SearchCategoryViewModel) {
        sectionIdLabel.text = viewModel.sectionId
        sectionNameLabel.text = viewModel.sectionName
        sectionIconURLView.image = nil // Load the image at viewModel.sectionIconURL here.
    }
}
