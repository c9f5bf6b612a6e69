// The runtime benchmark of issue 31: what a generated screen's `apply` costs and what it makes the
// list do, measured on the UIKit double through the screens' public API only
// (`<Screen>.DataSource(tableView:)` / `(collectionView:)`, `apply(_:animatingDifferences:)`,
// `DataSource.makeLayout()`, `Input` and the view-models, the cells' `configure(with:)`).
// Benchmarks/runtime.py builds it with -O against the double, once with the generated code of
// now and once with v2's (Benchmarks/Baseline-v2), runs it and reads its output: one JSON object
// per line. v2's build has -D CELLGEN_BENCH_V2: where now's public API comes to spell something
// differently from v2's, write both under `#if CELLGEN_BENCH_V2`, so v2 stays measured.
//
//   runtime-bench [--sizes 1000,10000,50000] [--rounds N] [--prepend-rows N] [--window N] [--no-counts]
//
// (`--sizes ""` times nothing; `--no-counts` skips 2 and 3.)
//
// 1. Per size, two scenarios on ArticleFeed, each a re-apply to a list that already shows the
//    rows: `changed` (10 rows of the N change their title; applies alternate between the two
//    inputs, so each is a 10-row change) and `prepend` (one article put before the N; the list
//    is put back without timing between rounds). Timed:
//    - engine: `DataSource.apply(input, animatingDifferences: true)`;
//    - snapshot: the snapshot's own cost, building the same snapshot the engine applied (its
//      sections and items, read from `dataSource.snapshot()`; the changed rows marked for
//      reconfiguration, none for a prepend) and applying it to a plain
//      `UITableViewDiffableDataSource` of the double that shows the previous snapshot;
//    - floor: the hand-written floor (Floor.swift) on the same rows.
//    Each of the three is timed in a block of consecutive applies (`block`), one block after the
//    other, in the same process. No cell is visible in these lists: the double's apply then does
//    only its bookkeeping. Times are the CPU time of the benchmark's thread
//    (CLOCK_THREAD_CPUTIME_ID), so that other work on a shared machine weighs less.
// 2. Prepend one article to `--prepend-rows` (10,000) with the first `--window` (20) rows
//    displayed: how many visible cells the apply configured again (their `configure(with:)`
//    calls), how many were replaced by other cells, and what the applied snapshot marked.
// 3. ProductList, a page load: 20 products with the header "(20)", then 40 with "(40)", with the
//    header and the first 12 items displayed: sections reloaded (the snapshot's marks; and, from
//    outside, sections whose visible cells were dropped though their items stay).

import UIKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Arguments

var sizes = [1_000, 10_000, 50_000]
var roundsOverride = 0
var prependRows = 10_000
var window = 20
var counts = true
do {
    var arguments = CommandLine.arguments.dropFirst()
    func value(_ name: String) -> String {
        guard let value = arguments.popFirst() else { fatalError("\(name) needs a value") }
        return value
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--sizes": sizes = value(argument).split(separator: ",").compactMap { Int($0) }
        case "--rounds": roundsOverride = Int(value(argument)) ?? 0
        case "--prepend-rows": prependRows = Int(value(argument)) ?? prependRows
        case "--window": window = Int(value(argument)) ?? window
        case "--no-counts": counts = false
        default: fatalError("unknown argument \(argument)")
        }
    }
}

/// Rounds per size unless `--rounds` says: more for small lists, whose applies are short.
@MainActor
func rounds(for size: Int) -> Int {
    roundsOverride > 0 ? roundsOverride : min(31, max(5, 200_000 / size))
}

let listFrame = CGRect(x: 0, y: 0, width: 390, height: 844)
/// Keeps results alive so the optimizer cannot drop the work that made them.
var sink = 0

// MARK: - Data

/// Article `i`: unique by its author and date (ArticleFeed's identity), strings long enough to
/// live on the heap, as real ones do.
func article(_ i: Int, edition: Int = 0) -> ArticleFeed.ArticleViewModel {
    ArticleFeed.ArticleViewModel(
        avatarImageURL: "https://example.com/avatars/\(i % 101).png",
        authorName: "Author \(i % 211)",
        date: "2024-05-\(10 + i / 86_400) \(i % 86_400)",
        title: edition == 0 ? "Article \(i)" : "Article \(i), edition \(edition)",
        previewText: "The first lines of article \(i), as the feed previews them")
}

