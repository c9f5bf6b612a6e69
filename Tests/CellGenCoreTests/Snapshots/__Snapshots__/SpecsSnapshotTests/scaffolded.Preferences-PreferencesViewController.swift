// Written by `cellgen scaffold` for Preferences.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The Preferences screen: shows an input with the generated data source and handles its actions.
final class PreferencesViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: Preferences.DataSource?

    /// What the screen's own cells and header views are configured with besides their rows; set it
    /// to restyle the list.
    var environment: Preferences.Environment {
        didSet { dataSource?.environment = environment }
    }

    init(environment: Preferences.Environment) {
        self.environment = environment
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("PreferencesViewController is built in code; use init(environment:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = Preferences.DataSource(tableView: tableView, environment: environment, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Preferences.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension PreferencesViewController: Preferences.ActionHandler {
    /// Turn an option on or off
    func setOption(_ row: Preferences.ToggleViewModel, value: Bool) {
    }

    /// Reset every option
    func reset(_ row: Kit.ButtonViewModel) {
    }
}
