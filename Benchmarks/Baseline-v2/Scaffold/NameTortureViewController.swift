// Written by `cellgen scaffold` for NameTorture.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The NameTorture screen: shows an input with the generated data source and handles its actions.
final class NameTortureViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: NameTorture.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = NameTorture.DataSource(tableView: tableView, handler: self)
        self.dataSource = dataSource
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: NameTorture.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension NameTortureViewController: NameTorture.ActionHandler {
    /// Open * / it / * "quoted"
    func open(_ row: NameTorture.OtherViewModel, context: NameTorture.ForContext) {
    }

    /// Throws nothing
    func `throw`(_ row: NameTorture.FirstViewModel, context: NameTorture.ForContext) {
    }

    /// Catches a \(value) with a
    /// second line
    func `catch`(_ row: NameTorture.FirstViewModel, value: String, context: NameTorture.ForContext) {
    }

    /// #"Describes"# it \ in a doc comment
    func description(_ row: NameTorture.ClassViewModel, value: Int) {
    }
}
