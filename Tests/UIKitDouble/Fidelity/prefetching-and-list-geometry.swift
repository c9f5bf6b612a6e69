// expect: ok
// The double's prefetching protocols and list geometry (issue 34) as the iOS 17.4 SDK declares
// them: both prefetching protocols adopted by a main-actor data source with the optional cancel
// method, the lists' `prefetchDataSource` and `isPrefetchingEnabled`, `rectForRow(at:)`,
// `layoutAttributesForItem(at:)` and its attributes, and the index title overrides of the
// diffable data sources.
import UIKit

final class ProbePrefetcher: NSObject, UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
    var asked: [IndexPath] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked += indexPaths }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { asked = [] }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { asked += indexPaths }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { asked = [] }
}

final class ProbeIndexedTableSource: UITableViewDiffableDataSource<Int, Int> {
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A"] }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

final class ProbeIndexedCollectionSource: UICollectionViewDiffableDataSource<Int, Int> {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A"] }
    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

@MainActor func probePrefetchingAndGeometry(_ tableView: UITableView, _ collectionView: UICollectionView, _ prefetcher: ProbePrefetcher) {
    tableView.prefetchDataSource = prefetcher
    collectionView.prefetchDataSource = prefetcher
    tableView.isPrefetchingEnabled = true
    collectionView.isPrefetchingEnabled = false
    let table: (any UITableViewDataSourcePrefetching)? = tableView.prefetchDataSource
    let collection: (any UICollectionViewDataSourcePrefetching)? = collectionView.prefetchDataSource
    let rect: CGRect = tableView.rectForRow(at: IndexPath(row: 0, section: 0))
    let attributes: UICollectionViewLayoutAttributes? = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    let made = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    made.frame = rect
    let indexPath: IndexPath = made.indexPath
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .middle, animated: false)
    collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: true)
    tableView.contentOffset.y = rect.minY
    _ = (table, collection, attributes?.frame)
}
