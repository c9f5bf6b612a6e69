// Written by `cellgen scaffold` for CatalogSearch.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The CatalogSearch screen: shows an input with the generated data source and handles its actions.
final class CatalogSearchViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: CatalogSearch.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = CatalogSearch.DataSource(tableView: tableView, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: CatalogSearch.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension CatalogSearchViewController: CatalogSearch.ActionHandler {
    /// Run a previous search query again (didPreviousSearchTapped)
    func repeatSearch(_ row: CatalogSearch.SearchHistoryViewModel) {
    }

    /// Open the found product (didProductTapped)
    func openProduct(_ row: CatalogSearch.SearchProductViewModel) {
    }

    /// Open the found catalog category (didCategoryTapped)
    func openCategory(_ row: CatalogSearch.SearchCategoryViewModel) {
    }
}
