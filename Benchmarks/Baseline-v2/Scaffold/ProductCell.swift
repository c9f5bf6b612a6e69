// Written by `cellgen scaffold` for ProductList.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Product` rows of ProductList; its views come from Interface Builder.
final class ProductCell: UICollectionViewListCell {
    @IBOutlet var idLabel: UILabel!
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var priceLabel: UILabel!
    @IBOutlet var imageURLView: UIImageView!
}
