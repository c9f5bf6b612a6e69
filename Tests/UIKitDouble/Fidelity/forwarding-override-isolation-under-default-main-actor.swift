// expect: error: main actor-isolated instance method 'responds(to:)' has different actor isolation from nonisolated overridden declaration
// mode: mainactor
// Under default MainActor isolation an override of NSObject's `responds(to:)` that does not say
// `nonisolated` is isolated to the main actor, which the nonisolated original forbids; so are
// `forwardingTarget(for:)` and `awakeFromNib()`. Generated data sources say `nonisolated override`.
import UIKit

final class ProxyDataSource: UITableViewDiffableDataSource<Int, String> {
    override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector)
    }
}
