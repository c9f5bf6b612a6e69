// Written by `cellgen scaffold` for ProductList.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Promo` rows of ProductList; its views come from Interface Builder.
final class PromoCell: UICollectionViewListCell {
    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var bannerURLView: UIImageView!
}
