// Runnable scenarios of a cell library (Kit.cells.yml) shared by two proof screens, Account and
// Preferences: one class per Kit cell serves both, each screen binds Kit's rows to its own
// actions (selection, events, swipe and menu) and passes Kit's environment from its own, and
// neither declares Kit's types again; and of a
// collection library (Tiles.cells.yml) whose cell the Board screen shows in a grid and a list.

import UIKit

@MainActor
final class AccountHandler: Account.ActionHandler {
    var log: [String] = []
    func openDetail(_ row: Kit.TextViewModel) { log.append("detail \(row.id)") }
    func signOut(_ row: Kit.ButtonViewModel) { log.append("sign out") }
    func forget(_ row: Kit.TextViewModel) { log.append("forget \(row.id)") }
    func copyText(_ row: Kit.TextViewModel) { log.append("copy \(row.text)") }
}

@MainActor
final class PreferencesHandler: Preferences.ActionHandler {
    var log: [String] = []
    func setOption(_ row: Preferences.ToggleViewModel, value: Bool) { log.append("\(row.option) \(value)") }
    func reset(_ row: Kit.ButtonViewModel) { log.append("reset") }
}

@MainActor
func libraryCellsServeTwoScreensScenario() {
    let accountTable = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let account = AccountHandler()
    let accountSource = Account.DataSource(tableView: accountTable, environment: .init(accent: "indigo"), handler: account)
    accountSource.apply(Account.Input(main: .init(
        header: .init(title: "Account"),
        text: [.init(id: "e", text: "Email"), .init(id: "p", text: "Phone")],
        button: .init(title: "Sign out"))), animatingDifferences: false)

    let preferencesTable = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let preferences = PreferencesHandler()
    let preferencesSource = Preferences.DataSource(
        tableView: preferencesTable, environment: .init(compact: false, accent: "teal"), handler: preferences)
    preferencesSource.apply(Preferences.Input(options: .init(
        header: .init(title: "Options"),
        toggle: [.init(option: "sync", isOn: true)],
        button: .init(title: "Reset"),
        notes: [.init(id: "n", text: "Synced hourly")])), animatingDifferences: false)

    let signOut = accountTable.cellForTesting(at: IndexPath(row: 2, section: 0)) as? KitButtonCell
    let reset = preferencesTable.cellForTesting(at: IndexPath(row: 1, section: 0)) as? KitButtonCell
    expect(signOut?.textLabel?.text == "Sign out" && reset?.textLabel?.text == "Reset", "one button class shows both screens' buttons")
    signOut?.tap()
    reset?.tap()
    expect(account.log == ["sign out"] && preferences.log == ["reset"], "each screen binds Kit's tap to its own action")

    accountTable.selectRowForTesting(at: IndexPath(row: 1, section: 0))
    expect(account.log.last == "detail p", "a row-level select on a Kit cell sends the screen's action with Kit's view-model")
    expect((accountTable.viewForHeaderForTesting(in: 0) as? KitCaptionView)?.textLabel?.text == "Account"
               && (preferencesTable.viewForHeaderForTesting(in: 0) as? KitCaptionView)?.textLabel?.text == "Options",
           "one header view class serves both screens")
    let toggle = preferencesTable.cellForTesting(at: IndexPath(row: 0, section: 0)) as? PreferencesToggleCell
    expect(toggle?.accent == "teal" && toggle?.compact == false, "the screen's environment reaches its own cell whole")
    toggle?.onChanged?(false)
    expect(preferences.log.last == "sync false", "the screen's own cell beside Kit's")
    libraryCellsTakeEachScreensEnvironment(accountTable, preferencesTable, preferencesSource)

    // Swipe and menu are the screen's, written on its rows: Account's Text rows offer them,
    // Preferences' rows of the same cell do not.
    let swipe = accountTable.swipeActionsForTesting(at: IndexPath(row: 0, section: 0), edge: .trailing)
    expect(swipe?.actions.map(\.title) == ["Forget"] && swipe?.actions.first?.style == .destructive,
           "Account's row-level swipe on a Kit cell offers Forget, destructive")
    _ = swipe?.actions.first?.performForTesting(in: accountTable)
    expect(account.log.last == "forget e", "the swipe sends Account's action with Kit's view-model")
    let menu = accountTable.contextMenuForTesting(at: IndexPath(row: 1, section: 0))
    expect(menu?.children.map(\.title) == ["Copy", "Forget"], "Account's row-level menu lists Copy, then Forget", doubleOnly: true)
    (menu?.children.first as? UIAction)?.performForTesting()
    expect(account.log.last == "copy Phone", "the menu sends Account's action with the row's view-model", doubleOnly: true)
    expect(accountTable.contextMenuForTesting(at: IndexPath(row: 2, section: 0)) == nil, "the button row has no menu", doubleOnly: true)
    let note = IndexPath(row: 2, section: 0)
    expect((preferencesTable.cellForTesting(at: note) as? KitTextCell)?.textLabel?.text == "Synced hourly",
           "Preferences shows Kit's Text rows with the same class")
    let noteSwipe = preferencesTable.swipeActionsForTesting(at: note, edge: .trailing)
    expect(noteSwipe == nil || noteSwipe?.actions.isEmpty == true, "and, having bound none, offers no swipe on them")
}

