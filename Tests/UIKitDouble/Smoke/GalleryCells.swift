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

/// Seed 5's point, with `selectors: shared`: one responder method up the chain serves every screen
/// that sends the action. The sender is the cell the action comes from, and the method reads the
/// view-model it knows from it, whichever screen sent it: no cast to a screen's type.
final class DetailsPresenter: UIViewController {
    private(set) var shown: [String] = []
    private(set) var senders: [AnyObject] = []

    fileprivate func showDetails(from sender: Any?) {
        if let photo = CellGenSelectors.value(sentBy: sender, as: Gallery.PhotoViewModel.self) {
            shown.append("photo \(photo.photoId)")
        } else if let track = CellGenSelectors.value(sentBy: sender, as: Album.TrackViewModel.self) {
            shown.append("track \(track.trackId)")
        }
        senders.append(sender as AnyObject)
    }
}

#if canImport(ObjectiveC)
extension DetailsPresenter: GallerySelectorTarget, AlbumSelectorTarget {
    @objc func showDetails(_ sender: Any?) { showDetails(from: sender) }

    /// Both screens send `showDetails(_:)`, not `galleryShowDetails(_:)` and `albumShowDetails(_:)`.
    static var sharesOneSelector: Bool {
        let photo = Gallery.PhotoViewModel(photoId: "p", caption: "")
        let track = Album.TrackViewModel(trackId: 1, title: "")
        return Gallery.Action.showDetails(photo).selector == Album.Action.showDetails(track).selector
            && Gallery.Action.showDetails(photo).selector == #selector(DetailsPresenter.showDetails(_:))
    }
}
#else
extension DetailsPresenter {
    /// The method the extension above implements on iOS, declared to the double by name.
    func implementSelectorsForTesting() {
        implementForTesting(Selector("showDetails:")) { [unowned self] in showDetails(from: $0) }
    }
}
#endif