func articleFeedInput(_ articles: [ArticleFeed.ArticleViewModel]) -> ArticleFeed.Input {
    ArticleFeed.Input(articles: ArticleFeed.ArticlesSection(article: articles))
}

func floorRows(_ articles: [ArticleFeed.ArticleViewModel]) -> [FloorArticle] {
    articles.map {
        FloorArticle(avatarImageURL: $0.avatarImageURL, authorName: $0.authorName, date: $0.date, title: $0.title, previewText: $0.previewText)
    }
}

/// The positions of the rows the `changed` scenario edits: 10, spread over the list.
func changedPositions(of size: Int) -> [Int] {
    let step = max(1, size / 10)
    return Array(stride(from: step / 2, to: size, by: step).prefix(10))
}

@MainActor
func makeArticleFeed(_ tableView: UITableView, probed: Bool) -> ArticleFeed.DataSource {
    #if CELLGEN_BENCH_NO_PROBES
    ArticleFeed.DataSource(tableView: tableView)
    #else
    probed ? ProbedArticleFeedDataSource(tableView: tableView) : ArticleFeed.DataSource(tableView: tableView)
    #endif
}

@MainActor
func makeProductList(_ collectionView: UICollectionView) -> ProductList.DataSource {
    #if CELLGEN_BENCH_NO_PROBES
    ProductList.DataSource(collectionView: collectionView)
    #else
    ProbedProductListDataSource(collectionView: collectionView)
    #endif
}

#if CELLGEN_BENCH_NO_PROBES
let probesCompiled = false
@MainActor func resetProbe() {}
@MainActor func probeJSON() -> String { "null" }
#else
let probesCompiled = true
@MainActor func resetProbe() { SnapshotProbe.marks = .init() }
@MainActor func probeJSON() -> String {
    let marks = SnapshotProbe.marks
    return "{\"applies\": \(marks.applies), \"reconfigured_items\": \(marks.reconfiguredItems), \"reloaded_items\": \(marks.reloadedItems), "
        + "\"reloaded_sections\": \(marks.reloadedSections), \"reload_data_applies\": \(marks.reloadDataApplies)}"
}
#endif

// MARK: - Measuring

/// The CPU time this thread spent in `body`, in milliseconds: time the process is not running
/// (other work on the machine) does not count.
@inline(never)
func milliseconds(_ body: () -> Void) -> Double {
    let start = threadCPUTime()
    body()
    return (threadCPUTime() - start) * 1e3
}

