// Section layouts chosen at run time (issue 33): Browse (Fixtures/Proof/Browse.screen.yml) lays
// its featured items out by the horizontal size class (a carousel when compact, a grid of three
// when regular) and its catalog by a Bool of its environment (a grid or an inset-grouped list, a
// toggle), whose rows swipe only while it is a list.

import UIKit

@MainActor
func browseChosenLayoutsScenario() {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Browse.DataSource.makeLayout())
    let handler = BrowseHandler()
    let dataSource = Browse.DataSource(collectionView: collectionView, environment: .init(showsGrid: false), handler: handler)
    let items = (1...6).map { Browse.ItemViewModel(itemId: "item-\($0)", title: "Item \($0)") }
    dataSource.apply(.init(featured: .init(featuredItem: Array(items.prefix(3))), catalog: .init(catalogItem: items)),
                     animatingDifferences: false)

    // Compact: the featured carousel shows one item at a time; the catalog is a list that swipes.
    collectionView.setTraitCollectionForTesting(UITraitCollection(horizontalSizeClass: .compact))
    expect(collectionView.layoutSectionForTesting(0)?.orthogonalScrollingBehavior == .continuousGroupLeadingBoundary,
           "compact: the featured items are a carousel", doubleOnly: true)
    expect(collectionView.listConfigurationForTesting(inSection: 1)?.appearance == .insetGrouped,
           "the catalog is an inset-grouped list while showsGrid is false", doubleOnly: true)
    let hide = collectionView.swipeActionsForTesting(at: IndexPath(item: 0, section: 1), edge: .trailing)?.actions.first
    expect(hide?.title == "Hide" || hide == nil, "a catalog row swipes in the list")
    _ = hide?.performForTesting(in: collectionView)
    expect(hide == nil || handler.received.last == .hide(items[0]), "its swipe sends hide with the row")

    // Regular (an iPad): the featured items become a grid of three, asked again on the next pass.
    collectionView.setTraitCollectionForTesting(UITraitCollection(horizontalSizeClass: .regular))
    collectionView.frame = CGRect(x: 0, y: 0, width: 820, height: 1180)
    expect(collectionView.itemsPerRowForTesting(inSection: 0) == 3, "regular: the featured items are a grid of three")
    expect(collectionView.layoutSectionForTesting(0)?.orthogonalScrollingBehavior == UICollectionLayoutSectionOrthogonalScrollingBehavior.none,
           "the grid scrolls with the list", doubleOnly: true)

    // The toggle: setting the environment lays the catalog out as a grid and reconfigures its cells.
    let cell = collectionView.cellForTesting(at: IndexPath(item: 0, section: 1)) as? BrowseItemCell
    dataSource.environment = .init(showsGrid: true)
    expect(collectionView.listConfigurationForTesting(inSection: 1) == nil, "showsGrid: the catalog is no list", doubleOnly: true)
    expect(collectionView.itemsPerRowForTesting(inSection: 1) == 4, "minWidth 160, 8 apart, fits 4 columns at 820 points")
    expect(cell?.shownAsGrid == true, "the shown cells are reconfigured with the new environment")
    expect(collectionView.swipeActionsForTesting(at: IndexPath(item: 0, section: 1), edge: .trailing) == nil,
           "a grid offers no swipe actions", doubleOnly: true)

    dataSource.environment = .init(showsGrid: false)
    expect(collectionView.listConfigurationForTesting(inSection: 1)?.appearance == .insetGrouped, "toggled back: a list again",
           doubleOnly: true)
}
