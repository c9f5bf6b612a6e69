// The misuses UIKit raises an exception for, one per case, each run in a process of its own by
// DoubleTrapTests: `traps CASE` must stop with UIKit's reason (Tests/UIKitDouble/API.md, "Where
// the double traps"). The cases marked "runs on" are what UIKit lets pass: they must print
// "ran on" and exit 0.

import UIKit

typealias Snapshot = NSDiffableDataSourceSnapshot<Int, String>

/// A snapshot with section 0 holding items "a" and "b".
func snapshotWithTwoItems() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b"], toSection: 0)
    return snapshot
}

let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

/// A collection view whose diffable data source shows one item with `provider`'s cell.
@MainActor
func showOneItem(_ provider: @escaping UICollectionViewDiffableDataSource<Int, String>.CellProvider) {
    let collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView, cellProvider: provider)
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    snapshot.appendItems(["a"])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.cellForTesting(at: IndexPath(item: 0, section: 0))
}

typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

/// A sidebar list of section 0 as an outline, "fruit" (holding "apple" and "pear", collapsed) and
/// "nuts", whose cells show an outline disclosure of `style` with `handler`; and its data source.
@MainActor
func showOutline(
    style: UICellAccessory.OutlineDisclosureOptions.Style = .cell, handler: UICellAccessory.ActionHandler? = nil
) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
    let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, _ in
        cell.accessories = [.outlineDisclosure(options: .init(style: style), actionHandler: handler)]
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var outline = Outline()
    outline.append(["fruit", "nuts"])
    outline.append(["apple", "pear"], to: "fruit")
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    return (collectionView, dataSource)
}

let first = IndexPath(item: 0, section: 0)

