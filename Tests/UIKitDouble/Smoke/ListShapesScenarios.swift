// Runnable scenarios of the ListShapes proof screen (Tests/CellGenCoreTests/Fixtures/Proof/
// ListShapes.screen.yml): spec v2's row and section shapes (DESIGN 8.1, 8.5) driven through the
// UIKit double with concrete values. Optional rows come and go across applies, field-less rows take
// no input, a keyed repeated section keeps its rows when a section is inserted in front of it, an
// empty section hides (header included) unless it says `whenEmpty: show`, two sections with one
// identity show once, and a row's own `select` replaces its cell's or turns selection off.

import UIKit

// MARK: - Values

@MainActor
private enum Shapes {
    static let welcome = ListShapes.MessageViewModel(id: "m1", title: "Welcome")
    static let invoice = ListShapes.MessageViewModel(id: "m2", title: "Invoice #42")
    static let rules = ListShapes.MessageViewModel(id: "p1", title: "House rules")
    static let draft = ListShapes.MessageViewModel(id: "d1", title: "Re: Invoice #42")
    static let standup = ListShapes.MessageViewModel(id: "w1", title: "Standup notes")
    static let groceries = ListShapes.MessageViewModel(id: "h1", title: "Groceries")
    static let tickets = ListShapes.MessageViewModel(id: "t1", title: "Train tickets")
    static let work = ListShapes.FolderContext(folderId: "f-work", name: "Work")
    static let home = ListShapes.FolderContext(folderId: "f-home", name: "Home")
    static let travel = ListShapes.FolderContext(folderId: "f-travel", name: "Travel")

    static func tableView() -> UITableView {
        UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    }

    /// Nothing pinned, an empty inbox that is not loading, no folders.
    static let empty = ListShapes.Input(
        pinned: .init(banner: nil, pinnedMessages: []),
        inbox: .init(message: [], draft: nil, loadingMore: false),
        folder: []
    )
}

/// The header titles of every section the table shows, in order.
@MainActor
private func headerTitles(_ tableView: UITableView) -> [String?] {
    (0..<tableView.numberOfSections).map { tableView.titleForHeaderForTesting(in: $0) }
}

/// The rows the data source shows in section `section`, through `row(at:)` (items hold row ids;
/// the rows with their values and contexts are the data source's).
@MainActor
private func shownRows(_ dataSource: ListShapes.DataSource, _ tableView: UITableView, section: Int) -> [ListShapes.Row?] {
    (0..<tableView.numberOfRowsForTesting(inSection: section)).map { dataSource.row(at: IndexPath(row: $0, section: section)) }
}

@MainActor
private func rowCounts(_ tableView: UITableView) -> [Int] {
    (0..<tableView.numberOfSections).map { tableView.numberOfRowsForTesting(inSection: $0) }
}

// MARK: - Optional rows and field-less rows

