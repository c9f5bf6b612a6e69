// expect: ok
// The double's reordering as the SDK declares it: a collection view's diffable data source's
// ReorderingHandlers (iOS 14) and NSDiffableDataSourceTransaction, the iOS 15 delegate method
// that retargets a move, and the table's reorder and delete controls' data source and delegate methods.
import UIKit

@MainActor
func probeReordering(_ dataSource: UICollectionViewDiffableDataSource<Int, String>) {
    var handlers = UICollectionViewDiffableDataSource<Int, String>.ReorderingHandlers()
    handlers.canReorderItem = { item in !item.isEmpty }
    handlers.willReorder = { _ in }
    handlers.didReorder = { transaction in
        let before: NSDiffableDataSourceSnapshot<Int, String> = transaction.initialSnapshot
        let after: NSDiffableDataSourceSnapshot<Int, String> = transaction.finalSnapshot
        for change in transaction.difference {
            if case .insert(let offset, let item, _) = change { _ = (offset, item, before.numberOfItems, after.numberOfItems) }
        }
    }
    dataSource.reorderingHandlers = handlers
    dataSource.reorderingHandlers.canReorderItem = nil
}

func sendTransaction(_ transaction: NSDiffableDataSourceTransaction<Int, String>) async -> NSDiffableDataSourceTransaction<Int, String> {
    transaction
}

@MainActor
final class ProbeMovingDelegate: NSObject, UICollectionViewDelegate, UITableViewDelegate, UITableViewDataSource {
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }
}
