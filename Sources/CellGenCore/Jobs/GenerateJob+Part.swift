extension GenerateJob {
    /// Which files a run makes. The build plugin declares one command per spec and one for
    /// the support file, so that editing one spec reruns one command; neither removes files.
    /// Every difference between the parts is one of the properties below.
    public enum Part: Sendable {
        case all
        /// Each spec's `<Screen>+CellGen.swift` and each cell library's `<Library>+CellGen.swift`
        /// (with their `+Models.swift` when the models are separate in the same module).
        case screens
        /// `CellGenSupport.swift` alone; the specs' problems are left to their own commands.
        case support
        /// With `modelsModule:` in `cellgen.yml`, the `+Models.swift` files alone, for the module
        /// that holds them: the screens' runs write everything else.
        case models

        var templateRoots: Set<String> {
            switch self {
            case .all: TemplateSet.generatedFileRoots
            case .screens: ["screen", "library", "screen-models", "library-models"]
            case .support: ["support"]
            case .models: ["screen-models", "library-models"]
            }
        }

        /// Only a run that sees every output of its folder removes stale files there; only a
        /// whole run keeps a `GenerationRecord`.
        var isWhole: Bool { self == .all }
        var removesStaleFiles: Bool { self == .all || self == .models }

        /// A support-only run reports no spec's problems (their own commands do) and renders no
        /// screen.
        var coversScreens: Bool { self != .support }

        var rendersSupport: Bool { self == .all || self == .support }

        /// With `--screens-only`, a library given beside screens is read for them, not written:
        /// the build plugin writes each library by a command of its own.
        func writesLibraries(besideScreens: Bool) -> Bool {
            self == .all || self == .models || (self == .screens && !besideScreens)
        }

        /// Which of a screen's or library's files this part writes: its own file, and its models
        /// file when the models are separate. A models run writes only the models files, and only
        /// when `models` puts them in another module.
        func writes(_ models: ModelsPlacement) -> (file: Bool, models: Bool) {
            switch self {
            case .support: (false, false)
            case .models: (false, models.module != nil)
            case .all, .screens: (true, models.writesBesideScreens)
            }
        }
    }
}
