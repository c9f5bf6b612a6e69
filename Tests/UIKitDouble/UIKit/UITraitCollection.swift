// UIKit test double: traits (UITraitCollection.h, UIInterface.h; iOS 17.4 SDK): the horizontal
// and vertical size classes of a view, inherited from its superview, and the driver that sets a
// view's own (NOT APPLE API, `setTraitCollectionForTesting(_:)`). Everything else a trait
// collection holds (style, scale, content size category) is left out.

/// `UIUserInterfaceSizeClass` (`NS_ENUM`): not frozen.
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// An immutable set of traits (`UITraitCollection`, `NS_SWIFT_SENDABLE`).
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// `+traitCollectionWithHorizontalSizeClass:`, which Swift imports as a convenience initializer.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified)
    }

    /// `+traitCollectionWithVerticalSizeClass:`.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass)
    }

    /// Every trait unspecified.
    public override convenience init() {
        self.init(horizontal: .unspecified, vertical: .unspecified)
    }

    private init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        super.init()
    }
}

/// What has traits (`UITraitEnvironment`, `NS_SWIFT_UI_ACTOR`); views are.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
}

extension UIView: UITraitEnvironment {}

extension UIView {
    /// NOT APPLE API: gives the view (and the views inside it that set none) these traits, as a
    /// window's size or a parent view controller's override does on iOS; nil takes them back.
    public func setTraitCollectionForTesting(_ traits: UITraitCollection?) {
        ownTraitsForTesting = traits
    }
}
