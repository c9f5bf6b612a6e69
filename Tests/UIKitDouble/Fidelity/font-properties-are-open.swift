// expect: ok
import UIKit

final class ScaledFont: UIFont, @unchecked Sendable {
    override var pointSize: CGFloat { super.pointSize * 2 }
    override var fontName: String { super.fontName }
}
