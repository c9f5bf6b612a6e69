import Foundation

/// Writes files into an output folder. Every file is written to a temporary file in the same
/// folder and renamed over the old one, so a reader (or a killed run) only ever sees the old or
/// the new contents, never a part.
public struct OutputWriter: Sendable {
    public init() {}

    /// Writes `contents` as `name` in `folder`, replacing what is there in one step.
    public func replace(_ name: String, with contents: String, in folder: String) throws {
        try replace(name, with: Array(contents.utf8), in: folder)
    }

    /// Writes `bytes` as `name` in `folder`, replacing what is there in one step.
    public func replace(_ name: String, with bytes: [UInt8], in folder: String) throws {
        try writeAtomically(bytes, named: try checkedName(name), in: folder)
    }

    public func remove(_ name: String, in folder: String) throws {
        try FileManager.default.removeItem(atPath: Self.path(try checkedName(name), in: folder))
    }

    static func path(_ name: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    /// Writes the files that do not exist yet and leaves every existing one alone: for files a
    /// team owns once written (scaffolded cells, starter specs).
    public func writeNewFiles(_ files: [GeneratedFile], in folder: String) throws -> (written: [String], kept: [String])
    {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written: [String] = []
        var kept: [String] = []
        for file in files {
            let name = try checkedName(file.name)
            if FileManager.default.fileExists(atPath: Self.path(name, in: folder)) {
                kept.append(file.name)
            } else {
                try writeAtomically(file.bytes, named: name, in: folder)
                written.append(file.name)
            }
        }
        return (written, kept)
    }

    /// Names come from validated screen names; this is the last line of defence against a name
    /// that would leave the output folder. A slash or a zero is looked for among the bytes, as
    /// the file system reads a name (Foundation's `contains("/")` took 7,000 instructions).
    private func checkedName(_ name: String) throws -> String {
        guard !name.isEmpty, !name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == 0 }), name != ".",
            name != ".."
        else {
            throw OutputError(message: "refusing to write '\(name)': not a plain file name")
        }
        return name
    }

    /// Given the folder and the name, not their path: splitting the path again through
    /// `NSString` took some 60,000 instructions a file.
    private func writeAtomically(_ contents: [UInt8], named name: String, in folder: String) throws {
        let path = Self.path(name, in: folder)
        let temporary = Self.path(TemporaryName.make(for: name), in: folder)
        try writeNewFile(contents, at: temporary)
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError(message: "cannot replace \(path): \(reason)")
        }
    }
}

extension OutputWriter {
    /// Writes bytes into a file that must not exist yet, with plain POSIX calls: Foundation's
    /// `createFile` writes through a temporary file of its own, which a killed run would leave
    /// behind under a name nobody recognises.
    func writeNewFile(_ contents: [UInt8], at path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw OutputError(message: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        var failure: Int32 = 0
        contents.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += count
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw OutputError(message: "cannot write \(path): \(String(cString: strerror(failure)))")
        }
    }
}

/// `.Name.swift.cellgen-PID-RANDOM`: hidden, unique per process and write, and recognisable as
/// left behind when its process no longer runs (a run killed between writing and renaming).
enum TemporaryName {
    static let infix = ".cellgen-"

    static func make(for name: String) -> String {
        ".\(name)\(infix)\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))"
    }

    /// The process that wrote a temporary file, or nil if `name` is not one.
    static func writer(of name: String) -> pid_t? {
        guard name.hasPrefix("."), let range = name.range(of: infix, options: .backwards) else { return nil }
        let parts = name[range.upperBound...].split(separator: "-")
        guard parts.count == 2, UInt32(parts[1]) != nil else { return nil }
        return pid_t(parts[0])
    }
}

extension OutputWriter {
    /// Removes temporary files of runs that were killed before they could rename them. Files of
    /// a run still going (another `generate` into the same folder) are left alone.
    func removeAbandonedTemporaryFiles(in folder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let writer = TemporaryName.writer(of: name), writer != getpid(),
                kill(writer, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(atPath: OutputWriter.path(name, in: folder))
        }
    }
}

public struct OutputError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