func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Times `count` calls of `body` (given the round's number) one after the other, each followed by
/// `then`, untimed. Each of the engine, the snapshot and the floor runs in a block of its own, so
/// each works on data the one before it left warm, as it would apply after apply: a floor is the
/// least the work can take.
@MainActor
func block(_ count: Int, then reset: () -> Void = {}, _ body: (Int) -> Void) -> [Double] {
    (0..<count).map { round in
        let time = milliseconds { body(round) }
        reset()
        return time
    }
}

func list(_ values: [Double]) -> String {
    "[" + values.map { String(format: "%.4f", $0) }.joined(separator: ", ") + "]"
}

/// Applies snapshots of the engine's identifiers to a plain diffable data source of the double:
/// the snapshot's own cost, apart from the engine's.
@MainActor
final class Replay<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// A snapshot's contents, read before timing.
    struct State {
        var sections: [SectionID]
        var items: [[ItemID]]
        var reconfigured: [ItemID]
    }

    private let tableView = UITableView(frame: listFrame, style: .plain)
    private let dataSource: UITableViewDiffableDataSource<SectionID, ItemID>

    init(_ example: NSDiffableDataSourceSnapshot<SectionID, ItemID>) {
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { _, _, _ in nil }
    }

    /// `snapshot`'s sections and items, with the items at `positions` (across sections) marked for
    /// reconfiguration.
    static func state(of snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>, reconfiguring positions: [Int]) -> State {
        let sections = snapshot.sectionIdentifiers
        let all = snapshot.itemIdentifiers
        return State(sections: sections, items: sections.map { snapshot.itemIdentifiers(inSection: $0) }, reconfigured: positions.map { all[$0] })
    }

    /// Builds the snapshot and applies it (what is timed).
    func apply(_ state: State) {
        var snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>()
        snapshot.appendSections(state.sections)
        for (section, items) in zip(state.sections, state.items) { snapshot.appendItems(items, toSection: section) }
        if !state.reconfigured.isEmpty { snapshot.reconfigureItems(state.reconfigured) }
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    var itemCount: Int { dataSource.snapshot().numberOfItems }
}

// MARK: - 1. Engine work per apply against the floor

@MainActor
func timeApplies(size: Int) {
    let rounds = rounds(for: size)
    let base = (0..<size).map { article($0) }
    var edited = base
    let positions = changedPositions(of: size)
    for position in positions { edited[position] = article(position, edition: 1) }
    let prepended = [article(size)] + base
    let inputs = (base: articleFeedInput(base), edited: articleFeedInput(edited), prepended: articleFeedInput(prepended))
    let floors = (base: floorRows(base), edited: floorRows(edited), prepended: floorRows(prepended))

    let tableView = UITableView(frame: listFrame, style: .plain)
    let dataSource = makeArticleFeed(tableView, probed: false)
    // Each input once, untimed, to read the snapshots the engine applies for them.
    dataSource.apply(inputs.edited, animatingDifferences: false)
    let editedSnapshot = dataSource.snapshot()
    dataSource.apply(inputs.prepended, animatingDifferences: true)
    let prependedSnapshot = dataSource.snapshot()
    dataSource.apply(inputs.base, animatingDifferences: true)
    let baseSnapshot = dataSource.snapshot()
    guard baseSnapshot.numberOfItems == size, editedSnapshot.numberOfItems == size, prependedSnapshot.numberOfItems == size + 1 else {
        fatalError("the engine showed \(baseSnapshot.numberOfItems), \(editedSnapshot.numberOfItems), \(prependedSnapshot.numberOfItems) items for \(size), \(size), \(size + 1) rows")
    }

    let replay = Replay(baseSnapshot)
    let states = (
        base: Replay.state(of: baseSnapshot, reconfiguring: []),
        edited: Replay.state(of: editedSnapshot, reconfiguring: positions),
        prepended: Replay.state(of: prependedSnapshot, reconfiguring: []),
        // Back from the edited rows, the same rows change again.
        baseFromEdited: Replay.state(of: baseSnapshot, reconfiguring: positions)
    )
    replay.apply(states.base)
    let floor = Floor()
    sink &+= floor.apply(floors.base)

    // changed: 10 of the rows change values, alternately there and back (an even number of
    // applies, so each block ends where it started).
    var floorChanged = 0
    var engine = block(2 * rounds) { dataSource.apply($0 % 2 == 0 ? inputs.edited : inputs.base, animatingDifferences: true) }
    var snapshot = block(2 * rounds) { replay.apply($0 % 2 == 0 ? states.edited : states.baseFromEdited) }
    var floorTimes = block(2 * rounds) {
        floorChanged = floor.apply($0 % 2 == 0 ? floors.edited : floors.base)
        sink &+= floorChanged
    }
    guard floorChanged == positions.count, replay.itemCount == size, dataSource.snapshot().numberOfItems == size else {
        fatalError("changed: the floor found \(floorChanged) changed rows, not \(positions.count)")
    }
    print("{\"kind\": \"timing\", \"scenario\": \"changed\", \"rows\": \(size), \"changed_rows\": \(positions.count), "
        + "\"engine_ms\": \(list(engine)), \"snapshot_ms\": \(list(snapshot)), \"floor_ms\": \(list(floorTimes))}")

    // prepend: one article before the others, each time put back untimed.
    engine = block(rounds, then: { dataSource.apply(inputs.base, animatingDifferences: true) }) { _ in
        dataSource.apply(inputs.prepended, animatingDifferences: true)
    }
    snapshot = block(rounds, then: { replay.apply(states.base) }) { _ in replay.apply(states.prepended) }
    floorTimes = block(rounds, then: { sink &+= floor.apply(floors.base) }) { _ in
        floorChanged = floor.apply(floors.prepended)
        sink &+= floorChanged + floor.ids.count
    }
    guard floorChanged == 0 else { fatalError("prepend: the floor found \(floorChanged) changed rows") }
    print("{\"kind\": \"timing\", \"scenario\": \"prepend\", \"rows\": \(size), \"changed_rows\": 0, "
        + "\"engine_ms\": \(list(engine)), \"snapshot_ms\": \(list(snapshot)), \"floor_ms\": \(list(floorTimes))}")
}

// MARK: - 2. Prepending one row: rows reconfigured

@MainActor
func countPrepend(size: Int, window: Int) {
    UINib.register(DRHTableViewCell.self, forNibName: "DRHTableViewCell")
    let base = (0..<size).map { article($0) }
    let tableView = UITableView(frame: listFrame, style: .plain)
    let dataSource = makeArticleFeed(tableView, probed: true)
    dataSource.apply(articleFeedInput(base), animatingDifferences: false)
    let shown = (0..<min(window, size)).map { tableView.cellForTesting(at: IndexPath(row: $0, section: 0)) }
    Counters.configure = 0
    resetProbe()
    dataSource.apply(articleFeedInput([article(size)] + base), animatingDifferences: true)
    let reconfigured = Counters.configure
    // Each shown row moved down by one; a cell that is not the one shown before was replaced.
    let replaced = shown.indices.filter { tableView.cellForRow(at: IndexPath(row: $0 + 1, section: 0)) !== shown[$0] }.count
    guard dataSource.snapshot().numberOfItems == size + 1 else { fatalError("prepend: \(dataSource.snapshot().numberOfItems) items") }
    print("{\"kind\": \"prepend\", \"rows\": \(size), \"window\": \(shown.count), \"visible_reconfigured\": \(reconfigured), "
        + "\"visible_replaced\": \(replaced), \"probe\": \(probeJSON())}")
}

// MARK: - 3. A header's count changes: sections reloaded

@MainActor
func countHeaderChange(window: Int) {
    UINib.register(PromoCell.self, forNibName: "PromoCell")
    UINib.register(AdCell.self, forNibName: "AdCell")
    UINib.register(ProductCell.self, forNibName: "ProductCell")
    let promo = ProductList.PromoViewModel(title: "Deals of the week", bannerURL: URL(string: "https://example.com/promo.png"))
    let ad = ProductList.AdViewModel(imageURL: nil, link: URL(string: "https://example.com/ad")!)
    func page(_ count: Int) -> ProductList.Input {
        let products = (0..<count).map {
            ProductList.ProductViewModel(id: "product-\($0)", name: "Product \($0)", price: Decimal($0 * 10 + 9), imageURL: nil)
        }
        return ProductList.Input(products: ProductList.ProductsSection(
            header: ProductList.ProductsHeaderViewModel(title: "Products", productCount: count), promo: promo, ad: ad, product: products))
    }
    let collectionView = UICollectionView(frame: listFrame, collectionViewLayout: ProductList.DataSource.makeLayout())
    let dataSource = makeProductList(collectionView)
    dataSource.apply(page(20), animatingDifferences: false)
    let header = collectionView.headerForTesting(in: 0)
    let paths = (0..<min(window, collectionView.numberOfItemsForTesting(inSection: 0))).map { IndexPath(item: $0, section: 0) }
    let shown = paths.map { collectionView.cellForTesting(at: $0) }
    let itemsBefore = paths.map { dataSource.itemIdentifier(for: $0) }
    Counters.configure = 0
    resetProbe()
    dataSource.apply(page(40), animatingDifferences: true)
    let reconfigured = Counters.configure
    // A shown item still at its index path whose cell is no longer the visible one was dropped:
    // its section was reloaded (or the item was).
    var droppedSections = Set<Int>()
    var dropped = 0
    for (index, path) in paths.enumerated() where dataSource.itemIdentifier(for: path) == itemsBefore[index] {
        if collectionView.cellForItem(at: path) !== shown[index] {
            dropped += 1
            droppedSections.insert(path.section)
        }
    }
    guard header != nil, dataSource.snapshot().numberOfItems == 42 else { fatalError("header: no header or \(dataSource.snapshot().numberOfItems) items") }
    print("{\"kind\": \"header\", \"window\": \(shown.count), \"visible_dropped\": \(dropped), \"sections_with_dropped_cells\": \(droppedSections.count), "
        + "\"visible_reconfigured\": \(reconfigured), \"probe\": \(probeJSON())}")
}

// MARK: - Run

print("{\"kind\": \"setup\", \"probes\": \(probesCompiled), \"sizes\": \(sizes), \"counts\": \(counts), \"prepend_rows\": \(prependRows), \"window\": \(window)}")
if counts {
    countPrepend(size: prependRows, window: window)
    countHeaderChange(window: 12)
}
for size in sizes { timeApplies(size: size) }
print("{\"kind\": \"done\", \"sink\": \(sink % 2)}")
