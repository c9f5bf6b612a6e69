// Written by `cellgen scaffold` for Inbox.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The Inbox screen: shows an input with the generated data source and handles its actions.
final class InboxViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: Inbox.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = Inbox.DataSource(tableView: tableView, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Inbox.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension InboxViewController: Inbox.ActionHandler {
    /// Open the pinned conversation
    func openThread(_ row: Inbox.PinnedViewModel) {
    }

    /// Unpin the conversation
    func unpin(_ row: Inbox.PinnedViewModel) {
    }

    /// Open the message
    func openMessage(_ row: Inbox.MessageViewModel, context: Inbox.InboxContext) {
    }

    /// Mark the message as read
    func markRead(_ row: Inbox.MessageViewModel, context: Inbox.InboxContext) {
    }

    /// Delete the message
    func delete(_ row: Inbox.MessageViewModel, context: Inbox.InboxContext) {
    }

    /// Archive the message
    func archive(_ row: Inbox.MessageViewModel, context: Inbox.InboxContext) {
    }

    /// Reply to the message
    func reply(_ row: Inbox.MessageViewModel, context: Inbox.InboxContext) {
    }

    /// Load the next page of the folder
    func loadNextPage(_ context: Inbox.InboxContext) {
    }

    /// Mark every message of the folder as read
    func markFolderRead(_ header: Inbox.FolderHeaderViewModel, context: Inbox.InboxContext) {
    }

    /// Write a new message
    func compose(_ header: Inbox.EmptyInboxViewModel) {
    }

    /// Reload the inbox from the server
    func reloadAll() {
    }
}
