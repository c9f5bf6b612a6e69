// expect: ok
// A data source that passes the delegate methods it does not implement on to another delegate, as
// delegate proxies do: it overrides NSObject's `responds(to:)` (calling super) and
// `forwardingTarget(for:)`. Both overrides are nonisolated (see
// forwarding-overrides-are-nonisolated), so they read a `nonisolated(unsafe)` copy of the
// main-actor `delegate` (`MainActor.assumeIsolated` cannot carry the selector across: `Selector`
// is not Sendable).
import UIKit

open class ForwardingTableDataSource: UITableViewDiffableDataSource<Int, String>, UITableViewDelegate {
    private weak var tableView: UITableView?

    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init(tableView: tableView) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        tableView.delegate = self
    }

    /// Receives the delegate methods this data source does not implement. Setting it sets the
    /// table's delegate again, so that UIKit asks again which methods there are.
    public weak var delegate: (any UITableViewDelegate)? {
        didSet {
            forwardee = delegate
            tableView?.delegate = nil
            tableView?.delegate = self
        }
    }

    /// `delegate`, for the runtime's nonisolated hooks; written on the main actor only.
    nonisolated(unsafe) private weak var forwardee: (any UITableViewDelegate)?

    open override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        return forwardee?.responds(to: aSelector) ?? false
    }

    open override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
        return super.forwardingTarget(for: aSelector)
    }
}

open class ForwardingCollectionDataSource: UICollectionViewDiffableDataSource<Int, String>, UICollectionViewDelegate {
    public weak var delegate: (any UICollectionViewDelegate)? {
        didSet { forwardee = delegate }
    }

    nonisolated(unsafe) private weak var forwardee: (any NSObjectProtocol)?

    open override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    open override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forwardee ?? super.forwardingTarget(for: aSelector)
    }
}
