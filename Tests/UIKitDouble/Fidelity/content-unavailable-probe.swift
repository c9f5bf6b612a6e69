// expect: ok
// The double's iOS 17 empty-state content as the SDK declares it: UIContentUnavailableConfiguration
// made by its factories, with text, secondary text and image; UIContentUnavailableView made with
// one and given another through `configuration`.
import UIKit

@available(iOS 17.0, *)
@MainActor
func probeUnavailable(_ list: UITableView) {
    var content = UIContentUnavailableConfiguration.empty()
    content.text = "No Mail"
    content.secondaryText = "New messages appear here."
    content.image = UIImage(systemName: "tray")
    let view = UIContentUnavailableView(configuration: content)
    var loading = UIContentUnavailableConfiguration.loading()
    loading.text = "Loading"
    view.configuration = loading
    _ = view.supports(UIContentUnavailableConfiguration.search())
    list.backgroundView = view
    let _: any UIView & UIContentView = content.makeContentView()
}
