// The cells and header views of the Photos and Shelf proof screens (Tests/CellGenCoreTests/
// Fixtures/Proof/Photos.screen.yml and Shelf.screen.yml). They use no part of the double's testing driver, so the real-SDK check
// compiles them with the generated code (IOSSDKInputs' Harness module).

import UIKit

final class PhotosAlbumCell: UICollectionViewCell, Photos.AlbumConfigurable {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("PhotosAlbumCell is built in code")
    }

    func configure(with viewModel: Photos.AlbumViewModel) {
        titleLabel.text = viewModel.title
    }
}

final class PhotosPhotoCell: UICollectionViewCell, Photos.PhotoConfigurable {
    private(set) var photoId: String?

    func configure(with viewModel: Photos.PhotoViewModel) {
        photoId = viewModel.photoId
    }
}

/// A list cell: the registration of a cell that offers swipe actions requires one.
final class PhotosUploadCell: UICollectionViewListCell, Photos.UploadConfigurable {
    func configure(with viewModel: Photos.UploadViewModel) {
        var content = defaultContentConfiguration()
        content.text = viewModel.name
        contentConfiguration = content
    }
}

final class PhotosHeaderView: UICollectionReusableView, Photos.PhotosHeaderConfigurable {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("PhotosHeaderView is built in code")
    }

    func configure(with viewModel: Photos.PhotosHeaderViewModel) {
        titleLabel.text = "\(viewModel.title) (\(viewModel.count))"
    }
}

// MARK: - Shelf (`layout: flow`)

final class ShelfBookCell: UICollectionViewCell, Shelf.BookConfigurable {
    private(set) var title: String?

    func configure(with viewModel: Shelf.BookViewModel) {
        title = viewModel.title
    }
}

final class ShelfNoteCell: UICollectionViewCell, Shelf.NoteConfigurable {
    private(set) var text: String?

    func configure(with viewModel: Shelf.NoteViewModel) {
        text = viewModel.text
    }
}

final class ShelfHeaderView: UICollectionReusableView, Shelf.ShelfHeaderConfigurable {
    private(set) var title: String?

    func configure(with viewModel: Shelf.ShelfHeaderViewModel) {
        title = viewModel.title
    }
}
