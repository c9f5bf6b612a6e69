// Written by `cellgen scaffold` for Inbox.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import Foundation

/// What the Inbox presenter shows its input through: the screen's view controller.
@MainActor
protocol InboxView: AnyObject {
    /// Shows `input`; the presenter calls it whenever the data changes.
    func show(_ input: Inbox.Input, animated: Bool)
}

/// The Inbox screen's presenter: makes the input its view shows and handles the rows'
/// actions. Like the models it uses (Inbox+Models.swift), it imports no UIKit.
@MainActor
final class InboxPresenter {
    /// Held weakly: the view holds its presenter.
    weak var view: (any InboxView)?

    init() {}

    /// Written out so that it stays nonisolated under default `MainActor` isolation (SE-0371).
    deinit {}

    /// Called by the view once it is loaded: make the input from what the screen shows and give
    /// it to `view?.show(_:animated:)`.
    func viewDidLoad() {
    }
}

extension InboxPresenter: Inbox.ActionHandler {
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
