// Written by `cellgen scaffold` for Activity.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ActivityFollowCell: Activity.FollowConfigurable {
    func configure(with viewModel: Activity.FollowViewModel, environment: Activity.Environment) {
        userIdLabel.text = viewModel.userId
        nameLabel.text = viewModel.name
    }
}
