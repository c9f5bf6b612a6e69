// Written by `cellgen scaffold` for Account.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The Account screen: shows an input with the generated data source and handles its actions.
final class AccountViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: Account.DataSource?

    /// What the screen's own cells and header views are configured with besides their rows; set it
    /// to restyle the list.
    var environment: Account.Environment {
        didSet { dataSource?.environment = environment }
    }

    init(environment: Account.Environment) {
        self.environment = environment
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("AccountViewController is built in code; use init(environment:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = Account.DataSource(tableView: tableView, environment: environment, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Account.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension AccountViewController: Account.ActionHandler {
    /// Open a detail
    func openDetail(_ row: Kit.TextViewModel) {
    }

    /// Sign out
    func signOut(_ row: Kit.ButtonViewModel) {
    }

    /// Forget the detail
    func forget(_ row: Kit.TextViewModel) {
    }

    /// Copy the detail's text
    func copyText(_ row: Kit.TextViewModel) {
    }
}
