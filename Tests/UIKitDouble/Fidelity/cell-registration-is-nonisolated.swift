// expect: ok
import UIKit

nonisolated func make() -> UICollectionView.CellRegistration<UICollectionViewCell, String> {
    UICollectionView.CellRegistration { cell, indexPath, item in }
}
