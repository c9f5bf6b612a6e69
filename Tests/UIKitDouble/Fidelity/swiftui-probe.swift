// expect: ok
// Every declaration of the SwiftUI double (Tests/UIKitDouble/SwiftUI), used as the SDK declares
// it: a team view with @State, Binding(get:set:), the builder, stacks, text, button, text field,
// toggle; .id, AnyView; UIHostingConfiguration in a cell (iOS 16) and UIHostingController.
import SwiftUI
import UIKit

struct ProbeView: View {
    let title: String
    var onTap: (@MainActor () -> Void)? = nil
    var onEdit: (@MainActor (String) -> Void)? = nil
    @State var typed: String? = nil
    @State var isOn = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .center, spacing: nil) {
                Text(title)
                Text(verbatim: "\(title.count)")
                Spacer()
                Spacer(minLength: 4)
            }
            TextField("Title", text: Binding(get: { typed ?? title }, set: { typed = $0; onEdit?($0) }))
            Toggle("On", isOn: $isOn)
            Button("Tap") { onTap?() }
            Button(action: { onTap?() }) { Text("Label") }
            if isOn {
                Text("On")
            } else {
                EmptyView()
            }
            if typed != nil { Text("Edited") }
        }
    }
}

@MainActor
func probeHosting(_ cell: UITableViewCell, _ listCell: UICollectionViewListCell) {
    let view = ProbeView(title: "A", onTap: {}, onEdit: { _ in }).id("row-1")
    if #available(iOS 16, *) {
        cell.contentConfiguration = UIHostingConfiguration { view }
        listCell.contentConfiguration = UIHostingConfiguration { ProbeView(title: "B") }.minSize(width: nil, height: 44)
    }
    let controller = UIHostingController(rootView: AnyView(view))
    controller.rootView = AnyView(ProbeView(title: "C"))
    cell.contentView.addSubview(controller.view)
    let _: UIViewController = controller
}
