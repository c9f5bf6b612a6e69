// UIKit test double: the swipe actions of a table row: UIContextualAction (UIContextualAction.h) and
// UISwipeActionsConfiguration (UISwipeActionsConfiguration.h), iOS 11, checked against iOS 17.4.

/// An action a user reveals by swiping a row (`UIContextualAction`).
///
/// Apple's only initializer is the class method `+contextualActionWithStyle:title:handler:`, which
/// the importer makes a convenience initializer; NSObject's `init()` stays callable.
@MainActor
open class UIContextualAction: NSObject {
    /// `UIContextualActionStyle` (`NS_ENUM`, not frozen).
    public enum Style: Int, Sendable {
        case normal = 0
        case destructive = 1
    }

    /// `UIContextualActionHandler`: no actor or `Sendable` annotation in the iOS 17.4 SDK. The
    /// handler calls `completionHandler` (true when the action was performed) to end the swipe.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.init()
        self.style = style
        self.title = title
        self.handler = handler
    }

    open private(set) var style: Style = .normal
    open private(set) var handler: Handler = { _, _, _ in }
    open var title: String?
    open var image: UIImage?

    /// `null_resettable`: "a default background color is set from the action style" (red for
    /// destructive actions, gray otherwise).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }

    private var storedBackgroundColor: UIColor?
}

/// The actions of one swipe edge of a row (`UISwipeActionsConfiguration`).
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// `+configurationWithActions:`, imported as a convenience initializer.
    public convenience init(actions: [UIContextualAction]) {
        self.init()
        self.actions = actions
    }

    open private(set) var actions: [UIContextualAction] = []

    /// Whether a full swipe performs the first action (default true).
    open var performsFirstActionWithFullSwipe = true
}
