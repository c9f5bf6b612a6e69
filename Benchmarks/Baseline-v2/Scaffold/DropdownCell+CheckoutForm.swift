// Written by `cellgen scaffold` for CheckoutForm.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension DropdownCell: CheckoutForm.DropdownConfigurable {
    func configure(with viewModel: CheckoutForm.DropdownViewModel) {
        titleLabel.text = viewModel.title
        optionsLabel.text = String(describing: viewModel.options)
        selectedOptionLabel.text = viewModel.selectedOption
    }
}
