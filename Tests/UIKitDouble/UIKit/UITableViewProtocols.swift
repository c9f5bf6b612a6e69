// UIKit test double: UITableViewDataSource and UITableViewDelegate (UITableView.h, iOS 17.5).
//
// Both are `NS_SWIFT_UI_ACTOR` protocols refining `NSObject`. Their `@optional` methods are
// requirements with defaults in an extension that do what UIKit does when a method is missing
// (see UIScrollView.swift for why); the delegate's are in UITableViewDelegateDefaults.swift. Only the
// methods listed here exist in the double.

/// The table's data: counts, cells and titles (`UITableViewDataSource`).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    // @required
    @discardableResult
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    @discardableResult
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    // @optional
    @discardableResult
    func numberOfSections(in tableView: UITableView) -> Int
    @discardableResult
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    @discardableResult
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    @discardableResult
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    @discardableResult
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    @discardableResult
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    @discardableResult
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// What UIKit does when an optional data source method is not implemented.
extension UITableViewDataSource {
    /// "Default is 1 if not implemented."
    @discardableResult
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    @discardableResult
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    @discardableResult
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// "If not implemented, all rows are assumed to be editable."
    @discardableResult
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// The reorder control shows only when `moveRowAt` is implemented; the double says no.
    @discardableResult
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    @discardableResult
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    @discardableResult
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// The table's appearance and behaviour: heights, header views, selection, swipe actions and
/// context menus (`UITableViewDelegate`, which refines `UIScrollViewDelegate`; every method is optional).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    // Display customization
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    // Variable height support
    @discardableResult
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    @discardableResult
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    @discardableResult
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    @discardableResult
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    @discardableResult
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    @discardableResult
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // Section header & footer views
    @discardableResult
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    @discardableResult
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    // Accessories
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // Selection
    @discardableResult
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    @discardableResult
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    @discardableResult
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    // Editing
    @discardableResult
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    @discardableResult
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    @discardableResult
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    @discardableResult
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    @discardableResult
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool

    // Moving and indentation
    @discardableResult
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    @discardableResult
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

    // Context menu (iOS 13)
    @discardableResult
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
}
