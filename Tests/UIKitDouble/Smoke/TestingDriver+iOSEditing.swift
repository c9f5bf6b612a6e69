// The testing driver for edit mode, written with Apple's UIKit (see TestingDriver+iOS.swift): a
// table's reorder control and delete control, as UIKit asks the data source and delegate about
// them; a collection's reordering, which UIKit performs inside its diffable data source, is not
// reachable (double-only). Off iOS this file is empty.

#if os(iOS)
import UIKit

extension UITableView {
    /// Moves the row as its reorder control would, while editing: `canMoveRowAt`, then the
    /// delegate's target, then `moveRowAt`. UIKit moves the row on screen before telling the data
    /// source; here only the data source moves it.
    @discardableResult
    public func moveRowForTesting(at source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard isEditing, let dataSource, dataSource.tableView?(self, canMoveRowAt: source) == true else { return nil }
        let target = delegate?.tableView?(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        guard target != source else { return nil }
        dataSource.tableView?(self, moveRowAt: source, to: target)
        return target
    }

    /// Whether the row shows the delete control while editing, as UIKit decides it.
    public func showsDeleteControlForTesting(at indexPath: IndexPath) -> Bool {
        guard isEditing, dataSource?.tableView?(self, canEditRowAt: indexPath) ?? true else { return false }
        return (delegate?.tableView?(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    }
}

extension UICollectionView {
    /// Double-only: UIKit reorders inside its diffable data source, from a drag no test can make
    /// here. Nil on iOS.
    @discardableResult
    public func moveItemForTesting(at source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        nil
    }
}
#endif
