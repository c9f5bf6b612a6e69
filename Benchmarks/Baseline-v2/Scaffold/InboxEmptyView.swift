// Written by `cellgen scaffold` for Inbox.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `EmptyInbox` headers and footers of Inbox.
final class InboxEmptyView: UITableViewHeaderFooterView {
    var onCompose: (@MainActor () -> Void)?
    let composeButton = UIButton(type: .system)

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [composeButton])
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
        composeButton.addAction(UIAction { [weak self] _ in self?.onCompose?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("InboxEmptyView is built in code; use init(reuseIdentifier: String?)")
    }
}
