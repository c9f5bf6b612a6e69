// expect: ok
// mode: mainactor
// What generated and scaffolded code writes, under default MainActor isolation: `nonisolated`
// overrides of NSObject's methods, main-actor work in `awakeFromNib()` through
// `MainActor.assumeIsolated`, and a deinit written out so that it is not isolated.
import UIKit

final class ProxyDataSource: UITableViewDiffableDataSource<Int, String> {
    private nonisolated(unsafe) weak var forwardee: (any NSObjectProtocol)?

    deinit {}

    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        return forwardee?.responds(to: aSelector) ?? false
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
        return super.forwardingTarget(for: aSelector)
    }
}

final class ButtonCell: UITableViewCell {
    let button = UIButton(type: .system)

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        MainActor.assumeIsolated {
            button.addAction(UIAction { _ in }, for: .touchUpInside)
        }
    }
}
