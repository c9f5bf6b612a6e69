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
        let value = value
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
    }
}
