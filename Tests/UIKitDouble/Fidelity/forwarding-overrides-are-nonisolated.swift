// expect: error: main actor-isolated property 'delegate' can not be referenced from a nonisolated
// NSObject's `responds(to:)` and `forwardingTarget(for:)` are nonisolated, and so are their
// overrides in a (main-actor) diffable data source: reading its main-actor state there is an error
// in Swift 6 (the double declares them `nonisolated` on the data sources, see API.md).
import UIKit

final class ProxyDataSource: UITableViewDiffableDataSource<Int, String>, UITableViewDelegate {
    weak var delegate: (any UITableViewDelegate)?

    override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        return delegate?.responds(to: aSelector) ?? false
    }
}
