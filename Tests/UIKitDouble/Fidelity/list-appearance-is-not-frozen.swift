// expect: error: may have additional unknown values
// A Swift enum of the (library-evolution) overlay, not an imported NS_ENUM, and still not frozen.
import UIKit

nonisolated func name(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> String {
    switch appearance {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "insetGrouped"
    case .sidebar: "sidebar"
    case .sidebarPlain: "sidebarPlain"
    }
}
