/// Where a target's view-models, inputs, section values, actions and handler protocols are
/// written: `models:` and `modelsModule:` in `cellgen.yml`.
///
/// Separate models serve a presenter that must not import UIKit (VIPER, seed 1): the
/// `<Screen>+Models.swift` file imports Foundation and the spec's `imports:` only, and uses
/// nothing of `CellGenSupport.swift`, so it compiles in a module without UIKit.
public enum ModelsPlacement: Hashable, Sendable {
    /// In the screen's `<Screen>+CellGen.swift` (the default).
    case inline
    /// In `<Screen>+Models.swift` (and `<Library>+Models.swift`). `module`: the module those
    /// files are compiled in, which the screens' files import; nil when it is the same module.
    case separate(module: String?)

    public var isSeparate: Bool { self != .inline }

    /// The module the models are compiled in when it is another one than the screens'.
    public var module: String? {
        if case .separate(let module) = self { module } else { nil }
    }

    /// Whether a run writing the screens' files writes their models files beside them: only when
    /// the models stay in the screens' module. Another module's come from `--models-only` runs.
    public var writesBesideScreens: Bool { self == .separate(module: nil) }

    /// The setting in words, for the generation record.
    var recordKey: String {
        switch self {
        case .inline: "inline"
        case .separate(let module): "separate:\(module ?? "")"
        }
    }
}
