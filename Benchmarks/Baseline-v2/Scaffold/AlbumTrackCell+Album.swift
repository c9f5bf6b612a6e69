// Written by `cellgen scaffold` for Album.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension AlbumTrackCell: Album.TrackConfigurable {
    func configure(with viewModel: Album.TrackViewModel) {
        trackIdLabel.text = String(describing: viewModel.trackId)
        titleLabel.text = viewModel.title
    }
}
