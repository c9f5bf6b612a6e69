// Smoke-test cells for the six example screens in specs/: the classes each spec names, written
// the way an iOS team would (class-registered cells build their views in `init(style:...)` or
// `init(frame:)`; nib and storyboard cells, which Linux cannot load, build them in `awakeFromNib`,
// which the double calls after decoding them with `init?(coder:)`). Each conforms to the generated
// `...Configurable` protocol of its row.

import UIKit

// MARK: - CatalogSearch (class-registered table cells)

final class SearchPreviousCell: UITableViewCell, CatalogSearch.SearchHistoryConfigurable {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("SearchPreviousCell is built in code")
    }

    func configure(with viewModel: CatalogSearch.SearchHistoryViewModel) {
        textLabel?.text = viewModel.query
    }
}

final class SearchProductCell: UITableViewCell, CatalogSearch.SearchProductConfigurable {
    let nameLabel = UILabel()
    let iconView = UIImageView(image: nil)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [iconView, nameLabel])
        stack.axis = .horizontal
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 40),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("SearchProductCell is built in code")
    }

    func configure(with viewModel: CatalogSearch.SearchProductViewModel) {
        nameLabel.text = viewModel.productName
        iconView.image = nil
    }
}

final class SearchSectionCell: UITableViewCell, CatalogSearch.SearchCategoryConfigurable {
    required init?(coder: NSCoder) {
        fatalError("SearchSectionCell is built in code")
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    func configure(with viewModel: CatalogSearch.SearchCategoryViewModel) {
        textLabel?.text = viewModel.sectionName
        detailTextLabel?.text = viewModel.sectionId
    }
}

// MARK: - Settings (class-registered table cells, public screen)

/// The DesignSystem library's text row (specs/DesignSystem.cells.yml), which Settings shows.
final class TextTableViewCell: UITableViewCell, DesignSystem.TextConfigurable {
    func configure(with viewModel: DesignSystem.TextViewModel) {
        textLabel?.text = viewModel.text
    }
}

final class DetailedTextTableViewCell: UITableViewCell, Settings.ValueSettingConfigurable {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(with viewModel: Settings.ValueSettingViewModel) {
        textLabel?.text = viewModel.text
        detailTextLabel?.text = viewModel.value
    }
}

final class SwitchedSettingCell: UITableViewCell, Settings.SwitchedSettingConfigurable {
    var onToggled: (@MainActor (Bool) -> Void)?
    let toggle = UISwitch()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryView = toggle
        toggle.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.onToggled?(self.toggle.isOn)
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("SwitchedSettingCell is built in code")
    }

    func configure(with viewModel: Settings.SwitchedSettingViewModel) {
        textLabel?.text = viewModel.text
        toggle.isOn = viewModel.isOn
    }
}
