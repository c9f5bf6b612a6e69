// Written by `cellgen scaffold` for EmployeeList.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Workplace` rows of EmployeeList; its views come from Interface Builder.
final class EmployeeWorkplaceCell: UITableViewCell {
    @IBOutlet var workplaceLabel: UILabel!
}
