// Written by `cellgen scaffold` for ContextSelection.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension InviteRowCell: ContextSelection.InviteConfigurable {
    func configure(with viewModel: ContextSelection.InviteViewModel) {
        tapButton.setTitle(viewModel.title, for: .normal)
    }
}
