import Foundation

/// Turns the paths given on the command line into the list of spec files to read: files are
/// taken as given, folders are searched (recursively, in sorted order) for `*.screen.yml` and
/// `*.screen.yaml` specs and `*.cells.yml` and `*.cells.yaml` cell libraries. The result is
/// sorted and free of duplicates, so runs are deterministic.
public enum SpecDiscovery {
    public struct FoundSpecs: Sendable {
        public var files: [String]
        /// `companions(of: files)`, found once for every stage that needs them: none when every
        /// input is a folder, since the libraries beside its specs are then among `files`.
        public var companions: [String]
        public var diagnostics: Diagnostics
    }

    public static func find(_ paths: [String], fileManager: FileManager = .default) -> FoundSpecs {
        var files: [String] = []
        var diagnostics = Diagnostics()
        var onlyFolders = true
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.error("no such file or folder: \(path)", at: nil)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                onlyFolders = false
                continue
            }
            let found = specs(in: path, fileManager: fileManager)
            if found.isEmpty {
                diagnostics.error("no *.screen.yml or *.screen.yaml files in \(path)", at: nil)
            }
            files += found
        }
        // Two inputs may name one file (`specs` and `specs/A.screen.yml`). The files found in one
        // folder are its distinct relative paths, so one input has no duplicates, and the URL
        // work per file (which stats each) is saved for runs on several inputs.
        var seen = Set<String>()
        let unique =
            paths.count == 1
            ? files : files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        // One input's files are in order already: a folder's are sorted as they are found.
        let sorted = paths.count == 1 ? unique : unique.sorted()
        return FoundSpecs(
            files: sorted, companions: onlyFolders ? [] : companions(of: sorted, fileManager: fileManager),
            diagnostics: diagnostics)
    }

    /// The cell libraries in the folder of `spec` (not in its subfolders), other than itself,
    /// as paths of the form `spec` has (relative stays relative, so diagnostics read alike).
    public static func libraries(besides spec: String, fileManager: FileManager = .default) -> [String] {
        let folder = (spec as NSString).deletingLastPathComponent
        let names = (try? fileManager.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let own = SpecFileName.lastComponent(of: spec)
        return names.filter { SpecFileName.isLibrary($0) && $0 != own }.sorted().map {
            (folder as NSString).appendingPathComponent($0)
        }
    }

    /// The cell libraries beside the screen specs among `files` that are not among `files`
    /// themselves: where a screen's `uses` is looked up first, whichever command reads it and
    /// however it was named on the command line (the file alone or its folder). A library
    /// named like one among `files` (ignoring letter case, as output files are) is left out:
    /// the one the user named wins, rather than both generating one file.
    public static func companions(of files: [String], fileManager: FileManager = .default) -> [String] {
        let named = Set(files.filter(SpecFileName.isLibrary).map { SpecFileName.screenName(of: $0).lowercased() })
        let screens = files.filter { !SpecFileName.isLibrary($0) }
        var folders = Set<String>()
        let oneScreenPerFolder = zip(screens, folderKeys(of: screens)).filter { folders.insert($1).inserted }.map(\.0)
        return oneScreenPerFolder.flatMap { libraries(besides: $0, fileManager: fileManager) }
            .filter { !named.contains(SpecFileName.screenName(of: $0).lowercased()) }
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The standardized folder of each path, for telling which files share a folder however
    /// their paths are written. Standardizing stats the path, so it is done once per folder as
    /// written, not once per file; the folder as written is the text before the last `/`, found
    /// without bridging each path to `NSString` (which took a few milliseconds for 1,000 specs,
    /// on one core, before checking could start).
    static func folderKeys(of paths: [String]) -> [String] {
        var keys: [Substring: String] = [:]
        return paths.map { path in
            // A path that ends in `/` names no file; NSString's rules decide its folder.
            guard !path.hasSuffix("/") else { return folderKey(of: path) }
            // The slash found among the bytes: by `Character` it took 8,000 instructions a path.
            let written = path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)]
            if let key = keys[written] { return key }
            let key = folderKey(of: path)
            keys[written] = key
            return key
        }
    }

    private static func folderKey(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return standardized(folder.isEmpty ? "." : folder)
    }

    /// What `enumerator(atPath:)` finds, through the URL enumerator it wraps: see `relativePath`.
    private static func specs(in folder: String, fileManager: FileManager) -> [String] {
        let base = URL(fileURLWithPath: folder)
        guard let enumerator = fileManager.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        let prefix = base.path + "/"
        var found: [String] = []
        while let url = enumerator.nextObject() as? URL {
            let relative = relativePath(url.path, below: prefix)
            // Build products and hidden folders never hold a team's specs.
            let name = SpecFileName.lastComponent(of: relative)
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if SpecFileName.isSpec(relative) || SpecFileName.isLibrary(relative) {
                found.append(folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
            }
        }
        return found.sorted()
    }

    /// `path` relative to the folder whose path and a slash are `prefix`, as
    /// `enumerator(atPath:)` makes it: every occurrence of `prefix` removed. Its NSString search
    /// took most of the time of finding 1,000 specs, a step on one core before any is read. A
    /// file directly in the folder has one occurrence, at the start, and no slash after it (so no
    /// other: `prefix` ends with one): it is removed here, on bytes as NSString compares; NSString
    /// is asked for every other path.
    static func relativePath(_ path: String, below prefix: String) -> String {
        let rest = path.utf8.dropFirst(prefix.utf8.count)
        guard path.utf8.starts(with: prefix.utf8), !rest.contains(UInt8(ascii: "/")) else {
            return path.replacingOccurrences(of: prefix, with: "")
        }
        return String(decoding: rest, as: UTF8.self)
    }
}
