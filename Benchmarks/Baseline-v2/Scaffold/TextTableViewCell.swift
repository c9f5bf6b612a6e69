// Written by `cellgen scaffold` for DesignSystem.cells.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Text` rows of the DesignSystem cell library.
final class TextTableViewCell: UITableViewCell {
    let textValueLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [textValueLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("TextTableViewCell is built in code; use init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)")
    }
}
