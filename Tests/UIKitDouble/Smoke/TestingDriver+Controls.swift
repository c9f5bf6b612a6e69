// The testing driver's touches on controls and swipe-action buttons, used by the scenarios both
// against the double and against the real iOS SDK: through public UIKit API only
// (`sendActions(for:)`, `setOn(_:animated:)`, a contextual action's `handler`), which the double
// implements as UIKit does. One copy for both.

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
    /// Types `text` as a user would: begins editing if needed, sets `text`, sends `.editingChanged`
    /// and posts `textDidChangeNotification`.
    @discardableResult
    public func typeForTesting(_ text: String) -> Bool {
        guard isTouchableForTesting else { return false }
        if !isEditing { becomeFirstResponder() }
        self.text = text
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }
}

extension UIContextualAction {
    /// Taps the action's button: runs the handler with `sourceView` and returns the value it passed
    /// to the completion handler, or nil when it did not call it before returning.
    public func performForTesting(in sourceView: UIView) -> Bool? {
        var performed: Bool?
        handler(self, sourceView) { performed = $0 }
        return performed
    }
}
