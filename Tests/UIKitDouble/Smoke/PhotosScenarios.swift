// Runnable scenarios of the Photos proof screen (Tests/CellGenCoreTests/Fixtures/Proof/
// Photos.screen.yml): the compositional layout the data source provides, section by section (a
// carousel, a grid of as many columns as fit, a grid of three, an inset-grouped list), the
// registrations every item and header comes from, and a swipe action in the list section; and
// the Shelf proof screen (Shelf.screen.yml), which keeps v1's flow layout.

import UIKit

@MainActor
final class PhotosHandler: Photos.ActionHandler {
    var received: [Photos.Action] = []
    func openAlbum(_ row: Photos.AlbumViewModel) { received.append(.openAlbum(row)) }
    func openPhoto(_ row: Photos.PhotoViewModel) { received.append(.openPhoto(row)) }
    func cancelUpload(_ row: Photos.UploadViewModel) { received.append(.cancelUpload(row)) }
}

@MainActor
private func photosInput(albums: Int = 4, uploads: Int = 2) -> Photos.Input {
    Photos.Input(
        albums: .init(album: (0..<albums).map { .init(albumId: "a\($0)", title: "Album \($0)") }),
        recent: .init(header: .init(title: "Recent", count: 9), recentPhoto: (0..<9).map { .init(photoId: "r\($0)") }),
        favorites: .init(favoritePhoto: (0..<5).map { .init(photoId: "f\($0)") }),
        uploads: .init(upload: (0..<uploads).map { .init(uploadId: "u\($0)", name: "IMG_\($0).heic") }))
}

@MainActor
private func makePhotosScreen(width: CGFloat = 390) -> (UICollectionView, Photos.DataSource, PhotosHandler) {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: Photos.DataSource.makeLayout())
    let handler = PhotosHandler()
    let dataSource = Photos.DataSource(collectionView: collectionView, handler: handler)
    return (collectionView, dataSource, handler)
}

@MainActor
func photosLayoutScenario() {
    let (collectionView, dataSource, _) = makePhotosScreen()
    dataSource.apply(photosInput(), animatingDifferences: false)

    let albums = collectionView.layoutSectionForTesting(0)
    expect(albums?.orthogonalScrollingBehavior == .continuousGroupLeadingBoundary, "the albums carousel scrolls sideways", doubleOnly: true)
    expect(collectionView.itemsPerRowForTesting(inSection: 0) == 1, "one album per group, each group 0.42 of the width", doubleOnly: true)
    expect(albums?.interGroupSpacing == 8, "carousel items 8 points apart", doubleOnly: true)
    expect(collectionView.listConfigurationForTesting(inSection: 0) == nil, "a carousel is not a list", doubleOnly: true)

    expect(collectionView.itemsPerRowForTesting(inSection: 1) == 3, "minWidth 110 fits 3 columns at 390 points")
    expect(collectionView.itemsPerRowForTesting(inSection: 2) == 3, "columns: 3 gives 3 items per row")
    expect(collectionView.layoutSectionForTesting(1)?.orthogonalScrollingBehavior == UICollectionLayoutSectionOrthogonalScrollingBehavior.none,
           "a grid scrolls with the list", doubleOnly: true)

    let uploads = collectionView.listConfigurationForTesting(inSection: 3)
    expect(uploads?.appearance == .insetGrouped, "the uploads section is the screen's inset-grouped list", doubleOnly: true)
    expect(uploads?.headerMode == .supplementary && uploads?.footerMode == .supplementary, "the list declares its header and footer", doubleOnly: true)
    expect(uploads?.trailingSwipeActionsConfigurationProvider != nil, "and offers trailing swipe actions", doubleOnly: true)

    // Wider (an iPad, a rotation): a fitting grid gains columns, a fixed one keeps its three.
    collectionView.frame = CGRect(x: 0, y: 0, width: 820, height: 1180)
    expect(collectionView.itemsPerRowForTesting(inSection: 1) == 7, "minWidth 110 fits 7 columns at 820 points")
    expect(collectionView.itemsPerRowForTesting(inSection: 2) == 3, "still 3 columns")

    // A section without rows is left out: the sections after it keep their layouts, chosen by
    // identifier, not index.
    dataSource.apply(photosInput(albums: 0))
    expect(collectionView.numberOfSections == 3, "no albums: three sections")
    expect(collectionView.layoutSectionForTesting(0)?.orthogonalScrollingBehavior == UICollectionLayoutSectionOrthogonalScrollingBehavior.none
           && collectionView.itemsPerRowForTesting(inSection: 0) == 7, "section 0 is now the recent grid, laid out as one", doubleOnly: true)
    expect(collectionView.listConfigurationForTesting(inSection: 2)?.appearance == .insetGrouped, "section 2 is the uploads list", doubleOnly: true)
}

