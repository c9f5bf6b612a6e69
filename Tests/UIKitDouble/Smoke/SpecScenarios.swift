// Runnable scenarios of two example screens of specs/: CatalogSearch (a table with
// class-registered cells and select actions) and EmployeeList (storyboard prototypes, button
// events with section context).

import UIKit

// MARK: - CatalogSearch: a table with class-registered cells and select actions

@MainActor
func catalogSearchScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let handler = CatalogHandler()
    let dataSource = CatalogSearch.DataSource(tableView: tableView, handler: handler)
    expect(tableView.dataSource === dataSource && tableView.delegate === dataSource, "data source and delegate installed")
    expect(tableView.registeredCellClassForTesting(forReuseIdentifier: "SearchPreviousCell") == SearchPreviousCell.self, "history cell class registered", doubleOnly: true)
    expect(tableView.registeredCellClassForTesting(forReuseIdentifier: "SearchSectionCell") == SearchSectionCell.self, "category cell class registered", doubleOnly: true)

    let shoes = CatalogSearch.SearchProductViewModel(productId: "p1", productName: "Shoes", productIconURL: nil)
    let input = CatalogSearch.Input(
        history: .init(searchHistory: [.init(query: "boots"), .init(query: "socks")]),
        products: .init(searchProduct: [
            shoes,
            .init(productId: "p2", productName: "Hat", productIconURL: URL(string: "https://example.com/hat.png")),
        ]),
        categories: .init(searchCategory: [.init(sectionId: "c1", sectionName: "Clothes", sectionIconURL: nil)])
    )
    dataSource.apply(input, animatingDifferences: false)

    expect(tableView.numberOfSections == 3, "three sections")
    expect((0..<3).map { tableView.numberOfRowsForTesting(inSection: $0) } == [2, 2, 1], "rows per section")
    expect(tableView.titleForHeaderForTesting(in: 0) == "Recent searches", "history header title")
    expect(tableView.titleForHeaderForTesting(in: 1) == "Products", "products header title")
    expect(tableView.titleForFooterForTesting(in: 1) == nil, "no footer")
    expect(tableView.viewForHeaderForTesting(in: 1) == nil, "title headers have no view")
    expect(tableView.heightForRowForTesting(at: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension, "automatic height")

    let snapshot = dataSource.snapshot()
    expect(snapshot.sectionIdentifiers == [.history, .products, .categories], "snapshot sections in spec order")
    expect(snapshot.numberOfItems == 5, "snapshot has five items")
    expect(snapshot.itemIdentifiers(inSection: .products).map(\.row) == [.searchProduct("p1"), .searchProduct("p2")], "product items in input order")
    expect(shownRows(snapshot.itemIdentifiers(inSection: .products), dataSource.listModel)
               == [.searchProduct(shoes), .searchProduct(input.products.searchProduct[1])], "the rows behind them")

    let productCell = tableView.cellForTesting(at: IndexPath(row: 0, section: 1))
    expect(productCell is SearchProductCell, "product row dequeues SearchProductCell")
    expect(productCell.reuseIdentifier == "SearchProductCell", "reuse identifier is the class name")
    expect((productCell as? SearchProductCell)?.nameLabel.text == "Shoes", "product cell shows its name")
    let historyCell = tableView.cellForTesting(at: IndexPath(row: 1, section: 0))
    expect(historyCell.textLabel?.text == "socks", "history cell shows its query")
    expect((tableView.cellForTesting(at: IndexPath(row: 0, section: 2)) as? SearchSectionCell)?.detailTextLabel?.text == "c1",
           "category cell shows its id")

    expect(tableView.selectRowForTesting(at: IndexPath(row: 1, section: 1)), "product row is selectable")
    if case .openProduct(let product)? = handler.received.last {
        expect(product.productId == "p2" && product.productName == "Hat", "openProduct carries the row's view-model")
    } else {
        expect(false, "selecting a product sends openProduct, got \(handler.received)")
    }
    expect(tableView.indexPathForSelectedRow != nil, "a momentary selection stays while the screen it opened shows")
    dataSource.deselectMomentaryRows(animated: false)
    expect(tableView.indexPathForSelectedRow == nil, "and goes as the screen reappears")
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0))
    expect(handler.received.count == 2 && handler.received.last == .repeatSearch(.init(query: "boots")), "history row sends repeatSearch")

    // Same identity, new content: the visible cell is reconfigured in place.
    var renamed = input
    renamed.products.searchProduct[0].productName = "Running shoes"
    dataSource.apply(renamed, animatingDifferences: true)
    let reconfigured = tableView.cellForRow(at: IndexPath(row: 0, section: 1))
    expect(reconfigured === productCell, "reconfigured row keeps its cell")
    expect((reconfigured as? SearchProductCell)?.nameLabel.text == "Running shoes", "reconfigured cell shows the new name")
    expect(dataSource.applyCountForTesting == 2, "two snapshots applied", doubleOnly: true)
}

// MARK: - EmployeeList: storyboard prototypes, button events with section context

@MainActor
func employeeListScenario() {
    let tableView = UITableView(frame: .zero, style: .grouped)
    for (cellClass, identifier) in [
        (EmployeeBaseInfoCell.self, "EmployeeBaseInfoCell"), (EmployeeWorkplaceCell.self, "EmployeeWorkplaceCell"), (ButtonCell.self, "ButtonCell"),
    ] as [(UITableViewCell.Type, String)] {
        tableView.registerPrototypeForTesting(cellClass, forCellReuseIdentifier: identifier)
    }
    let handler = EmployeeHandler()
    let dataSource = EmployeeList.DataSource(tableView: tableView, handler: handler)
    func employee(_ name: String, _ phone: String) -> EmployeeList.EmployeeSection {
        .init(
            context: .init(phone: phone, email: "\(name)@example.com"),
            employeeInfo: .init(name: name, specialization: "iOS", imageURL: nil),
            workplace: [.init(workplace: "Office \(name)")],
            call: .init(title: "Call"), write: .init(title: "Write")
        )
    }
    dataSource.apply(.init(employee: [employee("ann", "+1"), employee("bob", "+2")]), animatingDifferences: false)
    expect(tableView.numberOfSections == 2 && tableView.numberOfRows(inSection: 1) == 4, "one section of four rows per employee")
    expect(!tableView.selectRowForTesting(at: IndexPath(row: 2, section: 1)), "button rows are not selectable")
    guard let callCell = tableView.cellForTesting(at: IndexPath(row: 2, section: 1)) as? ButtonCell else {
        return expect(false, "call row dequeues ButtonCell from its prototype")
    }
    expect(callCell.button.currentTitle == "Call", "button shows its title (set up in awakeFromNib)")
    callCell.button.tapForTesting()
    (tableView.cellForTesting(at: IndexPath(row: 3, section: 0)) as? ButtonCell)?.button.tapForTesting()
    expect(handler.calls == ["call +2", "write ann@example.com"], "button taps deliver actions with the section context: \(handler.calls)")
}
