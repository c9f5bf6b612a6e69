// Written by `cellgen scaffold` for CheckoutForm.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension DateInputCell: CheckoutForm.DateFieldConfigurable {
    func configure(with viewModel: CheckoutForm.DateFieldViewModel) {
        titleLabel.text = viewModel.title
        dateLabel.text = viewModel.date.map { String(describing: $0) }
    }
}
