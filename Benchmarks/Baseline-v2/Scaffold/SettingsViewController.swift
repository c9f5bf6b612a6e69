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
        let dataSource = Settings.DataSource(tableView: tableView, handler: self)
        self.dataSource = dataSource
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Settings.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension SettingsViewController: Settings.ActionHandler {
    /// Show an alert with the row's text
    func showAlert(_ row: DesignSystem.TextViewModel) {
    }

    /// Show an action sheet with the row's text
    func showActionSheet(_ row: Settings.ValueSettingViewModel) {
    }

    /// Switch the tab bar to its second tab
    func selectSecondTab(_ row: Settings.SwitchedSettingViewModel) {
    }

    /// Turn the setting on or off
    func toggleSetting(_ row: Settings.SwitchedSettingViewModel, value: Bool) {
    }
}
