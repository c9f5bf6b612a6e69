// Two rows with one id in a section: UIKit raises on a snapshot with a repeated item, so the
// engine keeps the first row. A debug build stops there (an assertion names the section); a
// release build shows the first row and runs on. Not in `allScenarios`, which must run through:
// GeneratedCodeProofTests runs it by name in both configurations.

import UIKit

@MainActor
func duplicateRowsScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let dataSource = CatalogSearch.DataSource(tableView: tableView)
    let shoes = CatalogSearch.SearchProductViewModel(productId: "p1", productName: "Shoes", productIconURL: nil)
    let hat = CatalogSearch.SearchProductViewModel(productId: "p2", productName: "Hat", productIconURL: nil)
    let again = CatalogSearch.SearchProductViewModel(productId: "p1", productName: "Shoes (second p1)", productIconURL: nil)
    dataSource.apply(.init(history: .init(searchHistory: []), products: .init(searchProduct: [shoes, hat, again]), categories: .init(searchCategory: [])))

    expect(tableView.numberOfRowsForTesting(inSection: 0) == 2, "the second p1 is not shown")
    expect(dataSource.sections.first?.rows == [.searchProduct(shoes), .searchProduct(hat)], "the data source keeps the first p1")
    expect((tableView.cellForTesting(at: IndexPath(row: 0, section: 0)) as? SearchProductCell)?.nameLabel.text == "Shoes",
           "and shows it")
}
