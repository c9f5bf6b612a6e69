// Written by `cellgen scaffold` for Photos.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension PhotosAlbumCell: Photos.AlbumConfigurable {
    func configure(with viewModel: Photos.AlbumViewModel) {
        albumIdLabel.text = viewModel.albumId
        titleLabel.text = viewModel.title
    }
}
