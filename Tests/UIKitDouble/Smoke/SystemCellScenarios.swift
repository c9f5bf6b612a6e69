// System cells (issue 33): rows shown by the support file's cell classes with a
// UIListContentConfiguration and accessories, no class of the team's. SystemSettings is a table
// of them (Fixtures/Proof/SystemSettings.screen.yml), Mailboxes a collection sidebar
// (Fixtures/Proof/Mailboxes.screen.yml, with a SwiftUI storage meter): what each row shows, what
// its switch and detail button send, and that a reused cell keeps nothing of the row before.

import SwiftUI
import UIKit

@MainActor
func systemSettingsScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    let handler = SystemSettingsHandler()
    let dataSource = SystemSettings.DataSource(tableView: tableView, handler: handler)
    let wifi = SystemSettings.ToggleViewModel(title: "Wi-Fi", symbol: "wifi", isOn: true)
    let cellular = SystemSettings.ValueViewModel(text: "Cellular", secondaryText: "Off", image: nil)
    let english = SystemSettings.ChoiceViewModel(name: "English", isChosen: true)
    let russian = SystemSettings.ChoiceViewModel(name: "Русский", isChosen: false)
    let phone = SystemSettings.DeviceViewModel(name: "Phone", model: "iPhone 15", unread: "2")
    let account = SystemSettings.AccountViewModel(name: "Ada", email: "ada@example.com")
    let footnotes = [SystemSettings.FootnoteViewModel(text: "Short", points: 30), .init(text: "Long", points: 88.5)]
    var input = SystemSettings.Input(
        connections: .init(toggle: [wifi], value: [cellular]), language: .init(choice: [english, russian]),
        devices: .init(device: [phone], account: account), about: .init(footnote: footnotes))
    dataSource.apply(input, animatingDifferences: false)

    func cell(_ row: Int, _ section: Int) -> UITableViewCell { tableView.cellForTesting(at: IndexPath(row: row, section: section)) }
    func content(_ cell: UITableViewCell) -> UIListContentConfiguration? { cell.contentConfiguration as? UIListContentConfiguration }

    let wifiCell = cell(0, 0)
    expect(wifiCell is CellGenSystemCell, "a system cell is the support file's class, got \(type(of: wifiCell))")
    expect(content(wifiCell)?.text == "Wi-Fi" && content(wifiCell)?.image != nil, "the toggle row shows its title and symbol")
    guard let toggle = wifiCell.accessoryView as? UISwitch else { return expect(false, "the toggle row shows a switch") }
    expect(toggle.isOn, "the switch shows the row's isOn")
    toggle.setOnForTesting(false)
    expect(handler.received.last == .toggleSetting(wifi, value: false), "flipping the switch sends toggleSetting with the new value")

    let cellularCell = cell(1, 0)
    expect(content(cellularCell)?.text == "Cellular" && content(cellularCell)?.secondaryText == "Off",
           "fields named text and secondaryText bind themselves")
    expect(cellularCell.accessoryType == .disclosureIndicator && cellularCell.accessoryView == nil, "the value row shows a disclosure indicator")
    tableView.selectRowForTesting(at: IndexPath(row: 1, section: 0))
    expect(handler.received.last == .openSetting(cellular), "selecting the value row sends openSetting")

    expect(cell(0, 1).accessoryType == .checkmark && cell(1, 1).accessoryType == .none, "the chosen language has the checkmark")
    let deviceCell = cell(0, 2)
    expect(content(deviceCell)?.secondaryText == "iPhone 15" && (deviceCell.accessoryView as? UILabel)?.text == "2",
           "the device row shows its model and the unread count as trailing text")
    expect(tableView.heightForRowForTesting(at: IndexPath(row: 0, section: 3)) == 30
               && tableView.heightForRowForTesting(at: IndexPath(row: 1, section: 3)) == 88.5,
           "each footnote is as tall as its row's points")
    expect(tableView.heightForRowForTesting(at: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension,
           "the other rows size themselves")
    guard let info = cell(1, 2).accessoryView as? UIButton else { return expect(false, "the account row shows a detail button") }
    info.tapForTesting()
    expect(handler.received.last == .showAccountInfo(account), "the detail button sends showAccountInfo")

    // Choosing another language: both rows are reconfigured in place, the checkmark moves.
    let englishCell = cell(0, 1), russianCell = cell(1, 1)
    input.language.choice = [.init(name: "English", isChosen: false), .init(name: "Русский", isChosen: true)]
    dataSource.apply(input)
    expect(cell(0, 1) === englishCell && cell(1, 1) === russianCell, "the language rows keep their cells")
    expect(englishCell.accessoryType == .none && russianCell.accessoryType == .checkmark, "the checkmark moved")

    // The six cells go back for reuse and show six value rows: none keeps a switch, label or button.
    let values = (1...6).map { SystemSettings.ValueViewModel(text: "Setting \($0)", secondaryText: nil, image: nil) }
    input = .init(connections: .init(toggle: [], value: values), language: .init(choice: []), devices: .init(device: []), about: .init(footnote: []))
    dataSource.apply(input, animatingDifferences: false)
    tableView.reloadData()
    let reused = (0..<6).map { cell($0, 0) }
    expect(reused.allSatisfy { $0.accessoryView == nil && $0.accessoryType == .disclosureIndicator },
           "a reused system cell shows only its new row's accessories")
    expect(reused.contains { $0 === wifiCell }, "the switch's cell was among those reused", doubleOnly: true)
}

