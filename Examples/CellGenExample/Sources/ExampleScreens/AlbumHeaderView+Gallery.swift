// Written by `cellgen scaffold` for Gallery.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension AlbumHeaderView: Gallery.AlbumHeaderConfigurable {
    func configure(with viewModel: Gallery.AlbumHeaderViewModel) {
        titleLabel.text = viewModel.title
        photoCountLabel.text = String(describing: viewModel.photoCount)
    }
}
