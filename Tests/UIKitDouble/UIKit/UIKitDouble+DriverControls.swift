// UIKit test double: THE TEST DRIVER for controls, responders and diffable data sources.
// NOT APPLE API.

extension UIControl {
    /// Whether a user could touch the control: enabled, interactive and not hidden.
    public var isTouchableForTesting: Bool {
        isEnabled && isUserInteractionEnabled && !isHidden
    }
}

extension UIButton {
    /// Taps the button: `.touchDown`, `.touchUpInside`, then `.primaryActionTriggered`, each sent
    /// separately as UIKit does. Returns false (and sends nothing) when the button is untouchable.
    @discardableResult
    public func tapForTesting() -> Bool {
        guard isTouchableForTesting else { return false }
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
        return true
    }
}

extension UISwitch {
    /// Flips the switch to `on` as a user would: sets `isOn`, then sends `.valueChanged`.
    @discardableResult
    public func setOnForTesting(_ on: Bool) -> Bool {
        guard isTouchableForTesting else { return false }
        setOn(on, animated: true)
        sendActions(for: .valueChanged)
        return true
    }
}

extension UITextField {
    /// Types `text` as a user would: begins editing if needed, sets `text`, sends `.editingChanged`.
    @discardableResult
    public func typeForTesting(_ text: String) -> Bool {
        guard isTouchableForTesting else { return false }
        if !isEditing { becomeFirstResponder() }
        self.text = text
        sendActions(for: .editingChanged)
        return true
    }
}

extension UIResponder {
    /// The responder chain from this responder up, as `next` walks it.
    public var responderChainForTesting: [UIResponder] {
        var chain: [UIResponder] = []
        var current: UIResponder? = self
        while let responder = current {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }
}

extension UIView {
    /// Every view in this subtree, depth first, this view included.
    public var allSubviewsForTesting: [UIView] {
        [self] + subviews.flatMap(\.allSubviewsForTesting)
    }

    /// The first view of type `T` in this subtree, depth first.
    public func firstSubviewForTesting<T: UIView>(of type: T.Type) -> T? {
        allSubviewsForTesting.lazy.compactMap { $0 as? T }.first
    }
}

extension UITableViewDiffableDataSource {
    /// How many snapshots were applied (diffed or reloaded).
    public var applyCountForTesting: Int {
        applyCount
    }
}

extension UICollectionViewDiffableDataSource {
    public var applyCountForTesting: Int {
        applyCount
    }
}
