// Written by `cellgen scaffold` for Activity.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ActivitySurveyCell: Activity.SurveyConfigurable {
    func configure(with viewModel: Activity.SurveyViewModel, environment: Activity.Environment) {
        surveyIdLabel.text = viewModel.surveyId
        projectNameLabel.text = viewModel.projectName
    }
}
