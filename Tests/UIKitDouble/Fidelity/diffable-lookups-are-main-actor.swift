// expect: error: call to main actor-isolated instance method 'itemIdentifier(for:)' in a synchronous nonisolated context
import UIKit

nonisolated func item(_ source: UITableViewDiffableDataSource<Int, String>) -> String? {
    source.itemIdentifier(for: IndexPath(row: 0, section: 0))
}
