// Written by `cellgen scaffold` for CheckoutForm.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension SplitterCell: CheckoutForm.SplitterConfigurable {
    func configure(with viewModel: CheckoutForm.SplitterViewModel) {
    }
}
