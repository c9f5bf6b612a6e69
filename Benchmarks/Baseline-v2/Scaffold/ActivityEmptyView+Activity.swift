// Written by `cellgen scaffold` for Activity.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ActivityEmptyView: Activity.NoActivityConfigurable {
    func configure(with viewModel: Activity.NoActivityViewModel, environment: Activity.Environment) {
        messageLabel.text = viewModel.message
    }
}
