// Written by `cellgen scaffold` for EmployeeList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension EmployeeWorkplaceCell: EmployeeList.WorkplaceConfigurable {
    func configure(with viewModel: EmployeeList.WorkplaceViewModel) {
        workplaceLabel.text = viewModel.workplace
    }
}
