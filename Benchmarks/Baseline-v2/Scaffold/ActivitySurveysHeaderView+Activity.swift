// Written by `cellgen scaffold` for Activity.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ActivitySurveysHeaderView: Activity.SurveysHeaderConfigurable {
    func configure(with viewModel: Activity.SurveysHeaderViewModel, environment: Activity.Environment) {
        countLabel.text = String(describing: viewModel.count)
    }
}
