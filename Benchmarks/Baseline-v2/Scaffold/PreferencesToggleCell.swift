// Written by `cellgen scaffold` for Preferences.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Toggle` rows of Preferences.
final class PreferencesToggleCell: UITableViewCell {
    var onChanged: (@MainActor (Bool) -> Void)?
    let optionLabel = UILabel()
    let isOnSwitch = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [optionLabel, isOnSwitch])
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
        isOnSwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.onChanged?(self.isOnSwitch.isOn)
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("PreferencesToggleCell is built in code; use init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)")
    }
}
