// Runnable smoke scenarios for the collection screen (ProductList) and a control event (Settings).

import UIKit

// MARK: - ProductList: a collection view with nib cells, a header view and a flow layout

@MainActor
func productListScenario() {
    UINib.register(PromoCell.self, forNibName: "PromoCell")
    UINib.register(AdCell.self, forNibName: "AdCell")
    UINib.register(ProductCell.self, forNibName: "ProductCell")
    let layout = UICollectionViewFlowLayout()
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let handler = ProductHandler()
    let dataSource = ProductList.DataSource(collectionView: collectionView, handler: handler)
    expect(collectionView.isNibRegisteredForTesting(forReuseIdentifier: "PromoCell"), "promo cell registered from its nib")
    expect(
        collectionView.registeredSupplementaryClassForTesting(
            ofKind: UICollectionView.elementKindSectionHeader, forReuseIdentifier: "ProductsHeaderView") == ProductsHeaderView.self,
        "header view class registered for headers"
    )

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
    expect(promo.reuseIdentifier == "PromoCell", "promo reuse identifier")
    let lamp = collectionView.cellForTesting(at: IndexPath(item: 2, section: 0)) as? ProductCell
    expect(lamp?.nameLabel.text == "Lamp" && lamp?.priceLabel.text == "19.99", "product cell shows name and price")

    let productSize = collectionView.sizeForItemForTesting(at: IndexPath(item: 2, section: 0))
    expect(productSize == CGSize(width: 390, height: 120), "product item: full width, estimated height 120, got \(productSize)")
    let promoSize = collectionView.sizeForItemForTesting(at: IndexPath(item: 0, section: 0))
    expect(promoSize == CGSize(width: 390, height: 50), "automatic item height falls back to the layout's item height, got \(promoSize)")

    let header = collectionView.headerForTesting(in: 0) as? ProductsHeaderView
    expect(header?.titleLabel.text == "Products (2)", "header view dequeued and configured")
    expect(collectionView.referenceSizeForHeaderForTesting(in: 0) == CGSize(width: 390, height: 44), "header height 44")
    expect(collectionView.footerForTesting(in: 0) == nil, "no footer: zero reference size, data source not asked")

    expect(collectionView.selectItemForTesting(at: IndexPath(item: 3, section: 0)), "product item selectable")
    expect(handler.received == [.openProduct(products[1])], "selecting the second product sends openProduct(Desk)")
    expect(collectionView.indexPathsForSelectedItems?.isEmpty == true, "didSelect deselects the item")
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
