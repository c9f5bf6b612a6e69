// Written by `cellgen scaffold` for EmployeeList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The EmployeeList screen: shows an input with the generated data source and handles its actions.
final class EmployeeListViewController: UIViewController {
    /// The table view of the storyboard scene, with the prototype cells.
    @IBOutlet var tableView: UITableView!
    private var dataSource: EmployeeList.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        let dataSource = EmployeeList.DataSource(tableView: tableView, handler: self)
        self.dataSource = dataSource
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

extension EmployeeListViewController: EmployeeList.ActionHandler {
    /// Call the employee's phone (the article's didTapCall(withPhone:))
    func call(_ row: DesignSystem.ButtonViewModel, context: EmployeeList.EmployeeContext) {
    }

    /// Write an email to the employee (the article's didTapText(withEmail:))
    func write(_ row: DesignSystem.ButtonViewModel, context: EmployeeList.EmployeeContext) {
    }
}
