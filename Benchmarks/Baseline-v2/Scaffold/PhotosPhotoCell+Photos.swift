// Written by `cellgen scaffold` for Photos.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension PhotosPhotoCell: Photos.PhotoConfigurable {
    func configure(with viewModel: Photos.PhotoViewModel) {
        photoIdLabel.text = viewModel.photoId
    }
}
