// The cells of the Gallery and Album proof screens (Tests/CellGenCoreTests/Fixtures/Proof/), and
// one responder that receives `showDetails` from both. They use no part of the double's testing
// driver, so the real-SDK check compiles them with the generated code (IOSSDKInputs' Harness module).

import UIKit

final class GalleryPhotoCell: UICollectionViewCell, Gallery.PhotoConfigurable {
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("GalleryPhotoCell is built in code")
    }

    func configure(with viewModel: Gallery.PhotoViewModel) {
        captionLabel.text = viewModel.caption
    }
}

/// Loaded from `AlbumTrackCell.nib` in the main bundle; builds its label in `awakeFromNib()` (see
/// NibCells.swift for why).
final class AlbumTrackCell: UITableViewCell, Album.TrackConfigurable {
    let titleLabel = UILabel()

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated {
            contentView.addSubview(titleLabel)
        }
    }

    func configure(with viewModel: Album.TrackViewModel) {
        titleLabel.text = viewModel.title
    }
}

#if canImport(ObjectiveC)
/// Seed 5's point, with `selectors: shared`: one responder method up the chain serves every screen
/// that sends the action. Both screens' selector protocols are satisfied by the one method, and
/// the sender says which screen sent what.
final class DetailsPresenter: UIViewController, GallerySelectorTarget, AlbumSelectorTarget {
    private(set) var shown: [String] = []

    @objc func showDetails(_ sender: Any?) {
        switch sender {
        case let sender as Gallery.ActionSender:
            if case .showDetails(let photo) = sender.action { shown.append("photo \(photo.photoId)") }
        case let sender as Album.ActionSender:
            if case .showDetails(let track) = sender.action { shown.append("track \(track.trackId)") }
        default:
            break
        }
    }

    /// Both screens send `showDetails(_:)`, not `galleryShowDetails(_:)` and `albumShowDetails(_:)`.
    static var sharesOneSelector: Bool {
        let photo = Gallery.PhotoViewModel(photoId: "p", caption: "")
        let track = Album.TrackViewModel(trackId: 1, title: "")
        return Gallery.Action.showDetails(photo).selector == Album.Action.showDetails(track).selector
            && Gallery.Action.showDetails(photo).selector == #selector(DetailsPresenter.showDetails(_:))
    }
}
#endif
