// UIKit test double: UICellAccessory, the UIKit overlay's struct over UICellAccessory.h (iOS 14;
// `detail` iOS 15.4), checked against the iOS 17.4 SDK's UIKit.swiftinterface. The double keeps
// what each accessory shows and its action handler, for the driver to read and tap, and an outline
// disclosure's options (its style decides what a tap on the cell does); other options are
// accepted and dropped, and `popUpMenu` and `insert` are left out.

/// An accessory of a `UICollectionViewListCell` (`UICellAccessory`).
public struct UICellAccessory {
    public typealias ActionHandler = () -> Void

    public enum DisplayedState: Hashable {
        case always
        case whenEditing
        case whenNotEditing
    }

    public enum AccessoryType: Hashable {
        case disclosureIndicator
        case outlineDisclosure
        case checkmark
        case delete
        case reorder
        case multiselect
        case label
        case customView(UIView)
        @available(iOS 15.4, *)
        case detail
    }

    public let accessoryType: AccessoryType
    /// When the accessory shows.
    public let displayedStateForTesting: DisplayedState
    /// A label's text.
    public let textForTesting: String?
    /// What a tap on a detail, delete or outline disclosure accessory runs.
    public let actionHandlerForTesting: ActionHandler?
    /// An outline disclosure's options; nil for other accessories.
    public let outlineDisclosureOptionsForTesting: OutlineDisclosureOptions?

    private init(
        _ type: AccessoryType, _ displayed: DisplayedState, text: String? = nil, actionHandler: ActionHandler? = nil,
        outlineOptions: OutlineDisclosureOptions? = nil
    ) {
        accessoryType = type
        displayedStateForTesting = displayed
        textForTesting = text
        actionHandlerForTesting = actionHandler
        outlineDisclosureOptionsForTesting = outlineOptions
    }

    /// The width the layout keeps for an accessory (only an outline disclosure's options keep it).
    public enum LayoutDimension {
        case actual
        case standard
        case custom(CGFloat)
    }

    public struct DisclosureIndicatorOptions { public init() {} }
    @available(iOS 15.4, *)
    public struct DetailOptions { public init() {} }
    public struct CheckmarkOptions { public init() {} }
    public struct DeleteOptions { public init() {} }
    public struct ReorderOptions { public init() {} }
    public struct MultiselectOptions { public init() {} }

    /// An outline disclosure's options (`OutlineDisclosureOptions`); nil arguments take the
    /// defaults: `.automatic`, not hidden, `.standard` width, no tint.
    public struct OutlineDisclosureOptions {
        /// `.header`: a tap anywhere on the cell toggles the item, which cannot be selected;
        /// `.cell`: only a tap on the accessory toggles it; `.automatic`: `.header` for a cell whose
        /// configuration is a header's.
        public enum Style: Hashable {
            case automatic
            case header
            case cell
        }

        public var style: Style
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?

        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions { public init() {} }

    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed)
    }

    @available(iOS 15.4, *)
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail, displayed, actionHandler: actionHandler)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed)
    }

    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete, displayed, actionHandler: actionHandler)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed)
    }

    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed)
    }

    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed, actionHandler: actionHandler, outlineOptions: options)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label, displayed, text: text)
    }

    public enum Placement {
        public typealias Position = (_ accessories: [UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    public struct CustomViewConfiguration {
        public let customView: UIView
        public let placement: Placement
        public var isHidden: Bool
        public var maintainsFixedSize: Bool

        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil, tintColor: UIColor? = nil,
            maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState =
            switch configuration.placement {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        return UICellAccessory(.customView(configuration.customView), displayed)
    }
}

extension UICellAccessory {
    /// Taps the accessory as a user would: runs its action handler. Returns false for an accessory
    /// without one.
    @MainActor
    public func tapForTesting() -> Bool {
        guard let actionHandlerForTesting else { return false }
        actionHandlerForTesting()
        return true
    }
}
