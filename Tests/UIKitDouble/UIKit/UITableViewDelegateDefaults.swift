// UIKit test double: what happens when a UITableViewDelegate method is not implemented (the
// default implementations of its optional requirements, see UIScrollView.swift).
//
// Each default is the Objective-C runtime's "not implemented" path (MessageForwarding.swift): a
// receiver that forwards (a diffable data source subclass) hands the call, under the method's
// Objective-C selector, to its `forwardingTarget(for:)`; otherwise UIKit's fallback applies.

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:willDisplayCell:forRowAtIndexPath:", to: (any UITableViewDelegate).self) {
            $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        }
    }
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        forwardUnimplemented("tableView:willDisplayHeaderView:forSection:", to: (any UITableViewDelegate).self) {
            $0.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        }
    }
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        forwardUnimplemented("tableView:willDisplayFooterView:forSection:", to: (any UITableViewDelegate).self) {
            $0.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }
    }
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:didEndDisplayingCell:forRowAtIndexPath:", to: (any UITableViewDelegate).self) {
            $0.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    /// The table's `rowHeight`, and so on: the table-wide values apply.
    @discardableResult
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        forwardUnimplemented("tableView:heightForRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: tableView.rowHeight) {
            $0.tableView(tableView, heightForRowAt: indexPath)
        }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        forwardUnimplemented(
            "tableView:heightForHeaderInSection:", to: (any UITableViewDelegate).self, otherwise: tableView.sectionHeaderHeight
        ) { $0.tableView(tableView, heightForHeaderInSection: section) }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        forwardUnimplemented(
            "tableView:heightForFooterInSection:", to: (any UITableViewDelegate).self, otherwise: tableView.sectionFooterHeight
        ) { $0.tableView(tableView, heightForFooterInSection: section) }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        forwardUnimplemented(
            "tableView:estimatedHeightForRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: tableView.estimatedRowHeight
        ) { $0.tableView(tableView, estimatedHeightForRowAt: indexPath) }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        forwardUnimplemented(
            "tableView:estimatedHeightForHeaderInSection:", to: (any UITableViewDelegate).self,
            otherwise: tableView.estimatedSectionHeaderHeight
        ) { $0.tableView(tableView, estimatedHeightForHeaderInSection: section) }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        forwardUnimplemented(
            "tableView:estimatedHeightForFooterInSection:", to: (any UITableViewDelegate).self,
            otherwise: tableView.estimatedSectionFooterHeight
        ) { $0.tableView(tableView, estimatedHeightForFooterInSection: section) }
    }

    @discardableResult
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        forwardUnimplemented("tableView:viewForHeaderInSection:", to: (any UITableViewDelegate).self, otherwise: nil) {
            $0.tableView(tableView, viewForHeaderInSection: section)
        }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        forwardUnimplemented("tableView:viewForFooterInSection:", to: (any UITableViewDelegate).self, otherwise: nil) {
            $0.tableView(tableView, viewForFooterInSection: section)
        }
    }

    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        forwardUnimplemented("tableView:accessoryButtonTappedForRowWithIndexPath:", to: (any UITableViewDelegate).self) {
            $0.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
    }

    /// Rows highlight (and so can be selected) unless the delegate says otherwise.
    @discardableResult
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("tableView:shouldHighlightRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: true) {
            $0.tableView(tableView, shouldHighlightRowAt: indexPath)
        }
    }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:didHighlightRowAtIndexPath:", to: (any UITableViewDelegate).self) {
            $0.tableView(tableView, didHighlightRowAt: indexPath)
        }
    }
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:didUnhighlightRowAtIndexPath:", to: (any UITableViewDelegate).self) {
            $0.tableView(tableView, didUnhighlightRowAt: indexPath)
        }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        forwardUnimplemented("tableView:willSelectRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: indexPath) {
            $0.tableView(tableView, willSelectRowAt: indexPath)
        }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        forwardUnimplemented("tableView:willDeselectRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: indexPath) {
            $0.tableView(tableView, willDeselectRowAt: indexPath)
        }
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:didSelectRowAtIndexPath:", to: (any UITableViewDelegate).self) {
            $0.tableView(tableView, didSelectRowAt: indexPath)
        }
    }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        forwardUnimplemented("tableView:didDeselectRowAtIndexPath:", to: (any UITableViewDelegate).self) {
            $0.tableView(tableView, didDeselectRowAt: indexPath)
        }
    }

    /// "All editable cells will have UITableViewCellEditingStyleDelete set for them."
    @discardableResult
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        forwardUnimplemented("tableView:editingStyleForRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: .delete) {
            $0.tableView(tableView, editingStyleForRowAt: indexPath)
        }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        forwardUnimplemented(
            "tableView:titleForDeleteConfirmationButtonForRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: nil
        ) { $0.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath) }
    }
    /// No swipe actions on the leading edge.
    @discardableResult
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        forwardUnimplemented(
            "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: nil
        ) { $0.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) }
    }
    /// None either on the trailing edge. (UIKit then offers the editing style's Delete button when
    /// the data source implements `commit`; the double does not model that button.)
    @discardableResult
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        forwardUnimplemented(
            "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: nil
        ) { $0.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("tableView:shouldIndentWhileEditingRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: true) {
            $0.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
        }
    }

    @discardableResult
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        forwardUnimplemented(
            "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:", to: (any UITableViewDelegate).self,
            otherwise: proposedDestinationIndexPath
        ) { $0.tableView(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath) }
    }
    @discardableResult
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        forwardUnimplemented("tableView:indentationLevelForRowAtIndexPath:", to: (any UITableViewDelegate).self, otherwise: 0) {
            $0.tableView(tableView, indentationLevelForRowAt: indexPath)
        }
    }

    /// No context menu.
    @discardableResult
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forwardUnimplemented(
            "tableView:contextMenuConfigurationForRowAtIndexPath:point:", to: (any UITableViewDelegate).self, otherwise: nil
        ) { $0.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point) }
    }
}
