// The team's SwiftUI views of the SwiftUI cells in Fixtures/Proof/Compose.screen.yml and
// Mailboxes.screen.yml, as a team writes them: each takes its row's view-model and an optional
// closure per event. They compile against the real SDK's SwiftUI and the double's
// (Tests/UIKitDouble/SwiftUI), which keeps the view values without rendering them.

import SwiftUI

/// The subject line: what the user types stays in the view until the row changes, and is sent.
struct ComposeSubjectField: View {
    let viewModel: Compose.SubjectViewModel
    var onEdited: (@MainActor (String) -> Void)? = nil
    @State var typed: String? = nil

    var body: some View {
        TextField("Subject", text: Binding(get: { typed ?? viewModel.subject }, set: { typed = $0; onEdited?($0) }))
    }
}

/// The message's text with its word count and an attach button.
struct ComposeBodyEditor: View {
    let viewModel: Compose.BodyViewModel
    var onEdited: (@MainActor (String) -> Void)? = nil
    var onAttach: (@MainActor () -> Void)? = nil
    @State var typed: String? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Message", text: Binding(get: { typed ?? viewModel.text }, set: { typed = $0; onEdited?($0) }))
            HStack {
                Text("\(viewModel.wordCount) words")
                Spacer()
                Button("Attach") { onAttach?() }
            }
        }
    }
}

/// An attached file as a chip that opens it.
struct AttachmentChip: View {
    let viewModel: Compose.AttachmentViewModel
    var onOpen: (@MainActor () -> Void)? = nil

    var body: some View {
        Button(action: { onOpen?() }) {
            HStack {
                Text(viewModel.name)
                Spacer()
                Text(viewModel.size)
            }
        }
    }
}

/// How much of the account's storage is used, with a button to manage it.
struct StorageMeter: View {
    let viewModel: Mailboxes.StorageViewModel
    var onManage: (@MainActor () -> Void)? = nil

    var body: some View {
        HStack {
            Text(verbatim: "\(viewModel.usedGB) of \(viewModel.totalGB) GB used")
            Spacer()
            Button("Manage") { onManage?() }
        }
    }
}
