// expect: error: does not override a designated initializer
import UIKit

final class Header: UITableViewHeaderFooterView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError() }
}
