// Swipe actions and menus that depend on the row (issue 33): MailList
// (Fixtures/Proof/MailList.screen.yml) offers Read on an unread message and Unread on a read one,
// Flag or Unflag by its flag (`when` and `unless`). After the team applies the new state, the
// same row offers the other action.

import UIKit

/// Previews a message above its context menu: a view controller titled with the sender.
@MainActor
final class PreviewingMailDataSource: MailList.DataSource {
    override func menuPreview(for row: MailList.Row, at indexPath: IndexPath) -> UIViewController? {
        guard case .message(let message) = row else { return nil }
        let preview = UIViewController()
        preview.title = message.sender
        return preview
    }
}

@MainActor
func mailListScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let handler = MailListHandler()
    let dataSource = PreviewingMailDataSource(tableView: tableView, handler: handler)
    let unread = MailList.MessageViewModel(id: "1", sender: "Ada", subject: "Engines", isUnread: true, isFlagged: false)
    var flagged = MailList.MessageViewModel(id: "2", sender: "Grace", subject: "Compilers", isUnread: false, isFlagged: true)
    dataSource.apply(.init(inbox: .init(message: [unread, flagged])), animatingDifferences: false)
    let first = IndexPath(row: 0, section: 0), second = IndexPath(row: 1, section: 0)
    func titles(_ indexPath: IndexPath, _ edge: SwipeEdgeForTesting) -> [String?] {
        tableView.swipeActionsForTesting(at: indexPath, edge: edge)?.actions.map(\.title) ?? []
    }

    expect(titles(first, .leading) == ["Read"], "an unread message offers Read: \(titles(first, .leading))")
    expect(titles(second, .leading) == ["Unread"], "a read one offers Unread: \(titles(second, .leading))")
    expect(titles(first, .trailing) == ["Delete", "Flag"], "an unflagged message offers Delete and Flag: \(titles(first, .trailing))")
    expect(titles(second, .trailing) == ["Delete", "Unflag"], "a flagged one Delete and Unflag: \(titles(second, .trailing))")
    expect(MailList.Action.menu(of: .message(flagged)) == [.markUnread(flagged), .unflag(flagged), .delete(flagged)],
           "the menu follows the same conditions, in its own order")
    let menu = tableView.contextMenuForTesting(at: first)
    expect(menu?.children.map(\.title) == ["Read", "Flag", "Delete"], "the unread message's menu", doubleOnly: true)

    // The menu names its row: the team's delegate finds it when the user commits the preview.
    let configuration = dataSource.tableView(tableView, contextMenuConfigurationForRowAt: second, point: .zero)
    expect(configuration.flatMap(dataSource.row(forMenu:)) == .message(flagged), "the menu's identifier is the row's item")
    expect(configuration?.previewForTesting()?.title == "Grace", "the subclass's preview shows the message", doubleOnly: true)

    _ = tableView.swipeActionsForTesting(at: second, edge: .leading)?.actions.first?.performForTesting(in: tableView)
    expect(handler.received.last == .markUnread(flagged), "Unread sends markUnread with the row")
    flagged.isUnread = true
    flagged.isFlagged = false
    dataSource.apply(.init(inbox: .init(message: [unread, flagged])))
    expect(titles(second, .leading) == ["Read"] && titles(second, .trailing) == ["Delete", "Flag"],
           "once the team applies the new state, the row offers Read and Flag")
    expect(tableView.swipeActionsForTesting(at: second, edge: .trailing)?.actions.first?.style == .destructive, "Delete stays destructive")
}
