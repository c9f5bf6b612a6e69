// Written by `cellgen scaffold` for NameTorture.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Other` rows of NameTorture.
final class OtherTortureCell: UITableViewCell {
    let otherLabel = UILabel()
    let hasherLabel = UILabel()
    let classLabel = UILabel()
    let defaultSwitch = UISwitch()
    let inLabel = UILabel()
    let descriptionLabel = UILabel()
    let initLabel = UILabel()
    let forLabel = UILabel()
    let typeLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [otherLabel, hasherLabel, classLabel, defaultSwitch, inLabel, descriptionLabel, initLabel, forLabel, typeLabel])
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
        defaultSwitch.isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        fatalError("OtherTortureCell is built in code; use init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)")
    }
}
