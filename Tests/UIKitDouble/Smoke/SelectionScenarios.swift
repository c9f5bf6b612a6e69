// Selection modes (issue 34): Mailboxes (Fixtures/Proof/Mailboxes.screen.yml) is a sidebar with
// `selection: single`: one row of the whole list stays selected, across applies, and
// `select(_:)` moves it without sending anything; its favourites section says
// `selection: multiple`. A momentary row (the default) stays selected until the view controller
// calls `deselectMomentaryRows(animated:)` as it reappears.

import UIKit

@MainActor
func mailboxesSelectionScenario() {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Mailboxes.DataSource.makeLayout())
    let handler = MailboxesHandler()
    let dataSource = Mailboxes.DataSource(collectionView: collectionView, handler: handler)
    let inbox = Mailboxes.MailboxViewModel(id: "inbox", name: "Inbox", symbol: "tray", unread: "12")
    let sent = Mailboxes.MailboxViewModel(id: "sent", name: "Sent", symbol: "paperplane", unread: nil)
    let favorites = ["Flagged", "VIP"].map { Mailboxes.FavoriteViewModel(name: $0, isOn: true, chosen: false) }
    let work = Mailboxes.AccountViewModel(address: "ada@work.example", provider: "iCloud")
    func input(unread: String?) -> Mailboxes.Input {
        var changed = inbox
        changed.unread = unread
        return .init(mailboxes: .init(mailbox: [changed, sent]), favorites: .init(favorite: favorites),
                     accounts: .init(account: [work]), storage: .init())
    }
    dataSource.apply(input(unread: "12"), animatingDifferences: false)
    func selected() -> [IndexPath] { (collectionView.indexPathsForSelectedItems ?? []).sorted() }
    let inboxPath = IndexPath(item: 0, section: 0), accountPath = IndexPath(item: 0, section: 2)

    expect(collectionView.allowsMultipleSelection, "a multiple section makes the list allow several selected rows")
    collectionView.selectItemForTesting(at: inboxPath)
    expect(handler.received.last == .openMailbox(inbox) && selected() == [inboxPath], "the open mailbox stays selected")
    collectionView.selectItemForTesting(at: accountPath)
    expect(handler.received.last == .openAccount(work) && selected() == [accountPath],
           "choosing the account moves the sidebar's one selection, across sections")
    collectionView.selectItemForTesting(at: IndexPath(item: 0, section: 1))
    collectionView.selectItemForTesting(at: IndexPath(item: 1, section: 1))
    expect(selected() == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1), accountPath],
           "the favourites select several, beside the sidebar's selection: \(selected())")

    // An apply that changes the inbox's count keeps every kept selection; a reload would clear them.
    dataSource.apply(input(unread: "13"))
    expect(selected().count == 3 && selected().contains(accountPath), "the selection survives the apply: \(selected())")
    expect(dataSource.selectedIDs.first == .account(work.id), "selectedIDs in the order they were selected: \(dataSource.selectedIDs)")

    // Programmatic selection sends nothing and still keeps one row of the sidebar.
    let sentCount = handler.received.count
    expect(dataSource.select(.mailbox("sent")), "select(_:) finds the row by id")
    expect(handler.received.count == sentCount, "select(_:) sends no action")
    expect(selected().contains(IndexPath(item: 1, section: 0)) && !selected().contains(accountPath), "the sidebar's selection moved to Sent")
    expect(dataSource.deselect(.favorite("VIP")) && !selected().contains(IndexPath(item: 1, section: 1)), "deselect(_:) by id")
    dataSource.deselectMomentaryRows(animated: false)
    expect(selected().count == 2, "nothing here is momentary: reappearing keeps the selection")
    expect(!dataSource.select(.mailbox("trash")), "no such row: false")
}

@MainActor
func bookmarksMomentarySelectionScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    let handler = BookmarksHandler()
    let dataSource = Bookmarks.DataSource(tableView: tableView, handler: handler)
    let bookmark = Bookmarks.BookmarkViewModel(url: "swift.org", title: "Swift")
    dataSource.apply(.init(favorites: .init(favorite: [bookmark], addBookmark: nil), history: .init(visit: [])), animatingDifferences: false)
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0))
    expect(handler.received.last == .openBookmark(bookmark), "selecting sends openBookmark")
    expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)], "the row stays highlighted while its page shows")
    dataSource.deselectMomentaryRows(animated: true)
    expect(tableView.indexPathsForSelectedRows?.isEmpty ?? true, "and is deselected as the screen reappears")
}
