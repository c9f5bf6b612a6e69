/// Why a job stopped before doing its work; its diagnostics say the rest.
public enum JobFailure: Sendable, Equatable {
    /// The target's configuration or a template has an error, which the diagnostics show.
    case diagnosed
    /// An input or a spec has an error, which the diagnostics show: nothing was written.
    case invalidSpecs
    /// The output folder, or a file in it, cannot be read or written.
    case output(message: String)
}

extension [Diagnostic] {
    /// Appends one stage's diagnostics, sorted by place, after those reported before it, so a
    /// job's diagnostics read in the order its stages ran.
    mutating func report(_ diagnostics: Diagnostics) {
        append(contentsOf: diagnostics.sorted)
    }
}
