// expect: error: may have additional unknown values
import UIKit

func name(_ style: UITableView.Style) -> String {
    switch style {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "inset"
    }
}
