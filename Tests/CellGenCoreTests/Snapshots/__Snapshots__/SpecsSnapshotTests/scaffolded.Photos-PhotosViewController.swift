// Written by `cellgen scaffold` for Photos.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The Photos screen: shows an input with the generated data source and handles its actions.
final class PhotosViewController: UIViewController {
    /// Laid out as the spec says, by the generated layout.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: Photos.DataSource.makeLayout())
    private var dataSource: Photos.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let dataSource = Photos.DataSource(collectionView: collectionView, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: Photos.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension PhotosViewController: Photos.ActionHandler {
    /// Open the album
    func openAlbum(_ row: Photos.AlbumViewModel) {
    }

    /// Open the photo full screen
    func openPhoto(_ row: Photos.PhotoViewModel) {
    }

    /// Cancel the upload
    func cancelUpload(_ row: Photos.UploadViewModel) {
    }
}
