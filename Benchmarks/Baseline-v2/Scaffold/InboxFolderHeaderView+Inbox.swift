// Written by `cellgen scaffold` for Inbox.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension InboxFolderHeaderView: Inbox.FolderHeaderConfigurable {
    func configure(with viewModel: Inbox.FolderHeaderViewModel) {
        titleLabel.text = viewModel.title
        unreadLabel.text = String(describing: viewModel.unread)
    }
}
