// Runnable scenarios of the Activity proof screen (Tests/CellGenCoreTests/Fixtures/Proof/
// Activity.screen.yml), a Kickstarter-like activity feed: what spec v2 took from real screens
// (DESIGN 8.1, 8.5) driven through the UIKit double with concrete values. A row whose values change
// keeps its item and its cell and is reconfigured (two rows with one id: DuplicateRowsScenario.swift);
// titles come from the day's context or, fixed, through NSLocalizedString; the screen's environment
// reaches every cell and the header view, and changing it reconfigures the cells in place; a Bool
// field decides whether a project row selects; and one action, openProject, comes from two kinds
// of row, telling the handler which.

import UIKit

// MARK: - Values

@MainActor
private enum Feed {
    static let regular = Activity.Environment(accent: .systemBlue, compact: false)
    static let compactRed = Activity.Environment(accent: .systemRed, compact: true)

    static let pebbleSurvey = Activity.SurveyViewModel(surveyId: "s1", projectName: "Pebble Time")
    static let kittensSurvey = Activity.SurveyViewModel(surveyId: "s2", projectName: "Exploding Kittens")
    static let ada = Activity.FollowViewModel(userId: "u1", name: "Ada Lovelace")
    static let grace = Activity.FollowViewModel(userId: "u2", name: "Grace Hopper")

    static let pebble = Activity.ProjectViewModel(projectId: "p1", name: "Pebble Time", fundedPercent: 120, isEnabled: true)
    static let cooler = Activity.ProjectViewModel(projectId: "p3", name: "Coolest Cooler", fundedPercent: 45, isEnabled: false)  // suspended
    static let kittens = Activity.ProjectViewModel(projectId: "p2", name: "Exploding Kittens", fundedPercent: 87, isEnabled: true)
    /// Another row with Exploding Kittens' id, in the same day: not shown.
    static let shipping = Activity.UpdateViewModel(updateId: "up1", projectId: "p1", projectName: "Pebble Time", title: "Shipping update #3")
    static let stretch = Activity.UpdateViewModel(updateId: "up2", projectId: "p2", projectName: "Exploding Kittens", title: "Stretch goal unlocked")

    static let today = Activity.DayContext(dayId: "2024-05-02", date: "May 2", note: "2 projects end this week")
    static let yesterday = Activity.DayContext(dayId: "2024-05-01", date: "May 1", note: nil)
    static let todayID = Activity.SectionID.day(dayId: "2024-05-02"), yesterdayID = Activity.SectionID.day(dayId: "2024-05-01")

    /// Two surveys, two friends; May 2: Pebble Time, the suspended cooler and Pebble's shipping
    /// update; May 1: Exploding Kittens and its stretch goal.
    static let input = Activity.Input(
        surveys: .init(header: .init(count: 2), survey: [pebbleSurvey, kittensSurvey]),
        friends: .init(follow: [ada, grace]),
        day: [
            .init(context: today, project: [pebble, cooler], update: [shipping]),
            .init(context: yesterday, project: [kittens], update: [stretch]),
        ],
        empty: .init(message: "Back a project to see its news here")
    )

    static func tableView() -> UITableView {
        UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    }
}

@MainActor
private func activityRowCounts(_ tableView: UITableView) -> [Int] {
    (0..<tableView.numberOfSections).map { tableView.numberOfRowsForTesting(inSection: $0) }
}

/// The rows the data source shows in section `section`, through `row(at:)`.
@MainActor
private func activityRows(_ dataSource: Activity.DataSource, _ tableView: UITableView, section: Int) -> [Activity.Row?] {
    (0..<tableView.numberOfRowsForTesting(inSection: section)).map { dataSource.row(at: IndexPath(row: $0, section: section)) }
}

/// The environment a cell or header view of the screen last received: (accent, compact).
@MainActor
private func receivedEnvironment(_ view: UIView) -> (accent: UIColor, compact: Bool)? {
    let environment: Activity.Environment? = switch view {
    case let cell as ActivitySurveyCell: cell.environment
    case let cell as ActivityFollowCell: cell.environment
    case let cell as ActivityProjectCell: cell.environment
    case let cell as ActivityUpdateCell: cell.environment
    case let header as ActivitySurveysHeaderView: header.environment
    default: nil
    }
    return environment.map { ($0.accent, $0.compact) }
}

@MainActor
private func configureCount(_ cell: UITableViewCell) -> Int? {
    switch cell {
    case let cell as ActivitySurveyCell: cell.configureCount
    case let cell as ActivityFollowCell: cell.configureCount
    case let cell as ActivityProjectCell: cell.configureCount
    case let cell as ActivityUpdateCell: cell.configureCount
    default: nil
    }
}

