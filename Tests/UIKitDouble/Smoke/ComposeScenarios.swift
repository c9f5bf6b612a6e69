// SwiftUI cells (issue 33): Compose (Fixtures/Proof/Compose.screen.yml) shows the team's SwiftUI
// views of ComposeViews.swift in the support file's hosting cells. Each view is made from its row
// with its events as closures, identified by the row's id; a changed row keeps its id (SwiftUI
// keeps the view's state), a reused cell shows the new row under the new row's id (no state of
// the old row shows). The double keeps the views without rendering them, so what a view shows is
// double-only; what its closures send is checked on both.

import SwiftUI
import UIKit

@MainActor
func composeSwiftUIScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    let handler = ComposeHandler()
    let dataSource = Compose.DataSource(tableView: tableView, handler: handler)
    let anna = Compose.RecipientViewModel(text: "To", secondaryText: "Anna")
    let subject = Compose.SubjectViewModel(draftID: "draft-1", subject: "Lunch")
    let message = Compose.BodyViewModel(draftID: "draft-1", text: "See you at noon", wordCount: 4)
    let menu = Compose.AttachmentViewModel(name: "menu.pdf", size: "1 MB")
    var input = Compose.Input(
        header: .init(recipient: [anna], subject: subject), message: .init(body: message),
        attachments: .init(attachment: [menu]))
    dataSource.apply(input, animatingDifferences: false)

    func cell(_ row: Int, _ section: Int) -> UITableViewCell { tableView.cellForTesting(at: IndexPath(row: row, section: section)) }

    expect((cell(0, 0).contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Anna",
           "a system cell and SwiftUI cells share the screen")
    let subjectCell = cell(1, 0)
    expect(subjectCell is CellGenHostingCell, "a SwiftUI cell is the support file's hosting cell, got \(type(of: subjectCell))")
    let field = subjectCell.hostedViewForTesting(ComposeSubjectField.self)
    expect(field?.view.viewModel == subject && field?.id == AnyHashable(subject.id),
           "the subject view is made from its row and identified by the row's id", doubleOnly: true)
    field?.view.onEdited?("Lunch on Friday")
    expect(field == nil || handler.received.last == .editSubject(subject, value: "Lunch on Friday"),
           "what the user types is sent as editSubject with the row")

    let editor = cell(0, 1).hostedViewForTesting(ComposeBodyEditor.self)
    editor?.view.onAttach?()
    expect(editor == nil || handler.received.last == .attachFile(message), "the body's attach button sends attachFile")
    editor?.view.onEdited?("See you at one")
    expect(editor == nil || handler.received.last == .editBody(message, value: "See you at one"), "typing in the body sends editBody")

    let chip = cell(0, 2).hostedViewForTesting(AttachmentChip.self)
    chip?.view.onOpen?()
    expect(chip == nil || handler.received.last == .openAttachment(menu), "a chip sends openAttachment")
    let remove = tableView.swipeActionsForTesting(at: IndexPath(row: 0, section: 2), edge: .trailing)?.actions.first
    expect(remove?.title == "Remove" && remove?.style == .destructive, "a SwiftUI row swipes like any other")
    _ = remove?.performForTesting(in: tableView)
    expect(handler.received.last == .removeAttachment(menu), "the swipe sends removeAttachment with the row")

    // The body's word count changes: the same row, reconfigured in place under the same id, so
    // SwiftUI keeps what the view holds in @State.
    let bodyCell = cell(0, 1)
    let counted = Compose.BodyViewModel(draftID: "draft-1", text: "See you at one", wordCount: 4)
    input.message.body = counted
    dataSource.apply(input)
    let updated = cell(0, 1).hostedViewForTesting(ComposeBodyEditor.self)
    expect(cell(0, 1) === bodyCell, "the changed body keeps its cell")
    expect(updated?.view.viewModel == counted && updated?.id == AnyHashable(message.id),
           "the reconfigured view shows the new values under the row's id", doubleOnly: true)
    updated?.view.onAttach?()
    expect(updated == nil || handler.received.last == .attachFile(counted), "its closures send the new row")

    // Other attachments: the chips' cells are reused, each view under its new row's id.
    let chipCell = cell(0, 2)
    let files = (1...3).map { Compose.AttachmentViewModel(name: "photo\($0).jpg", size: "\($0) MB") }
    input.attachments.attachment = files
    dataSource.apply(input, animatingDifferences: false)
    tableView.reloadData()
    let chips = (0..<3).map { cell($0, 2) }
    expect(chips.contains { $0 === chipCell }, "the first chip's cell was reused", doubleOnly: true)
    for (row, file) in zip(chips, files) {
        let shown = row.hostedViewForTesting(AttachmentChip.self)
        expect(shown?.view.viewModel == file && shown?.id == AnyHashable(file.id),
               "a reused chip shows \(file.name) under its id, nothing of the row before", doubleOnly: true)
    }
}
