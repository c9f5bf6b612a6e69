// expect: ok
import UIKit

@MainActor func use(_ tableView: UITableView, _ collectionView: UICollectionView, at indexPath: IndexPath) {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    tableView.numberOfRows(inSection: 0)
}
