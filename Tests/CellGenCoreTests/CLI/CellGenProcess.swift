import Foundation

/// Runs the built `cellgen` binary, as a user or the build plugin would.
struct CellGenProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the test bundle: SwiftPM puts every product of a build in one folder.
    static var binary: URL {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [products, products.deletingLastPathComponent()].map { $0.appendingPathComponent("cellgen") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Generation records of test runs go to the temporary folder, not the user's caches; set
    /// for this process, so children and in-process code agree on it.
    static let isolatedCache: Void = {
        setenv("CELLGEN_CACHE_DIR", FileManager.default.temporaryDirectory.appendingPathComponent("cellgen-tests-cache").path, 1)
    }()

    static func run(_ arguments: [String], binary: URL = binary, in directory: URL = packageRoot) throws -> Output {
        let process = prepared(arguments, binary: binary, in: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    private static func prepared(_ arguments: [String], binary: URL, in directory: URL) -> Process {
        isolatedCache
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        return process
    }

    /// Starts the binary without waiting for it; its output goes nowhere.
    static func start(_ arguments: [String], binary: URL = binary) throws -> Process {
        let process = prepared(arguments, binary: binary, in: packageRoot)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A fresh folder under the temporary directory, removed by the caller.
    static func temporaryFolder() throws -> URL {
        isolatedCache
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cellgen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file in a folder with its bytes and modification date: equal before and after a
    /// run means the run wrote, removed and touched nothing there.
    static func contents(of folder: URL) throws -> [String: FileState] {
        var result: [String: FileState] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            result[name] = FileState(bytes: try Data(contentsOf: url), modified: attributes[.modificationDate] as? Date)
        }
        return result
    }

    struct FileState: Equatable {
        var bytes: Data
        var modified: Date?
    }
}
