// Written by `cellgen scaffold` for Activity.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The Activity screen: shows an input with the generated data source and handles its actions.
final class ActivityViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: Activity.DataSource?

    /// What the screen's own cells and header views are configured with besides their rows; set it
    /// to restyle the list.
    var environment: Activity.Environment {
        didSet { dataSource?.environment = environment }
    }

    init(environment: Activity.Environment) {
        self.environment = environment
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("ActivityViewController is built in code; use init(environment:)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        let dataSource = Activity.DataSource(tableView: tableView, environment: environment, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Activity.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension ActivityViewController: Activity.ActionHandler {
    /// Open the survey's questions
    func openSurvey(_ row: Activity.SurveyViewModel) {
    }

    /// Open the project page, from a backed project or one of its updates
    func openProject(_ row: Activity.OpenProjectRow, context: Activity.DayContext) {
    }
}
