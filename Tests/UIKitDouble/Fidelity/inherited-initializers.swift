// expect: ok
import UIKit

@MainActor func make() {
    _ = UIView(); _ = UITableViewCell(); _ = UITableViewCell(frame: .zero); _ = UITableView(frame: .zero)
    _ = UIViewController(); _ = UIButton(type: .system); _ = UIStackView(arrangedSubviews: [UILabel()])
    _ = UITableViewHeaderFooterView(frame: .zero); _ = UIAction { _ in }
}
