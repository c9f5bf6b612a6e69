// Written by `cellgen scaffold` for Album.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Track` rows of Album; its views come from Interface Builder.
final class AlbumTrackCell: UITableViewCell {
    @IBOutlet var trackIdLabel: UILabel!
    @IBOutlet var titleLabel: UILabel!
}
