// UIKit test double (internal): what both diffable data sources share: the applied snapshot,
// index-path lookups, and how an apply moves, drops and reconfigures the visible cells; and the
// section snapshots a collection view's data source was given.

/// The applied snapshot of a diffable data source, with index-path lookups.
struct DiffableStorage<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>

    typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemID>

    private(set) var snapshot = Snapshot()
    /// How many snapshots were applied, animated or not (for the driver).
    private(set) var applyCount = 0
    /// The section snapshots applied since the last whole snapshot, by section: a whole snapshot
    /// replaces every section's hierarchy (the double's reading, see API.md).
    private var sectionSnapshots: [SectionID: SectionSnapshot] = [:]

    func sectionIdentifier(for index: Int) -> SectionID? {
        let sections = snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    func index(for sectionIdentifier: SectionID) -> Int? {
        snapshot.indexOfSection(sectionIdentifier)
    }

    func numberOfItems(inSection index: Int) -> Int {
        sectionIdentifier(for: index).map { snapshot.numberOfItems(inSection: $0) } ?? 0
    }

    func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
        guard indexPath.count == 2, let section = sectionIdentifier(for: indexPath[0]) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    func indexPath(for itemIdentifier: ItemID) -> IndexPath? {
        guard
            let section = snapshot.sectionIdentifier(containingItem: itemIdentifier),
            let sectionIndex = snapshot.indexOfSection(section),
            let itemIndex = snapshot.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier)
        else { return nil }
        return IndexPath(indexes: [sectionIndex, itemIndex])
    }

    /// What happens to the visible views when `newSnapshot` replaces the applied one.
    struct Update<View> {
        /// Views that stay, by their new index path.
        var kept: [IndexPath: View] = [:]
        /// Views whose items were deleted or reloaded: they go back to the reuse pool.
        var dropped: [View] = []
        /// Kept views whose items are marked for reconfiguration, with their items.
        var reconfigure: [(indexPath: IndexPath, item: ItemID, view: View)] = []
        /// Selected index paths whose items are still there, moved to their new paths.
        var selected: [IndexPath] = []
        /// The new index of each old section that is still there and not reloaded: its visible
        /// header and footer views stay and follow it. Others' go.
        var keptSections: [Int: Int] = [:]

        /// Views kept by section index, moved to their sections' new indices.
        func follow<Kept>(_ views: [Int: Kept]) -> [Int: Kept] {
            Dictionary(uniqueKeysWithValues: views.compactMap { index, view in keptSections[index].map { ($0, view) } })
        }
    }

    /// The section's hierarchy: the section snapshot applied to it, else its items as root items.
    func sectionSnapshot(for section: SectionID) -> SectionSnapshot {
        if let applied = sectionSnapshots[section] { return applied }
        var flat = SectionSnapshot()
        flat.append(snapshot.itemIdentifiers(inSection: section))
        return flat
    }

    /// Applies `newSnapshot`, which forgets every section's hierarchy, and says how the visible
    /// views and the selection follow it.
    mutating func apply<View>(_ newSnapshot: Snapshot, visible: [IndexPath: View], selected: [IndexPath]) -> Update<View> {
        sectionSnapshots = [:]
        return update(to: newSnapshot, visible: visible, selected: selected)
    }

    /// Shows `sectionSnapshot`'s visible items as the items of `section` (appended when it is not
    /// there), keeps its hierarchy, and says how the visible views and the selection follow.
    /// Items it takes from other sections move, as `appendItems` moves them; those sections'
    /// hierarchies are forgotten.
    mutating func apply<View>(
        _ sectionSnapshot: SectionSnapshot, to section: SectionID, visible: [IndexPath: View], selected: [IndexPath]
    ) -> Update<View> {
        var newSnapshot = snapshot
        if newSnapshot.indexOfSection(section) == nil {
            newSnapshot.appendSections([section])
        } else {
            newSnapshot.deleteItems(newSnapshot.itemIdentifiers(inSection: section))
        }
        let shown = sectionSnapshot.visibleItems
        for item in shown {
            if let other = newSnapshot.sectionIdentifier(containingItem: item) { sectionSnapshots[other] = nil }
        }
        newSnapshot.appendItems(shown, toSection: section)
        sectionSnapshots[section] = sectionSnapshot
        return update(to: newSnapshot, visible: visible, selected: selected)
    }

    private mutating func update<View>(to newSnapshot: Snapshot, visible: [IndexPath: View], selected: [IndexPath]) -> Update<View> {
        let old = self
        snapshot = newSnapshot.applied
        applyCount += 1
        let reloadedSections = Set(newSnapshot.reloadedSectionIdentifiers)
        let reloaded = Set(newSnapshot.reloadedItemIdentifiers)
        let reconfigured = Set(newSnapshot.reconfiguredItemIdentifiers)
        var update = Update<View>()
        for (oldPath, view) in visible.sorted(by: { $0.key < $1.key }) {
            guard
                let item = old.itemIdentifier(for: oldPath),
                let newPath = indexPath(for: item),
                let section = sectionIdentifier(for: newPath[0]),
                !reloaded.contains(item), !reloadedSections.contains(section)
            else {
                update.dropped.append(view)
                continue
            }
            update.kept[newPath] = view
            // The new snapshot's identifier: equal to the old one, but it may carry new content.
            if reconfigured.contains(item), let current = itemIdentifier(for: newPath) {
                update.reconfigure.append((newPath, current, view))
            }
        }
        update.selected = selected.compactMap { old.itemIdentifier(for: $0).flatMap { indexPath(for: $0) } }
        for (oldIndex, section) in old.snapshot.sectionIdentifiers.enumerated() where !reloadedSections.contains(section) {
            if let newIndex = index(for: section) { update.keptSections[oldIndex] = newIndex }
        }
        return update
    }

    /// Replaces the snapshot without diffing (`applySnapshotUsingReloadData`).
    mutating func reload(_ newSnapshot: Snapshot) {
        sectionSnapshots = [:]
        snapshot = newSnapshot.applied
        applyCount += 1
    }
}
