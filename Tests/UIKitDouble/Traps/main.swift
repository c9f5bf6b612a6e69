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
