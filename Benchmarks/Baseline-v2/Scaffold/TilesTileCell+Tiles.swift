// Written by `cellgen scaffold` for Tiles.cells.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension TilesTileCell: Tiles.TileConfigurable {
    func configure(with viewModel: Tiles.TileViewModel) {
        tileIdLabel.text = viewModel.tileId
        titleLabel.text = viewModel.title
    }
}
