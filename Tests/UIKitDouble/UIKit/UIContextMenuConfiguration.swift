// UIKit test double: UIContextMenuConfiguration (UIContextMenuConfiguration.h, iOS 13; the
// initializer of the UIKit overlay), what a list's delegate returns for a long press.

/// `UIContextMenuActionProvider`: builds the menu from the actions UIKit suggests. No actor or
/// `Sendable` annotation in the iOS 17.4 SDK.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// `UIContextMenuContentPreviewProvider`: the view controller previewed above the menu.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// How a context menu looks: its preview and its actions, built when the menu is about to show
/// (`UIContextMenuConfiguration`). The double keeps both providers for the test driver.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The overlay's initializer (the header's `+configurationWithIdentifier:...` is renamed
    /// `__identifier:` and hidden). A nil identifier gets a new `NSUUID`, as in UIKit.
    public convenience init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.init()
        if let identifier { self.identifier = identifier }
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The identifier given to the initializer, else a unique `NSUUID`.
    open private(set) var identifier: any NSCopying = NSUUID()

    var previewProvider: UIContextMenuContentPreviewProvider?
    var actionProvider: UIContextMenuActionProvider?
}
