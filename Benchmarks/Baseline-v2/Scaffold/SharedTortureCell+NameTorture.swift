// Written by `cellgen scaffold` for NameTorture.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension SharedTortureCell: NameTorture.FirstConfigurable {
    func configure(with viewModel: NameTorture.FirstViewModel) {
        titleLabel.text = viewModel.title
    }
}

extension SharedTortureCell: NameTorture.SecondConfigurable {
    func configure(with viewModel: NameTorture.SecondViewModel) {
        subtitleField.text = viewModel.subtitle
    }
}
