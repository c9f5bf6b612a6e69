// The testing driver's prefetching and section index, written with Apple's UIKit (see
// TestingDriver+iOS.swift): what UIKit does as the user scrolls or touches the index, done by
// calling the list's prefetch data source and data source as UIKit would. Off iOS this file is empty.

#if os(iOS)
import UIKit

extension UITableView {
    /// Asks `prefetchDataSource` to prefetch the rows, as UIKit does before they scroll into view.
    public func prefetchRowsForTesting(at indexPaths: [IndexPath]) {
        guard isPrefetchingEnabled else { return }
        prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
    }

    /// Tells `prefetchDataSource` the rows are no longer expected.
    public func cancelPrefetchingForTesting(at indexPaths: [IndexPath]) {
        guard isPrefetchingEnabled else { return }
        prefetchDataSource?.tableView?(self, cancelPrefetchingForRowsAt: indexPaths)
    }

    /// The titles of the section index, from the data source; nil: no index.
    public var sectionIndexTitlesForTesting: [String]? {
        dataSource?.sectionIndexTitles?(for: self) ?? nil
    }

    /// Touches the title at `index`: the data source's section, scrolled to its first row.
    @discardableResult
    public func touchSectionIndexForTesting(at index: Int) -> Int {
        guard let titles = sectionIndexTitlesForTesting, titles.indices.contains(index) else {
            fatalError("TestingDriver: the section index has no title at \(index)")
        }
        let section = dataSource?.tableView?(self, sectionForSectionIndexTitle: titles[index], at: index) ?? index
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
        prefetchDataSource?.collectionView?(self, cancelPrefetchingForItemsAt: indexPaths)
    }

    /// The index titles (iOS 14), from the data source.
    public var indexTitlesForTesting: [String]? {
        dataSource?.indexTitles?(for: self) ?? nil
    }

    /// Touches the index title at `index`: the data source's index path, scrolled to.
    @discardableResult
    public func touchIndexTitleForTesting(at index: Int) -> IndexPath {
        guard let titles = indexTitlesForTesting, titles.indices.contains(index),
            let indexPath = dataSource?.collectionView?(self, indexPathForIndexTitle: titles[index], at: index)
        else { fatalError("TestingDriver: the index has no title at \(index)") }
        scrollToItem(at: indexPath, at: .top, animated: false)
        return indexPath
    }
}
#endif
