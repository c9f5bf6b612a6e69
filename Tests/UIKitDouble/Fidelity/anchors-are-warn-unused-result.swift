// expect: error: result of call to 'constraint(equalTo:)' is unused
import UIKit

@MainActor func pin(_ view: UIView, _ other: UIView) {
    view.topAnchor.constraint(equalTo: other.topAnchor)
}
