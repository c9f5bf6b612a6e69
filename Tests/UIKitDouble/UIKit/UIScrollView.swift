// UIKit test double: UIScrollView and UIScrollViewDelegate (UIScrollView.h, iOS 17.4).
//
// How the double models Objective-C `@optional` protocol requirements (used by every delegate and
// data source protocol here): Swift on Linux has no `@objc optional`, so each optional requirement
// is an ordinary requirement with a default implementation in a protocol extension. The default
// does what UIKit does when the method is not implemented. Conforming types that implement the
// method are called through the protocol as on iOS; a near-miss signature gets Swift's "nearly
// matches defaulted requirement" warning where iOS gives "nearly matches optional requirement".

/// The scroll view delegate (`UIScrollViewDelegate`, all optional). `NS_SWIFT_UI_ACTOR`.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

/// Optional requirements: not implemented means nothing happens.
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// A view whose content can be larger than its bounds (`UIScrollView`).
///
/// UIKit's `delegate: UIScrollViewDelegate?` is not declared: table and collection views redeclare
/// `delegate` with their own protocol types, a covariant override that Objective-C allows and Swift
/// does not. Only the subclasses' `delegate` properties exist in the double.
@MainActor
open class UIScrollView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// `UIScrollViewKeyboardDismissMode` (`NS_ENUM`, not frozen).
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }
}
