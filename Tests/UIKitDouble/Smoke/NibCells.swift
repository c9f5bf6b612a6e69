// Smoke-test cells loaded from nibs or storyboard prototypes (ArticleFeed, CheckoutForm,
// EmployeeList, ProductList). Interface Builder outlets cannot be compiled on Linux (`@IBOutlet`
// needs Objective-C classes), so these cells create their views in `awakeFromNib()`. UIKit imports
// `awakeFromNib()` nonisolated (it is declared on NSObject) but calls it on the main thread, so
// each override says `nonisolated` (as it must under default MainActor isolation) and asserts the
// main thread with `MainActor.assumeIsolated`, as the scaffolded cells do.

import UIKit

// MARK: - ArticleFeed (nib)

final class DRHTableViewCell: UITableViewCell, ArticleFeed.ArticleConfigurable {
    let avatarImageView = UIImageView(image: nil)
    let authorLabel = UILabel()
    let dateLabel = UILabel()
    let titleLabel = UILabel()
    let previewLabel = UILabel()
    /// The article's `setImageWithURL(url: item.avatarImageURL)`: the URL the image would load from.
    private(set) var avatarImageURL: String?

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated {
            for view in [avatarImageView, authorLabel, dateLabel, titleLabel, previewLabel] {
                contentView.addSubview(view)
            }
        }
    }

    func configure(with viewModel: ArticleFeed.ArticleViewModel) {
        avatarImageURL = viewModel.avatarImageURL
        authorLabel.text = viewModel.authorName
        dateLabel.text = viewModel.date
        titleLabel.text = viewModel.title
        previewLabel.text = viewModel.previewText
    }
}

// MARK: - CheckoutForm (nib)

final class PhoneCell: UITableViewCell, CheckoutForm.PhoneFieldConfigurable {
    var onEdited: (@MainActor (String) -> Void)?
    let titleLabel = UILabel()
    let phoneField = UITextField()

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated {
            selectionStyle = .none
            contentView.addSubview(titleLabel)
            contentView.addSubview(phoneField)
            phoneField.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.onEdited?(self.phoneField.text ?? "")
            }, for: .editingChanged)
        }
    }

    func configure(with viewModel: CheckoutForm.PhoneFieldViewModel) {
        titleLabel.text = viewModel.title
        phoneField.text = viewModel.phone
    }
}

final class DateInputCell: UITableViewCell, CheckoutForm.DateFieldConfigurable {
    // A nib cell has the default style, whose `detailTextLabel` is nil: the date needs its own label.
    let dateLabel = UILabel()

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated {
            contentView.addSubview(dateLabel)
        }
    }

    func configure(with viewModel: CheckoutForm.DateFieldViewModel) {
        textLabel?.text = viewModel.title
        dateLabel.text = viewModel.date?.ISO8601Format()
    }
}

final class DropdownCell: UITableViewCell, CheckoutForm.DropdownConfigurable {
    func configure(with viewModel: CheckoutForm.DropdownViewModel) {
        textLabel?.text = viewModel.selectedOption ?? viewModel.title
    }
}

final class SplitterCell: UITableViewCell, CheckoutForm.SplitterConfigurable {
    func configure(with viewModel: CheckoutForm.SplitterViewModel) {
        backgroundColor = .separator
    }
}

// MARK: - EmployeeList (storyboard prototypes)

final class EmployeeBaseInfoCell: UITableViewCell, EmployeeList.EmployeeInfoConfigurable {
    // A prototype decoded from the storyboard has the default style (no `detailTextLabel`).
    let specializationLabel = UILabel()
    private(set) var imageURL: URL?

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated {
            contentView.addSubview(specializationLabel)
        }
    }

    func configure(with viewModel: EmployeeList.EmployeeInfoViewModel) {
        textLabel?.text = viewModel.name
        specializationLabel.text = viewModel.specialization
        imageURL = viewModel.imageURL
    }
}

final class EmployeeWorkplaceCell: UITableViewCell, EmployeeList.WorkplaceConfigurable {
    func configure(with viewModel: EmployeeList.WorkplaceViewModel) {
        textLabel?.text = viewModel.workplace
    }
}

/// The DesignSystem library's button row (specs/DesignSystem.cells.yml), which EmployeeList shows.
final class ButtonCell: UITableViewCell, DesignSystem.ButtonConfigurable {
    var onTap: (@MainActor () -> Void)?
    let button = UIButton(type: .system)

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated {
            contentView.addSubview(button)
            button.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
        }
    }

    func configure(with viewModel: DesignSystem.ButtonViewModel) {
        button.setTitle(viewModel.title, for: .normal)
    }
}

// MARK: - ProductList (nib collection cells, class-registered header)

final class PromoCell: UICollectionViewCell, ProductList.PromoConfigurable {
    let titleLabel = UILabel()

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated {
            contentView.addSubview(titleLabel)
        }
    }

    func configure(with viewModel: ProductList.PromoViewModel) {
        titleLabel.text = viewModel.title
    }
}

final class AdCell: UICollectionViewCell, ProductList.AdConfigurable {
    let imageView = UIImageView(image: nil)

    func configure(with viewModel: ProductList.AdViewModel) {
        imageView.image = nil
        accessibilityLink = viewModel.link
    }

    private(set) var accessibilityLink: URL?
}

final class ProductCell: UICollectionViewCell, ProductList.ProductConfigurable {
    let nameLabel = UILabel()
    let priceLabel = UILabel()

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated {
            contentView.addSubview(nameLabel)
            contentView.addSubview(priceLabel)
        }
    }

    func configure(with viewModel: ProductList.ProductViewModel) {
        nameLabel.text = viewModel.name
        priceLabel.text = "\(viewModel.price)"
    }
}

final class ProductsHeaderView: UICollectionReusableView, ProductList.ProductsHeaderConfigurable {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("ProductsHeaderView is built in code")
    }

    func configure(with viewModel: ProductList.ProductsHeaderViewModel) {
        titleLabel.text = "\(viewModel.title) (\(viewModel.productCount))"
    }
}

/// A collection view laid out for ProductList, its three nibs declared (the double's stand-in for
/// the app bundle's PromoCell, AdCell and ProductCell nibs).
@MainActor
func productListCollectionView() -> UICollectionView {
    UINib.register(PromoCell.self, forNibName: "PromoCell")
    UINib.register(AdCell.self, forNibName: "AdCell")
    UINib.register(ProductCell.self, forNibName: "ProductCell")
    return UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: ProductList.DataSource.makeLayout())
}

/// A table view for CheckoutForm, its four nibs declared (the double's stand-in for the app
/// bundle's PhoneCell, DateInputCell, DropdownCell and SplitterCell nibs).
@MainActor
func checkoutFormTableView() -> UITableView {
    UINib.register(PhoneCell.self, forNibName: "PhoneCell")
    UINib.register(DateInputCell.self, forNibName: "DateInputCell")
    UINib.register(DropdownCell.self, forNibName: "DropdownCell")
    UINib.register(SplitterCell.self, forNibName: "SplitterCell")
    return UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
}
