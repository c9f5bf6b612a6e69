// Written by `cellgen scaffold` for EmployeeList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import Foundation

/// What the EmployeeList presenter shows its input through: the screen's view controller.
@MainActor
protocol EmployeeListView: AnyObject {
    /// Shows `input`; the presenter calls it whenever the data changes.
    func show(_ input: EmployeeList.Input, animated: Bool)
}

/// The EmployeeList screen's presenter: makes the input its view shows and handles the rows'
/// actions. Like the models it uses (EmployeeList+Models.swift), it imports no UIKit.
@MainActor
final class EmployeeListPresenter {
    /// Held weakly: the view holds its presenter.
    weak var view: (any EmployeeListView)?

    init() {}

    /// Written out so that it stays nonisolated under default `MainActor` isolation (SE-0371).
    deinit {}

    /// Called by the view once it is loaded: make the input from what the screen shows and give
    /// it to `view?.show(_:animated:)`.
    func viewDidLoad() {
    }
}

extension EmployeeListPresenter: EmployeeList.ActionHandler {
    /// Call the employee's phone (the article's didTapCall(withPhone:))
    func call(_ row: DesignSystem.ButtonViewModel, context: EmployeeList.EmployeeContext) {
    }

    /// Write an email to the employee (the article's didTapText(withEmail:))
    func write(_ row: DesignSystem.ButtonViewModel, context: EmployeeList.EmployeeContext) {
    }
}
