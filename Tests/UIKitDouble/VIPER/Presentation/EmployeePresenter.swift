// Seed 1 (VIPER) across two modules: the presenter module, which holds the generated
// EmployeeList+Models.swift and DesignSystem+Models.swift (`models: separate`,
// `modelsModule: EmployeePresentation`) and this file, and imports no UIKit. The views module,
// Views/main.swift, shows what the presenter gives it. Compiled and run by
// `SeparateModelsProofTests`; the double is not on this module's search path.
import Foundation

/// An employee as the interactor loads it (the article's `Employee`).
public struct Employee: Sendable {
    public var name: String
    public var specialization: String
    public var phone: String
    public var email: String
    public var workplaces: [String]

    public init(name: String, specialization: String, phone: String, email: String, workplaces: [String]) {
        self.name = name
        self.specialization = specialization
        self.phone = phone
        self.email = email
        self.workplaces = workplaces
    }
}

/// What the presenter shows its input through: the view, in the other module.
@MainActor
public protocol EmployeeListView: AnyObject {
    func show(_ input: EmployeeList.Input, animated: Bool)
}

/// The article's presenter: turns the interactor's employees into section models (here the
/// generated `Input`) and receives the button rows' actions with the employee's phone or email.
@MainActor
public final class EmployeeListPresenter {
    public weak var view: (any EmployeeListView)?
    /// What the router was asked to do, in order (the article calls and writes).
    public private(set) var routed: [String] = []
    private var employees: [Employee]

    public init(employees: [Employee]) {
        self.employees = employees
    }

    deinit {}

    public func viewDidLoad() {
        view?.show(input, animated: false)
    }

    /// The interactor found a new workplace for the employee with `email`.
    public func addWorkplace(_ workplace: String, toEmployeeWith email: String) {
        guard let index = employees.firstIndex(where: { $0.email == email }) else { return }
        employees[index].workplaces.append(workplace)
        view?.show(input, animated: true)
    }

    /// The section models: what the presenter owns, built without UIKit.
    private var input: EmployeeList.Input {
        EmployeeList.Input(employee: employees.map { employee in
            EmployeeList.EmployeeSection(
                context: EmployeeList.EmployeeContext(phone: employee.phone, email: employee.email),
                employeeInfo: EmployeeList.EmployeeInfoViewModel(
                    name: employee.name, specialization: employee.specialization, imageURL: nil),
                workplace: employee.workplaces.map { EmployeeList.WorkplaceViewModel(workplace: $0) },
                call: DesignSystem.ButtonViewModel(title: "Позвонить"),
                write: DesignSystem.ButtonViewModel(title: "Написать письмо"))
        })
    }
}

extension EmployeeListPresenter: EmployeeList.ActionHandler {
    public func call(_ row: DesignSystem.ButtonViewModel, context: EmployeeList.EmployeeContext) {
        routed.append("call \(context.phone)")
    }

    public func write(_ row: DesignSystem.ButtonViewModel, context: EmployeeList.EmployeeContext) {
        routed.append("write \(context.email)")
    }
}
