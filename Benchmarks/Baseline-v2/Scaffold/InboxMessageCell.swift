// Written by `cellgen scaffold` for Inbox.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Message` rows of Inbox.
final class InboxMessageCell: UITableViewCell {
    let messageIdLabel = UILabel()
    let senderLabel = UILabel()
    let subjectLabel = UILabel()
    let isReadSwitch = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [messageIdLabel, senderLabel, subjectLabel, isReadSwitch])
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
        isReadSwitch.isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        fatalError("InboxMessageCell is built in code; use init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)")
    }
}
