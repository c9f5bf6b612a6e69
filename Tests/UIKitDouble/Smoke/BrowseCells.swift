// The cell of the Browse proof screen (Tests/CellGenCoreTests/Fixtures/Proof/Browse.screen.yml),
// shown in a carousel, a grid and a list as the layouts chosen at run time say. It uses no part of
// the double's testing driver, so the real-SDK check compiles it with the generated code.

import UIKit

/// A list cell: its catalog rows swipe while the catalog is a list.
final class BrowseItemCell: UICollectionViewListCell, Browse.ItemConfigurable {
    private(set) var shownAsGrid = false

    func configure(with viewModel: Browse.ItemViewModel, environment: Browse.Environment) {
        var content = defaultContentConfiguration()
        content.text = viewModel.title
        contentConfiguration = content
        shownAsGrid = environment.showsGrid
    }
}
