// Written by `cellgen scaffold` for ContextSelection.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension MemberRowCell: ContextSelection.MemberConfigurable {
    func configure(with viewModel: ContextSelection.MemberViewModel) {
        nameLabel.text = viewModel.name
    }
}
