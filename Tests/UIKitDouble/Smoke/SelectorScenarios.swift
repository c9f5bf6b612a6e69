// Seed 5's responder chain, end to end: a Settings data source without a handler sends each
// action as a selector up the responder chain from the cell it comes from, and the view
// controller that implements it reads the action while its method runs. On iOS the runtime finds
// the `@objc` methods by name; the double has no Objective-C runtime, so the same methods are
// declared to it (`implementForTesting`), and its `target(forAction:withSender:)` walks `next`.

import UIKit

/// The screen's view controller as seed 5 writes it: it implements the actions' methods and is
/// found up the chain from the table it shows.
final class SettingsResponder: UIViewController {
    private(set) var received: [Settings.Action] = []
    private(set) var senders: [AnyObject] = []

    fileprivate func receive(_ sender: Any?) {
        guard let action = CellGenSelectors.value(sentBy: sender, as: Settings.Action.self) else { return }
        received.append(action)
        senders.append(sender as AnyObject)
    }
}

#if canImport(ObjectiveC)
extension SettingsResponder: SettingsSelectorTarget {
    @objc func showAlert(_ sender: Any?) { receive(sender) }
    @objc func showActionSheet(_ sender: Any?) { receive(sender) }
    @objc func selectSecondTab(_ sender: Any?) { receive(sender) }
    @objc func toggleSetting(_ sender: Any?) { receive(sender) }
}
#else
extension SettingsResponder {
    /// The methods the extension above implements on iOS, declared to the double by name.
    func implementSelectorsForTesting() {
        for name in ["showAlert:", "showActionSheet:", "selectSecondTab:", "toggleSetting:"] {
            implementForTesting(Selector(name)) { [unowned self] in receive($0) }
        }
    }
}
#endif

@MainActor
func settingsResponderChainScenario() {
    let responder = SettingsResponder()
    #if !canImport(ObjectiveC)
    responder.implementSelectorsForTesting()
    #endif
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    responder.view.addSubview(tableView)
    let dataSource = Settings.DataSource(tableView: tableView)
    let about = DesignSystem.TextViewModel(text: "About")
    let wifi = Settings.SwitchedSettingViewModel(text: "Wi-Fi", isOn: true)
    dataSource.apply(.init(general: .init(items: [.text(about)]), security: .init(switchedSetting: [wifi])), animatingDifferences: false)

    expect(tableView.target(forAction: Settings.Action.showAlert(about).selector, withSender: nil) as? SettingsResponder === responder,
           "the view controller is found up the chain from the table")
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0))
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 1))
    expect(responder.received == [.showAlert(about), .selectSecondTab(wifi)],
           "selections reach the responder as selectors, the action readable from the sender: \(responder.received)")
    expect(responder.senders.count == 2 && responder.senders[0] === tableView.cellForRow(at: IndexPath(row: 0, section: 0))
               && responder.senders[1] === tableView.cellForRow(at: IndexPath(row: 0, section: 1)),
           "each sender is the selected cell")
    expect(CellGenSelectors.value(sentBy: responder.senders[0], as: Settings.Action.self) == nil,
           "what a sender carries is read while the method runs")
}

/// Two screens send `showDetails` with `selectors: shared`: Gallery (a collection) and Album (a
/// table), both inside one view controller, which one method serves.
@MainActor
func sharedSelectorScenario() {
    UINib.register(AlbumTrackCell.self, forNibName: "AlbumTrackCell")
    let presenter = DetailsPresenter()
    #if !canImport(ObjectiveC)
    presenter.implementSelectorsForTesting()
    #endif
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: Gallery.DataSource.makeLayout())
    let tableView = UITableView(frame: CGRect(x: 0, y: 400, width: 390, height: 400), style: .plain)
    presenter.view.addSubview(collectionView)
    presenter.view.addSubview(tableView)
    let gallery = Gallery.DataSource(collectionView: collectionView)
    let album = Album.DataSource(tableView: tableView)
    gallery.apply(.init(photos: .init(photo: [.init(photoId: "p0", caption: "Sea")])))
    album.apply(.init(tracks: .init(track: [.init(trackId: 1, title: "Intro")])))

    collectionView.selectItemForTesting(at: IndexPath(item: 0, section: 0))
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0))
    expect(presenter.shown == ["photo p0", "track 1"], "both screens' selections reach the one method, which reads each view-model: \(presenter.shown)")
    expect(presenter.senders.count == 2 && presenter.senders[0] === collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
               && presenter.senders[1] === tableView.cellForRow(at: IndexPath(row: 0, section: 0)),
           "each sent from the selected cell")

    // A menu's action is sent from the cell too.
    let details = collectionView.contextMenuForTesting(at: IndexPath(item: 0, section: 0))?.children.first as? UIAction
    details?.performForTesting()
    expect(presenter.shown.last == "photo p0" && presenter.senders.last === collectionView.cellForItem(at: IndexPath(item: 0, section: 0)),
           "the menu's Details reaches the method from the item's cell", doubleOnly: true)
}