@MainActor
func listShapesOptionalRowsScenario() {
    let tableView = Shapes.tableView()
    let dataSource = ListShapes.DataSource(tableView: tableView, handler: nil)
    expect(tableView.registeredCellReuseIdentifiersForTesting.sorted() == ["ShapesBannerCell", "ShapesMessageCell", "ShapesSpinnerCell", "ShapesSplitterCell"],
           "the four cell classes registered", doubleOnly: true)

    // A folder section's splitter takes no input: FolderSection has only a context and its messages.
    var input = Shapes.empty
    input.inbox = .init(message: [Shapes.welcome, Shapes.invoice], draft: nil, loadingMore: true)
    input.folder = [.init(context: Shapes.work, folderMessages: [])]
    dataSource.apply(input, animatingDifferences: false)

    let first = dataSource.snapshot()
    expect(first.sectionIdentifiers == [.inbox, .folder(folderId: "f-work")], "no banner, nothing pinned: the pinned section is left out")
    expect(first.itemIdentifiers(inSection: .inbox).map(\.row) == [.message("m1"), .message("m2"), .loadingMore(.init())],
           "loadingMore: true adds the spinner row after the messages")
    expect(shownRows(dataSource, tableView, section: 0) == [.message(Shapes.welcome), .message(Shapes.invoice), .loadingMore(.init())],
           "the inbox's rows, with their values")
    expect(first.itemIdentifiers(inSection: .folder(folderId: "f-work")).map(\.row) == [.splitter(.init())]
               && shownRows(dataSource, tableView, section: 1) == [.splitter(.init(), context: Shapes.work)],
           "the splitter row is there without any input; a folder without messages still shows it, so it is not hidden")
    expect(rowCounts(tableView) == [3, 1] && headerTitles(tableView) == ["Inbox", nil], "inbox: 2 messages + spinner; folder: splitter")

    let cells = tableView.allCellsForTesting()
    expectCells(cells.flatMap { $0 }, are: [ShapesMessageCell.self, ShapesMessageCell.self, ShapesSpinnerCell.self, ShapesSplitterCell.self],
                identifiers: ["ShapesMessageCell", "ShapesMessageCell", "ShapesSpinnerCell", "ShapesSplitterCell"], "first apply's cells")
    guard cells.count == 2, cells[0].count == 3, cells[1].count == 1 else { return expect(false, "first apply's layout") }
    let welcomeCell = cells[0][0], invoiceCell = cells[0][1], splitterCell = cells[1][0]
    expect((cells[0][2] as? ShapesSpinnerCell)?.configureCount == 1 && cells[0][2].textLabel?.text == "Loading…",
           "the spinner cell is configured once with its empty view-model")
    expect(!tableView.selectRowForTesting(at: IndexPath(row: 2, section: 0)), "the spinner (no select action) is not selectable")
    expect(tableView.heightForRowForTesting(at: IndexPath(row: 0, section: 1)) == 1, "splitter: height 1")
    expect(!tableView.selectRowForTesting(at: IndexPath(row: 0, section: 1)), "splitter: not selectable")

    // Second apply: the optional banner is given (Banner? = some), the spinner is not (Bool = false).
    input.pinned.banner = .init(text: "Maintenance tonight")
    input.inbox.loadingMore = false
    dataSource.apply(input, animatingDifferences: true)
    let second = dataSource.snapshot()
    expect(second.sectionIdentifiers == [.pinned, .inbox, .folder(folderId: "f-work")], "the banner brings the pinned section in, first")
    // The banner has no `identity` and no field named id: its one field, text, identifies it.
    expect(second.itemIdentifiers(inSection: .pinned).map(\.row) == [.banner("Maintenance tonight")], "pinned: the banner row only")
    expect(shownRows(dataSource, tableView, section: 0) == [.banner(.init(text: "Maintenance tonight"))], "the banner row's values")
    expect(second.itemIdentifiers(inSection: .inbox).map(\.row) == [.message("m1"), .message("m2")], "the spinner row is gone")
    expect(rowCounts(tableView) == [1, 2, 1] && headerTitles(tableView) == ["Pinned", "Inbox", nil], "rows and headers after the second apply")
    expect(tableView.cellForTesting(at: IndexPath(row: 0, section: 0)).textLabel?.text == "Maintenance tonight"
               && tableView.cellForTesting(at: IndexPath(row: 0, section: 0)) is ShapesBannerCell, "the banner cell shows its text")
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 1)) === welcomeCell && tableView.cellForRow(at: IndexPath(row: 1, section: 1)) === invoiceCell,
           "the messages keep their cells, one section down")
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 2)) === splitterCell, "the splitter keeps its cell")

    // Third apply: the banner goes again and the spinner comes back.
    input.pinned.banner = nil
    input.inbox.loadingMore = true
    dataSource.apply(input, animatingDifferences: true)
    expect(dataSource.snapshot().sectionIdentifiers == [.inbox, .folder(folderId: "f-work")], "without the banner the pinned section hides again")
    expect(rowCounts(tableView) == [3, 1] && headerTitles(tableView) == ["Inbox", nil], "rows and headers as after the first apply")
    expect(tableView.cellForTesting(at: IndexPath(row: 2, section: 0)) is ShapesSpinnerCell, "the spinner row is back, last in the inbox")
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === welcomeCell, "the first message kept its cell through both moves")
}

// MARK: - Keyed repeated sections