/// Kit's views take Kit's environment, which each screen makes from its own: Account's cells and
/// header show its accent, Preferences' show theirs; setting Preferences' environment reconfigures
/// the Kit rows it shows, as it does its own.
@MainActor
private func libraryCellsTakeEachScreensEnvironment(
    _ accountTable: UITableView, _ preferencesTable: UITableView, _ preferencesSource: Preferences.DataSource
) {
    func kitAccents(_ table: UITableView, rows: [Int]) -> [String?] {
        rows.map { row in
            switch table.cellForTesting(at: IndexPath(row: row, section: 0)) {
            case let cell as KitTextCell: cell.accent
            case let cell as KitButtonCell: cell.accent
            default: "not a Kit cell"
            }
        }
    }
    expect(kitAccents(accountTable, rows: [0, 1, 2]) == ["indigo", "indigo", "indigo"]
               && (accountTable.viewForHeaderForTesting(in: 0) as? KitCaptionView)?.accent == "indigo",
           "Account's Kit cells and header get Kit's environment made from Account's")
    expect(kitAccents(preferencesTable, rows: [1, 2]) == ["teal", "teal"]
               && (preferencesTable.viewForHeaderForTesting(in: 0) as? KitCaptionView)?.accent == "teal",
           "the same Kit classes get Preferences' accent on Preferences")

    preferencesSource.environment = .init(compact: true, accent: "orange")
    let toggle = preferencesTable.cellForTesting(at: IndexPath(row: 0, section: 0)) as? PreferencesToggleCell
    expect(kitAccents(preferencesTable, rows: [1, 2]) == ["orange", "orange"] && toggle?.compact == true,
           "setting the screen's environment reconfigures the Kit rows it shows, and its own")
    expect(kitAccents(accountTable, rows: [0, 1, 2]) == ["indigo", "indigo", "indigo"], "and leaves the other screen's alone")
}

@MainActor
final class BoardHandler: Board.ActionHandler {
    var log: [String] = []
    func openTile(_ row: Tiles.TileViewModel) { log.append("open \(row.tileId)") }
    func unpin(_ row: Tiles.TileViewModel) { log.append("unpin \(row.tileId)") }
    func remove(_ row: Tiles.TileViewModel) { log.append("remove \(row.tileId)") }
}

@MainActor
func collectionLibraryScenario() {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Board.DataSource.makeLayout())
    let handler = BoardHandler()
    let dataSource = Board.DataSource(collectionView: collectionView, handler: handler)
    dataSource.apply(Board.Input(
        pinned: .init(tile: [.init(tileId: "a", title: "Alpha"), .init(tileId: "b", title: "Beta")]),
        recent: .init(tile: [.init(tileId: "c", title: "Gamma")])), animatingDifferences: false)

    let pinned = collectionView.cellForTesting(at: IndexPath(item: 1, section: 0)) as? TilesTileCell
    let recent = collectionView.cellForTesting(at: IndexPath(item: 0, section: 1)) as? TilesTileCell
    expect(pinned?.title == "Beta" && recent?.title == "Gamma", "one library class shows the grid's and the list's tiles")
    expect(collectionView.itemsPerRowForTesting(inSection: 0) == 2 && collectionView.listConfigurationForTesting(inSection: 1)?.appearance == .insetGrouped,
           "the pinned tiles are a 2-column grid, the recent ones an inset-grouped list", doubleOnly: true)

    let swipe = collectionView.swipeActionsForTesting(at: IndexPath(item: 0, section: 1), edge: .trailing)
    expect(swipe?.actions.map(\.title) == ["Remove"], "a recent tile offers Remove", doubleOnly: true)
    _ = swipe?.actions.first?.performForTesting(in: collectionView)
    expect(handler.log == ["remove c"], "the swipe sends Board's remove with the library's view-model", doubleOnly: true)
    expect(collectionView.swipeActionsForTesting(at: IndexPath(item: 0, section: 0), edge: .trailing) == nil,
           "a pinned tile is in a grid: no swipe", doubleOnly: true)

    let menu = collectionView.contextMenuForTesting(at: IndexPath(item: 0, section: 0))
    expect(menu?.children.map(\.title) == ["Unpin"], "a pinned tile's menu offers Unpin", doubleOnly: true)
    (menu?.children.first as? UIAction)?.performForTesting()
    expect(handler.log.last == "unpin a", "the menu sends Board's unpin", doubleOnly: true)
    expect(collectionView.contextMenuForTesting(at: IndexPath(item: 0, section: 1)) == nil, "a recent tile has no menu", doubleOnly: true)
    collectionView.selectItemForTesting(at: IndexPath(item: 1, section: 0))
    expect(handler.log.last == "open b", "a row-level select on a library cell in a collection")
}
