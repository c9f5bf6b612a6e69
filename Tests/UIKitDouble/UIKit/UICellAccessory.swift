// UIKit test double: UICellAccessory, the UIKit overlay's struct over UICellAccessory.h (iOS 14;
// `detail` iOS 15.4), checked against the iOS 17.4 SDK's UIKit.swiftinterface. The double keeps
// what each accessory shows and its action handler, for the driver to read and tap; options are
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

    private init(_ type: AccessoryType, _ displayed: DisplayedState, text: String? = nil, actionHandler: ActionHandler? = nil) {
        accessoryType = type
        displayedStateForTesting = displayed
        textForTesting = text
        actionHandlerForTesting = actionHandler
    }

    public struct DisclosureIndicatorOptions { public init() {} }
    @available(iOS 15.4, *)
    public struct DetailOptions { public init() {} }
    public struct CheckmarkOptions { public init() {} }
    public struct DeleteOptions { public init() {} }
    public struct ReorderOptions { public init() {} }
    public struct MultiselectOptions { public init() {} }
    public struct OutlineDisclosureOptions { public init() {} }
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
        UICellAccessory(.outlineDisclosure, displayed, actionHandler: actionHandler)
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
