// Written by `cellgen scaffold` for CheckoutForm.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Splitter` rows of CheckoutForm; its views come from Interface Builder.
final class SplitterCell: UITableViewCell {
}
