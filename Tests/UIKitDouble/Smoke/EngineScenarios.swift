// The list engine's rules (DESIGN 11.2), seen from outside on the seed screens: an apply
// compares rows with the last apply's, so prepending a row reconfigures none (the visible cells
// named by position get their new accessibility identifiers without a reconfigure); a header
// whose values change is shown in place on its visible view, with no section reload; a large
// change reloads instead of animating; sections built off the main actor apply with a completion;
// and a list whose delegate was taken over says so.

import UIKit

// MARK: - Prepending one row

@MainActor
func enginePrependScenario() {
    UINib.register(DRHTableViewCell.self, forNibName: "DRHTableViewCell")
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let dataSource = ArticleFeed.DataSource(tableView: tableView)
    let articles = (0..<100).map { ArticleFeed.ArticleViewModel(avatarImageURL: nil, authorName: "Author \($0)", date: "2024-05-\($0)", title: "Title \($0)", previewText: nil) }
    dataSource.apply(.init(articles: .init(article: articles)))
    let visible = (0..<3).map { tableView.cellForTesting(at: IndexPath(row: $0, section: 0)) }
    expect(visible.map(\.accessibilityIdentifier) == ["ArticleFeed.articles.article.0", "ArticleFeed.articles.article.1", "ArticleFeed.articles.article.2"],
           "rows without a one-field identity are named by position: \(visible.map(\.accessibilityIdentifier))")
    let configured = tableView.cellDequeueLogForTesting.count

    let newest = ArticleFeed.ArticleViewModel(avatarImageURL: nil, authorName: "Newest", date: "2024-06-01", title: "New", previewText: nil)
    let changes = listChanges(from: dataSource.sections, to: ArticleFeed.Builder.sections(from: .init(articles: .init(article: [newest] + articles))))
    expect(changes.snapshot.reconfiguredItemIdentifiers.isEmpty && changes.count == 1, "prepending one row reconfigures none: \(changes.count) change")
    dataSource.apply(.init(articles: .init(article: [newest] + articles)))
    expect((0..<3).allSatisfy { tableView.cellForRow(at: IndexPath(row: $0 + 1, section: 0)) === visible[$0] }, "the visible rows keep their cells, one down")
    expect(tableView.cellDequeueLogForTesting.count == configured, "and are neither dequeued nor configured again", doubleOnly: true)
    expect(visible.map(\.accessibilityIdentifier) == ["ArticleFeed.articles.article.1", "ArticleFeed.articles.article.2", "ArticleFeed.articles.article.3"],
           "their identifiers follow their new positions: \(visible.map(\.accessibilityIdentifier))")
    expect(tableView.cellForTesting(at: IndexPath(row: 0, section: 0)).accessibilityIdentifier == "ArticleFeed.articles.article.0",
           "the new row's cell is named when it is configured")
}

// MARK: - A header that holds a count

@MainActor
func engineHeaderInPlaceScenario() {
    let collectionView = productListCollectionView()
    let dataSource = ProductList.DataSource(collectionView: collectionView)
    let promo = ProductList.PromoViewModel(title: "Sale", bannerURL: nil)
    let ad = ProductList.AdViewModel(imageURL: nil, link: URL(string: "https://example.com/ad")!)
    let page = (0..<5).map { ProductList.ProductViewModel(id: "p\($0)", name: "Product \($0)", price: 10, imageURL: nil) }
    dataSource.apply(.init(products: .init(header: .init(title: "Products", productCount: 5), promo: promo, ad: ad, product: page)))
    let header = collectionView.headerForTesting(in: 0) as? ProductsHeaderView
    let cells = collectionView.allCellsForTesting()[0]
    expect(header?.titleLabel.text == "Products (5)", "the header shows the count")
    let dequeues = collectionView.cellDequeueLogForTesting.count

    // The next page: five more products, and the header's count.
    let next = page + (5..<10).map { ProductList.ProductViewModel(id: "p\($0)", name: "Product \($0)", price: 10, imageURL: nil) }
    let input = ProductList.Input(products: .init(header: .init(title: "Products", productCount: 10), promo: promo, ad: ad, product: next))
    let changes = listChanges(from: dataSource.sections, to: ProductList.Builder.sections(from: input))
    expect(changes.snapshot.reloadedSectionIdentifiers.isEmpty && changes.supplementaries.count == 1,
           "a header count change reloads no section: it is shown in place")
    dataSource.apply(input)
    expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) === header,
           "the header view stays")
    expect(header?.titleLabel.text == "Products (10)", "and shows the new count")
    expect(cells.indices.allSatisfy { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) === cells[$0] }, "every shown cell stays")
    expect(collectionView.cellDequeueLogForTesting.count == dequeues, "no shown cell is dequeued again", doubleOnly: true)

    // The header changes kind only when another view shows it; none here, so a title never comes.
    expect(dataSource.sections.first?.header?.kind == "productsHeader", "the header's kind is its view")
}

