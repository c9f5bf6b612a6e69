// Written by `cellgen scaffold` for Settings.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension DetailedTextTableViewCell: Settings.ValueSettingConfigurable {
    func configure(with viewModel: Settings.ValueSettingViewModel) {
        textValueLabel.text = viewModel.text
        valueLabel.text = viewModel.value
    }
}
