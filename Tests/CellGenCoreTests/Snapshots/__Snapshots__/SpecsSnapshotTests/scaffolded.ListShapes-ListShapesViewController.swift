// Written by `cellgen scaffold` for ListShapes.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The ListShapes screen: shows an input with the generated data source and handles its actions.
final class ListShapesViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: ListShapes.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = ListShapes.DataSource(tableView: tableView, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: ListShapes.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension ListShapesViewController: ListShapes.ActionHandler {
    /// Open a message of the inbox
    func openMessage(_ row: ListShapes.MessageViewModel) {
    }

    /// Open a pinned message, scrolled to where it was pinned
    func openPinned(_ row: ListShapes.MessageViewModel) {
    }

    /// Open a message of a folder
    func openInFolder(_ row: ListShapes.MessageViewModel, context: ListShapes.FolderContext) {
    }
}
