// expect: error: overriding declaration requires an 'override' keyword
import UIKit

final class Controller: UITableViewController {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
}
