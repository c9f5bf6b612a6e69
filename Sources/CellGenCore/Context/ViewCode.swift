/// How a screen's data source registers and configures one of its cell or header view classes,
/// through the list engine's `register`, `registerHeaderFooter` and `dequeue` methods.
enum ViewCode {
    /// `register(PhoneCell.self, nibBundle: Bundle(for: PhoneCell.self))`: the statement in the data
    /// source's init; nil for a storyboard's prototype cell, which the storyboard registers. A
    /// collection's swiped cell registers as a list cell, which the compiler checks.
    static func registration(
        className: String, registration: Registration, bundle: BundleChoice, isHeader: Bool, isListCell: Bool = false
    ) -> String? {
        let method = isHeader ? "registerHeaderFooter" : isListCell ? "registerListCell" : "register"
        switch registration {
        case .storyboard: return nil
        case .class: return String(pieces: "\(method)(\(className).self)")
        case .nib:
            return String(pieces: "\(method)(\(className).self, nibBundle: \(bundleExpression(bundle, className: className)))")
        }
    }

    /// The bundle a view's nib is in, as `bundle:` chose: `class` is the bundle of the view's class.
    static func bundleExpression(_ bundle: BundleChoice, className: String) -> String {
        switch bundle {
        case .class: "Bundle(for: \(className).self)"
        case .main: "Bundle.main"
        case .module: "Bundle.module"
        }
    }

    /// `configure(with: viewModel)`, with the screen's environment where the view takes it.
    static func configureCall(environmentArgument: String) -> String {
        "configure(with: viewModel\(environmentArgument))"
    }
}
