// Written by `cellgen scaffold` for EmployeeList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The EmployeeList screen's view: shows the input its presenter makes, with the generated data
/// source, and gives the rows' actions to the presenter.
final class EmployeeListViewController: UIViewController {
    /// The table view of the storyboard scene, with the prototype cells.
    @IBOutlet var tableView: UITableView!
    private var dataSource: EmployeeList.DataSource?
    /// Makes the input and handles the actions; the data source holds it weakly, this view strongly.
    let presenter = EmployeeListPresenter()

    override func viewDidLoad() {
        super.viewDidLoad()
        let dataSource = EmployeeList.DataSource(tableView: tableView, handler: presenter)
        self.dataSource = dataSource
        presenter.view = self
        presenter.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: EmployeeList.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension EmployeeListViewController: EmployeeListView {}
