// The testing driver for outlines, written with Apple's UIKit (see TestingDriver+iOS.swift): the
// double's forms are in Tests/UIKitDouble/UIKit/UIKitDouble+DriverOutline.swift. UIKit keeps an
// outline disclosure's options and action handler to itself and toggles items inside its diffable
// data source, from a touch no test can make here, so these are double-only. Off iOS this file is
// empty.

#if os(iOS)
import UIKit

extension UICollectionView {
    /// Double-only: displays the item and returns false on iOS. Read the expansion with the data
    /// source's `snapshot(for:)`, and mark the expectations on a toggle `doubleOnly`.
    @discardableResult
    public func toggleOutlineForTesting(at indexPath: IndexPath) -> Bool {
        cellForTesting(at: indexPath)
        return false
    }
}

extension UICellAccessory {
    /// Double-only: UIKit does not give an accessory's options back. Nil on iOS.
    public var outlineDisclosureOptionsForTesting: OutlineDisclosureOptions? { nil }
}
#endif
