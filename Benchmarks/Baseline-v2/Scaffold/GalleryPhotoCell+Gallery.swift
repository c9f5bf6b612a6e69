// Written by `cellgen scaffold` for Gallery.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension GalleryPhotoCell: Gallery.PhotoConfigurable {
    func configure(with viewModel: Gallery.PhotoViewModel) {
        photoIdLabel.text = viewModel.photoId
        captionLabel.text = viewModel.caption
    }
}
