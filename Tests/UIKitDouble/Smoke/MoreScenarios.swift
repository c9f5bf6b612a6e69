// Runnable smoke scenarios for the collection screen (ProductList) and a control event (Settings).

import UIKit

// MARK: - ProductList: a collection view with nib cells, a header view and a list layout

@MainActor
func productListScenario() {
    let collectionView = productListCollectionView()
    let handler = ProductHandler()
    let dataSource = ProductList.DataSource(collectionView: collectionView, handler: handler)

    let products: [ProductList.ProductViewModel] = [
        .init(id: "a", name: "Lamp", price: Decimal(string: "19.99")!, imageURL: nil),
        .init(id: "b", name: "Desk", price: 120, imageURL: nil),
    ]
    let input = ProductList.Input(products: .init(
        header: .init(title: "Products", productCount: products.count),
        promo: .init(title: "Sale", bannerURL: nil),
        ad: .init(imageURL: nil, link: URL(string: "https://example.com/ad")!),
        product: products
    ))
    dataSource.apply(input, animatingDifferences: false)

    expect(collectionView.numberOfSections == 1 && collectionView.numberOfItemsForTesting(inSection: 0) == 4, "promo, ad and two products")
    let promo = collectionView.cellForTesting(at: IndexPath(item: 0, section: 0))
    expect((promo as? PromoCell)?.titleLabel.text == "Sale", "promo cell loaded from its nib and configured")
    expect(promo.reuseIdentifier.map { collectionView.isNibRegisteredForTesting(forReuseIdentifier: $0) } == true,
           "promo cell registered from its nib, by its registration", doubleOnly: true)
    let lamp = collectionView.cellForTesting(at: IndexPath(item: 2, section: 0)) as? ProductCell
    expect(lamp?.nameLabel.text == "Lamp" && lamp?.priceLabel.text == "19.99", "product cell shows name and price")
    expect(collectionView.registeredCellReuseIdentifiersForTesting.allSatisfy { $0.hasPrefix("CellRegistration-") },
           "every cell comes from a CellRegistration, none from a string identifier: \(collectionView.registeredCellReuseIdentifiersForTesting)", doubleOnly: true)

    // `layout: list`: full-width rows that size themselves; v1's flow layout made the promo and ad
    // rows its 50-point item size.
    let list = collectionView.listConfigurationForTesting(inSection: 0)
    expect(list?.appearance == .plain, "a plain list section", doubleOnly: true)
    expect(list?.headerMode == .supplementary && list?.footerMode == UICollectionLayoutListConfiguration.FooterMode.none,
           "the list declares the header the section has, and no footer", doubleOnly: true)
    expect(collectionView.itemsPerRowForTesting(inSection: 0) == 1, "one item per row")

    let header = collectionView.headerForTesting(in: 0) as? ProductsHeaderView
    expect(header?.titleLabel.text == "Products (2)", "header view dequeued through its registration and configured")
    expect(collectionView.footerForTesting(in: 0) == nil, "no footer: the layout declares none, the data source is not asked")

    expect(collectionView.selectItemForTesting(at: IndexPath(item: 3, section: 0)), "product item selectable")
    expect(handler.received == [.openProduct(products[1])], "selecting the second product sends openProduct(Desk)")
    expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)],
           "a momentary selection stays while the screen it opened shows")
    dataSource.deselectMomentaryRows(animated: false)
    expect(collectionView.indexPathsForSelectedItems?.isEmpty == true, "and goes as the screen reappears")
}

// MARK: - Settings: a switch's value-changed event delivers a Bool payload

@MainActor
func settingsScenario() {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let handler = SettingsHandler()
    let dataSource = Settings.DataSource(tableView: tableView, handler: handler)
    dataSource.apply(.init(
        general: .init(items: [.text(.init(text: "About")), .valueSetting(.init(text: "Language", value: "English"))]),
        security: .init(switchedSetting: [.init(text: "Face ID", isOn: false)])
    ))
    expect(tableView.titleForFooterForTesting(in: 1) == "Changes take effect immediately", "security footer")
    let valueCell = tableView.cellForTesting(at: IndexPath(row: 1, section: 0))
    expect(valueCell.detailTextLabel?.text == "English", "value1 cell shows the value")
    guard let switchCell = tableView.cellForTesting(at: IndexPath(row: 0, section: 1)) as? SwitchedSettingCell else {
        return expect(false, "switch row dequeues SwitchedSettingCell")
    }
    switchCell.toggle.setOnForTesting(true)
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0))
    expect(handler.log == ["toggle Face ID true", "alert About"], "switch and selection actions: \(handler.log)")
}
