// expect: ok
import UIKit

func name(_ style: UITableViewCell.CellStyle) -> String {
    switch style {
    case .default, .value1, .value2, .subtitle: "known"
    @unknown default: "unknown"
    }
}
