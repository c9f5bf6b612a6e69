// The testing driver's controls, used by the scenarios both against the double and against the
// real iOS SDK: touches as a user makes them, through public UIKit API only (`sendActions(for:)`,
// `setOn(_:animated:)`), which the double implements as UIKit does. One copy for both.

import UIKit

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
