// Written by `cellgen scaffold` for NameTorture.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `First` rows and `Second` rows of NameTorture.
final class SharedTortureCell: UITableViewCell {
    var onTap: (@MainActor () -> Void)?
    var onThrow: (@MainActor (String) -> Void)?
    let titleLabel = UILabel()
    let subtitleField = UITextField()
    let tapButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleField, tapButton])
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
        subtitleField.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.onThrow?(self.subtitleField.text ?? "")
        }, for: .editingChanged)
        tapButton.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("SharedTortureCell is built in code; use init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)")
    }
}
