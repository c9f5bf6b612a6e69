// Written by `cellgen scaffold` for Preferences.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension PreferencesToggleCell: Preferences.ToggleConfigurable {
    func configure(with viewModel: Preferences.ToggleViewModel, environment: Preferences.Environment) {
        optionLabel.text = viewModel.option
        isOnSwitch.isOn = viewModel.isOn
    }
}
