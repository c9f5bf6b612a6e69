// UIKit test double: section snapshots on a collection view's diffable data source (UIKit overlay,
// iOS 14; checked against the iOS 17.4 swiftinterface): `apply(_:to:...)`, `snapshot(for:)`,
// `SectionSnapshotHandlers`, and how the data source toggles an item when the user taps its outline
// disclosure (for the driver, UIKitDouble+DriverOutline.swift).
//
// A section snapshot applied to a section shows its visible items as the section's items in the
// whole snapshot, and the data source keeps its hierarchy for `snapshot(for:)` until a whole
// snapshot is applied (DiffableStorage.swift; API.md, "Section snapshots and outlines").

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells when the user expands or collapses an item
    /// (`SectionSnapshotHandlers<ItemIdentifierType>`). The double names its generic parameter
    /// `Item`: Swift 6 rejects a parameter that shadows the outer `ItemIdentifierType`, and a
    /// client cannot tell the names apart.
    @preconcurrency
    public struct SectionSnapshotHandlers<Item> where Item: Hashable, Item: Sendable {
        /// Whether the item may expand; nil means yes.
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may collapse; nil means yes.
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        /// Given the parent about to expand and the snapshot of its children, the children to show
        /// (the double's reading: they replace the parent's children, then the parent expands).
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }

    /// Shows `snapshot`'s visible items as the items of `section` (appended as the last section
    /// when it is not in the data source's snapshot) and keeps its hierarchy for `snapshot(for:)`.
    /// Nonisolated as in the 17.4 overlay; the double traps off the main thread, as `apply` does.
    nonisolated public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        MainActor.assumeIsolated { applyNow(snapshot, to: section) }
        completion?()
    }

    /// The iOS 15 `async` overload.
    @available(iOS 15.0, tvOS 15.0, *)
    nonisolated public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        await MainActor.run { applyNow(snapshot, to: section) }
    }

    /// The section snapshot last applied to `section` since the last whole snapshot; otherwise
    /// the section's items as root items. Traps, as `itemIdentifiers(inSection:)` does, for a
    /// section that is not there.
    nonisolated public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        MainActor.assumeIsolated { storage.sectionSnapshot(for: section) }
    }

    private func applyNow(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType) {
        show(storage.apply(
            snapshot, to: section, visible: collectionView?.visibleCellsByIndexPath ?? [:], selected: collectionView?.selectedIndexPaths ?? []))
    }
}

/// The expansion of an item by the user, which only a collection view's diffable data source
/// performs in the double.
@MainActor
protocol OutlineDataSourceForTesting: AnyObject {
    func toggleForTesting(at indexPath: IndexPath) -> Bool
}

extension UICollectionViewDiffableDataSource: OutlineDataSourceForTesting {
    /// What UIKit does when the user taps an outline disclosure without an action handler: the
    /// item in its section's section snapshot expands (`shouldExpandItem`, `willExpandItem`, then
    /// `snapshotForExpandingParent` if set) or collapses (`shouldCollapseItem`,
    /// `willCollapseItem`), and the section snapshot is applied. Returns whether it toggled.
    func toggleForTesting(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = storage.sectionIdentifier(for: indexPath.section) else { return false }
        var sectionSnapshot = storage.sectionSnapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if sectionSnapshot.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return false }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return false }
            handlers.willExpandItem?(item)
            if let snapshotForExpandingParent = handlers.snapshotForExpandingParent {
                sectionSnapshot.replace(childrenOf: item, using: snapshotForExpandingParent(item, sectionSnapshot.snapshot(of: item)))
            }
            sectionSnapshot.expand([item])
        }
        applyNow(sectionSnapshot, to: section)
        return true
    }
}

@available(*, unavailable)
extension UICollectionViewDiffableDataSource.SectionSnapshotHandlers: Sendable {}
