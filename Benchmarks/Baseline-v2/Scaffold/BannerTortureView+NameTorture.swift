// Written by `cellgen scaffold` for NameTorture.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension BannerTortureView: NameTorture.BannerConfigurable {
    func configure(with viewModel: NameTorture.BannerViewModel) {
        textValueLabel.text = viewModel.text
        repeatSwitch.isOn = viewModel.`repeat`
    }
}
