// UIKit test double: prefetching (UITableViewDataSourcePrefetching, UITableView.h;
// UICollectionViewDataSourcePrefetching, UICollectionView.h; iOS 17.4), the layout attributes of
// an item (UICollectionViewLayout.h) and how the double scrolls to a rectangle.

/// Told which rows the table expects to show soon (`UITableViewDataSourcePrefetching`).
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    // @required
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    // @optional
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Told which items the collection view expects to show soon (`UICollectionViewDataSourcePrefetching`).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    // @required
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    // @optional
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// Where a layout places a cell or supplementary view (`UICollectionViewLayoutAttributes`); only
/// the members the double uses.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect = .zero
    open var indexPath = IndexPath(item: 0, section: 0)

    public override init() {
        super.init()
    }

    /// `+layoutAttributesForCellWithIndexPath:` (`instancetype`: a convenience initializer).
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
}

/// Where scrolling puts a rectangle vertically (double only).
enum VerticalPlaceForTesting {
    case top, middle, bottom
    /// As little as shows it: no scrolling when it is visible.
    case nearest
}

extension UIScrollView {
    /// Sets `contentOffset.y` (not below zero) so that `rect` is at `place` in the bounds.
    func scrollVertically(toShow rect: CGRect, at place: VerticalPlaceForTesting) {
        let height = bounds.height
        let y: CGFloat
        switch place {
        case .top: y = rect.minY
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height
        case .nearest:
            if rect.minY < contentOffset.y {
                y = rect.minY
            } else if rect.maxY > contentOffset.y + height {
                y = rect.maxY - height
            } else {
                return
            }
        }
        contentOffset.y = max(0, y)
    }
}
