// Written by `cellgen scaffold` for NameTorture.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension ClassCell: NameTorture.ClassConfigurable {
    func configure(with viewModel: NameTorture.ClassViewModel) {
        self_Label.text = viewModel.self_
        whereLabel.text = String(describing: viewModel.`where`)
    }
}
