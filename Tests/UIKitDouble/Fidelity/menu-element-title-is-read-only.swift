// expect: error: cannot assign to property: 'title' is a get-only property
import UIKit

@MainActor func rename(_ element: UIMenuElement) {
    element.title = "x"
}