// MARK: - Identity: edits reconfigure in place

@MainActor
func activityIdentityScenario() {
    let tableView = Feed.tableView()
    let dataSource = Activity.DataSource(tableView: tableView, environment: Feed.regular)
    dataSource.apply(Feed.input, animatingDifferences: false)

    let snapshot = dataSource.snapshot()
    expect(snapshot.sectionIdentifiers == [.surveys, .friends, Feed.todayID, Feed.yesterdayID], "surveys, friends, then a section per day by dayId")
    expect(activityRowCounts(tableView) == [2, 2, 3, 2], "2 surveys, 2 friends, 3 and 2 day rows")
    expect(snapshot.itemIdentifiers(inSection: Feed.yesterdayID).map(\.row) == [.project("p2"), .update("up2")], "May 1's items: p2, then up2")
    expect(activityRows(dataSource, tableView, section: 3) == [.project(Feed.kittens, context: Feed.yesterday), .update(Feed.stretch, context: Feed.yesterday)],
           "May 1's rows")
    expect((tableView.cellForTesting(at: IndexPath(row: 0, section: 3)) as? ActivityProjectCell)?.nameLabel.text == "Exploding Kittens",
           "its cell shows the row's name")
    expect(snapshot.itemIdentifiers(inSection: Feed.todayID)
               == [.project("p1"), .project("p3"), .update("up1")].map { Activity.Item(section: Feed.todayID, row: $0) },
           "May 2's items are ids in their section")

    let cells = tableView.allCellsForTesting()
    guard cells.count == 4, cells[2].count == 3, let pebbleCell = cells[2][0] as? ActivityProjectCell else {
        return expect(false, "four sections, May 2's first row an ActivityProjectCell")
    }
    expect(pebbleCell.nameLabel.text == "Pebble Time" && pebbleCell.fundingLabel.text == "120% funded", "Pebble Time, 120% funded")
    let dequeues = tableView.cellDequeueLogForTesting.count
    let configured = pebbleCell.configureCount

    // Pebble Time is renamed and funded further: name and fundedPercent are not its identity
    // (projectId), so its item stays and it is marked for reconfiguration, nothing else.
    var edited = Feed.input
    edited.day[0].project[0].name = "Pebble Time Steel"
    edited.day[0].project[0].fundedPercent = 134
    let preview = listChanges(from: dataSource.sections, to: Activity.Builder.sections(from: edited)).snapshot
    expect(preview.itemIdentifiers == snapshot.itemIdentifiers, "the preview has the same items")
    expect(preview.reconfiguredItemIdentifiers == [.init(section: Feed.todayID, row: .project("p1"))], "only Pebble Time is marked for reconfiguration")
    dataSource.apply(edited, animatingDifferences: true)
    expect(dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers, "same item identifiers after the edit")
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 2)) === pebbleCell, "Pebble Time keeps its cell")
    expect(tableView.cellDequeueLogForTesting.count == dequeues, "no new dequeue", doubleOnly: true)
    expect(pebbleCell.configureCount == configured + 1, "the cell is configured once more")
    expect(pebbleCell.nameLabel.text == "Pebble Time Steel" && pebbleCell.fundingLabel.text == "134% funded", "and shows the new name and funding")
    expect(dataSource.row(at: IndexPath(row: 0, section: 2)) == .project(edited.day[0].project[0], context: Feed.today), "row(at:) has the new values")
    expect(cells.indices.allSatisfy { section in
        cells[section].indices.allSatisfy { tableView.cellForRow(at: IndexPath(row: $0, section: section)) === cells[section][$0] }
    }, "every other row keeps its cell too")

    // The day's note changes, and the footer shows it: the footer's kind (a title) stays, so the
    // visible footer shows the new note in place, and no section reloads; the day's rows carry
    // the context, so their values changed and they are reconfigured in their cells.
    let footer = tableView.footerViewForTesting(in: 2) as? UITableViewHeaderFooterView
    expect(footer.flatMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text } == "2 projects end this week",
           "the footer shows the old note")
    edited.day[0].context.note = "1 project ends this week"
    let changes = listChanges(from: dataSource.sections, to: Activity.Builder.sections(from: edited))
    expect(changes.snapshot.reloadedSectionIdentifiers.isEmpty && changes.snapshot.reconfiguredItemIdentifiers.count == 3,
           "no section reloads; the day's three rows are reconfigured")
    expect(changes.supplementaries.map { [$0.section, $0.isFooter ? 1 : 0] } == [[2, 1]], "the day's footer is shown in place")
    let dequeuesBefore = tableView.cellDequeueLogForTesting.count
    dataSource.apply(edited, animatingDifferences: true)
    expect(dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers, "same items after the context change")
    expect(tableView.footerView(forSection: 2) === footer, "the footer view stays")
    expect(footer.flatMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text } == "1 project ends this week",
           "and shows the new note")
    expect(tableView.cellDequeueLogForTesting.count == dequeuesBefore, "no cell is dequeued again", doubleOnly: true)
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 2)) === pebbleCell, "the day's rows keep their cells")
    if case .update(_, let context)? = dataSource.row(at: IndexPath(row: 2, section: 2)) {
        expect(context.note == "1 project ends this week", "its rows carry the new context")
    } else {
        expect(false, "the third row of the day is its update")
    }
    expect(tableView.titleForFooterForTesting(in: 2) == "1 project ends this week", "the footer's title is the new note")

    // One project in two days is two items (an item is a row's id in its section).
    edited.day[1].project = [Feed.pebble, Feed.kittens]
    dataSource.apply(edited, animatingDifferences: true)
    expect(dataSource.snapshot().itemIdentifiers(inSection: Feed.yesterdayID).map(\.row) == [.project("p1"), .project("p2"), .update("up2")],
           "Pebble Time shows on May 1 as well")
    expect(activityRowCounts(tableView) == [2, 2, 3, 3], "May 2 keeps its three rows")
}

