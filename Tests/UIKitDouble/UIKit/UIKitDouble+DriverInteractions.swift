// UIKit test double: THE TEST DRIVER for swipes, context menus, menu actions, scrolling and pull to
// refresh. NOT APPLE API. (See UIKitDouble+Driver.swift for what "displaying" a row means.)

/// The edge of a table row or list item a swipe reveals actions on.
public enum SwipeEdgeForTesting: Sendable {
    /// Swiping right (in a left-to-right layout): `leadingSwipeActionsConfigurationForRowAt`, or a
    /// list configuration's `leadingSwipeActionsConfigurationProvider`.
    case leading
    /// Swiping left: `trailingSwipeActionsConfigurationForRowAt`, or `trailingSwipeActionsConfigurationProvider`.
    case trailing
}

extension UITableView {
    /// How many times `delegate` was set. UIKit asks a delegate which optional methods it implements
    /// when it is set and caches the answers, so a proxy whose forwarding target changes sets itself
    /// as the delegate again; this count shows that it did.
    public var delegateAssignmentsForTesting: Int {
        delegateAssignments
    }

    /// Swipes the row as a user would: displays it, then asks the delegate for the configuration of
    /// `edge`. Nil when the data source says the row cannot be edited (UIKit offers no swipe actions
    /// on such rows; `UITableViewDiffableDataSource` says so unless `canEditRowAt` is overridden) or
    /// when the delegate gives none. (For a nil trailing configuration UIKit would offer the editing
    /// style's Delete button if the data source implements `commit`; the double does not model it.)
    public func swipeActionsForTesting(at indexPath: IndexPath, edge: SwipeEdgeForTesting) -> UISwipeActionsConfiguration? {
        cellForTesting(at: indexPath)
        guard dataSource?.tableView(self, canEditRowAt: indexPath) == true, let delegate else { return nil }
        switch edge {
        case .leading: return delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing: return delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
    }

    /// Long-presses the row: displays it, asks the delegate for its context menu configuration (at
    /// point zero: the double has no layout) and builds the menu with no suggested actions. Nil when
    /// there is no configuration or its action provider gives no menu.
    public func contextMenuForTesting(at indexPath: IndexPath) -> UIMenu? {
        cellForTesting(at: indexPath)
        return delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: .zero)?.menuForTesting()
    }
}

extension UICollectionView {
    /// How many times `delegate` was set (see `UITableView.delegateAssignmentsForTesting`).
    public var delegateAssignmentsForTesting: Int {
        delegateAssignments
    }

    /// Swipes the item as a user would: displays it, then asks the provider for `edge` of the list
    /// configuration of the item's section (a compositional layout section made by
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or `UICollectionViewCompositionalLayout.list(using:)`).
    /// Nil when the section is not a list section, has no provider for `edge`, the provider gives
    /// none, or the delegate's `collectionView(_:canEditItemAt:)` (iOS 14, true when not
    /// implemented) says the item cannot be edited, as `canEditRowAt` gates a table's swipes.
    public func swipeActionsForTesting(at indexPath: IndexPath, edge: SwipeEdgeForTesting) -> UISwipeActionsConfiguration? {
        cellForTesting(at: indexPath)
        guard let list = listConfigurationForTesting(inSection: indexPath.section),
            delegate?.collectionView(self, canEditItemAt: indexPath) ?? true
        else { return nil }
        switch edge {
        case .leading: return list.leadingSwipeActionsConfigurationProvider?(indexPath)
        case .trailing: return list.trailingSwipeActionsConfigurationProvider?(indexPath)
        }
    }

    /// Long-presses the item: displays it, asks the delegate for the configuration of
    /// `[indexPath]` (the iOS 16 method, at point zero) and builds the menu with no suggested actions.
    public func contextMenuForTesting(at indexPath: IndexPath) -> UIMenu? {
        cellForTesting(at: indexPath)
        return delegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: .zero)?.menuForTesting()
    }
}

extension UIContextMenuConfiguration {
    /// The menu UIKit would show: the action provider's, given `suggestedActions`; nil without a
    /// provider (UIKit then shows the suggested actions only, none in the double).
    public func menuForTesting(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
        actionProvider?(suggestedActions)
    }

    /// The view controller the preview provider gives, nil without one.
    public func previewForTesting() -> UIViewController? {
        previewProvider?()
    }
}

extension UIAction {
    /// Chooses the action in a menu: runs its handler (with no sender). Returns false, and runs
    /// nothing, when the action is disabled or hidden, as a user could not choose it.
    @discardableResult
    public func performForTesting() -> Bool {
        guard attributes.isDisjoint(with: [.disabled, .hidden]) else { return false }
        perform(sender: nil)
        return true
    }
}

extension UIScrollView {
    /// Drags the content to `offset` as a user would: `scrollViewWillBeginDragging`, then sets
    /// `contentOffset` and calls `scrollViewDidScroll`, then `scrollViewDidEndDragging` (no
    /// deceleration). The delegate is the table's or collection view's `delegate`.
    public func scrollForTesting(to offset: CGPoint) {
        scrollViewDelegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        scrollViewDelegate?.scrollViewDidScroll(self)
        scrollViewDelegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }

    /// Pulls the content down far enough to refresh: the refresh control begins refreshing, then
    /// sends `.valueChanged` (its actions see `isRefreshing` true, as on iOS). Returns false, and
    /// does nothing, without an enabled refresh control or while it is already refreshing.
    @discardableResult
    public func pullToRefreshForTesting() -> Bool {
        guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing else { return false }
        refreshControl.beginRefreshing()
        refreshControl.sendActions(for: .valueChanged)
        return true
    }
}
