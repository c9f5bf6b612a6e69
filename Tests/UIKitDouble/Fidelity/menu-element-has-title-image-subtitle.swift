// expect: ok
import UIKit

@MainActor func describe(_ element: UIMenuElement) -> String {
    element.subtitle = nil
    return element.title + (element.image == nil ? "" : " (image)")
}