// MARK: - Titles from the context, and a fixed localized title

@MainActor
func activityTitlesScenario() {
    let tableView = Feed.tableView()
    let dataSource = Activity.DataSource(tableView: tableView, environment: Feed.regular)
    dataSource.apply(Feed.input, animatingDifferences: false)

    // The fixed title goes through NSLocalizedString with the screen's bundle (`bundle: main`);
    // on Linux no strings table is found, so the localized title is the key itself.
    expect(NSLocalizedString("Find friends", bundle: .main, comment: "") == "Find friends", "no strings table: NSLocalizedString returns its key")
    expect(tableView.titleForHeaderForTesting(in: 1) == "Find friends", "friends: the fixed title, localized")
    expect(dataSource.sections[1].header == .title("Find friends") && dataSource.sections[1].footer == nil, "no footer under the friends")
    // A day's header is its context's date (String); its footer its note (String?), only when set.
    expect(tableView.titleForHeaderForTesting(in: 2) == "May 2" && tableView.titleForFooterForTesting(in: 2) == "2 projects end this week",
           "May 2: the date as header, the note as footer")
    expect(tableView.titleForHeaderForTesting(in: 3) == "May 1" && tableView.titleForFooterForTesting(in: 3) == nil, "May 1: no note, no footer")
    expect(dataSource.sections[3].footer == nil, "the nil note makes no footer at all, not an empty title")
    // The surveys' header is a view, with no title.
    expect(tableView.titleForHeaderForTesting(in: 0) == nil, "the surveys' header has no title")
    let header = tableView.viewForHeaderForTesting(in: 0) as? ActivitySurveysHeaderView
    expect(header?.countLabel.text == "2 surveys to answer", "the surveys' header view shows the count")
    expect(tableView.heightForHeaderForTesting(in: 0) == 44, "header view: height 44")
    expect(tableView.viewForHeaderForTesting(in: 2) == nil && tableView.viewForFooterForTesting(in: 2) == nil, "titles have no views")

    // A new note on May 1 and a renamed date on May 2: the titles follow the context.
    var input = Feed.input
    input.day[1].context.note = "Exploding Kittens ships in June"
    input.day[0].context.date = "Today"
    input.day[0].context.note = nil
    dataSource.apply(input, animatingDifferences: true)
    expect((2...3).map { tableView.titleForHeaderForTesting(in: $0) } == ["Today", "May 1"], "headers: Today, May 1")
    expect((2...3).map { tableView.titleForFooterForTesting(in: $0) } == [nil, "Exploding Kittens ships in June"], "footers: none, then May 1's new note")
    expect(dataSource.snapshot().sectionIdentifiers == [.surveys, .friends, Feed.todayID, Feed.yesterdayID], "the days keep their identifiers")
}

// MARK: - environment

