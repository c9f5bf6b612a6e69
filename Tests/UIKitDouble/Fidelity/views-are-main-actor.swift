// expect: error: main actor-isolated initializer
import UIKit

nonisolated func make() -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }
