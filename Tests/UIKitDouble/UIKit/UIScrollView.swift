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

/// Optional requirements: not implemented means nothing happens, unless the receiver forwards the
/// message (MessageForwarding.swift).
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewDidScroll:", to: (any UIScrollViewDelegate).self) { $0.scrollViewDidScroll(scrollView) }
    }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewWillBeginDragging:", to: (any UIScrollViewDelegate).self) {
            $0.scrollViewWillBeginDragging(scrollView)
        }
    }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        forwardUnimplemented("scrollViewDidEndDragging:willDecelerate:", to: (any UIScrollViewDelegate).self) {
            $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }
    }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewDidEndDecelerating:", to: (any UIScrollViewDelegate).self) {
            $0.scrollViewDidEndDecelerating(scrollView)
        }
    }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        forwardUnimplemented("scrollViewDidScrollToTop:", to: (any UIScrollViewDelegate).self) { $0.scrollViewDidScrollToTop(scrollView) }
    }
}

/// A view whose content can be larger than its bounds (`UIScrollView`).
///
/// UIKit's `delegate: UIScrollViewDelegate?` is not declared: table and collection views redeclare
/// `delegate` with their own protocol types, a covariant override that Objective-C allows and Swift
/// does not. Only the subclasses' `delegate` properties exist in the double; the driver reaches them
/// through `scrollViewDelegate`.
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

    /// The pull-to-refresh control (iOS 10). UIKit shows it as a subview of the scroll view, and so
    /// does the double: setting it adds the control and removes the one it replaces.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

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

    /// The `delegate` of a table or collection view, for the driver (see the class comment).
    var scrollViewDelegate: (any UIScrollViewDelegate)? {
        nil
    }
}
