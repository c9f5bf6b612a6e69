// Written by `cellgen scaffold` for Gallery.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The Gallery screen: shows an input with the generated data source and handles its actions.
final class GalleryViewController: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: Gallery.DataSource.makeLayout())
    private var dataSource: Gallery.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        dataSource = Gallery.DataSource(collectionView: collectionView, handler: self)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Gallery.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension GalleryViewController: Gallery.ActionHandler {
    /// Open the photo full screen
    func openPhoto(_ row: Gallery.PhotoViewModel, context: Gallery.AlbumsContext) {
    }

    /// Add the photo to favorites, or remove it
    func markFavorite(_ row: Gallery.PhotoViewModel, value: Bool, context: Gallery.AlbumsContext) {
    }

    /// Load the album's next page of photos
    func loadMore(_ row: Gallery.LoadMoreViewModel, context: Gallery.AlbumsContext) {
    }
}
