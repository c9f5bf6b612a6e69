// The cells of the Inbox proof screen (Tests/CellGenCoreTests/Fixtures/Proof/Inbox.screen.yml),
// class-registered and built in code; each conforms to the generated `...Configurable` protocol of
// its rows. They use no part of the double's testing driver, so the real-SDK check compiles them
// with the generated code (IOSSDKInputs' Harness module).

import UIKit

final class InboxPinnedCell: UITableViewCell, Inbox.PinnedConfigurable {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        imageView?.image = UIImage(systemName: "pin.fill")
    }

    required init?(coder: NSCoder) {
        fatalError("InboxPinnedCell is built in code")
    }

    func configure(with viewModel: Inbox.PinnedViewModel) {
        textLabel?.text = viewModel.subject
    }
}

final class InboxMessageCell: UITableViewCell, Inbox.MessageConfigurable {
    /// The identifier the cell had when `configure(with:)` began: the generated one.
    private(set) var identifierBeforeConfigure: String?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("InboxMessageCell is built in code")
    }

    func configure(with viewModel: Inbox.MessageViewModel) {
        identifierBeforeConfigure = accessibilityIdentifier
        textLabel?.text = viewModel.subject
        detailTextLabel?.text = viewModel.sender
        textLabel?.font = viewModel.isRead ? .preferredFont(forTextStyle: .body) : .boldSystemFont(ofSize: 17)
    }
}

/// The spinner row after the last message while there is a next page.
final class InboxLoadingCell: UITableViewCell, Inbox.LoadingConfigurable {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.textAlignment = .center
    }

    required init?(coder: NSCoder) {
        fatalError("InboxLoadingCell is built in code")
    }

    /// A cell can set an identifier of its own: it replaces the generated one.
    func configure(with viewModel: Inbox.LoadingViewModel) {
        accessibilityIdentifier = "inbox-spinner"
        textLabel?.text = "Loading…"
    }
}

/// The folder's header: its title, the unread count, and a button that marks the folder read.
final class InboxFolderHeaderView: UITableViewHeaderFooterView, Inbox.FolderHeaderConfigurable {
    var onMarkAllRead: (@MainActor () -> Void)?
    let markAllReadButton = UIButton(type: .system)

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(markAllReadButton)
        markAllReadButton.addAction(UIAction { [weak self] _ in self?.onMarkAllRead?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("InboxFolderHeaderView is built in code")
    }

    func configure(with viewModel: Inbox.FolderHeaderViewModel) {
        textLabel?.text = viewModel.title
        markAllReadButton.isEnabled = viewModel.unread > 0
        markAllReadButton.setTitle("Mark \(viewModel.unread) read", for: .normal)
    }
}

/// The empty inbox: a button to write a message.
final class InboxEmptyView: UITableViewHeaderFooterView, Inbox.EmptyInboxConfigurable {
    var onCompose: (@MainActor () -> Void)?
    let composeButton = UIButton(type: .system)

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(composeButton)
        composeButton.addAction(UIAction { [weak self] _ in self?.onCompose?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("InboxEmptyView is built in code")
    }

    func configure(with viewModel: Inbox.EmptyInboxViewModel) {
        composeButton.setTitle("Write a message", for: .normal)
    }
}
