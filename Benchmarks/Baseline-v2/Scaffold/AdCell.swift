// Written by `cellgen scaffold` for ProductList.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Ad` rows of ProductList; its views come from Interface Builder.
final class AdCell: UICollectionViewListCell {
    @IBOutlet var imageURLView: UIImageView!
    @IBOutlet var linkView: UIImageView!
}
