// The testing driver for table views, written with Apple's UIKit (see TestingDriver+iOS.swift).
// A row is "displayed" when a test asks for it: the driver returns the cell UIKit shows for it, or
// else asks the data source for one and calls the delegate's `willDisplay`, as UIKit does while
// scrolling, and keeps it as that row's cell. Off iOS this file is empty.

#if os(iOS)
import UIKit

extension UITableView {
    /// Stands in for a storyboard prototype cell, which only a storyboard holds: registers the nib
    /// named `identifier` (in the main bundle) for `identifier`, so that a dequeue decodes its cell
    /// and calls `awakeFromNib()`, as a prototype's does. A test target on iOS must hold that nib,
    /// with a `cellClass` as its top-level view.
    public func registerPrototypeForTesting(_ cellClass: AnyClass, forCellReuseIdentifier identifier: String) {
        register(UINib(nibName: identifier, bundle: .main), forCellReuseIdentifier: identifier)
    }

    public func numberOfRowsForTesting(inSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    /// Displays the row: the cell the driver displayed for it before, else the one UIKit shows for
    /// it, else the data source's cell, after which the delegate's `willDisplay` runs.
    @discardableResult
    public func cellForTesting(at indexPath: IndexPath) -> UITableViewCell {
        let records = DriverRecordsForTesting.of(self)
        if let cell = records.visibleCells[indexPath] as? UITableViewCell { return cell }
        guard let dataSource else { fatalError("TestingDriver: the table view has no data source") }
        let cell: UITableViewCell
        if let shown = cellForRow(at: indexPath) {
            cell = shown
        } else {
            cell = dataSource.tableView(self, cellForRowAt: indexPath)
            records.record(cell, reuseIdentifier: cell.reuseIdentifier, at: indexPath)
            cell.setSelected(indexPathsForSelectedRows?.contains(indexPath) == true, animated: false)
            delegate?.tableView?(self, willDisplay: cell, forRowAt: indexPath)
        }
        records.visibleCells[indexPath] = cell
        return cell
    }

    /// Displays every row, section by section.
    public func allCellsForTesting() -> [[UITableViewCell]] {
        (0..<numberOfSections).map { section in
            (0..<numberOfRows(inSection: section)).map { cellForTesting(at: IndexPath(row: $0, section: section)) }
        }
    }

    /// Scrolls the row away: the delegate's `didEndDisplaying` for the cell the driver displayed.
    public func endDisplayingForTesting(at indexPath: IndexPath) {
        guard let cell = DriverRecordsForTesting.of(self).visibleCells.removeValue(forKey: indexPath) as? UITableViewCell else { return }
        delegate?.tableView?(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Taps the row as UIKit handles a tap: displays it, then `shouldHighlightRowAt`,
    /// `willSelectRowAt` (which may redirect or cancel), deselects the other rows (single
    /// selection), selects, then `didSelectRowAt`. Returns whether a row was selected.
    @discardableResult
    public func selectRowForTesting(at indexPath: IndexPath) -> Bool {
        guard allowsSelection else { return false }
        cellForTesting(at: indexPath)
        guard delegate?.tableView?(self, shouldHighlightRowAt: indexPath) ?? true else { return false }
        delegate?.tableView?(self, didHighlightRowAt: indexPath)
        defer { delegate?.tableView?(self, didUnhighlightRowAt: indexPath) }
        let willSelect = delegate?.tableView(_:willSelectRowAt:)
        guard let target = willSelect.map({ $0(self, indexPath) }) ?? indexPath else { return false }
        if !allowsMultipleSelection {
            for selected in indexPathsForSelectedRows ?? [] where selected != target { deselectRowAsUser(at: selected) }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView?(self, didSelectRowAt: target)
        return true
    }

    /// Deselects as UIKit does for a tap elsewhere: `willDeselectRowAt`, then `didDeselectRowAt`.
    private func deselectRowAsUser(at indexPath: IndexPath) {
        let willDeselect = delegate?.tableView(_:willDeselectRowAt:)
        guard let target = willDeselect.map({ $0(self, indexPath) }) ?? indexPath else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView?(self, didDeselectRowAt: target)
    }

    public func titleForHeaderForTesting(in section: Int) -> String? {
        dataSource?.tableView?(self, titleForHeaderInSection: section)
    }

    public func titleForFooterForTesting(in section: Int) -> String? {
        dataSource?.tableView?(self, titleForFooterInSection: section)
    }

    public func viewForHeaderForTesting(in section: Int) -> UIView? {
        delegate?.tableView?(self, viewForHeaderInSection: section)
    }

    public func viewForFooterForTesting(in section: Int) -> UIView? {
        delegate?.tableView?(self, viewForFooterInSection: section)
    }

    /// The section's header as the table shows it: scrolled to and laid out, then UIKit's own
    /// `headerView(forSection:)` (nil for a view that is not a `UITableViewHeaderFooterView`).
    @discardableResult
    public func headerViewForTesting(in section: Int) -> UIView? {
        scrollToSectionForTesting(section)
        return headerView(forSection: section)
    }

    /// As `headerViewForTesting(in:)`, for the footer.
    @discardableResult
    public func footerViewForTesting(in section: Int) -> UIView? {
        scrollToSectionForTesting(section)
        return footerView(forSection: section)
    }

    private func scrollToSectionForTesting(_ section: Int) {
        scrollRectToVisible(rect(forSection: section), animated: false)
        layoutIfNeeded()
    }

    /// The delegate's height, else `rowHeight`.
    public func heightForRowForTesting(at indexPath: IndexPath) -> CGFloat {
        delegate?.tableView?(self, heightForRowAt: indexPath) ?? rowHeight
    }

    public func estimatedHeightForRowForTesting(at indexPath: IndexPath) -> CGFloat {
        delegate?.tableView?(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    }

    public func heightForHeaderForTesting(in section: Int) -> CGFloat {
        delegate?.tableView?(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    }

    public func heightForFooterForTesting(in section: Int) -> CGFloat {
        delegate?.tableView?(self, heightForFooterInSection: section) ?? sectionFooterHeight
    }

    /// Double-only: UIKit does not tell which class a reuse identifier was registered with. Nil on iOS.
    public func registeredCellClassForTesting(forReuseIdentifier identifier: String) -> AnyClass? {
        nil
    }

    /// Double-only: UIKit does not tell whether an identifier was registered with a nib. False on iOS.
    public func isNibRegisteredForTesting(forReuseIdentifier identifier: String) -> Bool {
        false
    }

    /// Double-only: UIKit does not list registered reuse identifiers. Empty on iOS.
    public var registeredCellReuseIdentifiersForTesting: [String] {
        []
    }

    /// The cells the driver got from the data source (not the dequeues UIKit makes while laying
    /// out, which it does not report): one record per row the driver displayed that UIKit did not
    /// show. Expectations about the dequeue log are double-only.
    public var cellDequeueLogForTesting: [DequeueRecordForTesting] {
        DriverRecordsForTesting.of(self).cellLog
    }

    /// Double-only: UIKit does not count how often `delegate` was set (it rereads a new delegate's
    /// optional methods then). Always 0 on iOS.
    public var delegateAssignmentsForTesting: Int {
        0
    }

    /// Swipes the row: displays it, then asks the delegate for the configuration of `edge`. Nil
    /// when the data source says the row cannot be edited (UIKit offers no swipe actions then) or
    /// when the delegate gives none.
    public func swipeActionsForTesting(at indexPath: IndexPath, edge: SwipeEdgeForTesting) -> UISwipeActionsConfiguration? {
        cellForTesting(at: indexPath)
        guard dataSource?.tableView?(self, canEditRowAt: indexPath) ?? true else { return nil }
        switch edge {
        case .leading: return delegate?.tableView?(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing: return delegate?.tableView?(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Long-presses the row: displays it and asks the delegate for its context menu configuration
    /// (at point zero). Double-only for what it returns: UIKit keeps a configuration's action
    /// provider to itself, so the menu cannot be built; nil on iOS.
    public func contextMenuForTesting(at indexPath: IndexPath) -> UIMenu? {
        cellForTesting(at: indexPath)
        _ = delegate?.tableView?(self, contextMenuConfigurationForRowAt: indexPath, point: .zero)
        return nil
    }
}
#endif
