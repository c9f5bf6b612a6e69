// expect: error: overriding declaration requires an 'override' keyword
import UIKit

final class Source: UITableViewDiffableDataSource<Int, String> {
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "x" }
}
