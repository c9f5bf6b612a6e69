// Runnable scenarios of the Contacts (table) and Directory (collection) proof screens
// (Tests/CellGenCoreTests/Fixtures/Proof/): Behaviours v3 (issue 34) driven through the UIKit
// double. The section index lists each section's title once and touching it scrolls to the
// section; prefetching sends the contacts' view-models, cancelling their ids; rows send their
// impressions as they come into view and leave it; rows are found by id (index path, typed cell,
// scrolling); an apply that inserts above keeps the visible rows in place when asked to; and the
// handler finds the cell an action came from (`actionSourceView`), for a popover.

import UIKit

// MARK: - Values

@MainActor
private enum People {
    static let ada = Contacts.FavoriteViewModel(contactId: "f-ada", name: "Ada")

    static func contacts(_ letter: String, _ count: Int) -> [Contacts.ContactViewModel] {
        (0..<count).map { Contacts.ContactViewModel(contactId: "\(letter)\($0)", name: "\(letter)name \($0)", photoURL: nil) }
    }

    static func letter(_ letter: String, _ count: Int) -> Contacts.LetterSection {
        Contacts.LetterSection(context: .init(letter: letter), contact: contacts(letter, count))
    }

    /// Favorites, A (2 contacts), B (none: not shown), C (3).
    static let input = Contacts.Input(
        favorites: .init(favorite: [ada]), letter: [letter("A", 2), letter("B", 0), letter("C", 3)])

    static func screen() -> (tableView: UITableView, handler: ContactsHandler, dataSource: Contacts.DataSource) {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        let handler = ContactsHandler()
        let dataSource = Contacts.DataSource(tableView: tableView, handler: handler)
        handler.dataSource = dataSource
        dataSource.apply(input, animatingDifferences: false)
        return (tableView, handler, dataSource)
    }
}

/// Records each action with the view it came from, as a handler presenting a popover reads it.
@MainActor
final class ContactsHandler: Contacts.ActionHandler {
    weak var dataSource: Contacts.DataSource?
    var received: [Contacts.Action] = []
    var sources: [UIView?] = []

    private func receive(_ action: Contacts.Action) {
        received.append(action)
        sources.append(dataSource?.actionSourceView)
    }

    func openFavorite(_ row: Contacts.FavoriteViewModel) { receive(.openFavorite(row)) }
    func openContact(_ row: Contacts.ContactViewModel, context: Contacts.LetterContext) { receive(.openContact(row, context: context)) }
    func call(_ row: Contacts.ContactViewModel, context: Contacts.LetterContext) { receive(.call(row, context: context)) }
    func contactShown(_ row: Contacts.ContactViewModel, context: Contacts.LetterContext) { receive(.contactShown(row, context: context)) }
    func contactHidden(_ row: Contacts.ContactViewModel, context: Contacts.LetterContext) { receive(.contactHidden(row, context: context)) }
    func loadPhotos(_ rows: [Contacts.ContactViewModel]) { receive(.loadPhotos(rows)) }
    func cancelPhotos(_ ids: [Contacts.ContactViewModel.ID]) { receive(.cancelPhotos(ids)) }
}

// MARK: - Contacts (table)

@MainActor
func contactsSectionIndexScenario() {
    let (tableView, _, dataSource) = People.screen()
    defer { withExtendedLifetime(dataSource) {} }  // the table holds its data source weakly
    expect(tableView.sectionIndexTitlesForTesting == ["★", "A", "C"], "the index lists the sections shown: ★ for favorites, then each letter; B has no rows")
    let section = tableView.touchSectionIndexForTesting(at: 2)
    expect(section == 2, "touching C scrolls to C's section, the third shown")
    expect(tableView.contentOffset.y == tableView.rectForRow(at: IndexPath(row: 0, section: 2)).minY, "the table shows C's first row at the top", doubleOnly: true)

    var input = People.input
    input.favorites.favorite = []
    dataSource.apply(input, animatingDifferences: false)
    expect(tableView.sectionIndexTitlesForTesting == ["A", "C"], "without favorites, no ★")
    dataSource.apply(Contacts.Input(favorites: .init(favorite: []), letter: []), animatingDifferences: false)
    expect(tableView.sectionIndexTitlesForTesting == nil, "an empty list shows no index")
}