@MainActor
func photosRegistrationsScenario() {
    let (collectionView, dataSource, handler) = makePhotosScreen()
    dataSource.apply(photosInput(), animatingDifferences: false)

    let cells = collectionView.allCellsForTesting()
    expect(cells[0].allSatisfy { $0 is PhotosAlbumCell } && cells[1].allSatisfy { $0 is PhotosPhotoCell }
           && cells[2].allSatisfy { $0 is PhotosPhotoCell } && cells[3].allSatisfy { $0 is PhotosUploadCell },
           "every item is dequeued as its cell's class")
    expect((cells[0][1] as? PhotosAlbumCell)?.titleLabel.text == "Album 1", "the registration's handler configures the cell")
    expect(cells[1][0].accessibilityIdentifier == "Photos.recent.recentPhoto.r0", "and gives it its accessibility identifier")
    expect(collectionView.registeredCellReuseIdentifiersForTesting.allSatisfy { $0.hasPrefix("CellRegistration-") },
           "no cell is registered by a string identifier", doubleOnly: true)
    expect(collectionView.registeredCellReuseIdentifiersForTesting.count == 3, "one registration per cell, reused by two sections of photos", doubleOnly: true)

    let albumsTitle = collectionView.headerForTesting(in: 0) as? UICollectionViewListCell
    let albumsContent = albumsTitle?.contentConfiguration as? UIListContentConfiguration
    expect(albumsContent?.text == "Albums" && albumsContent?.styleForTesting == "plainHeader", "a carousel's title: a plain header")
    expect((collectionView.headerForTesting(in: 1) as? PhotosHeaderView)?.titleLabel.text == "Recent (9)", "the grid's header view")
    let uploadsTitle = (collectionView.headerForTesting(in: 3) as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
    expect(uploadsTitle?.text == "Uploading" && uploadsTitle?.styleForTesting == "groupedHeader", "an inset-grouped list's title: a grouped header")
    let uploadsFooter = (collectionView.footerForTesting(in: 3) as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
    expect(uploadsFooter?.text == "Uploads continue in the background" && uploadsFooter?.styleForTesting == "groupedFooter", "and footer")
    expect(collectionView.footerForTesting(in: 1) == nil, "a section without a footer declares none")
    expect(collectionView.supplementaryDequeueLogForTesting.allSatisfy { $0.reuseIdentifier.hasPrefix("SupplementaryRegistration-") },
           "headers and footers come from registrations", doubleOnly: true)

    collectionView.selectItemForTesting(at: IndexPath(item: 2, section: 2))
    expect(handler.received == [.openPhoto(.init(photoId: "f2"))], "selecting a favourite sends openPhoto")
}

@MainActor
func photosSwipeScenario() {
    let (collectionView, dataSource, handler) = makePhotosScreen()
    dataSource.apply(photosInput(), animatingDifferences: false)

    let swipe = collectionView.swipeActionsForTesting(at: IndexPath(item: 1, section: 3), edge: .trailing)
    expect(swipe?.actions.map(\.title) == ["Cancel"], "the upload offers Cancel", doubleOnly: true)
    expect(swipe?.actions.first?.style == .destructive, "styled destructive", doubleOnly: true)
    let completed = swipe?.actions.first?.performForTesting(in: collectionView)
    expect(handler.received == [.cancelUpload(.init(uploadId: "u1", name: "IMG_1.heic"))], "the swipe delivers cancelUpload with the upload", doubleOnly: true)
    expect(completed == false, "a destructive action reports it was not performed, so the row stays until the data changes", doubleOnly: true)
    expect(collectionView.swipeActionsForTesting(at: IndexPath(item: 0, section: 3), edge: .leading)?.actions.isEmpty ?? true,
           "no leading actions", doubleOnly: true)
    expect(collectionView.swipeActionsForTesting(at: IndexPath(item: 0, section: 1), edge: .trailing) == nil,
           "a grid item cannot be swiped: its section is not a list", doubleOnly: true)
}

// MARK: - Shelf: `layout: flow` keeps v1's flow layout

@MainActor
final class ShelfHandler: Shelf.ActionHandler {
    var opened: [String] = []
    func openBook(_ row: Shelf.BookViewModel) { opened.append(row.isbn) }
}

@MainActor
func shelfFlowLayoutScenario() {
    let layout = Shelf.DataSource.makeLayout()
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let handler = ShelfHandler()
    let dataSource = Shelf.DataSource(collectionView: collectionView, handler: handler)
    expect(collectionView.delegate is any UICollectionViewDelegateFlowLayout, "the data source is the flow layout's delegate")
    dataSource.apply(Shelf.Input(books: .init(
        header: .init(title: "Bookshelf"), note: .init(text: "Three new books"),
        book: [.init(isbn: "978-0", title: "Dune"), .init(isbn: "978-1", title: "Emma")])), animatingDifferences: false)

    expect(collectionView.sizeForItemForTesting(at: IndexPath(item: 0, section: 0)) == CGSize(width: 390, height: 60),
           "the note: full width at its estimated height")
    expect(collectionView.sizeForItemForTesting(at: IndexPath(item: 1, section: 0)) == CGSize(width: 390, height: 120),
           "a book: full width at its fixed height")
    expect(collectionView.referenceSizeForHeaderForTesting(in: 0) == CGSize(width: 390, height: 50), "the header view's height")
    expect(collectionView.referenceSizeForFooterForTesting(in: 0) == CGSize(width: 390, height: 44), "a title's height")

    let cells = collectionView.allCellsForTesting()[0]
    expect(cells.first is ShelfNoteCell && cells.dropFirst().allSatisfy { $0 is ShelfBookCell }, "each item as its cell's class")
    expect((cells[2] as? ShelfBookCell)?.title == "Emma", "configured by its registration")
    expect(collectionView.registeredCellReuseIdentifiersForTesting.allSatisfy { $0.hasPrefix("CellRegistration-") },
           "registrations here too, no string identifiers")
    expect((collectionView.headerForTesting(in: 0) as? ShelfHeaderView)?.title == "Bookshelf", "the header view")
    let footer = (collectionView.footerForTesting(in: 0) as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
    expect(footer?.text == "Sorted by title" && footer?.styleForTesting == "plainFooter", "the title footer, styled as a plain list's")

    collectionView.selectItemForTesting(at: IndexPath(item: 2, section: 0))
    expect(handler.opened == ["978-1"], "selecting a book sends openBook")
}
