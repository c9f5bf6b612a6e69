// UIKit test double: THE TEST DRIVER (see UIKitDouble+Driver.swift). NOT APPLE API.
//
// Prefetching as UIKit does it ahead of scrolling, and the section index as the user touches it.

extension UITableView {
    /// Asks `prefetchDataSource` to prefetch the rows, as UIKit does before they scroll into view
    /// (nothing when prefetching is off or there is no prefetch data source).
    public func prefetchRowsForTesting(at indexPaths: [IndexPath]) {
        guard isPrefetchingEnabled else { return }
        prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
    }

    /// Tells `prefetchDataSource` the rows are no longer expected, as UIKit does when scrolling turns.
    public func cancelPrefetchingForTesting(at indexPaths: [IndexPath]) {
        guard isPrefetchingEnabled else { return }
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
    }

    /// The titles of the section index the table shows, from its data source; nil: no index.
    public var sectionIndexTitlesForTesting: [String]? {
        dataSource?.sectionIndexTitles(for: self)
    }

    /// Touches the title at `index` of the section index: asks the data source for its section and
    /// scrolls to the section's first row, as UIKit does. Returns the section.
    @discardableResult
    public func touchSectionIndexForTesting(at index: Int) -> Int {
        guard let titles = sectionIndexTitlesForTesting, titles.indices.contains(index), let dataSource else {
            fatalError("UIKitDouble: the section index has no title at \(index)")
        }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        if section < numberOfSections, numberOfRows(inSection: section) > 0 {
            scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: false)
        }
        return section
    }
}

extension UICollectionView {
    /// Asks `prefetchDataSource` to prefetch the items, as UIKit does before they scroll into view.
    public func prefetchItemsForTesting(at indexPaths: [IndexPath]) {
        guard isPrefetchingEnabled else { return }
        prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths)
    }

    /// Tells `prefetchDataSource` the items are no longer expected.
    public func cancelPrefetchingForTesting(at indexPaths: [IndexPath]) {
        guard isPrefetchingEnabled else { return }
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
    }

    /// The titles of the index the collection view shows (iOS 14), from its data source.
    public var indexTitlesForTesting: [String]? {
        dataSource?.indexTitles(for: self)
    }

    /// Touches the index title at `index`: asks the data source for its index path and scrolls
    /// there, as UIKit does. Returns the index path.
    @discardableResult
    public func touchIndexTitleForTesting(at index: Int) -> IndexPath {
        guard let titles = indexTitlesForTesting, titles.indices.contains(index), let dataSource else {
            fatalError("UIKitDouble: the index has no title at \(index)")
        }
        let indexPath = dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
        scrollToItem(at: indexPath, at: .top, animated: false)
        return indexPath
    }
}
