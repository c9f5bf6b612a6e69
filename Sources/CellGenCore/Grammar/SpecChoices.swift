/// The closed sets of words a spec key may take (`list: table`, `access: public`, ...): the
/// grammar's `.choice(of:)` lists their cases, the decoder reads them, every later stage uses them.

public enum ListKind: String, Hashable, Sendable, CaseIterable {
    case table
    case collection
}

/// Ordered from the least to the most open.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable, Comparable {
    case `internal`
    case package
    case `public`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Where the screen's localized strings are looked up.
public enum BundleChoice: String, Hashable, Sendable, CaseIterable {
    /// `Bundle(for: DataSource.self)`: the bundle of the module that holds the generated code.
    case `class`
    /// `Bundle.main`: the app's.
    case main
    /// `Bundle.module`: the resources of the Swift package target that holds the generated code.
    case module
}

/// `models:` in `cellgen.yml`: whether the models share the screen's file (`inline`) or have a
/// UIKit-free `<Screen>+Models.swift` of their own (`separate`).
public enum ModelsFile: String, Hashable, Sendable, CaseIterable {
    case inline
    case separate
}

/// How a cell or header view is registered (`register:`).
public enum Registration: String, Hashable, Sendable, CaseIterable {
    /// `register(_:forCellReuseIdentifier:)` with the cell class.
    case `class`
    /// `register(_:forCellReuseIdentifier:)` with a `UINib` named after the class.
    case nib
    /// A storyboard prototype cell: the storyboard registers it, generated code does not.
    case storyboard
}

/// `style:` of a table screen: the `UITableView.Style` its scaffolded view controller uses.
public enum TableStyle: String, Hashable, Sendable, CaseIterable {
    case plain
    case grouped
    case insetGrouped
}

/// `UICollectionLayoutListConfiguration.Appearance`, as a spec names it.
public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain
}

/// What a section with no rows does: `hide` (the default) leaves it out, header and footer
/// included; `show` keeps it.
public enum WhenEmpty: String, Hashable, Sendable, CaseIterable {
    case hide
    case show
}

/// How a swipe or menu action looks: `normal` or `destructive` (red).
public enum ActionStyle: String, Hashable, Sendable, CaseIterable {
    case normal
    case destructive
}

/// The selector map's method names.
public enum SelectorStyle: String, Hashable, Sendable, CaseIterable {
    /// Prefixed with the screen's name (`settingsShowAlert(_:)`), so screens never share one.
    case screen
    /// The action's name (`showAlert(_:)`): one responder method serves every screen sending it.
    case shared
    /// No selector map.
    case none
}
