// Written by `cellgen scaffold` for Photos.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension PhotosHeaderView: Photos.PhotosHeaderConfigurable {
    func configure(with viewModel: Photos.PhotosHeaderViewModel) {
        titleLabel.text = viewModel.title
        countLabel.text = String(describing: viewModel.count)
    }
}
