// Written by `cellgen scaffold` for Settings.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The Settings screen: shows an input with the generated data source and handles its actions.
final class SettingsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: Settings.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = Settings.DataSource(tableView: tableView)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Settings.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

#if canImport(ObjectiveC)
/// The actions, as selectors sent up the responder chain from the cell each comes from;
/// `CellGenSelectors.value(sentBy:)` gives the action and its values while the method runs.
extension SettingsViewController: SettingsSelectorTarget {
    /// Show an alert with the row's text
    @objc func showAlert(_ sender: Any?) {
        guard case .showAlert? = CellGenSelectors.value(sentBy: sender, as: Settings.Action.self) else { return }
    }

    /// Show an action sheet with the row's text
    @objc func showActionSheet(_ sender: Any?) {
        guard case .showActionSheet? = CellGenSelectors.value(sentBy: sender, as: Settings.Action.self) else { return }
    }

    /// Switch the tab bar to its second tab
    @objc func selectSecondTab(_ sender: Any?) {
        guard case .selectSecondTab? = CellGenSelectors.value(sentBy: sender, as: Settings.Action.self) else { return }
    }

    /// Turn the setting on or off
    @objc func toggleSetting(_ sender: Any?) {
        guard case .toggleSetting? = CellGenSelectors.value(sentBy: sender, as: Settings.Action.self) else { return }
    }
}
#endif
