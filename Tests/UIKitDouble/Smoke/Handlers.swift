// The action handlers the scenarios install: each records what the generated data source sent.
// They use no part of the double's testing driver, so the real-SDK check compiles them with the
// smoke cells (scripts/ios-sdk-check.sh); the scenarios that drive them stay in the other files.

import UIKit

@MainActor
final class CatalogHandler: CatalogSearch.ActionHandler {
    var received: [CatalogSearch.Action] = []
    func repeatSearch(_ row: CatalogSearch.SearchHistoryViewModel) { received.append(.repeatSearch(row)) }
    func openProduct(_ row: CatalogSearch.SearchProductViewModel) { received.append(.openProduct(row)) }
    func openCategory(_ row: CatalogSearch.SearchCategoryViewModel) { received.append(.openCategory(row)) }
}

@MainActor
final class EmployeeHandler: EmployeeList.ActionHandler {
    var calls: [String] = []
    func call(_ row: DesignSystem.ButtonViewModel, context: EmployeeList.EmployeeContext) { calls.append("call \(context.phone)") }
    func write(_ row: DesignSystem.ButtonViewModel, context: EmployeeList.EmployeeContext) { calls.append("write \(context.email)") }
}

@MainActor
final class ProductHandler: ProductList.ActionHandler {
    var received: [ProductList.Action] = []
    func openPromo(_ row: ProductList.PromoViewModel) { received.append(.openPromo(row)) }
    func openAd(_ row: ProductList.AdViewModel) { received.append(.openAd(row)) }
    func openProduct(_ row: ProductList.ProductViewModel) { received.append(.openProduct(row)) }
}

@MainActor
final class SettingsHandler: Settings.ActionHandler {
    var log: [String] = []
    func showAlert(_ row: DesignSystem.TextViewModel) { log.append("alert \(row.text)") }
    func showActionSheet(_ row: Settings.ValueSettingViewModel) { log.append("sheet \(row.value)") }
    func selectSecondTab(_ row: Settings.SwitchedSettingViewModel) { log.append("tab \(row.text)") }
    func toggleSetting(_ row: Settings.SwitchedSettingViewModel, value: Bool) { log.append("toggle \(row.text) \(value)") }
}

@MainActor
final class SeedEmployeeHandler: EmployeeList.ActionHandler {
    var received: [EmployeeList.Action] = []
    func call(_ row: DesignSystem.ButtonViewModel, context: EmployeeList.EmployeeContext) { received.append(.call(row, context: context)) }
    func write(_ row: DesignSystem.ButtonViewModel, context: EmployeeList.EmployeeContext) { received.append(.write(row, context: context)) }
}

@MainActor
final class SeedCheckoutHandler: CheckoutForm.ActionHandler {
    var received: [CheckoutForm.Action] = []
    func updatePhone(_ row: CheckoutForm.PhoneFieldViewModel, value: String) { received.append(.updatePhone(row, value: value)) }
    func showPicker(_ row: CheckoutForm.DateFieldViewModel) { received.append(.showPicker(row)) }
    func showDropdown(_ row: CheckoutForm.DropdownViewModel) { received.append(.showDropdown(row)) }
}

@MainActor
final class ListShapesHandler: ListShapes.ActionHandler {
    var received: [ListShapes.Action] = []
    func openMessage(_ row: ListShapes.MessageViewModel) { received.append(.openMessage(row)) }
    func openPinned(_ row: ListShapes.MessageViewModel) { received.append(.openPinned(row)) }
    func openInFolder(_ row: ListShapes.MessageViewModel, context: ListShapes.FolderContext) { received.append(.openInFolder(row, context: context)) }
}

@MainActor
final class ActivityHandler: Activity.ActionHandler {
    var received: [Activity.Action] = []
    func openSurvey(_ row: Activity.SurveyViewModel) { received.append(.openSurvey(row)) }
    func openProject(_ row: Activity.OpenProjectRow, context: Activity.DayContext) { received.append(.openProject(row, context: context)) }
}

@MainActor
final class InboxHandler: Inbox.ActionHandler {
    var received: [Inbox.Action] = []
    func openThread(_ row: Inbox.PinnedViewModel) { received.append(.openThread(row)) }
    func unpin(_ row: Inbox.PinnedViewModel) { received.append(.unpin(row)) }
    func openMessage(_ row: Inbox.MessageViewModel, context: Inbox.InboxContext) { received.append(.openMessage(row, context: context)) }
    func markRead(_ row: Inbox.MessageViewModel, context: Inbox.InboxContext) { received.append(.markRead(row, context: context)) }
    func delete(_ row: Inbox.MessageViewModel, context: Inbox.InboxContext) { received.append(.delete(row, context: context)) }
    func archive(_ row: Inbox.MessageViewModel, context: Inbox.InboxContext) { received.append(.archive(row, context: context)) }
    func reply(_ row: Inbox.MessageViewModel, context: Inbox.InboxContext) { received.append(.reply(row, context: context)) }
    func loadNextPage(_ context: Inbox.InboxContext) { received.append(.loadNextPage(context)) }
    func reloadAll() { received.append(.reloadAll) }
    func markFolderRead(_ header: Inbox.FolderHeaderViewModel, context: Inbox.InboxContext) { received.append(.markFolderRead(header, context: context)) }
    func compose(_ header: Inbox.EmptyInboxViewModel) { received.append(.compose(header)) }

    /// What was received apart from `loadNextPage`, which displaying rows near the end sends.
    var interactions: [Inbox.Action] {
        received.filter { if case .loadNextPage = $0 { false } else { true } }
    }
}

