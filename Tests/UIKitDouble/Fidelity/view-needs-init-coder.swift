// expect: error: must be provided by subclass
import UIKit

final class Badge: UIView {
    init() { super.init(frame: .zero) }
}
