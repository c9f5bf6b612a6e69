// Written by `cellgen scaffold` for ArticleFeed.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension DRHTableViewCell: ArticleFeed.ArticleConfigurable {
    func configure(with viewModel: ArticleFeed.ArticleViewModel) {
        avatarImageURLLabel.text = viewModel.avatarImageURL
        authorNameLabel.text = viewModel.authorName
        dateLabel.text = viewModel.date
        titleLabel.text = viewModel.title
        previewTextLabel.text = viewModel.previewText
    }
}
