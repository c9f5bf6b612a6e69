// Written by `cellgen scaffold` for ArticleFeed.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The ArticleFeed screen: shows an input with the generated data source and handles its actions.
final class ArticleFeedViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: ArticleFeed.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = ArticleFeed.DataSource(tableView: tableView, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: ArticleFeed.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension ArticleFeedViewController: ArticleFeed.ActionHandler {
}
