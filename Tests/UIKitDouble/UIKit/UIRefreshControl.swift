// UIKit test double: UIRefreshControl (UIRefreshControl.h, iOS 17.4 SDK), the pull-to-refresh
// control a scroll view shows above its content (`UIScrollView.refreshControl`).

/// A control that starts a refresh when the user pulls the content down (`UIRefreshControl`).
///
/// Designated initializers as the iOS 17.4 SDK imports them: `init()` (declared in the header
/// without markers), UIView's `init(frame:)` and the required `init?(coder:)`. A pull sets
/// `isRefreshing` and then sends `.valueChanged` (the driver's `pullToRefreshForTesting()`);
/// `tintColor` is UIView's, which the header redeclares with the same type.
@MainActor
open class UIRefreshControl: UIControl {
    /// "Initializes a UIRefreshControl with a default height and width"; the double's frame is
    /// zero until the scroll view lays it out, which the double never does.
    public init() {
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false

    open var attributedTitle: NSAttributedString?

    /// Shows the control refreshing; sends no event ("an external event has initiated the refresh").
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// "Must be explicitly called when the refreshing has completed."
    open func endRefreshing() {
        isRefreshing = false
    }
}
