// The cells of the Contacts and Directory proof screens (Tests/CellGenCoreTests/Fixtures/Proof/
// Contacts.screen.yml, Directory.screen.yml), class-registered and built in code; each conforms to
// the generated `...Configurable` protocol of its rows. Like every Smoke cell they use no part of
// the double's testing driver, so the real-SDK check compiles them with the generated code.

import UIKit

final class ContactsFavoriteCell: UITableViewCell, Contacts.FavoriteConfigurable {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        imageView?.image = UIImage(systemName: "star.fill")
    }

    required init?(coder: NSCoder) {
        fatalError("ContactsFavoriteCell is built in code")
    }

    func configure(with viewModel: Contacts.FavoriteViewModel) {
        textLabel?.text = viewModel.name
    }
}

/// A person with a call button, the view a popover about the call is anchored on.
final class ContactsPersonCell: UITableViewCell, Contacts.ContactConfigurable {
    let callButton = UIButton(type: .system)
    var onCall: (@MainActor () -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        callButton.setTitle("Call", for: .normal)
        callButton.addAction(UIAction { [weak self] _ in self?.onCall?() }, for: .touchUpInside)
        accessoryView = callButton
    }

    required init?(coder: NSCoder) {
        fatalError("ContactsPersonCell is built in code")
    }

    func configure(with viewModel: Contacts.ContactViewModel) {
        textLabel?.text = viewModel.name
    }
}

final class DirectoryPersonCell: UICollectionViewListCell, Directory.PersonConfigurable {
    func configure(with viewModel: Directory.PersonViewModel) {
        var content = defaultContentConfiguration()
        content.text = viewModel.name
        contentConfiguration = content
    }
}
