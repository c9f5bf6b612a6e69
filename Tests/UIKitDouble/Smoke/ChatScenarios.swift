// Runnable scenarios of the Chat proof screen (Tests/CellGenCoreTests/Fixtures/Proof/
// Chat.screen.yml): paging at the top with paging states (issue 34). The first messages appearing
// ask for older ones, only while the section is idle; the team's `.loading` shows a spinner above
// the messages, `.failed` a retry button that asks for the same page again; the apply that
// inserts older messages keeps the messages the user reads where they are; `.exhausted` stops.

import UIKit

@MainActor
private enum Conversation {
    /// Messages `range`, oldest first.
    static func input(_ range: ClosedRange<Int>) -> Chat.Input {
        Chat.Input(conversation: .init(message: range.map { .init(id: $0, sender: $0.isMultiple(of: 2) ? "Ada" : "Grace", text: "Message \($0)") }))
    }

    /// A table showing messages 50...69, scrolled to the newest, with a handler that records.
    static func screen() -> (UITableView, ChatHandler, Chat.DataSource) {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        let handler = ChatHandler()
        let dataSource = Chat.DataSource(tableView: tableView, handler: handler)
        dataSource.apply(input(50...69))
        tableView.scrollForTesting(to: CGPoint(x: 0, y: 20 * 44 - 440))
        return (tableView, handler, dataSource)
    }
}

@MainActor
func chatPagingAtTopScenario() {
    let (tableView, handler, dataSource) = Conversation.screen()
    let loads = { handler.received.count }
    tableView.cellForTesting(at: IndexPath(row: 19, section: 0))
    tableView.cellForTesting(at: IndexPath(row: 2, section: 0))
    expect(loads() == 0, "rows past the distance from the top send nothing")
    tableView.cellForTesting(at: IndexPath(row: 1, section: 0))
    expect(loads() == 1, "the row 2 from the top sends loadOlder")
    dataSource.setPaging(.loading, for: .conversation)
    expect(tableView.headerViewForTesting(in: 0)?.firstSubviewForTesting(of: UIActivityIndicatorView.self)?.isAnimating == true,
           "while loading, the section shows a spinner above its messages (its header: it pages at the top)")
    expect(tableView.footerViewForTesting(in: 0) == nil, "and no footer")
    tableView.endDisplayingForTesting(at: IndexPath(row: 0, section: 0))
    tableView.cellForTesting(at: IndexPath(row: 0, section: 0))
    expect(loads() == 1, "nothing is sent while loading")

    // The older page comes: the message the user reads stays where it is on screen.
    let reading = tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY - tableView.contentOffset.y
    dataSource.apply(Conversation.input(40...69), animatingDifferences: false)
    let moved = tableView.rectForRow(at: IndexPath(row: 11, section: 0)).minY - tableView.contentOffset.y
    expect(moved == reading, "the apply of older messages keeps message 51 where it was (\(reading) points down), now row 11", doubleOnly: true)
    dataSource.setPaging(.idle, for: .conversation)
    expect(tableView.viewForHeaderForTesting(in: 0) == nil, "idle again: the spinner goes")
    tableView.cellForTesting(at: IndexPath(row: 1, section: 0))
    expect(loads() == 2, "the new first rows ask for the page before them")

    // The page fails: a retry button; tapping it asks for the same page again.
    dataSource.setPaging(.failed, for: .conversation)
    let retry = tableView.headerViewForTesting(in: 0)?.firstSubviewForTesting(of: UIButton.self)
    expect(retry?.isHidden == false && retry?.currentTitle == CellGenPagingView.retryTitle, "after a failure the section offers to retry")
    expect(tableView.headerViewForTesting(in: 0)?.firstSubviewForTesting(of: UIActivityIndicatorView.self)?.isAnimating == false, "and spins no more")
    expect(retry?.tapForTesting() == true, "the user taps retry")
    expect(loads() == 3, "a retry sends loadOlder again, though no row changed")
    expect(dataSource.paging(of: .conversation) == .idle, "and leaves the section idle for the team to set loading")

    // No more history: nothing is sent, whatever appears.
    dataSource.setPaging(.exhausted, for: .conversation)
    tableView.endDisplayingForTesting(at: IndexPath(row: 0, section: 0))
    tableView.cellForTesting(at: IndexPath(row: 0, section: 0))
    expect(loads() == 3 && tableView.viewForHeaderForTesting(in: 0) == nil, "an exhausted section sends nothing and shows no paging view")
}

/// Loading and failed swap in place: the shown header view is kept, its paging view updated.
@MainActor
func chatPagingInPlaceScenario() {
    let (tableView, handler, dataSource) = Conversation.screen()
    tableView.cellForTesting(at: IndexPath(row: 0, section: 0))
    expect(handler.received.count == 1, "the first row asks for older messages")
    dataSource.setPaging(.loading, for: .conversation)
    let header = tableView.headerViewForTesting(in: 0)
    dataSource.setPaging(.failed, for: .conversation)
    expect(tableView.headerView(forSection: 0) === header, "loading to failed keeps the header view shown")
    expect(header?.firstSubviewForTesting(of: UIButton.self)?.isHidden == false, "which now offers to retry")
    dataSource.setPaging(.idle, for: .conversation)
    tableView.cellForTesting(at: IndexPath(row: 0, section: 0))
    expect(handler.received.count == 2, "set idle after a failure, the rows that appear ask for the same page again")
}
