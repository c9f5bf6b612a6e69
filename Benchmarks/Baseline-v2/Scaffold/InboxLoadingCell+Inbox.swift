// Written by `cellgen scaffold` for Inbox.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension InboxLoadingCell: Inbox.LoadingConfigurable {
    func configure(with viewModel: Inbox.LoadingViewModel) {
    }
}
