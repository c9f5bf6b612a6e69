// Uses the generated screens of ExampleScreens from another module, through their public API
// only: applies inputs, counts sections and rows, selects a row and checks the action.

import ExampleScreens
import Foundation
import UIKit

var failures = 0

@MainActor
func expect(_ condition: Bool, _ what: String) {
    if !condition {
        failures += 1
        print("FAIL: \(what)")
    }
}

@MainActor
final class CatalogHandler: CatalogSearch.ActionHandler {
    var opened: [String] = []
    func repeatSearch(_ row: CatalogSearch.SearchHistoryViewModel) {}
    func openProduct(_ row: CatalogSearch.SearchProductViewModel) { opened.append(row.productId) }
    func openCategory(_ row: CatalogSearch.SearchCategoryViewModel) {}
}

@MainActor
final class SettingsHandler: Settings.ActionHandler {
    func showAlert(_ row: Settings.TextViewModel) {}
    func showActionSheet(_ row: Settings.ValueSettingViewModel) {}
    func selectSecondTab(_ row: Settings.SwitchedSettingViewModel) {}
    func toggleSetting(_ row: Settings.SwitchedSettingViewModel, value: Bool) {}
}

@MainActor
final class GalleryHandler: Gallery.ActionHandler {
    func openPhoto(_ row: Gallery.PhotoViewModel, context: Gallery.AlbumsContext) {}
    func markFavorite(_ row: Gallery.PhotoViewModel, value: Bool, context: Gallery.AlbumsContext) {}
    func loadMore(_ row: Gallery.LoadMoreViewModel, context: Gallery.AlbumsContext) {}
}

/// Rows per section, as the table view asks its data source for them.
@MainActor
func rowCounts<S: Hashable & Sendable, I: Hashable & Sendable>(
    _ dataSource: UITableViewDiffableDataSource<S, I>, in tableView: UITableView
) -> [Int] {
    (0..<dataSource.numberOfSections(in: tableView)).map { dataSource.tableView(tableView, numberOfRowsInSection: $0) }
}

// CatalogSearch: three sections of repeated rows.
let catalogTable = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
let catalogHandler = CatalogHandler()
let catalog = CatalogSearch.DataSource(tableView: catalogTable, handler: catalogHandler)
catalog.apply(CatalogSearch.Input(
    history: .init(searchHistory: [.init(query: "boots")]),
    products: .init(searchProduct: [
        .init(productId: "p1", productName: "Shoes", productIconURL: nil),
        .init(productId: "p2", productName: "Hat", productIconURL: nil),
    ]),
    categories: .init(searchCategory: [])
), animatingDifferences: false)
// Spec v2 hides a section without rows (`whenEmpty: hide`, the default): the empty categories
// section is left out (v1 showed it with no rows). Intended.
expect(rowCounts(catalog, in: catalogTable) == [1, 2], "CatalogSearch rows per section: \(rowCounts(catalog, in: catalogTable))")
catalog.tableView(catalogTable, didSelectRowAt: IndexPath(row: 1, section: 1))
expect(catalogHandler.opened == ["p2"], "selecting the second product opens p2: \(catalogHandler.opened)")

// Settings: text and value rows in one section, switches in another.
let settingsTable = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
let settingsHandler = SettingsHandler()
let settings = Settings.DataSource(tableView: settingsTable, handler: settingsHandler)
settings.apply(Settings.Input(
    general: .init(text: [.init(text: "About")], valueSetting: [.init(text: "Language", value: "English")]),
    security: .init(switchedSetting: [.init(text: "Face ID", isOn: true)])
), animatingDifferences: false)
expect(rowCounts(settings, in: settingsTable) == [2, 1], "Settings rows per section: \(rowCounts(settings, in: settingsTable))")

// Gallery: a collection view, one section per album.
let galleryView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Gallery.DataSource.makeLayout())
let galleryHandler = GalleryHandler()
let gallery = Gallery.DataSource(collectionView: galleryView, handler: galleryHandler)
gallery.apply(Gallery.Input(albums: [
    Gallery.AlbumsSection(
        context: .init(albumId: "a1"),
        header: .init(title: "Summer", photoCount: 2),
        photo: [.init(photoId: "1", caption: "Beach", thumbnailURL: nil), .init(photoId: "2", caption: "Sea", thumbnailURL: nil)],
        loadMore: true),
]), animatingDifferences: false)
let galleryCounts = (0..<gallery.numberOfSections(in: galleryView)).map { gallery.collectionView(galleryView, numberOfItemsInSection: $0) }
expect(galleryCounts == [3], "Gallery items per section: \(galleryCounts)")

print(failures == 0 ? "ExampleRunner: all checks passed" : "ExampleRunner: \(failures) checks failed")
exit(failures == 0 ? 0 : 1)
