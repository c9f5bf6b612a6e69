// expect: error: does not override a designated initializer
import UIKit

final class Cell: UITableViewCell {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError() }
}
