/// Why a job stopped before doing its work; its diagnostics say the rest.
public enum JobFailure: Sendable {
    /// The target's configuration or a template has an error, which the diagnostics show.
    case diagnosed
    /// An input or a spec has an error, which the diagnostics show: nothing was written.
    case invalidSpecs
    /// The output folder, or a file in it, cannot be read or written, for a reason CellGen
    /// found and words itself.
    case output(message: String)
    /// The output folder, or a file in it, cannot be written, for a reason the file system gave:
    /// kept as it was thrown, for each command to word as it always has. Files before it may
    /// have been written.
    case unwritable(any Error)
}

extension [Diagnostic] {
    /// Appends one stage's diagnostics, sorted by place, after those reported before it, so a
    /// job's diagnostics read in the order its stages ran.
    mutating func report(_ diagnostics: Diagnostics) {
        append(contentsOf: diagnostics.sorted)
    }
}
