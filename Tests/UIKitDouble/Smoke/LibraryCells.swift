// The classes of the Kit cell library (Tests/CellGenCoreTests/Fixtures/Proof/Kit.cells.yml) and
// the Preferences screen's own cell. Each Kit class conforms once, to Kit's protocols, and serves
// the Account and Preferences screens, which each pass their accent in Kit's environment. They
// use no part of the double's testing driver, so the real-SDK check compiles them with the
// generated code (IOSSDKInputs' Harness module).

import UIKit

final class KitButtonCell: UITableViewCell, Kit.ButtonConfigurable {
    var onTap: (@MainActor () -> Void)?

    private(set) var accent: String?

    func configure(with viewModel: Kit.ButtonViewModel, environment: Kit.Environment) {
        textLabel?.text = viewModel.title
        accent = environment.accent
    }

    /// What the button's action does.
    func tap() {
        onTap?()
    }
}

final class KitTextCell: UITableViewCell, Kit.TextConfigurable {
    private(set) var accent: String?

    func configure(with viewModel: Kit.TextViewModel, environment: Kit.Environment) {
        textLabel?.text = viewModel.text
        accent = environment.accent
    }
}

final class KitCaptionView: UITableViewHeaderFooterView, Kit.CaptionConfigurable {
    private(set) var accent: String?

    func configure(with viewModel: Kit.CaptionViewModel, environment: Kit.Environment) {
        textLabel?.text = viewModel.title
        accent = environment.accent
    }
}

final class PreferencesToggleCell: UITableViewCell, Preferences.ToggleConfigurable {
    var onChanged: (@MainActor (Bool) -> Void)?

    private(set) var accent: String?
    private(set) var compact: Bool?

    func configure(with viewModel: Preferences.ToggleViewModel, environment: Preferences.Environment) {
        textLabel?.text = viewModel.option
        accent = environment.accent
        compact = environment.compact
    }
}

/// The Tiles library's cell (Tiles.cells.yml): a list cell, because the Board screen swipes its
/// rows in a list section; the same class shows Board's pinned tiles in a grid.
final class TilesTileCell: UICollectionViewListCell, Tiles.TileConfigurable {
    private(set) var title: String?

    func configure(with viewModel: Tiles.TileViewModel) {
        title = viewModel.title
    }
}
