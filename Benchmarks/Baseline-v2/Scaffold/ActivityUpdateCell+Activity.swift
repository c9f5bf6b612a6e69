// Written by `cellgen scaffold` for Activity.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ActivityUpdateCell: Activity.UpdateConfigurable {
    func configure(with viewModel: Activity.UpdateViewModel, environment: Activity.Environment) {
        updateIdLabel.text = viewModel.updateId
        projectIdLabel.text = viewModel.projectId
        projectNameLabel.text = viewModel.projectName
        titleLabel.text = viewModel.title
    }
}
