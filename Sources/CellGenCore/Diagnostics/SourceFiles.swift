import Foundation

/// The paths `SourceLocation`s point into, each kept once per process and named by a number.
///
/// A spec's values carry thousands of locations, copied from the YAML tree into the decoded and
/// the checked spec; with the path's `String` in each, every copy retained and released it (a
/// good part of the reference counting of checking). A number costs nothing to copy. Paths are
/// registered once per file read and looked up only to print or sort diagnostics.
final class SourceFiles: @unchecked Sendable {
    static let shared = SourceFiles()

    private let lock = NSLock()
    private var paths: [String] = []
    /// Keyed by the path's bytes, not by `String` equality: two paths that differ only in their
    /// Unicode normalization are two files on Linux.
    private var numbers: [[UInt8]: Int] = [:]

    /// The path's number, registering it the first time.
    func number(of path: String) -> Int {
        let key = Array(path.utf8)
        lock.lock()
        defer { lock.unlock() }
        if let known = numbers[key] { return known }
        paths.append(path)
        numbers[key] = paths.count - 1
        return paths.count - 1
    }

    func path(_ number: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[number]
    }
}
