// Runnable scenarios of the Gallery proof screen (Tests/CellGenCoreTests/Fixtures/Proof/
// Gallery.screen.yml): interactions in a collection view with no handler, delivered to the data
// source's closures (seed 4's callbacks): the context menu, loadMore with its paging states and footer, pull to refresh, and the
// team's delegate beside the data source. The shared selector (seed 5) is sharedSelectorScenario
// in SelectorScenarios.swift.

import UIKit

@MainActor
private func galleryInput(count: Int) -> Gallery.Input {
    Gallery.Input(photos: .init(photo: (0..<count).map { Gallery.PhotoViewModel(photoId: "p\($0)", caption: "Photo \($0)") }))
}

@MainActor
func galleryInteractionsScenario() {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Gallery.DataSource.makeLayout())
    let dataSource = Gallery.DataSource(collectionView: collectionView)
    var log: [String] = []
    dataSource.onShowDetails = { log.append("details \($0.photoId)") }
    dataSource.onRemove = { log.append("remove \($0.photoId)") }
    dataSource.onLoadMorePhotos = { log.append("more") }
    dataSource.onReloadPhotos = { log.append("reload") }
    dataSource.apply(galleryInput(count: 6))

    let menu = collectionView.contextMenuForTesting(at: IndexPath(item: 1, section: 0))
    expect(menu?.children.map(\.title) == ["Details", "Remove"], "the item's menu lists Details, then Remove", doubleOnly: true)
    (menu?.children.last as? UIAction)?.performForTesting()
    expect(log == ["remove p1"], "Remove reaches the closure with the item's view-model", doubleOnly: true)
    // Two items pressed together (iOS 16): the actions both offer, each sent for both.
    if #available(iOS 16.0, *) {
        let pressed = [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)]
        let shared = dataSource.collectionView(collectionView, contextMenuConfigurationForItemsAt: pressed, point: .zero)
        expect(shared?.menuForTesting()?.children.map(\.title) == ["Details", "Remove"], "two items share Details and Remove",
               doubleOnly: true)
        (shared?.menuForTesting()?.children.last as? UIAction)?.performForTesting()
        expect(log.suffix(2) == ["remove p2", "remove p3"], "Remove removes both", doubleOnly: true)
    }
    collectionView.selectItemForTesting(at: IndexPath(item: 0, section: 0))
    expect(log.last == "details p0", "selecting an item sends showDetails to the closure")
    expect(collectionView.cellForTesting(at: IndexPath(item: 0, section: 0)).accessibilityIdentifier == "Gallery.photos.photo.p0",
           "a collection cell gets its identifier too")

    for item in 1..<4 { collectionView.cellForTesting(at: IndexPath(item: item, section: 0)) }
    expect(!log.contains("more"), "items before the distance send nothing")
    collectionView.cellForTesting(at: IndexPath(item: 4, section: 0))
    expect(log.filter { $0 == "more" }.count == 1, "the item 2 from the end sends loadMorePhotos, without values")
    collectionView.cellForTesting(at: IndexPath(item: 5, section: 0))
    expect(log.filter { $0 == "more" }.count == 1, "once")
    expect(collectionView.pullToRefreshForTesting(), "the user pulls to refresh")
    expect(log.last == "reload" && collectionView.refreshControl?.isRefreshing == true, "reloadPhotos is sent, and the control spins")
    dataSource.apply(galleryInput(count: 2))
    dataSource.endRefreshing()
    expect(collectionView.refreshControl?.isRefreshing == false, "the team ends refreshing once the photos came")
    dataSource.onRemove = nil
    (collectionView.contextMenuForTesting(at: IndexPath(item: 1, section: 0))?.children.last as? UIAction)?.performForTesting()
    expect(log.last == "reload", "an action whose closure is not set goes nowhere", doubleOnly: true)

    // Paging states in a collection (issue 34): the paging view is the section's footer.
    let asked = log.filter { $0 == "more" }.count
    dataSource.setPaging(.loading, for: .photos)
    expect(collectionView.listConfigurationForTesting(inSection: 0)?.footerMode == .supplementary,
           "while loading, the list section gets a footer", doubleOnly: true)
    expect(collectionView.footerForTesting(in: 0)?.firstSubviewForTesting(of: UIActivityIndicatorView.self)?.isAnimating == true,
           "which shows a spinner: no team class")
    dataSource.setPaging(.failed, for: .photos)
    let retry = collectionView.footerForTesting(in: 0)?.firstSubviewForTesting(of: UIButton.self)
    expect(retry?.isHidden == false && retry?.tapForTesting() == true, "failed: the footer's retry button is tapped")
    expect(log.filter { $0 == "more" }.count == asked + 1 && dataSource.paging(of: .photos) == .idle, "which asks for the same page again")
}
