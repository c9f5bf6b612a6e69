// Seed 1 (VIPER) across two modules: the views module. It imports the presenter module (the
// generated models and Presentation/EmployeePresenter.swift, without UIKit) and holds the
// generated EmployeeList+CellGen.swift, DesignSystem+CellGen.swift and CellGenSupport.swift, the
// cells and the view. The presenter builds the input and receives the actions; the view only
// shows. Run by `SeparateModelsProofTests` against the UIKit double.
import EmployeePresentation
import UIKit

final class EmployeeBaseInfoCell: UITableViewCell, EmployeeList.EmployeeInfoConfigurable {
    func configure(with viewModel: EmployeeList.EmployeeInfoViewModel) {
        textLabel?.text = viewModel.name
    }
}

final class EmployeeWorkplaceCell: UITableViewCell, EmployeeList.WorkplaceConfigurable {
    func configure(with viewModel: EmployeeList.WorkplaceViewModel) {
        textLabel?.text = viewModel.workplace
    }
}

final class ButtonCell: UITableViewCell, DesignSystem.ButtonConfigurable {
    var onTap: (@MainActor () -> Void)?

    func configure(with viewModel: DesignSystem.ButtonViewModel) {
        textLabel?.text = viewModel.title
    }
}

/// The view: a table and the generated data source, whose handler is the presenter.
final class EmployeeListScreen: EmployeeListView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let presenter: EmployeeListPresenter
    private(set) var dataSource: EmployeeList.DataSource?

    init(presenter: EmployeeListPresenter) {
        self.presenter = presenter
        // The storyboard's prototypes.
        tableView.registerPrototypeForTesting(EmployeeBaseInfoCell.self, forCellReuseIdentifier: "EmployeeBaseInfoCell")
        tableView.registerPrototypeForTesting(EmployeeWorkplaceCell.self, forCellReuseIdentifier: "EmployeeWorkplaceCell")
        tableView.registerPrototypeForTesting(ButtonCell.self, forCellReuseIdentifier: "ButtonCell")
        dataSource = EmployeeList.DataSource(tableView: tableView, handler: presenter)
        presenter.view = self
    }

    func show(_ input: EmployeeList.Input, animated: Bool) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

var passed = 0, failed = 0
@MainActor func expect(_ condition: Bool, _ what: String) {
    if condition { passed += 1 } else { failed += 1; print("FAIL \(what)") }
}

MainActor.assumeIsolated {
    let presenter = EmployeeListPresenter(employees: [
        Employee(name: "Анна", specialization: "iOS-разработчик", phone: "+7 900 111-22-33", email: "ann@example.com",
                 workplaces: ["Surf", "Redmadrobot"]),
        Employee(name: "Борис", specialization: "Дизайнер", phone: "+7 900 444-55-66", email: "boris@example.com", workplaces: []),
    ])
    let screen = EmployeeListScreen(presenter: presenter)
    presenter.viewDidLoad()
    let table = screen.tableView
    expect(table.numberOfSections == 2, "one section per employee")
    expect([0, 1].map { table.numberOfRowsForTesting(inSection: $0) } == [5, 3], "info, workplaces and two buttons per employee")
    let cells = table.allCellsForTesting()
    expect(cells[0][0].textLabel?.text == "Анна" && cells[0][1].textLabel?.text == "Surf", "the presenter's values are shown")

    // The button rows send to the presenter, in the other module, with the employee's context.
    (cells[0][3] as? ButtonCell)?.onTap?()
    (cells[1][2] as? ButtonCell)?.onTap?()
    expect(presenter.routed == ["call +7 900 111-22-33", "write boris@example.com"], "actions reach the presenter: \(presenter.routed)")

    // The interactor updates; the presenter re-shows; the kept rows keep their cells.
    let borisCall = cells[1][1]
    presenter.addWorkplace("Surf", toEmployeeWith: "boris@example.com")
    expect([0, 1].map { table.numberOfRowsForTesting(inSection: $0) } == [5, 4], "Boris gets a workplace row")
    expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) === borisCall, "his call row keeps its cell")
    (table.cellForRow(at: IndexPath(row: 2, section: 1)) as? ButtonCell)?.onTap?()
    expect(presenter.routed.last == "call +7 900 444-55-66", "the moved call row still calls Boris")
}
print("VIPER across two modules: \(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
