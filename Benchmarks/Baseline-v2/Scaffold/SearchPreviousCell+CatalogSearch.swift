// Written by `cellgen scaffold` for CatalogSearch.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension SearchPreviousCell: CatalogSearch.SearchHistoryConfigurable {
    func configure(with viewModel: CatalogSearch.SearchHistoryViewModel) {
        queryLabel.text = viewModel.query
    }
}
