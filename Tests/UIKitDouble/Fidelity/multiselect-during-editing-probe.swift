// expect: ok
// Edit mode's multi-select as the SDK declares it: a table's allowsMultipleSelectionDuringEditing
// (iOS 5) and a collection view's selection while editing (iOS 14), read and set on the main actor.
import UIKit

@MainActor
func probeMultiselectDuringEditing(_ tableView: UITableView, _ collectionView: UICollectionView) -> Bool {
    tableView.allowsSelectionDuringEditing = false
    tableView.allowsMultipleSelectionDuringEditing = true
    collectionView.allowsSelectionDuringEditing = true
    collectionView.allowsMultipleSelectionDuringEditing = tableView.allowsMultipleSelectionDuringEditing
    let selected: [IndexPath] = (tableView.indexPathsForSelectedRows ?? []) + (collectionView.indexPathsForSelectedItems ?? [])
    return tableView.isEditing && collectionView.isEditing && selected.isEmpty
}
