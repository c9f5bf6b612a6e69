// Written by `cellgen scaffold` for CheckoutForm.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The CheckoutForm screen: shows an input with the generated data source and handles its actions.
final class CheckoutFormViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: CheckoutForm.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = CheckoutForm.DataSource(tableView: tableView, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: CheckoutForm.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension CheckoutFormViewController: CheckoutForm.ActionHandler {
    /// Store the phone number the user typed
    func updatePhone(_ row: CheckoutForm.PhoneFieldViewModel, value: String) {
    }

    /// Show the date picker for the date field
    func showPicker(_ row: CheckoutForm.DateFieldViewModel) {
    }

    /// Show the options of the dropdown field
    func showDropdown(_ row: CheckoutForm.DropdownViewModel) {
    }
}
