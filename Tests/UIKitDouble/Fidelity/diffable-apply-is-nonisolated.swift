// expect: ok
import UIKit

// iOS 17.4 SDK: `apply`, `applySnapshotUsingReloadData` and `snapshot()` are nonisolated.
nonisolated func refresh(_ source: UITableViewDiffableDataSource<Int, String>, _ other: UICollectionViewDiffableDataSource<Int, String>) {
    var snapshot = source.snapshot()
    snapshot.appendItems(["new"])
    source.apply(snapshot, animatingDifferences: true, completion: nil)
    other.applySnapshotUsingReloadData(other.snapshot(), completion: nil)
}
