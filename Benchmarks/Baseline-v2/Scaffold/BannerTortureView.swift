// Written by `cellgen scaffold` for NameTorture.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Banner` headers and footers of NameTorture.
final class BannerTortureView: UITableViewHeaderFooterView {
    let textValueLabel = UILabel()
    let repeatSwitch = UISwitch()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [textValueLabel, repeatSwitch])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
        repeatSwitch.isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        fatalError("BannerTortureView is built in code; use init(reuseIdentifier: String?)")
    }
}
