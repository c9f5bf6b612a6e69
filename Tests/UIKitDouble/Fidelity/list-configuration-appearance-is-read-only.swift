// expect: error: cannot assign to property: 'appearance' is a get-only property
import UIKit

nonisolated func restyle() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.appearance = .grouped
}
