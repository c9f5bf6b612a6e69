import Dispatch

/// Hands the last reference to a large value to a background thread, which frees it.
///
/// A run's checked specs are some hundred thousand small objects; freeing them kept the main
/// thread busy for about 5 ms after the last file was written (1,000 screens), with the other
/// core idle, before the run could report and end. Freed in the background, they overlap with
/// what is left; a process that ends first leaves them to the system, which reclaims its memory
/// at once anyway.
enum BackgroundRelease {
    static func release<Value: Sendable>(_ value: consuming Value) {
        // The box is retained once more for the background thread before this thread's own
        // reference goes, so the background thread holds the last one. Were a reference left
        // here to the end of this call, whichever thread let go last would free everything, and
        // an idle worker (the one that parsed the templates) lets go first.
        let box = Unmanaged.passRetained(Box(consume value))
        DispatchQueue.global(qos: .utility).async { box.release() }
    }

    private final class Box<Value: Sendable>: Sendable {
        let value: Value

        init(_ value: consuming Value) {
            self.value = value
        }
    }
}
