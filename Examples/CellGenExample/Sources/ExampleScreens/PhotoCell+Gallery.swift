// Written by `cellgen scaffold` for Gallery.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension PhotoCell: Gallery.PhotoConfigurable {
    func configure(with viewModel: Gallery.PhotoViewModel) {
        photoIdLabel.text = viewModel.photoId
        captionLabel.text = viewModel.caption
        thumbnailURLView.image = nil // Load the image at viewModel.thumbnailURL here.
    }
}
