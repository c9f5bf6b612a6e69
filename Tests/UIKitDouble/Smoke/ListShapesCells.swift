// The cells of the ListShapes proof screen (Tests/CellGenCoreTests/Fixtures/Proof/ListShapes.screen.yml),
// class-registered and built in code as an iOS team would write them; each conforms to the generated
// `...Configurable` protocol of its rows. They use no part of the double's testing driver, so the
// real-SDK check compiles them with the generated code (IOSSDKInputs' Harness module).

import UIKit

final class ShapesBannerCell: UITableViewCell, ListShapes.BannerConfigurable {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .secondarySystemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("ShapesBannerCell is built in code")
    }

    func configure(with viewModel: ListShapes.BannerViewModel) {
        textLabel?.text = viewModel.text
    }
}

final class ShapesMessageCell: UITableViewCell, ListShapes.MessageConfigurable {
    /// The message shown, for the scenarios to tell cells apart.
    private(set) var messageID: String?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("ShapesMessageCell is built in code")
    }

    func configure(with viewModel: ListShapes.MessageViewModel) {
        messageID = viewModel.id
        textLabel?.text = viewModel.title
    }
}

/// The "load more" row: a cell without fields, configured with an empty view-model.
final class ShapesSpinnerCell: UITableViewCell, ListShapes.LoadingMoreConfigurable {
    private(set) var configureCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        textLabel?.textAlignment = .center
    }

    required init?(coder: NSCoder) {
        fatalError("ShapesSpinnerCell is built in code")
    }

    func configure(with viewModel: ListShapes.LoadingMoreViewModel) {
        configureCount += 1
        textLabel?.text = "Loading…"
    }
}

final class ShapesSplitterCell: UITableViewCell, ListShapes.SplitterConfigurable {
    func configure(with viewModel: ListShapes.SplitterViewModel) {
        backgroundColor = .separator
    }
}
