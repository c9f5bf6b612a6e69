// Written by `cellgen scaffold` for Activity.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ActivityProjectCell: Activity.ProjectConfigurable {
    func configure(with viewModel: Activity.ProjectViewModel, environment: Activity.Environment) {
        projectIdLabel.text = viewModel.projectId
        nameLabel.text = viewModel.name
        fundedPercentLabel.text = String(describing: viewModel.fundedPercent)
        isEnabledSwitch.isOn = viewModel.isEnabled
    }
}
