// Written by `cellgen scaffold` for NameTorture.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension OtherTortureCell: NameTorture.OtherConfigurable {
    func configure(with viewModel: NameTorture.OtherViewModel) {
        otherLabel.text = viewModel.other
        hasherLabel.text = String(describing: viewModel.hasher)
        classLabel.text = viewModel.`class`
        defaultSwitch.isOn = viewModel.`default`
        inLabel.text = viewModel.`in`
        descriptionLabel.text = viewModel.description
        initLabel.text = String(describing: viewModel.`init`)
        forLabel.text = String(describing: viewModel.`for`)
        typeLabel.text = viewModel.type
    }
}
