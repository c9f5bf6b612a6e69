// Written by `cellgen scaffold` for EmployeeList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ButtonCell: EmployeeList.ButtonConfigurable {
    func configure(with viewModel: EmployeeList.ButtonViewModel) {
        tapButton.setTitle(viewModel.title, for: .normal)
    }
}
