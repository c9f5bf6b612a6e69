// Written by `cellgen scaffold` for Gallery.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The Gallery screen: shows an input with the generated data source and handles its actions.
final class GalleryViewController: UIViewController {
    /// Laid out as the spec says, by the generated layout.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: Gallery.DataSource.makeLayout())
    private var dataSource: Gallery.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let dataSource = Gallery.DataSource(collectionView: collectionView)
        dataSource.onShowDetails = { [weak self] row in self?.showDetails(row) }
        dataSource.onRemove = { [weak self] row in self?.remove(row) }
        dataSource.onLoadMorePhotos = { [weak self] in self?.loadMorePhotos() }
        dataSource.onReloadPhotos = { [weak self] in self?.reloadPhotos() }
        self.dataSource = dataSource
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Gallery.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

/// The actions, through the data source's closures.
extension GalleryViewController {
    /// Show the photo's details
    func showDetails(_ row: Gallery.PhotoViewModel) {
    }

    /// Remove the photo from the gallery
    func remove(_ row: Gallery.PhotoViewModel) {
    }

    /// Load the next page of photos
    func loadMorePhotos() {
    }

    /// Reload the gallery
    func reloadPhotos() {
    }
}
