// Runnable scenarios of the Inbox proof screen (Tests/CellGenCoreTests/Fixtures/Proof/
// Inbox.screen.yml): the interactions of spec v2 (DESIGN 8.2, 8.5) driven through the UIKit double
// with concrete values. Swipes and menus deliver their actions with the row's view-model and the
// section context, loadMore is sent once per page and honours the team's paging states, pull to refresh ends when the team says, the
// team's own delegate keeps receiving what the data source does not implement, a subclass
// overrides the data source, cells get their accessibility identifiers before configure, and
// the handler and the closures both receive every action, and the buttons of the folder's header
// view and of the empty state send their actions with the header's values and the section context.

import UIKit

// MARK: - Values

@MainActor
private enum Mail {
    static let folder = Inbox.InboxContext(folder: "Inbox")
    static let standup = Inbox.PinnedViewModel(threadId: "t1", subject: "Stand-up notes")

    /// Messages 100, 101, ... with alternating senders; the first is read.
    static func messages(_ range: Range<Int>) -> [Inbox.MessageViewModel] {
        range.map { Inbox.MessageViewModel(messageId: $0, sender: $0.isMultiple(of: 2) ? "Ada" : "Grace", subject: "Subject \($0)", isRead: $0 == 100) }
    }

    /// The pinned thread, and a page of `count` messages with the spinner row after them.
    static let header = Inbox.FolderHeaderViewModel(title: "Inbox", unread: 4)

    static func input(count: Int, loading: Bool = true) -> Inbox.Input {
        Inbox.Input(pinned: .init(pinned: [standup]),
                    inbox: .init(context: folder, header: header, message: messages(100..<(100 + count)), loading: loading))
    }

    static func tableView() -> UITableView {
        UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    }

    /// A table showing `input(count:)` through a data source whose handler records what it receives.
    static func screen(count: Int) -> (tableView: UITableView, handler: InboxHandler, dataSource: Inbox.DataSource) {
        let tableView = tableView()
        let handler = InboxHandler()
        let dataSource = Inbox.DataSource(tableView: tableView, handler: handler)
        dataSource.apply(input(count: count))
        return (tableView, handler, dataSource)
    }
}

// MARK: - Swipe actions and menus

@MainActor
func inboxSwipeAndMenuScenario() {
    let (tableView, handler, dataSource) = Mail.screen(count: 5)
    defer { withExtendedLifetime(dataSource) {} }  // the table holds its data source weakly
    let third = Mail.messages(100..<105)[3]

    let trailing = tableView.swipeActionsForTesting(at: IndexPath(row: 3, section: 1), edge: .trailing)
    expect(trailing?.actions.map(\.title) == ["Delete", "Archive"], "trailing swipe offers Delete, then Archive")
    expect(trailing?.actions.map(\.style) == [.destructive, .normal], "Delete is destructive, Archive is not")
    expect(trailing?.performsFirstActionWithFullSwipe == true, "a full swipe deletes")
    expect(trailing?.actions.first?.image != nil, "the action shows its SF Symbol")
    let done = trailing?.actions.first?.performForTesting(in: tableView)
    expect(done == false, "a destructive action reports itself not done: UIKit closes the swipe, and the next apply removes the row")
    expect(handler.interactions == [.delete(third, context: Mail.folder)], "trailing swipe on row 3 delivers delete with that row's view-model and the folder")

    let leading = tableView.swipeActionsForTesting(at: IndexPath(row: 0, section: 1), edge: .leading)
    expect(leading?.actions.map(\.title) == ["Read"], "leading swipe offers Read")
    expect(leading?.actions.first?.performForTesting(in: tableView) == true, "a normal action reports itself done")
    expect(handler.interactions.last == .markRead(Mail.messages(100..<101)[0], context: Mail.folder), "Read marks row 0")

    let pinnedSwipe = tableView.swipeActionsForTesting(at: IndexPath(row: 0, section: 0), edge: .trailing)
    expect(pinnedSwipe == nil || pinnedSwipe?.actions.isEmpty == true, "a pinned row, whose cell offers no swipe, shows none (not UIKit's Delete)")
    expect(tableView.swipeActionsForTesting(at: IndexPath(row: 5, section: 1), edge: .trailing) == nil, "the spinner row cannot be swiped")

    let menu = tableView.contextMenuForTesting(at: IndexPath(row: 2, section: 1))
    expect(menu?.children.map(\.title) == ["Reply", "Delete"], "the menu lists the declared titles in order", doubleOnly: true)
    let delete = menu?.children.last as? UIAction
    expect(delete?.attributes.contains(.destructive) == true, "Delete is destructive in the menu too", doubleOnly: true)
    delete?.performForTesting()
    expect(handler.interactions.last == .delete(Mail.messages(102..<103)[0], context: Mail.folder), "the menu's Delete deletes row 2", doubleOnly: true)
    (tableView.contextMenuForTesting(at: IndexPath(row: 0, section: 0))?.children.first as? UIAction)?.performForTesting()
    expect(handler.interactions.last == .unpin(Mail.standup), "the pinned row's menu unpins it, without a context", doubleOnly: true)
    expect(tableView.contextMenuForTesting(at: IndexPath(row: 5, section: 1)) == nil, "the spinner row has no menu", doubleOnly: true)
}

