// UIKit test double: THE TEST DRIVER for outlines: the user taps an item's outline disclosure, or
// anywhere on a header-style one. NOT APPLE API. The expansion itself is the data source's
// (DiffableSectionSnapshots.swift); the iOS form is Smoke/TestingDriver+iOSOutline.swift.

extension UICollectionView {
    /// The user taps the outline disclosure of the item's cell: displays the item; false when its
    /// cell is not a `UICollectionViewListCell` showing an `.outlineDisclosure` accessory (one
    /// displayed in the current editing state and not hidden). An accessory with an action
    /// handler runs it, as UIKit runs it instead of toggling (true). Otherwise a diffable data
    /// source toggles the item in its section's section snapshot, asking and telling its
    /// `sectionSnapshotHandlers`, and applies it, so children appear or go; returns whether the
    /// item toggled (false too for another data source, which UIKit cannot toggle).
    @discardableResult
    public func toggleOutlineForTesting(at indexPath: IndexPath) -> Bool {
        guard let accessory = outlineDisclosure(of: cellForTesting(at: indexPath)) else { return false }
        return tapOutlineDisclosure(accessory, at: indexPath)
    }

    /// A tap on the displayed cell at `indexPath` that toggles instead of selecting: true (and the
    /// tap is handled as a tap on the disclosure) when the cell's outline disclosure has the header
    /// style: `.header`, or `.automatic` on a cell whose content configuration is a list header's.
    func tapTogglesOutline(at indexPath: IndexPath) -> Bool {
        guard let cell = visibleCellsByIndexPath[indexPath], let accessory = outlineDisclosure(of: cell),
            let options = accessory.outlineDisclosureOptionsForTesting
        else { return false }
        switch options.style {
        case .header: break
        case .automatic:
            guard let content = cell.contentConfiguration as? UIListContentConfiguration, content.style.rawValue.hasSuffix("Header") else {
                return false
            }
        case .cell: return false
        }
        tapOutlineDisclosure(accessory, at: indexPath)
        return true
    }

    @discardableResult
    private func tapOutlineDisclosure(_ accessory: UICellAccessory, at indexPath: IndexPath) -> Bool {
        if accessory.tapForTesting() { return true }
        guard let dataSource = dataSource as? OutlineDataSourceForTesting else { return false }
        return dataSource.toggleForTesting(at: indexPath)
    }

    /// The cell's outline disclosure, when the user can see it.
    private func outlineDisclosure(of cell: UICollectionViewCell) -> UICellAccessory? {
        guard let listCell = cell as? UICollectionViewListCell else { return nil }
        return listCell.accessories.first { accessory in
            guard accessory.accessoryType == .outlineDisclosure, accessory.outlineDisclosureOptionsForTesting?.isHidden != true else {
                return false
            }
            switch accessory.displayedStateForTesting {
            case .always: return true
            case .whenEditing: return isEditing
            case .whenNotEditing: return !isEditing
            }
        }
    }
}
