// Optional: subclasses of the screens' data sources that record what each snapshot the engine
// applies marks (items reconfigured or reloaded, sections reloaded), read before UIKit (here the
// double) drops those marks on apply. They name the snapshot's identifier types (`SectionID`,
// `Item`), so Benchmarks/runtime.py compiles this file only when it can: when a screen's
// `DataSource` is no longer a class a team can subclass with those types, the benchmark is built
// without it (-D CELLGEN_BENCH_NO_PROBES) and counts only what the visible views show.

import UIKit

/// What the snapshots applied since the last reset marked.
nonisolated final class SnapshotProbe: @unchecked Sendable {
    struct Marks {
        var applies = 0
        var reconfiguredItems = 0
        var reloadedItems = 0
        var reloadedSections = 0
        /// Applies made with `applySnapshotUsingReloadData` (every visible view is dropped).
        var reloadDataApplies = 0
    }

    nonisolated(unsafe) static var marks = Marks()

    static func record<S: Hashable & Sendable, I: Hashable & Sendable>(_ snapshot: NSDiffableDataSourceSnapshot<S, I>, usingReloadData: Bool) {
        marks.applies += 1
        marks.reconfiguredItems += snapshot.reconfiguredItemIdentifiers.count
        marks.reloadedItems += snapshot.reloadedItemIdentifiers.count
        marks.reloadedSections += snapshot.reloadedSectionIdentifiers.count
        if usingReloadData { marks.reloadDataApplies += 1 }
    }
}

final class ProbedArticleFeedDataSource: ArticleFeed.DataSource {
    typealias Snapshot = NSDiffableDataSourceSnapshot<ArticleFeed.SectionID, ArticleFeed.Item>

    nonisolated override func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        SnapshotProbe.record(snapshot, usingReloadData: false)
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    nonisolated override func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        SnapshotProbe.record(snapshot, usingReloadData: true)
        super.applySnapshotUsingReloadData(snapshot, completion: completion)
    }
}

final class ProbedProductListDataSource: ProductList.DataSource {
    typealias Snapshot = NSDiffableDataSourceSnapshot<ProductList.SectionID, ProductList.Item>

    nonisolated override func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        SnapshotProbe.record(snapshot, usingReloadData: false)
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    nonisolated override func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        SnapshotProbe.record(snapshot, usingReloadData: true)
        super.applySnapshotUsingReloadData(snapshot, completion: completion)
    }
}
