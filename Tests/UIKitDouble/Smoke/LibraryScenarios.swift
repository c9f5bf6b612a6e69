// Runnable scenarios of a cell library (Kit.cells.yml) shared by two proof screens, Account and
// Preferences: one class per Kit cell serves both, each screen binds Kit's rows to its own
// actions, and neither declares Kit's types again.

import UIKit

@MainActor
final class AccountHandler: Account.ActionHandler {
    var log: [String] = []
    func openDetail(_ row: Kit.TextViewModel) { log.append("detail \(row.id)") }
    func signOut(_ row: Kit.ButtonViewModel) { log.append("sign out") }
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
    let accountSource = Account.DataSource(tableView: accountTable, handler: account)
    accountSource.apply(Account.Input(main: .init(
        header: .init(title: "Account"),
        text: [.init(id: "e", text: "Email"), .init(id: "p", text: "Phone")],
        button: .init(title: "Sign out"))), animatingDifferences: false)

    let preferencesTable = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let preferences = PreferencesHandler()
    let preferencesSource = Preferences.DataSource(tableView: preferencesTable, environment: .init(accent: "teal"), handler: preferences)
    preferencesSource.apply(Preferences.Input(options: .init(
        header: .init(title: "Options"),
        toggle: [.init(option: "sync", isOn: true)],
        button: .init(title: "Reset"))), animatingDifferences: false)

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
    expect(toggle?.accent == "teal", "the screen's environment reaches its own cell (Kit's receive none)")
    toggle?.onChanged?(false)
    expect(preferences.log.last == "sync false", "the screen's own cell beside Kit's")
}
