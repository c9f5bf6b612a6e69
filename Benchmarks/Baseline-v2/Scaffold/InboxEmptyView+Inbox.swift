// Written by `cellgen scaffold` for Inbox.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension InboxEmptyView: Inbox.EmptyInboxConfigurable {
    func configure(with viewModel: Inbox.EmptyInboxViewModel) {
    }
}
