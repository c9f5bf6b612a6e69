// Edit mode (issue 34): Bookmarks (Fixtures/Proof/Bookmarks.screen.yml), a table whose favourites
// can be reordered among themselves and deleted, its history deleted only; MailList in edit mode;
// Mailboxes' favourites, system list cells with delete and reorder accessories in a collection.
// A deletion is the row's first trailing swipe action and removes the row at once; a move keeps
// the user's order; the next apply is the truth again.

import UIKit

@MainActor
func bookmarksEditingScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    let handler = BookmarksHandler()
    let dataSource = Bookmarks.DataSource(tableView: tableView, handler: handler)
    let favorites = ["swift.org", "developer.apple.com", "github.com"].map { Bookmarks.BookmarkViewModel(url: $0, title: $0) }
    let visits = ["example.com", "forums.swift.org"].map { Bookmarks.BookmarkViewModel(url: $0, title: $0) }
    let add = Bookmarks.AddBookmarkViewModel(text: "Add Bookmark")
    dataSource.apply(.init(favorites: .init(favorite: favorites, addBookmark: add), history: .init(visit: visits)),
                     animatingDifferences: false)
    func path(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }
    func titles(_ section: Int) -> [String?] {
        (0..<tableView.numberOfRowsForTesting(inSection: section)).map {
            (tableView.cellForTesting(at: path($0, section)).contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    tableView.setEditing(true, animated: false)
    expect(tableView.showsDeleteControlForTesting(at: path(0, 0)) && tableView.showsDeleteControlForTesting(at: path(0, 1)),
           "a favourite and a visit show the delete control")
    expect(!tableView.showsDeleteControlForTesting(at: path(3, 0)), "the Add Bookmark row shows none")
    expect(tableView.swipeActionsForTesting(at: path(0, 1), edge: .trailing)?.actions.map(\.title) == ["Delete"],
           "what the delete control reveals: Delete")

    // Reordering: the first favourite to the end of the favourites (not past the Add Bookmark row).
    let landed = tableView.moveRowForTesting(at: path(0, 0), to: path(3, 0))
    expect(landed == path(2, 0), "a favourite lands among the favourites: \(String(describing: landed))")
    expect(handler.received.last == .moveBookmark(favorites[0], value: 2), "the move sends moveBookmark with the new index")
    expect(titles(0) == ["developer.apple.com", "github.com", "swift.org", "Add Bookmark"], "the list keeps the user's order: \(titles(0))")
    expect(tableView.moveRowForTesting(at: path(1, 0), to: path(0, 0)) == path(0, 0), "another move: github.com to the top")
    expect(handler.received.last == .moveBookmark(favorites[2], value: 0), "indices count the favourites only, in the new order")
    expect(tableView.moveRowForTesting(at: path(0, 1), to: path(1, 1)) == nil, "a visit cannot be moved")
    expect(tableView.moveRowForTesting(at: path(3, 0), to: path(0, 0)) == nil, "nor the Add Bookmark row")
    expect(tableView.moveRowForTesting(at: path(0, 0), to: path(0, 1)).map { $0.section } == 0,
           "a favourite dragged into the history stays in its section")

    // Deleting a visit: the action with the row, and the row goes at once.
    let delete = tableView.swipeActionsForTesting(at: path(1, 1), edge: .trailing)?.actions.first
    _ = delete?.performForTesting(in: tableView)
    expect(handler.received.last == .removeBookmark(visits[1]), "Delete sends removeBookmark with the visit")
    expect(titles(1) == ["example.com"], "the visit is gone at once: \(titles(1))")

    // The team's next apply is the truth: the order and rows it gives.
    dataSource.apply(.init(favorites: .init(favorite: favorites, addBookmark: add), history: .init(visit: visits)))
    expect(titles(0).first == "swift.org" && titles(1).count == 2, "the next apply shows the team's rows again")
}

/// MailList showing `count` messages, unread or not, with its handler.
@MainActor
private func mailListScreen(count: Int, unread: Bool)
    -> (tableView: UITableView, handler: MailListHandler, dataSource: MailList.DataSource, messages: [MailList.MessageViewModel])
{
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let handler = MailListHandler()
    let dataSource = MailList.DataSource(tableView: tableView, handler: handler)
    let messages = (1...count).map {
        MailList.MessageViewModel(id: "\($0)", sender: "Sender \($0)", subject: "Subject", isUnread: unread, isFlagged: false)
    }
    dataSource.apply(.init(inbox: .init(message: messages)), animatingDifferences: false)
    return (tableView, handler, dataSource, messages)
}

@MainActor
func mailListEditingScenario() {
    let (tableView, handler, dataSource, messages) = mailListScreen(count: 3, unread: false)
    defer { withExtendedLifetime(dataSource) {} }
    tableView.setEditing(true, animated: false)
    expect((0..<3).allSatisfy { tableView.showsDeleteControlForTesting(at: IndexPath(row: $0, section: 0)) },
           "every message shows the delete control in edit mode")
    let delete = tableView.swipeActionsForTesting(at: IndexPath(row: 1, section: 0), edge: .trailing)?.actions.first
    expect(delete?.title == "Delete", "it reveals Delete first")
    _ = delete?.performForTesting(in: tableView)
    expect(handler.received.last == .delete(messages[1]) && tableView.numberOfRowsForTesting(inSection: 0) == 2,
           "deleting sends delete with the message and removes its row")
}

@MainActor
func mailListBulkScenario() {
    let (tableView, handler, dataSource, messages) = mailListScreen(count: 4, unread: true)
    expect(tableView.allowsMultipleSelectionDuringEditing, "rows with bulk actions select several at a time while editing")
    expect(dataSource.action(for: .archiveMessages) == nil && !dataSource.send(.archiveMessages), "with nothing selected there is nothing to archive")

    tableView.setEditing(true, animated: false)
    for row in [2, 0] { tableView.selectRowForTesting(at: IndexPath(row: row, section: 0)) }
    expect(handler.received.isEmpty, "a tap while editing selects the message, without opening it")
    expect(dataSource.action(for: .archiveMessages) == .archiveMessages([messages[0], messages[2]]),
           "the bulk action carries the selected messages, in list order")
    expect(dataSource.send(.markMessagesRead) && handler.received == [.markMessagesRead([messages[0], messages[2]])],
           "sending it delivers them to the handler")

    tableView.setEditing(false, animated: false)
    tableView.selectRowForTesting(at: IndexPath(row: 1, section: 0))
    expect(handler.received.last == .openMessage(messages[1]), "out of edit mode a tap opens the message again")
}

@MainActor
func mailboxesEditingScenario() {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Mailboxes.DataSource.makeLayout())
    let handler = MailboxesHandler()
    let dataSource = Mailboxes.DataSource(collectionView: collectionView, handler: handler)
    let favorites = ["Flagged", "VIP", "Drafts"].map { Mailboxes.FavoriteViewModel(name: $0, isOn: true, chosen: false) }
    dataSource.apply(.init(mailboxes: .init(mailbox: []), favorites: .init(favorite: favorites), accounts: .init(account: []),
                           storage: .init()),
                     animatingDifferences: false)
    collectionView.isEditing = true
    let cell = collectionView.cellForTesting(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
    let kinds = (cell?.accessories ?? []).map(\.accessoryType)
    expect(kinds.contains(.delete) && kinds.contains(.reorder), "a favourite shows delete and reorder accessories while editing")

    let landed = collectionView.moveItemForTesting(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
    expect(landed == IndexPath(item: 0, section: 0), "Drafts moves to the top of the favourites", doubleOnly: true)
    expect(landed == nil || handler.received.last == .moveFavorite(favorites[2], value: 0), "the move sends moveFavorite with the new index")
    let names = (0..<3).map { (collectionView.cellForTesting(at: IndexPath(item: $0, section: 0)).contentConfiguration as? UIListContentConfiguration)?.text }
    expect(landed == nil || names == ["Drafts", "Flagged", "VIP"], "the list keeps the user's order: \(names)")

    let remove = collectionView.swipeActionsForTesting(at: IndexPath(item: 1, section: 0), edge: .trailing)?.actions.first
    _ = remove?.performForTesting(in: collectionView)
    expect(remove == nil || handler.received.last == .removeFavorite(favorites[0]), "Remove sends removeFavorite with the row")
    expect(remove == nil || collectionView.numberOfItems(inSection: 0) == 2, "and the favourite is gone at once")
}