@MainActor
func mailboxesScenario() {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Mailboxes.DataSource.makeLayout())
    let handler = MailboxesHandler()
    let dataSource = Mailboxes.DataSource(collectionView: collectionView, handler: handler)
    let inbox = Mailboxes.MailboxViewModel(id: "inbox", name: "Inbox", symbol: "tray", unread: "12")
    let sent = Mailboxes.MailboxViewModel(id: "sent", name: "Sent", symbol: "paperplane", unread: nil)
    let flagged = Mailboxes.FavoriteViewModel(name: "Flagged", isOn: true, chosen: false)
    let work = Mailboxes.AccountViewModel(address: "ada@work.example", provider: "iCloud")
    let storage = Mailboxes.StorageViewModel(usedGB: 41.5, totalGB: 50)
    dataSource.apply(.init(mailboxes: .init(mailbox: [inbox, sent]), favorites: .init(favorite: [flagged]), accounts: .init(account: [work]),
                           storage: .init(storage: storage)),
                     animatingDifferences: false)

    func cell(_ item: Int, _ section: Int) -> UICollectionViewListCell? {
        collectionView.cellForTesting(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }
    func kinds(_ cell: UICollectionViewListCell?) -> [String] {
        (cell?.accessories ?? []).map { accessory in
            switch accessory.accessoryType {
            case .disclosureIndicator: "disclosure"
            case .checkmark: "checkmark"
            case .label: "label"
            case .customView(let view): view is UISwitch ? "switch" : "view"
            case .delete: "delete"
            case .reorder: "reorder"
            default: if #available(iOS 15.4, *), accessory.accessoryType == .detail { "detail" } else { "other" }
            }
        }
    }

    let inboxCell = cell(0, 0)
    expect(inboxCell is CellGenSystemListCell, "a collection's system cell is the support file's list cell")
    expect((inboxCell?.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox", "the mailbox shows its name")
    expect(kinds(inboxCell) == ["label"], "an unread count shows as a label accessory: \(kinds(inboxCell))")
    expect(kinds(cell(1, 0)) == [], "no unread count, no label: \(kinds(cell(1, 0)))")
    collectionView.selectItemForTesting(at: IndexPath(item: 0, section: 0))
    expect(handler.received.last == .openMailbox(inbox), "selecting a mailbox sends openMailbox")

    let favorite = cell(0, 1)
    expect(kinds(favorite) == ["switch", "delete", "reorder"],
           "an unchosen favourite shows its switch and no checkmark (and, while editing, delete and reorder): \(kinds(favorite))")
    if case .customView(let view)? = favorite?.accessories.first?.accessoryType, let toggle = view as? UISwitch {
        expect(toggle.isOn, "the switch shows isOn")
        toggle.setOnForTesting(false)
        expect(handler.received.last == .setFavorite(flagged, value: false), "flipping it sends setFavorite")
    } else {
        expect(false, "the favourite's switch is a custom view accessory")
    }

    let accountCell = cell(0, 2)
    expect(kinds(accountCell) == ["disclosure", "detail"], "the account shows a disclosure and a detail accessory: \(kinds(accountCell))")
    let detail = accountCell?.accessories.last
    expect(detail?.tapForTesting() == true && handler.received.last == .showAccount(work), "the detail accessory sends showAccount",
           doubleOnly: true)

    // The storage meter is a SwiftUI cell in the same collection: a list cell of the support file's.
    let storageCell = cell(0, 3)
    expect(storageCell is CellGenHostingListCell, "a collection's SwiftUI cell is the support file's hosting list cell")
    let meter = storageCell?.hostedViewForTesting(StorageMeter.self)
    expect(meter?.view.viewModel == storage, "the meter shows its row", doubleOnly: true)
    meter?.view.onManage?()
    expect(meter == nil || handler.received.last == .manageStorage(storage), "the meter's button sends manageStorage")
}
