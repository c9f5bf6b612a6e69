// Written by `cellgen scaffold` for ArticleFeed.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Article` rows of ArticleFeed; its views come from Interface Builder.
final class DRHTableViewCell: UITableViewCell {
    @IBOutlet var avatarImageURLLabel: UILabel!
    @IBOutlet var authorNameLabel: UILabel!
    @IBOutlet var dateLabel: UILabel!
    @IBOutlet var titleLabel: UILabel!
    @IBOutlet var previewTextLabel: UILabel!
}