/// The team's own table view delegate, beside the generated data source: it records scrolling,
/// which the data source does not handle, and the displays and selections it reports, and keeps
/// the pinned section from highlighting.
@MainActor
final class InboxScrollObserver: NSObject, UITableViewDelegate {
    var scrolledTo: [CGPoint] = []
    var displayed: [IndexPath] = []
    var selected: [IndexPath] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolledTo.append(scrollView.contentOffset) }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed.append(indexPath) }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { indexPath.section != 0 }
}

/// A team's subclass of the generated data source: it changes the height of every row and
/// records selections before the data source sends their actions.
final class TallInboxDataSource: Inbox.DataSource {
    private(set) var heightRequests = 0
    private(set) var selected: [IndexPath] = []

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return 88
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        super.tableView(tableView, didSelectRowAt: indexPath)
    }
}

@MainActor
final class SystemSettingsHandler: SystemSettings.ActionHandler {
    var received: [SystemSettings.Action] = []
    func toggleSetting(_ row: SystemSettings.ToggleViewModel, value: Bool) { received.append(.toggleSetting(row, value: value)) }
    func openSetting(_ row: SystemSettings.ValueViewModel) { received.append(.openSetting(row)) }
    func choose(_ row: SystemSettings.ChoiceViewModel) { received.append(.choose(row)) }
    func openDevice(_ row: SystemSettings.DeviceViewModel) { received.append(.openDevice(row)) }
    func showAccountInfo(_ row: SystemSettings.AccountViewModel) { received.append(.showAccountInfo(row)) }
}

@MainActor
final class MailboxesHandler: Mailboxes.ActionHandler {
    var received: [Mailboxes.Action] = []
    func openMailbox(_ row: Mailboxes.MailboxViewModel) { received.append(.openMailbox(row)) }
    func setFavorite(_ row: Mailboxes.FavoriteViewModel, value: Bool) { received.append(.setFavorite(row, value: value)) }
    func openAccount(_ row: Mailboxes.AccountViewModel) { received.append(.openAccount(row)) }
    func showAccount(_ row: Mailboxes.AccountViewModel) { received.append(.showAccount(row)) }
    func manageStorage(_ row: Mailboxes.StorageViewModel) { received.append(.manageStorage(row)) }
    func removeFavorite(_ row: Mailboxes.FavoriteViewModel) { received.append(.removeFavorite(row)) }
    func moveFavorite(_ row: Mailboxes.FavoriteViewModel, value: Int) { received.append(.moveFavorite(row, value: value)) }
}

@MainActor
final class MailListHandler: MailList.ActionHandler {
    var received: [MailList.Action] = []
    func openMessage(_ row: MailList.MessageViewModel) { received.append(.openMessage(row)) }
    func markRead(_ row: MailList.MessageViewModel) { received.append(.markRead(row)) }
    func markUnread(_ row: MailList.MessageViewModel) { received.append(.markUnread(row)) }
    func flag(_ row: MailList.MessageViewModel) { received.append(.flag(row)) }
    func unflag(_ row: MailList.MessageViewModel) { received.append(.unflag(row)) }
    func delete(_ row: MailList.MessageViewModel) { received.append(.delete(row)) }
    func archiveMessages(_ rows: [MailList.MessageViewModel]) { received.append(.archiveMessages(rows)) }
    func markMessagesRead(_ rows: [MailList.MessageViewModel]) { received.append(.markMessagesRead(rows)) }
}

@MainActor
final class ComposeHandler: Compose.ActionHandler {
    var received: [Compose.Action] = []
    func editRecipients(_ row: Compose.RecipientViewModel) { received.append(.editRecipients(row)) }
    func editSubject(_ row: Compose.SubjectViewModel, value: String) { received.append(.editSubject(row, value: value)) }
    func editBody(_ row: Compose.BodyViewModel, value: String) { received.append(.editBody(row, value: value)) }
    func attachFile(_ row: Compose.BodyViewModel) { received.append(.attachFile(row)) }
    func openAttachment(_ row: Compose.AttachmentViewModel) { received.append(.openAttachment(row)) }
    func removeAttachment(_ row: Compose.AttachmentViewModel) { received.append(.removeAttachment(row)) }
}

@MainActor
final class BrowseHandler: Browse.ActionHandler {
    var received: [Browse.Action] = []
    func openItem(_ row: Browse.ItemViewModel) { received.append(.openItem(row)) }
    func hide(_ row: Browse.ItemViewModel) { received.append(.hide(row)) }
}

@MainActor
final class BookmarksHandler: Bookmarks.ActionHandler {
    var received: [Bookmarks.Action] = []
    func openBookmark(_ row: Bookmarks.BookmarkViewModel) { received.append(.openBookmark(row)) }
    func addBookmark(_ row: Bookmarks.AddBookmarkViewModel) { received.append(.addBookmark(row)) }
    func removeBookmark(_ row: Bookmarks.BookmarkViewModel) { received.append(.removeBookmark(row)) }
    func moveBookmark(_ row: Bookmarks.BookmarkViewModel, value: Int) { received.append(.moveBookmark(row, value: value)) }
}

@MainActor
final class ChatHandler: Chat.ActionHandler {
    var received: [Chat.Action] = []
    func loadOlder() { received.append(.loadOlder) }
}

@MainActor
final class FeedsHandler: Feeds.ActionHandler {
    var received: [Feeds.Action] = []
    func openSmartFeed(_ row: Feeds.SmartFeedViewModel) { received.append(.openSmartFeed(row)) }
    func openFolder(_ row: Feeds.FolderViewModel) { received.append(.openFolder(row)) }
    func openFeed(_ row: Feeds.FeedViewModel) { received.append(.openFeed(row)) }
}
