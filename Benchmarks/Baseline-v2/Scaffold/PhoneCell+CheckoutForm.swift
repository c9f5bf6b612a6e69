// Written by `cellgen scaffold` for CheckoutForm.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension PhoneCell: CheckoutForm.PhoneFieldConfigurable {
    func configure(with viewModel: CheckoutForm.PhoneFieldViewModel) {
        titleLabel.text = viewModel.title
        phoneField.text = viewModel.phone
    }
}