@MainActor
func listShapesKeyedSectionsScenario() {
    let tableView = Shapes.tableView()
    let dataSource = ListShapes.DataSource(tableView: tableView, handler: nil)
    var input = Shapes.empty
    input.inbox.message = [Shapes.welcome]
    input.folder = [.init(context: Shapes.work, folderMessages: [Shapes.standup]), .init(context: Shapes.home, folderMessages: [Shapes.groceries])]
    dataSource.apply(input, animatingDifferences: false)

    let before = dataSource.snapshot()
    expect(before.sectionIdentifiers == [.inbox, .folder(folderId: "f-work"), .folder(folderId: "f-home")], "folders identified by folderId")
    let cells = tableView.allCellsForTesting()
    guard cells.count == 3, cells[1].count == 2, cells[2].count == 2 else { return expect(false, "inbox and two folders of two rows") }
    expect((cells[1][1] as? ShapesMessageCell)?.messageID == "w1" && (cells[2][1] as? ShapesMessageCell)?.messageID == "h1", "each folder shows its message")
    let dequeues = tableView.cellDequeueLogForTesting.count

    // A folder inserted in front of the others: with `identity: [folderId]` the kept folders keep
    // their identifiers (by position, v1, they would all be renumbered and rebuilt).
    input.folder.insert(.init(context: Shapes.travel, folderMessages: [Shapes.tickets]), at: 0)
    dataSource.apply(input, animatingDifferences: true)
    let after = dataSource.snapshot()
    expect(after.sectionIdentifiers == [.inbox, .folder(folderId: "f-travel"), .folder(folderId: "f-work"), .folder(folderId: "f-home")],
           "the new folder's section is inserted before the kept ones: \(after.sectionIdentifiers)")
    for id in [ListShapes.SectionID.inbox, .folder(folderId: "f-work"), .folder(folderId: "f-home")] {
        expect(after.itemIdentifiers(inSection: id) == before.itemIdentifiers(inSection: id), "section \(id) keeps its items")
    }
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cells[0][0], "the inbox row keeps its cell")
    expect((0..<2).allSatisfy { tableView.cellForRow(at: IndexPath(row: $0, section: 2)) === cells[1][$0] }, "Work's rows keep their cells, one section down")
    expect((0..<2).allSatisfy { tableView.cellForRow(at: IndexPath(row: $0, section: 3)) === cells[2][$0] }, "Home's rows keep their cells, one section down")
    expect(tableView.cellDequeueLogForTesting.count == dequeues, "no kept row dequeued a new cell", doubleOnly: true)
    expect((tableView.cellForTesting(at: IndexPath(row: 1, section: 1)) as? ShapesMessageCell)?.textLabel?.text == "Train tickets",
           "the inserted folder shows its message")
    expect(rowCounts(tableView) == [1, 2, 2, 2], "one inbox row, three folders of splitter + message")

    // Two folders with one folderId: the first is shown (a diffable snapshot would trap on the
    // duplicate section identifier).
    input.folder = [
        .init(context: Shapes.work, folderMessages: [Shapes.standup]),
        .init(context: .init(folderId: "f-work", name: "Work (copy)"), folderMessages: [Shapes.tickets, Shapes.groceries]),
        .init(context: Shapes.home, folderMessages: [Shapes.groceries]),
    ]
    dataSource.apply(input, animatingDifferences: true)
    let deduplicated = dataSource.snapshot()
    expect(deduplicated.sectionIdentifiers == [.inbox, .folder(folderId: "f-work"), .folder(folderId: "f-home")],
           "f-work shows once, travel is gone: \(deduplicated.sectionIdentifiers)")
    expect(deduplicated.itemIdentifiers(inSection: .folder(folderId: "f-work")).map(\.row) == [.splitter(.init()), .folderMessages("w1")]
               && shownRows(dataSource, tableView, section: 1) == [.splitter(.init(), context: Shapes.work), .folderMessages(Shapes.standup, context: Shapes.work)],
           "the first f-work section (Work, standup notes) is the one shown")
    expect(tableView.numberOfSections == 3 && rowCounts(tableView) == [1, 2, 2], "three sections on screen")
    expect((0..<2).allSatisfy { tableView.cellForRow(at: IndexPath(row: $0, section: 1)) === cells[1][$0] }, "Work's rows still keep their cells")
}

// MARK: - whenEmpty: hide (default) and show

@MainActor
func listShapesWhenEmptyScenario() {
    let tableView = Shapes.tableView()
    let dataSource = ListShapes.DataSource(tableView: tableView, handler: nil)
    dataSource.apply(Shapes.empty, animatingDifferences: false)
    // pinned (hide, the default) has no rows: gone with its "Pinned" header; inbox (show) stays.
    expect(dataSource.snapshot().sectionIdentifiers == [.inbox], "only the inbox section, which says whenEmpty: show")
    expect(tableView.numberOfSections == 1 && tableView.numberOfRowsForTesting(inSection: 0) == 0, "one section, no rows")
    expect(tableView.titleForHeaderForTesting(in: 0) == "Inbox", "the empty inbox keeps its header")
    // No section has rows (the inbox is kept, but empty): the empty state is the background.
    expect(emptyStateText(tableView) == "Nothing here yet", "the empty state's title shows (the system's empty state on iOS 17)")

    var input = Shapes.empty
    input.pinned.pinnedMessages = [Shapes.rules]
    dataSource.apply(input, animatingDifferences: true)
    expect(dataSource.snapshot().sectionIdentifiers == [.pinned, .inbox], "a pinned message shows the pinned section")
    expect(headerTitles(tableView) == ["Pinned", "Inbox"] && rowCounts(tableView) == [1, 0], "Pinned (1 row) and the empty Inbox")
    expect(tableView.backgroundView == nil, "a row arrived: the empty state is gone")

    dataSource.apply(Shapes.empty, animatingDifferences: true)
    expect(tableView.numberOfSections == 1 && headerTitles(tableView) == ["Inbox"], "unpinned: the pinned section and its header vanish again")
    expect(dataSource.sections.map(\.id) == [.inbox], "the data source's sections, which give the titles, match the snapshot")
    expect(emptyStateText(tableView) == "Nothing here yet", "no rows again: the empty state is back")
}