let cases: [String: @MainActor () -> Void] = [
    // Snapshots.
    "items-repeated-in-one-call": { var s = Snapshot(); s.appendSections([0]); s.appendItems(["a", "a"]) },
    "sections-repeated-in-one-call": { var s = Snapshot(); s.appendSections([0, 0]) },
    "section-appended-twice": { var s = Snapshot(); s.appendSections([0]); s.appendSections([0]) },
    "items-without-a-section": { var s = Snapshot(); s.appendItems(["a"]) },
    "items-appended-to-a-missing-section": { var s = snapshotWithTwoItems(); s.appendItems(["c"], toSection: 9) },
    "items-inserted-before-a-missing-item": { var s = snapshotWithTwoItems(); s.insertItems(["c"], beforeItem: "z") },
    "items-inserted-before-themselves": { var s = snapshotWithTwoItems(); s.insertItems(["c", "b"], beforeItem: "b") },
    "sections-inserted-before-a-missing-section": { var s = snapshotWithTwoItems(); s.insertSections([1], beforeSection: 9) },
    "missing-item-moved": { var s = snapshotWithTwoItems(); s.moveItem("z", beforeItem: "a") },
    "item-moved-to-a-missing-item": { var s = snapshotWithTwoItems(); s.moveItem("a", afterItem: "z") },
    "missing-section-moved": { var s = snapshotWithTwoItems(); s.moveSection(9, beforeSection: 0) },
    "missing-item-reloaded": { var s = snapshotWithTwoItems(); s.reloadItems(["z"]) },
    "missing-item-reconfigured": { var s = snapshotWithTwoItems(); s.reconfigureItems(["z"]) },
    "missing-section-reloaded": { var s = snapshotWithTwoItems(); s.reloadSections([9]) },
    "items-of-a-missing-section": { _ = snapshotWithTwoItems().itemIdentifiers(inSection: 9) },
    // Runs on: deleting what is not there, appending an item that is there (it moves).
    "missing-identifiers-deleted": {
        var s = snapshotWithTwoItems()
        s.deleteItems(["z"])
        s.deleteSections([9])
        precondition(s.itemIdentifiers == ["a", "b"])
        print("ran on")
    },
    "item-appended-again-moves": {
        var s = snapshotWithTwoItems()
        s.appendSections([1])
        s.appendItems(["a"], toSection: 1)
        precondition(s.itemIdentifiers(inSection: 0) == ["b"] && s.itemIdentifiers(inSection: 1) == ["a"])
        print("ran on")
    },
    // Reuse and registration.
    "table-cell-not-registered": {
        UITableView(frame: frame, style: .plain).dequeueReusableCell(withIdentifier: "Nope", for: IndexPath(row: 0, section: 0))
    },
    "collection-cell-not-registered": {
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dequeueReusableCell(withReuseIdentifier: "Nope", for: IndexPath(item: 0, section: 0))
    },
    "supplementary-kind-not-registered": {
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dequeueReusableSupplementaryView(ofKind: "Badge", withReuseIdentifier: "Nope", for: IndexPath(item: 0, section: 0))
    },
    "collection-cell-not-dequeued": { showOneItem { _, _, _ in UICollectionViewCell() } },
    "collection-cell-provider-returned-nil": { showOneItem { _, _, _ in nil } },
    "registration-made-in-the-cell-provider": {
        showOneItem { collectionView, indexPath, item in
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    },
    "collection-view-without-a-layout": { _ = UICollectionView(frame: frame) },
    // Section snapshots and outlines.
    "section-snapshot-items-not-unique": { var s = Outline(); s.append(["a"]); s.append(["b", "a"]) },
    "section-snapshot-parent-missing": { var s = Outline(); s.append(["a"]); s.append(["b"], to: "z") },
    "section-snapshot-inserted-before-a-missing-item": { var s = Outline(); s.append(["a"]); s.insert(["b"], before: "z") },
    "section-snapshot-of-a-missing-section": { _ = showOutline().1.snapshot(for: 9) },
    "section-snapshot-missing-items-ignored": {
        var s = Outline()
        s.append(["a"])
        s.expand(["z"])
        s.collapse(["z"])
        s.delete(["z"])
        precondition(s.items == ["a"] && s.level(of: "z") == NSNotFound && s.index(of: "z") == nil && s.parent(of: "z") == nil)
        print("ran on")
    },
    "section-snapshot-keeps-children-with-their-parent": {
        var s = Outline()
        s.append(["a", "b"])
        s.append(["a1", "a2"], to: "a")
        s.insert(["c"], after: "a")
        precondition(s.items == ["a", "a1", "a2", "c", "b"] && s.visibleItems == ["a", "c", "b"] && s.level(of: "a2") == 1)
        s.expand(["a"])
        precondition(s.visibleItems == s.items && s.snapshot(of: "a").rootItems == ["a1", "a2"])
        s.delete(["a"])
        precondition(s.items == ["c", "b"] && !s.contains("a1"))
        print("ran on")
    },
    "outline-toggled-by-its-disclosure": {
        let (collectionView, dataSource) = showOutline()
        var told: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { told.append("expand \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { told.append("collapse \($0)") }
        let nuts = collectionView.cellForTesting(at: IndexPath(item: 1, section: 0))
        precondition(collectionView.toggleOutlineForTesting(at: first))
        precondition(dataSource.snapshot().itemIdentifiers == ["fruit", "apple", "pear", "nuts"] && dataSource.snapshot(for: 0).isExpanded("fruit"))
        precondition(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === nuts, "a visible cell follows its item")
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
        precondition(!collectionView.toggleOutlineForTesting(at: first))
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = nil
        precondition(collectionView.toggleOutlineForTesting(at: first) && dataSource.snapshot().itemIdentifiers == ["fruit", "nuts"])
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, _ in
            var children = Outline()
            children.append([parent + " 1"])
            return children
        }
        precondition(collectionView.toggleOutlineForTesting(at: IndexPath(item: 1, section: 0)))
        precondition(dataSource.snapshot().itemIdentifiers == ["fruit", "nuts", "nuts 1"])
        precondition(told == ["expand fruit", "collapse fruit", "expand nuts"])
        print("ran on")
    },
    "outline-header-tapped-toggles": {
        let (header, headerDataSource) = showOutline(style: .header)
        precondition(!header.selectItemForTesting(at: first) && header.indexPathsForSelectedItems?.isEmpty != false)
        precondition(headerDataSource.snapshot().itemIdentifiers == ["fruit", "apple", "pear", "nuts"])
        let (cell, cellDataSource) = showOutline(style: .cell)
        precondition(cell.selectItemForTesting(at: first) && cellDataSource.snapshot(for: 0).visibleItems == ["fruit", "nuts"])
        var tapped = 0
        let (custom, customDataSource) = showOutline(handler: { tapped += 1 })
        precondition(custom.toggleOutlineForTesting(at: first) && tapped == 1 && !customDataSource.snapshot(for: 0).isExpanded("fruit"))
        print("ran on")
    },
    "section-snapshot-forgotten-by-a-whole-apply": {
        let (_, dataSource) = showOutline()
        var whole = dataSource.snapshot()
        whole.appendSections([1])
        whole.appendItems(["kale"], toSection: 1)
        dataSource.apply(whole, animatingDifferences: false)
        precondition(dataSource.snapshot(for: 0).items == ["fruit", "nuts"] && dataSource.snapshot(for: 0).rootItems == ["fruit", "nuts"])
        precondition(dataSource.snapshot(for: 1).rootItems == ["kale"])
        dataSource.apply(Outline(), to: 2)
        precondition(dataSource.snapshot().sectionIdentifiers == [0, 1, 2])
        print("ran on")
    },
    // The responder chain: a selector sent to an object that does not implement it.
    "unrecognized-selector-performed": { _ = UIViewController().perform(Selector("nope:"), with: nil) },
]

let name = CommandLine.arguments.dropFirst().first ?? ""
if name == "--list" {
    print(cases.keys.sorted().joined(separator: "\n"))
} else if let run = cases[name] {
    run()
    print("reached the end of \(name)")
} else {
    print("traps: no case '\(name)'; --list lists them")
    exit(2)
}
