// Written by `cellgen scaffold` for EmployeeList.screen.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `EmployeeInfo` rows of EmployeeList; its views come from Interface Builder.
final class EmployeeBaseInfoCell: UITableViewCell {
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var specializationLabel: UILabel!
    @IBOutlet var imageURLView: UIImageView!
}
