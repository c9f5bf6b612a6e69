// Written by `cellgen scaffold` for Album.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The Album screen: shows an input with the generated data source and handles its actions.
final class AlbumViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: Album.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = Album.DataSource(tableView: tableView)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Album.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

#if canImport(ObjectiveC)
/// The actions, as selectors sent up the responder chain from the cell each comes from;
/// `CellGenSelectors.value(sentBy:)` gives the action and its values while the method runs.
extension AlbumViewController: AlbumSelectorTarget {
    /// Show the track's details
    @objc func showDetails(_ sender: Any?) {
        guard case .showDetails? = CellGenSelectors.value(sentBy: sender, as: Album.Action.self) else { return }
    }
}
#endif