@MainActor
func activityEnvironmentScenario() {
    let tableView = Feed.tableView()
    let dataSource = Activity.DataSource(tableView: tableView, environment: Feed.regular)
    dataSource.apply(Feed.input, animatingDifferences: false)

    let cells = tableView.allCellsForTesting().flatMap { $0 }
    expect(cells.count == 9, "nine visible cells")
    expect(cells.allSatisfy { receivedEnvironment($0).map { $0.accent == .systemBlue && !$0.compact } == true },
           "every cell received the environment given at init (blue, not compact)")
    guard let surveyCell = cells[0] as? ActivitySurveyCell, let projectCell = cells[4] as? ActivityProjectCell,
          let updateCell = cells[6] as? ActivityUpdateCell else {
        return expect(false, "survey, project and update cells where expected")
    }
    expect(surveyCell.textLabel?.text == "Survey: Pebble Time" && projectCell.fundingLabel.text == "120% funded"
               && updateCell.textLabel?.text == "Pebble Time: Shipping update #3", "regular texts")
    let header = tableView.viewForHeaderForTesting(in: 0)
    expect(header.flatMap(receivedEnvironment).map { $0.accent == .systemBlue && !$0.compact } == true, "the header view received it too")

    let dequeues = tableView.cellDequeueLogForTesting.count
    let counts = cells.map(configureCount)
    let applies = dataSource.applyCountForTesting
    let items = dataSource.snapshot().itemIdentifiers

    // Compact and red: every visible cell is reconfigured in its place with the new environment.
    dataSource.environment = Feed.compactRed
    expect(dataSource.environment.accent == .systemRed && dataSource.environment.compact, "the data source holds the new environment")
    expect(dataSource.applyCountForTesting == applies + 1, "one snapshot applied", doubleOnly: true)
    expect(dataSource.snapshot().itemIdentifiers == items, "the same items")
    let after = tableView.allCellsForTesting().flatMap { $0 }
    expect(after.count == cells.count && zip(after, cells).allSatisfy { $0 === $1 }, "the same cell objects")
    expect(tableView.cellDequeueLogForTesting.count == dequeues, "no new dequeue", doubleOnly: true)
    expect(after.allSatisfy { receivedEnvironment($0).map { $0.accent == .systemRed && $0.compact } == true },
           "every cell received the new environment (red, compact)")
    expect(after.map(configureCount) == counts.map { $0.map { $0 + 1 } }, "each cell configured exactly once more")
    expect(surveyCell.textLabel?.text == "Pebble Time" && projectCell.fundingLabel.text == "120%" && projectCell.fundingLabel.textColor == .systemRed
               && updateCell.textLabel?.text == "Shipping update #3", "compact texts, red accent")
    // A header view shown from now on is configured with it.
    let shownHeader = tableView.viewForHeaderForTesting(in: 0) as? ActivitySurveysHeaderView
    expect(shownHeader.flatMap(receivedEnvironment).map { $0.accent == .systemRed && $0.compact } == true && shownHeader?.countLabel.textColor == .systemRed,
           "the header view shown next gets the new environment")

    // A row scrolled away while the environment changes gets it when it comes back.
    tableView.endDisplayingForTesting(at: IndexPath(row: 1, section: 1))
    dataSource.environment = Feed.regular
    let graceCell = tableView.cellForTesting(at: IndexPath(row: 1, section: 1))
    expect((graceCell as? ActivityFollowCell)?.userID == "u2" && receivedEnvironment(graceCell).map { $0.accent == .systemBlue && !$0.compact } == true,
           "Grace's row, shown again, has the regular environment")

    // The environment is not part of a row's equality: applying the same input again reconfigures nothing.
    let countsBefore = tableView.allCellsForTesting().flatMap { $0 }.map(configureCount)
    dataSource.apply(Feed.input, animatingDifferences: true)
    expect(tableView.allCellsForTesting().flatMap { $0 }.map(configureCount) == countsBefore, "the same input configures no cell again")
}

// MARK: - selectable: isEnabled, and one action from two cells