// MARK: - Paging and refresh

@MainActor
func inboxLoadMoreScenario() {
    let (tableView, handler, dataSource) = Mail.screen(count: 10)  // 10 messages and the spinner: 11 rows in section 1
    let loads = { handler.received.filter { $0 == .loadNextPage(Mail.folder) }.count }

    for row in 0..<8 { tableView.cellForTesting(at: IndexPath(row: row, section: 1)) }
    expect(loads() == 0, "rows before the distance send nothing")
    tableView.cellForTesting(at: IndexPath(row: 8, section: 1))  // 3 from the end of 11
    expect(loads() == 1, "the row 3 from the end sends loadNextPage with the folder")
    tableView.cellForTesting(at: IndexPath(row: 9, section: 1))
    tableView.cellForTesting(at: IndexPath(row: 10, section: 1))
    expect(loads() == 1, "rows after it do not send it again")
    tableView.endDisplayingForTesting(at: IndexPath(row: 8, section: 1))
    tableView.cellForTesting(at: IndexPath(row: 8, section: 1))
    expect(loads() == 1, "scrolling back to it does not send it again before the next page")

    dataSource.apply(Mail.input(count: 20))  // the next page: 21 rows
    tableView.cellForTesting(at: IndexPath(row: 17, section: 1))
    expect(loads() == 1, "after the next apply, rows before the new distance send nothing")
    tableView.cellForTesting(at: IndexPath(row: 18, section: 1))
    expect(loads() == 2, "after the next apply, the new row 3 from the end sends it again")

    dataSource.apply(Mail.input(count: 20, loading: false))  // the page came: no spinner
    dataSource.apply(Mail.input(count: 20, loading: true))   // the next is asked for: a spinner row
    tableView.cellForTesting(at: IndexPath(row: 20, section: 1))
    expect(loads() == 2, "the spinner row, near the end, does not send it again: the pages did not change")

    expect(tableView.refreshControl != nil, "the table has a refresh control")
    expect(tableView.pullToRefreshForTesting(), "the user pulls to refresh")
    expect(handler.received.last == .reloadAll, "pulling sends reloadAll")
    expect(tableView.refreshControl?.isRefreshing == true, "the control spins until the data comes")
    dataSource.apply(Mail.input(count: 20, loading: false))
    expect(tableView.refreshControl?.isRefreshing == true, "an apply does not end refreshing: it may be a page, not the refresh")
    dataSource.endRefreshing()
    expect(tableView.refreshControl?.isRefreshing == false, "the team ends it when the refresh is done")
    tableView.endDisplayingForTesting(at: IndexPath(row: 18, section: 1))
    tableView.cellForTesting(at: IndexPath(row: 18, section: 1))
    expect(loads() == 3, "after a refresh, paging starts over even with as many rows as before")

    // A row edit brings no new data (seed 3). Removing a message above the last leaves the page
    // as it was: the new row 3 from the end does not ask for it again.
    expect(dataSource.remove([.message(110)]), "a message is removed by id")
    expect(tableView.numberOfRowsForTesting(inSection: 1) == 19, "19 messages, no spinner")
    tableView.endDisplayingForTesting(at: IndexPath(row: 16, section: 1))
    tableView.cellForTesting(at: IndexPath(row: 16, section: 1))
    expect(loads() == 3, "the page already asked for is not asked for again after a row is removed")
    // Nor does an edit end a refresh: the control spins until the data comes.
    expect(tableView.pullToRefreshForTesting(), "the user pulls to refresh once more")
    expect(dataSource.update(.message(.init(messageId: 111, sender: "Grace", subject: "Subject 111", isRead: true), context: Mail.folder)),
           "a message is read: updated by id")
    expect(tableView.refreshControl?.isRefreshing == true, "a row edit does not end refreshing")
    dataSource.endRefreshing()
    expect(tableView.refreshControl?.isRefreshing == false, "endRefreshing ends it")
}