@MainActor
func contactsPrefetchAndImpressionsScenario() {
    let (tableView, handler, dataSource) = People.screen()
    defer { withExtendedLifetime(dataSource) {} }
    let a = People.contacts("A", 2), letterA = Contacts.LetterContext(letter: "A")

    tableView.prefetchRowsForTesting(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 1), IndexPath(row: 0, section: 1)])
    expect(handler.received == [.loadPhotos([a[1], a[0]])], "prefetching sends the contacts' view-models in UIKit's order, once; favorites do not prefetch")
    tableView.cancelPrefetchingForTesting(at: [IndexPath(row: 1, section: 1)])
    expect(handler.received.last == .cancelPhotos([a[1].id]), "cancelling sends the contacts' ids")
    expect(handler.sources == [nil, nil], "prefetching comes from no view")

    handler.received = []
    handler.sources = []
    let cell = tableView.cellForTesting(at: IndexPath(row: 0, section: 1))
    expect(handler.received == [.contactShown(a[0], context: letterA)], "a contact coming into view sends its impression, with its letter")
    expect(handler.sources.last == .some(cell), "from its cell")
    tableView.cellForTesting(at: IndexPath(row: 0, section: 0))
    expect(handler.received.count == 1, "a favorite sends no impression")
    tableView.endDisplayingForTesting(at: IndexPath(row: 0, section: 1))
    expect(handler.received.last == .contactHidden(a[0], context: letterA), "leaving the view sends its disappearance")
    expect(dataSource.actionSourceView == nil, "outside a delivery there is no source view")
}

@MainActor
func contactsByIDScenario() {
    let (tableView, handler, dataSource) = People.screen()
    defer { withExtendedLifetime(dataSource) {} }
    let c = People.contacts("C", 3)

    expect(dataSource.indexPath(for: .contact(c[1].id)) == IndexPath(row: 1, section: 2), "a contact's index path by its id")
    expect(dataSource.indexPath(for: .favorite("f-ada")) == IndexPath(row: 0, section: 0), "a favorite's by its id")
    expect(dataSource.indexPath(for: .contact("Z9")) == nil, "an id no row has: nil")
    expect(dataSource.cell(for: .contact(c[0].id), as: ContactsPersonCell.self) == nil, "a row not on screen has no cell")
    let shown = tableView.cellForTesting(at: IndexPath(row: 0, section: 2))
    let typed: ContactsPersonCell? = dataSource.cell(for: .contact(c[0].id))
    expect(typed === shown, "its cell, typed as the class that shows it")
    expect(dataSource.cell(for: .contact(c[0].id), as: ContactsFavoriteCell.self) == nil, "asked as another class: nil")

    // The call button sends from the row's cell: a popover about the call anchors on it.
    typed?.callButton.sendActions(for: .touchUpInside)
    expect(handler.received.last == .call(c[0], context: .init(letter: "C")), "the call button calls the contact")
    expect(handler.sources.last == .some(shown), "the handler reaches the cell the call came from")
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 2))
    expect(handler.sources.last == .some(shown), "and the cell a selection came from")

    expect(dataSource.scrollTo(.contact(c[2].id), at: .top, animated: false), "scrolling to a shown row")
    expect(tableView.contentOffset.y == tableView.rectForRow(at: IndexPath(row: 2, section: 2)).minY, "puts it at the top", doubleOnly: true)
    expect(!dataSource.scrollTo(.contact("Z9"), at: .top), "scrolling to an unknown id does nothing")
}

