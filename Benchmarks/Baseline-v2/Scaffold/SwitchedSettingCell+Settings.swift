// Written by `cellgen scaffold` for Settings.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension SwitchedSettingCell: Settings.SwitchedSettingConfigurable {
    func configure(with viewModel: Settings.SwitchedSettingViewModel) {
        textValueLabel.text = viewModel.text
        isOnSwitch.isOn = viewModel.isOn
    }
}