// MARK: - Large changes, completion, sections built off the main actor

/// Builds a screen's sections where a team might: off the main actor.
nonisolated func catalogSections(products count: Int, named name: String) -> [CatalogSearch.Section] {
    let products = (0..<count).map { CatalogSearch.SearchProductViewModel(productId: "p\($0)", productName: "\(name) \($0)", productIconURL: nil) }
    return CatalogSearch.Builder.sections(from: .init(history: .init(searchHistory: []), products: .init(searchProduct: products), categories: .init(searchCategory: [])))
}

@MainActor
func engineLargeChangeScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let dataSource = CatalogSearch.DataSource(tableView: tableView)
    var completions = 0
    dataSource.apply(catalogSections(products: 20, named: "Shoe"), completion: { completions += 1 })
    expect(completions == 1 && tableView.numberOfRowsForTesting(inSection: 0) == 20, "sections built off the main actor apply, then the completion runs")
    let first = tableView.cellForTesting(at: IndexPath(row: 0, section: 0))

    dataSource.apply(catalogSections(products: 20, named: "Boot"), completion: { completions += 1 })
    expect(completions == 2, "every apply completes")
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === first, "20 changed rows animate: the cell is reconfigured in place")
    expect((first as? SearchProductCell)?.nameLabel.text == "Boot 0", "and shows the new name")

    dataSource.maximumAnimatedChanges = 10
    dataSource.apply(catalogSections(products: 20, named: "Sandal"))
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "above maximumAnimatedChanges the list reloads: no cell stays")
    expect((tableView.cellForTesting(at: IndexPath(row: 0, section: 0)) as? SearchProductCell)?.nameLabel.text == "Sandal 0", "and shows the new rows")
}

// MARK: - A delegate taken over

/// An object a screen set as the table's delegate after making the data source.
final class StrayTableDelegate: NSObject, UITableViewDelegate {
    /// Which screen set it (the scenario only needs some other delegate).
    let screen = "CatalogSearch"
}

@MainActor
func engineWiringScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let dataSource = CatalogSearch.DataSource(tableView: tableView)
    expect(dataSource.wiringProblem == nil, "a new data source is the table's data source and delegate")
    let stray = StrayTableDelegate()
    tableView.delegate = stray
    expect(dataSource.wiringProblem?.contains("no longer the delegate of its list") == true,
           "a delegate set on the table afterwards is reported: \(dataSource.wiringProblem ?? "nil")")
    dataSource.delegate = stray
    expect(dataSource.wiringProblem == nil && tableView.delegate === dataSource, "setting the data source's delegate instead mends it")
}

// MARK: - Another supplementary kind

/// A team's ProductList data source whose layout also declares a badge beside the section: the
/// engine asks the team for kinds other than headers and footers.
final class BadgedProductListDataSource: ProductList.DataSource {
    static let badgeKind = "badge"
    private let badges = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: badgeKind) { view, _, indexPath in
        view.accessibilityIdentifier = "badge.\(indexPath.section)"
    }

    override func supplementaryView(in collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        kind == Self.badgeKind ? collectionView.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath) : nil
    }
}

@MainActor
func engineOtherSupplementaryScenario() {
    let collectionView = productListCollectionView()
    let dataSource = BadgedProductListDataSource(collectionView: collectionView)
    dataSource.apply(.init(products: .init(
        header: .init(title: "Products", productCount: 1), promo: .init(title: "Sale", bannerURL: nil),
        ad: .init(imageURL: nil, link: URL(string: "https://example.com/ad")!), product: [.init(id: "p0", name: "Lamp", price: 1, imageURL: nil)])))
    let badge = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: BadgedProductListDataSource.badgeKind, at: IndexPath(item: 0, section: 0))
    expect(badge.accessibilityIdentifier == "badge.0", "a kind of the team's layout is the team's view")
    let header = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    expect(header is ProductsHeaderView, "headers stay the engine's")
}
