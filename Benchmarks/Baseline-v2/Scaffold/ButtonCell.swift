// Written by `cellgen scaffold` for DesignSystem.cells.yml. This file is yours to edit; CellGen
// never overwrites it. Its conformances to generated protocols live in files of their own.

import UIKit

/// Shows `Button` rows of the DesignSystem cell library; its views come from Interface Builder.
final class ButtonCell: UITableViewCell {
    var onTap: (@MainActor () -> Void)?
    @IBOutlet var tapButton: UIButton!

    nonisolated override func awakeFromNib() {
        super.awakeFromNib()
        // UIKit declares `awakeFromNib()` on NSObject without `@MainActor` (so the override says
        // `nonisolated`, whatever the target's default isolation), yet always calls it on the
        // main thread, after connecting every outlet.
        MainActor.assumeIsolated {
            tapButton.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
        }
    }
}
