// Written by `cellgen scaffold` for Photos.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension PhotosUploadCell: Photos.UploadConfigurable {
    func configure(with viewModel: Photos.UploadViewModel) {
        uploadIdLabel.text = viewModel.uploadId
        nameLabel.text = viewModel.name
    }
}
