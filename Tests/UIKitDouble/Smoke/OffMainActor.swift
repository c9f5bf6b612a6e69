// The values a presenter or a background task works with, used where no actor is: building an
// input, its sections, rows, ids, heights, snapshots and actions, comparing and hashing them.
// Compiled in every language mode the real-SDK check proves (docs/RealSDK.md), default MainActor
// isolation included, where a value type that did not say `nonisolated` would be main-actor
// isolated and every line below would fail to compile. The scenarios also run it on a detached
// task.

import UIKit

/// What `offMainActorChecks()` found: a description of each check that failed.
nonisolated func offMainActorChecks() -> [String] {
    var failures: [String] = []
    func check(_ condition: Bool, _ what: String) {
        if !condition { failures.append(what) }
    }

    // A table screen with plain repeated rows (seed 4).
    let shoes = CatalogSearch.SearchProductViewModel(productId: "p1", productName: "Shoes", productIconURL: nil)
    let catalog = CatalogSearch.Input(
        history: .init(searchHistory: [.init(query: "boots")]),
        products: .init(searchProduct: [shoes, .init(productId: "p2", productName: "Hat", productIconURL: nil)]),
        categories: .init(searchCategory: []))
    let catalogSections = CatalogSearch.Builder.sections(from: catalog)
    check(catalogSections.map(\.id) == [.history, .products], "CatalogSearch: empty sections left out")
    let catalogRows = listModel(showing: catalogSections)
    check(catalogRows[CatalogSearch.Item(section: .products, row: .searchProduct(shoes.id))] == .searchProduct(shoes), "CatalogSearch: a row by item")
    let catalogSnapshot = listChanges(from: [], to: catalogSections).snapshot
    check(catalogSnapshot.numberOfItems == 3, "CatalogSearch: a snapshot built off the main actor")
    check(CatalogSearch.Action.selection(of: .searchProduct(shoes)) == .openProduct(shoes), "CatalogSearch: the selection action")
    check(Set(catalogSections.flatMap(\.rows).map(\.id)).count == 3, "CatalogSearch: row ids hash")

    // Repeated sections with a context and a library's cells (seed 1).
    let context = EmployeeList.EmployeeContext(phone: "+1 555", email: "ada@example.com")
    let call = DesignSystem.ButtonViewModel(title: "Call")
    let employee = EmployeeList.EmployeeSection(
        context: context, employeeInfo: .init(name: "Ada", specialization: "Engineer", imageURL: nil),
        workplace: [.init(workplace: "London")], call: call, write: .init(title: "Write"))
    var other = employee
    other.context.email = "grace@example.com"
    let employees = EmployeeList.Builder.sections(from: .init(employee: [employee, other]))
    check(employees.count == 2 && employees[0].rows.count == 4, "EmployeeList: one section per employee")
    check(EmployeeList.Action.call(call, context: context) != EmployeeList.Action.write(call, context: context), "EmployeeList: actions compare")
    check(employees.flatMap(\.rows).allSatisfy { $0.height == .automatic || $0.height != .automatic }, "EmployeeList: heights read")

    // Optional fields and a nib cell (seed 2), a mixed slot of screen and library cells (seed 5).
    let article = ArticleFeed.ArticleViewModel(avatarImageURL: nil, authorName: "Ada", date: "Monday", title: "Hi", previewText: nil)
    check(ArticleFeed.Builder.sections(from: .init(articles: .init(article: [article]))).first?.rows == [.article(article)], "ArticleFeed: rows")
    let setting = Settings.SwitchedSettingViewModel(text: "Wi-Fi", isOn: true)
    let settings = Settings.Input(
        general: .init(items: [.text(.init(text: "About")), .valueSetting(.init(text: "Version", value: "1.0"))]),
        security: .init(switchedSetting: [setting]))
    check(Settings.Builder.sections(from: settings).map(\.rows.count) == [2, 1], "Settings: a mixed slot")
    check(Settings.Action.toggleSetting(setting, value: false).hashValue == Settings.Action.toggleSetting(setting, value: false).hashValue,
          "Settings: actions hash")

    // A collection screen: swipe actions and their presentation, header views' values.
    let upload = Photos.UploadViewModel(uploadId: "u1", name: "IMG_1.heic")
    let photos = Photos.Input(
        albums: .init(album: [.init(albumId: "a1", title: "Trips")]),
        recent: .init(header: .init(title: "Recent", count: 1), recentPhoto: [.init(photoId: "r1")]),
        favorites: .init(favoritePhoto: []), uploads: .init(upload: [upload]))
    let photoSections = Photos.Builder.sections(from: photos)
    check(photoSections.map(\.id) == [.albums, .recent, .uploads], "Photos: sections")
    check(Photos.Action.trailingSwipe(of: .upload(upload)) == [.cancelUpload(upload)], "Photos: a swipe action")
    check(Photos.Action.cancelUpload(upload).presentation?.isDestructive == true, "Photos: its presentation")
    return failures
}
