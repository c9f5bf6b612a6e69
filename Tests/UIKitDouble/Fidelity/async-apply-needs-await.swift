// expect: error: is 'async' but is not marked with 'await'
import UIKit

@MainActor func show(_ source: UITableViewDiffableDataSource<Int, Int>) async {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    source.apply(snapshot, animatingDifferences: true)
}
