// UIKit test double: reordering with a collection view's diffable data source (UIKit overlay,
// iOS 14; checked against the iOS 17.4 swiftinterface): `ReorderingHandlers`,
// `NSDiffableDataSourceTransaction` (without `sectionTransactions`), and the driver's move of an
// item (NOT APPLE API).

/// A reordering the user made: the snapshot before and after, and the difference between their
/// items (`NSDiffableDataSourceTransaction`).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells when the user reorders items (`ReorderingHandlers`).
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }
}

/// The move of an item by the user, which only a diffable data source with reordering handlers
/// performs in the double.
@MainActor
protocol ReorderingDataSourceForTesting: AnyObject {
    func reorderForTesting(from source: IndexPath, to proposed: IndexPath, in collectionView: UICollectionView) -> IndexPath?
}

extension UICollectionView {
    /// NOT APPLE API: the user drags the item at `source` toward `proposed` while editing, as a
    /// list cell's reorder accessory lets them: the data source's `canReorderItem` must allow it;
    /// the delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath` says where it lands;
    /// the diffable data source then shows the new order and calls `willReorder` and
    /// `didReorder`. Returns where the item landed, nil when nothing moved.
    @discardableResult
    public func moveItemForTesting(at source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard isEditing, let dataSource = dataSource as? ReorderingDataSourceForTesting else { return nil }
        return dataSource.reorderForTesting(from: source, to: proposed, in: self)
    }
}

extension UITableView {
    /// NOT APPLE API: the user drags the row at `source` toward `proposed` with its reorder control,
    /// while editing: the data source's `canMoveRowAt` must allow it; the delegate's
    /// `targetIndexPathForMoveFromRowAt` says where it lands; then the data source's `moveRowAt`
    /// is told. Returns where the row landed, nil when nothing moved. (UIKit moves the row on
    /// screen first; the double shows what the data source applies.)
    @discardableResult
    public func moveRowForTesting(at source: IndexPath, to proposed: IndexPath) -> IndexPath? {
        guard isEditing, let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return nil }
        let target = delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        guard target != source else { return nil }
        dataSource.tableView(self, moveRowAt: source, to: target)
        return target
    }

    /// NOT APPLE API: whether the row shows the delete control while editing (`editingStyleForRowAt`
    /// is `.delete` and the row can be edited).
    public func showsDeleteControlForTesting(at indexPath: IndexPath) -> Bool {
        guard isEditing, dataSource?.tableView(self, canEditRowAt: indexPath) == true else { return false }
        return (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
    }
}
