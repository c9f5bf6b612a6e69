// Written by `cellgen scaffold` for Inbox.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension InboxPinnedCell: Inbox.PinnedConfigurable {
    func configure(with viewModel: Inbox.PinnedViewModel) {
        threadIdLabel.text = viewModel.threadId
        subjectLabel.text = viewModel.subject
    }
}