@MainActor
func activitySelectionScenario() {
    let tableView = Feed.tableView()
    let handler = ActivityHandler()
    let dataSource = Activity.DataSource(tableView: tableView, environment: Feed.regular, handler: handler)
    dataSource.apply(Feed.input, animatingDifferences: false)
    let pebblePath = IndexPath(row: 0, section: 2), coolerPath = IndexPath(row: 1, section: 2), shippingPath = IndexPath(row: 2, section: 2)

    // The suspended cooler (isEnabled: false) neither highlights nor sends anything.
    expect(dataSource.row(at: coolerPath)?.isSelectable == false, "the cooler's row is not selectable")
    expect(!dataSource.tableView(tableView, shouldHighlightRowAt: coolerPath), "the cooler does not highlight")
    expect(!tableView.selectRowForTesting(at: coolerPath), "selecting the cooler does nothing")
    dataSource.tableView(tableView, didSelectRowAt: coolerPath)  // as if UIKit selected it anyway
    expect(handler.received.isEmpty && tableView.indexPathForSelectedRow == nil, "nothing sent, nothing selected: \(handler.received)")
    // Pebble Time (isEnabled: true) does.
    expect(dataSource.row(at: pebblePath)?.isSelectable == true && dataSource.tableView(tableView, shouldHighlightRowAt: pebblePath),
           "Pebble Time highlights")
    expect(tableView.selectRowForTesting(at: pebblePath), "Pebble Time is selected")
    expect(handler.received == [.openProject(.project(Feed.pebble), context: Feed.today)], "Pebble Time sends openProject(.project(p1)) with May 2")

    // openProject from the other kind of row: an update, with the update's values.
    expect(tableView.selectRowForTesting(at: shippingPath), "the shipping update is selectable")
    if case .openProject(.update(let update), let context)? = handler.received.last {
        expect(update.updateId == "up1" && update.projectId == "p1" && update.title == "Shipping update #3" && context.dayId == "2024-05-02",
               "the update sends openProject(.update(up1)) for project p1, on May 2")
    } else {
        expect(false, "selecting an update sends openProject(.update), got \(handler.received)")
    }
    expect(tableView.selectRowForTesting(at: IndexPath(row: 0, section: 3)), "Exploding Kittens on May 1")
    expect(handler.received.last == .openProject(.project(Feed.kittens), context: Feed.yesterday), "the shown p2 (87%) with May 1")
    expect(tableView.selectRowForTesting(at: IndexPath(row: 1, section: 3)), "the stretch-goal update")
    expect(handler.received.last == .openProject(.update(Feed.stretch), context: Feed.yesterday), "openProject(.update(up2)) with May 1")
    // The other actions and rows: a survey sends openSurvey; a friend has no action.
    expect(tableView.selectRowForTesting(at: IndexPath(row: 1, section: 0)), "a survey is selectable")
    expect(handler.received.last == .openSurvey(Feed.kittensSurvey), "it sends openSurvey(s2)")
    expect(!tableView.selectRowForTesting(at: IndexPath(row: 0, section: 1)), "a friend is not selectable")
    expect(handler.received.count == 5, "five actions in all: \(handler.received)")

    // The cooler is reinstated: the field changes, not the identity; same cell, now selectable.
    let coolerCell = tableView.cellForTesting(at: coolerPath) as? ActivityProjectCell
    expect(coolerCell?.nameLabel.textColor == .secondaryLabel && coolerCell?.accessoryType == UITableViewCell.AccessoryType.none, "dimmed while suspended")
    var input = Feed.input
    input.day[0].project[1].isEnabled = true
    dataSource.apply(input, animatingDifferences: true)
    expect(tableView.cellForRow(at: coolerPath) === coolerCell && coolerCell?.nameLabel.textColor == .label, "the same cell, no longer dimmed")
    expect(tableView.selectRowForTesting(at: coolerPath), "the reinstated cooler is selectable")
    expect(handler.received.last == .openProject(.project(input.day[0].project[1]), context: Feed.today), "and sends openProject with isEnabled: true")
}

// MARK: - The empty state: a header view as the background

@MainActor
func activityEmptyStateScenario() {
    let tableView = Feed.tableView()
    let blue = Activity.Environment(accent: .systemBlue, compact: false)
    let dataSource = Activity.DataSource(tableView: tableView, environment: blue, handler: nil)
    var input = Feed.input
    input.surveys.survey = []
    input.friends.follow = []
    input.day = []
    dataSource.apply(input, animatingDifferences: false)
    let view = tableView.backgroundView as? ActivityEmptyView
    expect(view?.messageLabel.text == "Back a project to see its news here", "no rows: the empty view shows the input's message")
    expect(view?.environment?.accent == .systemBlue, "and is configured with the environment")

    input.empty.message = "Nothing yet"
    dataSource.apply(input, animatingDifferences: true)
    expect(tableView.backgroundView === view && view?.messageLabel.text == "Nothing yet", "the same view shows the new message")

    input.friends.follow = [Feed.ada]
    dataSource.apply(input, animatingDifferences: true)
    expect(tableView.backgroundView == nil, "a row arrived: the empty view is gone")
}
