// Seed 5's responder chain, end to end: a Settings data source without a handler sends each
// action as a selector up the responder chain from its table, and the view controller that
// implements it receives the action in its sender. The selector map needs the Objective-C runtime
// (`#if canImport(ObjectiveC)`), which Linux does not have, so this scenario compiles against the
// real iOS SDK (the real-SDK check) and runs where UIKit does (scripts/macos-check.sh, through
// `allScenarios`), never on the double.

#if canImport(ObjectiveC)
import UIKit

/// The screen's view controller as seed 5 writes it: it implements the actions' methods and is
/// found up the chain from the table it shows.
final class SettingsResponder: UIViewController, SettingsSelectorTarget {
    private(set) var received: [Settings.Action] = []

    func showAlert(_ sender: Any?) { receive(sender) }
    func showActionSheet(_ sender: Any?) { receive(sender) }
    func selectSecondTab(_ sender: Any?) { receive(sender) }
    func toggleSetting(_ sender: Any?) { receive(sender) }

    private func receive(_ sender: Any?) {
        if let sender = sender as? Settings.ActionSender { received.append(sender.action) }
    }
}

@MainActor
func settingsResponderChainScenario() {
    let responder = SettingsResponder()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    responder.view.addSubview(tableView)
    let dataSource = Settings.DataSource(tableView: tableView)
    let about = DesignSystem.TextViewModel(text: "About")
    let wifi = Settings.SwitchedSettingViewModel(text: "Wi-Fi", isOn: true)
    dataSource.apply(.init(general: .init(items: [.text(about)]), security: .init(switchedSetting: [wifi])), animatingDifferences: false)

    expect(tableView.target(forAction: Settings.Action.showAlert(about).selector, withSender: nil) as? SettingsResponder === responder,
           "the view controller is found up the chain from the table")
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0))
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 1))
    expect(responder.received == [.showAlert(about), .selectSecondTab(wifi)],
           "selections reach the responder as selectors, the action in the sender: \(responder.received)")
}
#endif
