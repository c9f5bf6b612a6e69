// Written by `cellgen scaffold` for ContextSelection.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The ContextSelection screen: shows an input with the generated data source and handles its actions.
final class ContextSelectionViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: ContextSelection.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = ContextSelection.DataSource(tableView: tableView, handler: self)
        self.dataSource = dataSource
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: ContextSelection.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension ContextSelectionViewController: ContextSelection.ActionHandler {
    /// Open the member's profile
    func openMember(_ row: ContextSelection.MemberViewModel, context: ContextSelection.TeamContext) {
    }

    /// Invite someone to the team
    func invite(_ row: ContextSelection.InviteViewModel, context: ContextSelection.TeamContext) {
    }
}
