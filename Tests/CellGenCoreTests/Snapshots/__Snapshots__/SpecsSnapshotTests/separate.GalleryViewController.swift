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
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Gallery.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

#if canImport(ObjectiveC)
/// The actions, as selectors sent up the responder chain from the cell each comes from;
/// `CellGenSelectors.value(sentBy:)` gives the action and its values while the method runs.
extension GalleryViewController: GallerySelectorTarget {
    /// Show the photo's details
    @objc func showDetails(_ sender: Any?) {
        guard case .showDetails? = CellGenSelectors.value(sentBy: sender, as: Gallery.Action.self) else { return }
    }

    /// Remove the photo from the gallery
    @objc func remove(_ sender: Any?) {
        guard case .remove? = CellGenSelectors.value(sentBy: sender, as: Gallery.Action.self) else { return }
    }

    /// Load the next page of photos
    @objc func loadMorePhotos(_ sender: Any?) {
        guard case .loadMorePhotos? = CellGenSelectors.value(sentBy: sender, as: Gallery.Action.self) else { return }
    }

    /// Reload the gallery
    @objc func reloadPhotos(_ sender: Any?) {
        guard case .reloadPhotos? = CellGenSelectors.value(sentBy: sender, as: Gallery.Action.self) else { return }
    }
}
#endif
