import Foundation

/// A file's bytes, read with plain POSIX calls, or nil when the file cannot be read.
/// Foundation's `FileManager.contents(atPath:)` and `Data(contentsOf:)` cost several times more
/// per file (with the `URL` and the copy out of `Data`, about 2% of a `generate` run, which reads
/// every spec and looks for every output file). Callers that report why a file cannot be read
/// ask Foundation again, for its error.
enum FileBytes {
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        // The size is a hint: read until the end, in case the file changed since.
        let chunk = max(Int(info.st_size), 0) + 1
        var bytes: [UInt8] = []
        while true {
            // Read into uninitialized memory: zeroing it first through `repeatElement` went
            // through generic collection code for every byte.
            var count = 0
            let read = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                count = Foundation.read(descriptor, buffer.baseAddress!, chunk)
                initialized = max(count, 0)
            }
            guard count >= 0 || errno == EINTR else { return nil }
            if count == 0 { return bytes }
            bytes += read
        }
    }
}
