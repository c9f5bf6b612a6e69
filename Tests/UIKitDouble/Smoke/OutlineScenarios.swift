// Issue 34's outlines on the double: Feeds (a reader's sidebar after NetNewsWire's), a collapsible
// section of smart feeds and folders of feeds, shown through section snapshots; what the user
// opened stays open across applies.

import UIKit

/// Feeds' input: the smart feeds under their header, the folders with their feeds, the feeds in
/// no folder; `unread` gives Swift.org's count.
@MainActor
private enum Reader {
    static let smart = ["Today", "All Unread", "Starred"].map { Feeds.SmartFeedViewModel(id: $0, name: $0, symbol: "star", unread: nil) }
    static let title = Feeds.SectionTitleViewModel(title: "Smart Feeds")
    static let tech = Feeds.FolderViewModel(id: "tech", name: "Tech", unread: nil)
    static let news = Feeds.FolderViewModel(id: "news", name: "News", unread: nil)
    static let fireball = Feeds.FeedViewModel(id: "df", name: "Daring Fireball", unread: "2")

    static func swift(unread: String) -> Feeds.FeedViewModel { .init(id: "swift", name: "Swift.org", unread: unread) }

    static func input(unread: String = "3", folders extra: [CellGenOutline<Feeds.FolderViewModel, Feeds.FeedViewModel>] = []) -> Feeds.Input {
        let techFeeds = [swift(unread: unread), .init(id: "nshipster", name: "NSHipster", unread: nil)]
        let newsFeeds = [Feeds.FeedViewModel(id: "bbc", name: "BBC", unread: "40")]
        return .init(
            smart: .init(sectionTitle: .init(title, children: smart)),
            subscriptions: .init(folder: [.init(tech, children: techFeeds), .init(news, children: newsFeeds)] + extra, feed: [fireball]))
    }
}

@MainActor
func feedsOutlineScenario() {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 844), collectionViewLayout: Feeds.DataSource.makeLayout())
    let handler = FeedsHandler()
    let dataSource = Feeds.DataSource(collectionView: collectionView, handler: handler)
    dataSource.apply(Reader.input(), animatingDifferences: false)
    func count(_ section: Int) -> Int { collectionView.numberOfItemsForTesting(inSection: section) }
    func disclosure(_ item: Int, _ section: Int) -> UICellAccessory? {
        let cell = collectionView.cellForTesting(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
        return cell?.accessories.first { $0.accessoryType == .outlineDisclosure }
    }

    expect(count(0) == 4, "the smart feeds' section starts open: its header and three feeds (\(count(0)))")
    expect(count(1) == 3, "the folders start closed: Tech, News and the feed in no folder (\(count(1)))")
    expect(dataSource.snapshot(for: .subscriptions).items.count == 6, "the closed folders' feeds are in the section's outline, hidden")
    expect(disclosure(0, 0) != nil && disclosure(1, 1) != nil, "the header and the folders show an outline disclosure")
    expect(disclosure(2, 1) == nil, "a feed in no folder shows none")
    expect(collectionView.cellForTesting(at: IndexPath(item: 2, section: 1)).accessibilityIdentifier == "Feeds.subscriptions.feed.df",
           "identifiers are the rows', whatever is hidden above them")

    // The header: a tap anywhere closes the section and selects nothing. UIKit's taps on a header and
    // on a disclosure happen inside it, so the double alone checks them.
    expect(!collectionView.selectItemForTesting(at: IndexPath(item: 0, section: 0)), "a collapsible section's header is not selected", doubleOnly: true)
    expect(count(0) == 1 && handler.received.isEmpty, "tapping the header closed the section, sending nothing", doubleOnly: true)
    expect(dataSource.isExpanded(.sectionTitle(Reader.title.id)) == false, "isExpanded(_:) reads what the tap did", doubleOnly: true)

    // A folder: its disclosure opens it, a tap selects it.
    expect(collectionView.toggleOutlineForTesting(at: IndexPath(item: 0, section: 1)), "the folder's disclosure toggles it", doubleOnly: true)
    dataSource.setExpanded(false, .sectionTitle(Reader.title.id), animated: false)
    dataSource.setExpanded(true, .folder("tech"), animated: false)
    expect(count(1) == 5, "Tech's two feeds show under it (\(count(1)))")
    collectionView.selectItemForTesting(at: IndexPath(item: 1, section: 1))
    expect(handler.received.last == .openFeed(Reader.swift(unread: "3")), "a feed under a folder sends its own selection")
    collectionView.selectItemForTesting(at: IndexPath(item: 0, section: 1))
    expect(handler.received.last == .openFolder(Reader.tech), "a tap on the folder itself selects it")
    expect(collectionView.cellForTesting(at: IndexPath(item: 4, section: 1)).accessibilityIdentifier == "Feeds.subscriptions.feed.df",
           "the feed in no folder keeps its identifier below the opened folder")

    // A refresh with new counts and a new folder: what the user opened and closed stays so.
    let science = Feeds.FolderViewModel(id: "science", name: "Science", unread: nil)
    dataSource.apply(Reader.input(unread: "4", folders: [.init(science, children: [.init(id: "nasa", name: "NASA", unread: nil)])]))
    expect(count(0) == 1, "the closed section stays closed across the apply")
    expect(count(1) == 6, "Tech stays open, News and the new Science folder start closed (\(count(1)))")
    expect(dataSource.row(at: IndexPath(item: 1, section: 1)) == .folderFeed(Reader.swift(unread: "4")), "Swift.org's count changed in place")

    // By id: open the section again, close Tech; a feed is no parent.
    expect(dataSource.setExpanded(true, .sectionTitle(Reader.title.id), animated: false) && count(0) == 4, "setExpanded opens the section by id")
    expect(dataSource.setExpanded(false, .folder("tech"), animated: false) && count(1) == 4, "and closes a folder")
    expect(!dataSource.setExpanded(true, .feed("df")) && dataSource.isExpanded(.feed("df")) == nil, "a feed in no folder has nothing to open")
    dataSource.apply(Reader.input(unread: "5"))
    expect(count(0) == 4 && count(1) == 3, "an apply keeps what setExpanded left, and drops the folder it no longer has")
    expect(disclosure(2, 1) == nil, "a reused cell that showed a folder shows no disclosure for a feed")
}
