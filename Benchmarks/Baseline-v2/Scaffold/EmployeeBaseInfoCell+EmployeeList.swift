// Written by `cellgen scaffold` for EmployeeList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension EmployeeBaseInfoCell: EmployeeList.EmployeeInfoConfigurable {
    func configure(with viewModel: EmployeeList.EmployeeInfoViewModel) {
        nameLabel.text = viewModel.name
        specializationLabel.text = viewModel.specialization
        imageURLView.image = nil // Load the image at viewModel.imageURL here.
    }
}