/// Paging states at the bottom (issue 34): the team's `.loading` stops `loadMore` and shows a
/// spinner footer, `.failed` a retry button that asks for the same page, `.exhausted` stops paging.
@MainActor
func inboxPagingStatesScenario() {
    let (tableView, handler, dataSource) = Mail.screen(count: 10)  // 11 rows in section 1
    let loads = { handler.received.filter { $0 == .loadNextPage(Mail.folder) }.count }
    tableView.cellForTesting(at: IndexPath(row: 8, section: 1))
    expect(loads() == 1, "the row 3 from the end asks for the next page")
    dataSource.setPaging(.loading, for: .inbox)
    let spinner = tableView.footerViewForTesting(in: 1)?.firstSubviewForTesting(of: UIActivityIndicatorView.self)
    expect(spinner?.isAnimating == true, "while loading, the folder shows a spinner footer: no team class")
    expect(tableView.heightForFooterForTesting(in: 1) == UITableView.automaticDimension, "sized by Auto Layout")
    expect(tableView.viewForHeaderForTesting(in: 1) != nil && tableView.footerViewForTesting(in: 0) == nil,
           "the folder keeps its header view; the pinned section gets no footer")

    dataSource.setPaging(.failed, for: .inbox)
    dataSource.apply(Mail.input(count: 10, loading: false))  // the spinner row goes; the rows did not change
    let retry = tableView.footerViewForTesting(in: 1)?.firstSubviewForTesting(of: UIButton.self)
    expect(retry?.isHidden == false, "failed: the footer offers to retry, across an apply")
    tableView.endDisplayingForTesting(at: IndexPath(row: 8, section: 1))
    tableView.cellForTesting(at: IndexPath(row: 8, section: 1))
    expect(loads() == 1, "a failed section sends nothing by itself")
    dataSource.retryPaging(of: .inbox)
    expect(loads() == 2, "the team's retry asks for the same page, though no row changed")
    expect(tableView.viewForFooterForTesting(in: 1) == nil, "idle: the footer goes")

    dataSource.setPaging(.exhausted, for: .inbox)
    dataSource.apply(Mail.input(count: 20, loading: false))
    tableView.cellForTesting(at: IndexPath(row: 18, section: 1))
    expect(loads() == 2, "an exhausted section sends nothing, even with a new last row")
    expect(tableView.pullToRefreshForTesting(), "a pull to refresh")
    expect(dataSource.paging(of: .inbox) == .idle, "a refresh may bring more pages: the exhausted section is idle again")
    tableView.endDisplayingForTesting(at: IndexPath(row: 18, section: 1))
    tableView.cellForTesting(at: IndexPath(row: 18, section: 1))
    expect(loads() == 3, "idle again after the refresh, the section pages from its start")
}

// MARK: - The list stays the team's

@MainActor
func inboxDelegateScenario() {
    let tableView = Mail.tableView()
    let observer = InboxScrollObserver()
    let dataSource = Inbox.DataSource(tableView: tableView)
    let assignments = tableView.delegateAssignmentsForTesting
    dataSource.delegate = observer
    expect(tableView.delegate === dataSource, "the data source stays the table's delegate")
    expect(tableView.delegateAssignmentsForTesting > assignments, "setting the team's delegate sets the table's again, so UIKit asks anew", doubleOnly: true)
    dataSource.apply(Mail.input(count: 3))

    tableView.scrollForTesting(to: CGPoint(x: 0, y: 120))
    expect(observer.scrolledTo == [CGPoint(x: 0, y: 120)], "scrollViewDidScroll, which the data source does not implement, reaches the team's delegate")
    tableView.cellForTesting(at: IndexPath(row: 1, section: 1))
    expect(observer.displayed.contains(IndexPath(row: 1, section: 1)), "willDisplay, which the data source implements for loadMore, reaches the team's delegate too")
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 1))
    expect(observer.selected == [IndexPath(row: 0, section: 1)], "so does a selection, after the data source sent its action")
    expect(!tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0)) && observer.selected.count == 1,
           "the team's delegate can keep a selectable row from highlighting")

    let second = Inbox.DataSource(tableView: Mail.tableView())
    second.delegate = observer
    second.delegate = nil
    expect(observer.scrolledTo.count == 1, "a data source without a team delegate forwards nothing")

    let subclassTable = Mail.tableView()
    let handler = InboxHandler()
    let tall = TallInboxDataSource(tableView: subclassTable, handler: handler)
    tall.apply(Mail.input(count: 2))
    expect(subclassTable.heightForRowForTesting(at: IndexPath(row: 0, section: 1)) == 88, "a subclass's override answers the table")
    expect(tall.heightRequests == 1, "and is called")
    subclassTable.selectRowForTesting(at: IndexPath(row: 1, section: 1))
    expect(tall.selected == [IndexPath(row: 1, section: 1)], "a subclass adds to a method the data source implements")
    expect(handler.interactions == [.openMessage(Mail.messages(101..<102)[0], context: Mail.folder)], "and calling super keeps its action")
}