@MainActor
func contactsKeepScrollPositionScenario() {
    let (tableView, _, dataSource) = People.screen()
    defer { withExtendedLifetime(dataSource) {} }
    let firstC = IndexPath(row: 0, section: 2)
    dataSource.scrollTo(.contact("C0"), at: .top, animated: false)
    for row in 0..<3 { tableView.cellForTesting(at: IndexPath(row: row, section: 2)) }
    let before = tableView.rectForRow(at: firstC).minY - tableView.contentOffset.y

    // B gets four contacts: a section inserted above the visible ones.
    var input = People.input
    input.letter[1] = People.letter("B", 4)
    expect(dataSource.keepsScrollPosition, "the spec's keepsScrollPosition: true starts the data source keeping it")
    dataSource.keepsScrollPosition = false
    dataSource.apply(input, animatingDifferences: false)
    let movedC = IndexPath(row: 0, section: 3)
    expect(tableView.rectForRow(at: movedC).minY - tableView.contentOffset.y != before, "turned off, the content offset stays, so C moves down by B's rows", doubleOnly: true)

    dataSource.apply(People.input, animatingDifferences: false)
    dataSource.scrollTo(.contact("C0"), at: .top, animated: false)
    for row in 0..<3 { tableView.cellForTesting(at: IndexPath(row: row, section: 2)) }
    dataSource.keepsScrollPosition = true
    let offset = tableView.contentOffset.y
    dataSource.apply(input, animatingDifferences: false)
    expect(tableView.rectForRow(at: movedC).minY - tableView.contentOffset.y == before, "keeping the scroll position, C's first row stays where it was on screen")
    expect(tableView.contentOffset.y == offset + 4 * 44, "the offset grew by B's four rows", doubleOnly: true)
}

// MARK: - Directory (collection)

@MainActor
func directoryIndexPrefetchAndByIDScenario() {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: Directory.DataSource.makeLayout())
    let handler = DirectoryHandler()
    let dataSource = Directory.DataSource(collectionView: collectionView, handler: handler)
    defer { withExtendedLifetime(dataSource) {} }
    func people(_ ids: Range<Int>) -> [Directory.PersonViewModel] { ids.map { .init(personId: $0, name: "Person \($0)", avatar: nil) } }
    func team(_ name: String, _ initial: String?, _ ids: Range<Int>) -> Directory.TeamSection {
        .init(context: .init(name: name, initial: initial), person: people(ids))
    }
    dataSource.apply(.init(team: [team("Data", "D", 0..<2), team("Design", "D", 2..<4), team("Ops", nil, 4..<5), team("Web", "W", 5..<7)]), animatingDifferences: false)

    expect(collectionView.indexTitlesForTesting == ["D", "W"], "each title once; a team without an initial has no entry")
    expect(collectionView.touchIndexTitleForTesting(at: 1) == IndexPath(item: 0, section: 3), "touching W goes to the Web team's first person")

    collectionView.prefetchItemsForTesting(at: [IndexPath(item: 0, section: 3), IndexPath(item: 1, section: 0)])
    expect(handler.received == [.loadAvatars([people(5..<6)[0], people(1..<2)[0]])], "prefetching sends the people's view-models")
    collectionView.cancelPrefetchingForTesting(at: [IndexPath(item: 0, section: 3)])
    expect(handler.received.count == 1, "a cell without a cancel action sends nothing when prefetching is cancelled")

    let cell = collectionView.cellForTesting(at: IndexPath(item: 1, section: 1))
    expect(handler.received.last == .personShown(people(3..<4)[0], context: .init(name: "Design", initial: "D")), "a person coming into view sends its impression")
    expect(dataSource.cell(for: .person(3), as: DirectoryPersonCell.self) === cell, "a person's cell by id")
    expect(dataSource.indexPath(for: .person(6)) == IndexPath(item: 1, section: 3), "a person's index path by id")
    expect(dataSource.scrollTo(.person(6), at: .top, animated: false), "scrolling to a person")
    expect(collectionView.contentOffset.y == 6 * 44, "puts them at the top", doubleOnly: true)
}

@MainActor
final class DirectoryHandler: Directory.ActionHandler {
    var received: [Directory.Action] = []
    func openPerson(_ row: Directory.PersonViewModel, context: Directory.TeamContext) { received.append(.openPerson(row, context: context)) }
    func personShown(_ row: Directory.PersonViewModel, context: Directory.TeamContext) { received.append(.personShown(row, context: context)) }
    func loadAvatars(_ rows: [Directory.PersonViewModel]) { received.append(.loadAvatars(rows)) }
}