// MARK: - Row-level select

@MainActor
func listShapesRowSelectScenario() {
    let tableView = Shapes.tableView()
    let handler = ListShapesHandler()
    let dataSource = ListShapes.DataSource(tableView: tableView, handler: handler)
    let input = ListShapes.Input(
        pinned: .init(banner: .init(text: "Maintenance tonight"), pinnedMessages: [Shapes.rules]),
        inbox: .init(message: [Shapes.welcome], draft: Shapes.draft, loadingMore: true),
        folder: [.init(context: Shapes.work, folderMessages: [Shapes.standup])]
    )
    dataSource.apply(input, animatingDifferences: false)
    expect(rowCounts(tableView) == [2, 3, 2], "pinned: banner + rules; inbox: welcome + draft + spinner; work: splitter + standup")
    expectCells(tableView.allCellsForTesting().flatMap { $0 },
                are: [ShapesBannerCell.self, ShapesMessageCell.self, ShapesMessageCell.self, ShapesMessageCell.self, ShapesSpinnerCell.self,
                      ShapesSplitterCell.self, ShapesMessageCell.self],
                identifiers: ["ShapesBannerCell", "ShapesMessageCell", "ShapesMessageCell", "ShapesMessageCell", "ShapesSpinnerCell",
                              "ShapesSplitterCell", "ShapesMessageCell"], "every row's cell")

    // `select: openPinned` on the pinned messages replaces the cell's openMessage.
    expect(tableView.selectRowForTesting(at: IndexPath(row: 1, section: 0)), "a pinned message is selectable")
    expect(handler.received == [.openPinned(Shapes.rules)], "a pinned message sends openPinned, not openMessage: \(handler.received)")
    // The inbox's messages keep the cell's own select.
    expect(tableView.selectRowForTesting(at: IndexPath(row: 0, section: 1)), "an inbox message is selectable")
    expect(handler.received.last == .openMessage(Shapes.welcome), "an inbox message sends the cell's openMessage")
    // `select: ~` on the draft: the row of a selectable cell neither highlights nor sends anything.
    expect(!dataSource.tableView(tableView, shouldHighlightRowAt: IndexPath(row: 1, section: 1)), "the draft does not highlight")
    expect(!tableView.selectRowForTesting(at: IndexPath(row: 1, section: 1)), "the draft is not selectable")
    dataSource.deselectMomentaryRows(animated: false)
    expect(tableView.indexPathForSelectedRow == nil, "nothing stays selected once the screen reappears")
    expect(ListShapes.Action.selection(of: .draft(Shapes.draft)) == nil, "the draft row has no selection action")
    // A row-level select in a section with a context delivers the context too.
    expect(tableView.selectRowForTesting(at: IndexPath(row: 1, section: 2)), "a folder message is selectable")
    if case .openInFolder(let row, let context)? = handler.received.last {
        expect(row.title == "Standup notes" && context.folderId == "f-work" && context.name == "Work", "openInFolder carries the message and its folder")
    } else {
        expect(false, "a folder message sends openInFolder, got \(handler.received)")
    }
    expect(!tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0)), "the banner (no select) is not selectable")
    expect(handler.received == [.openPinned(Shapes.rules), .openMessage(Shapes.welcome), .openInFolder(Shapes.standup, context: Shapes.work)],
           "three actions in all: \(handler.received)")
}

/// The text of a list's empty state: iOS 17's `UIContentUnavailableView`, a centered label before.
@MainActor
func emptyStateText(_ list: UIScrollView) -> String? {
    let background = (list as? UITableView)?.backgroundView ?? (list as? UICollectionView)?.backgroundView
    if #available(iOS 17, *), let view = background as? UIContentUnavailableView {
        return (view.configuration as? UIContentUnavailableConfiguration)?.text
    }
    guard let label = background as? UILabel, label.textAlignment == .center else { return nil }
    return label.text
}