// MARK: - Accessibility identifiers and dispatch

@MainActor
func inboxIdentifiersAndClosuresScenario() {
    let tableView = Mail.tableView()
    let handler = InboxHandler()
    let dataSource = Inbox.DataSource(tableView: tableView, handler: handler)
    var opened: [(Int, String)] = []
    var refreshes = 0
    dataSource.onOpenMessage = { row, context in opened.append((row.messageId, context.folder)) }
    dataSource.onReloadAll = { refreshes += 1 }
    dataSource.apply(Mail.input(count: 3))

    expect(tableView.cellForTesting(at: IndexPath(row: 0, section: 0)).accessibilityIdentifier == "Inbox.pinned.pinned.t1",
           "a repeated row's identifier ends with its String identity")
    let message = tableView.cellForTesting(at: IndexPath(row: 2, section: 1))
    expect(message.accessibilityIdentifier == "Inbox.inbox.message.102", "an Int identity too")
    expect((message as? InboxMessageCell)?.identifierBeforeConfigure == "Inbox.inbox.message.102", "it is set before configure(with:)")
    expect(tableView.cellForTesting(at: IndexPath(row: 3, section: 1)).accessibilityIdentifier == "inbox-spinner",
           "a cell that sets its own identifier in configure(with:) keeps it")
    var model = dataSource.listModel
    expect(model.accessibilityIdentifier(screen: "Inbox", of: Inbox.Item(section: .inbox, row: .loading(.init()))) == "Inbox.inbox.loading",
           "a row that does not repeat ends with its row id")

    tableView.selectRowForTesting(at: IndexPath(row: 1, section: 1))
    expect(handler.interactions == [.openMessage(Mail.messages(101..<102)[0], context: Mail.folder)], "the handler receives the selection")
    expect(opened.count == 1 && opened[0] == (101, "Inbox"), "and so does the closure, with the same values")
    _ = tableView.pullToRefreshForTesting()
    expect(refreshes == 1 && handler.interactions.last == .reloadAll, "a closure without values fires beside the handler")
    dataSource.handler = nil
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 1))
    expect(opened.count == 2 && handler.interactions.count == 2, "without a handler the closures still fire")
}

// MARK: - Events of header views and of the empty state

@MainActor
func inboxHeaderEventsScenario() {
    let (tableView, handler, dataSource) = Mail.screen(count: 2)

    let header = tableView.viewForHeaderForTesting(in: 1) as? InboxFolderHeaderView
    expect(header != nil, "the folder's section shows its header view")
    expect(header?.markAllReadButton.tapForTesting() == true, "the user taps Mark all read")
    expect(handler.interactions == [.markFolderRead(Mail.header, context: Mail.folder)],
           "the header view's button delivers markFolderRead with the header's values and the folder")

    let empty = Inbox.Input(pinned: .init(pinned: []), inbox: .init(context: Mail.folder, header: Mail.header, message: [], loading: false))
    dataSource.apply(empty)
    let emptyView = tableView.backgroundView as? InboxEmptyView
    expect(emptyView != nil, "an empty inbox shows the empty view")
    expect(emptyView?.composeButton.tapForTesting() == true, "the user taps Write a message")
    expect(handler.interactions.last == .compose(Inbox.EmptyInboxViewModel()), "the empty view's button delivers compose")
}
