// Written by `cellgen scaffold` for Inbox.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

extension InboxMessageCell: Inbox.MessageConfigurable {
    func configure(with viewModel: Inbox.MessageViewModel) {
        messageIdLabel.text = String(describing: viewModel.messageId)
        senderLabel.text = viewModel.sender
        subjectLabel.text = viewModel.subject
        isReadSwitch.isOn = viewModel.isRead
    }
}
