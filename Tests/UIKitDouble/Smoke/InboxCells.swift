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
