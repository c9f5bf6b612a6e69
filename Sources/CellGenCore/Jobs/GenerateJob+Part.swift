extension GenerateJob {
    /// Which files a run makes. The build plugin declares one command per spec and one for
    /// the support file, so that editing one spec reruns one command; neither removes files.
    /// Every difference between the parts is one of the properties below.
    public enum Part: Sendable {
        case all
        /// Each spec's `<Screen>+CellGen.swift` and each cell library's `<Library>+CellGen.swift`.
        case screens
        /// `CellGenSupport.swift` alone; the specs' problems are left to their own commands.
        case support

        var templateRoots: Set<String> {
            switch self {
            case .all: TemplateSet.generatedFileRoots
            case .screens: ["screen", "library"]
            case .support: ["support"]
            }
        }

        /// Only a whole run sees every output, so only it removes stale files and keeps a
        /// `GenerationRecord`.
        var isWhole: Bool { self == .all }

        /// A support-only run reports no spec's problems (their own commands do) and renders no
        /// screen.
        var coversScreens: Bool { self != .support }

        var rendersSupport: Bool { self != .screens }

        /// With `--screens-only`, a library given beside screens is read for them, not written:
        /// the build plugin writes each library by a command of its own.
        func writesLibraries(besideScreens: Bool) -> Bool {
            self == .all || (self == .screens && !besideScreens)
        }
    }
}
