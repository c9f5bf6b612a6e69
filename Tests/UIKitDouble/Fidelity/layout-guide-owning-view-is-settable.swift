// expect: ok
import UIKit

@MainActor func detach(_ guide: UILayoutGuide) {
    guide.owningView = nil
}
