// Written by `cellgen scaffold` for Board.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The Board screen: shows an input with the generated data source and handles its actions.
final class BoardViewController: UIViewController {
    /// Laid out as the spec says, by the generated layout.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: Board.DataSource.makeLayout())
    private var dataSource: Board.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let dataSource = Board.DataSource(collectionView: collectionView, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Board.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension BoardViewController: Board.ActionHandler {
    /// Open the tile
    func openTile(_ row: Tiles.TileViewModel) {
    }

    /// Unpin the tile
    func unpin(_ row: Tiles.TileViewModel) {
    }

    /// Remove the tile from the recent ones
    func remove(_ row: Tiles.TileViewModel) {
    }
}
