/// Names derived from a spec's file name alone, so the build plugin can declare a spec's
/// outputs before anything is read. The plugins compile this very file (a symbolic link in
/// `Plugins/PluginsShared/`), so it imports nothing and uses nothing else of CellGenCore.
public enum SpecFileName {
    /// The extensions a spec file may have, longest first.
    public static let extensions = [".screen.yml", ".screen.yaml", ".cells.yml", ".cells.yaml", ".yml", ".yaml"]

    /// Whether a file found in a folder is a spec (`*.screen.yml` or `*.screen.yaml`).
    public static func isSpec(_ path: String) -> Bool {
        let name = lastComponent(of: path)
        return [".screen.yml", ".screen.yaml"].contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// Whether a file found in a folder is a cell library (`*.cells.yml` or `*.cells.yaml`).
    public static func isLibrary(_ path: String) -> Bool {
        let name = lastComponent(of: path)
        return [".cells.yml", ".cells.yaml"].contains { name.hasSuffix($0) && name.count > $0.count }
    }

    public static func lastComponent(of path: String) -> String {
        // An ASCII path, nearly every one, is searched from its end as bytes: splitting the whole
        // path by `Character` was 1% of a `generate` run, which asks for a spec's name often.
        // (The plugins compile this file too, without CellGenCore's `String.isASCII`.) Told on
        // the contiguous bytes: through `String.UTF8View` it took about 1,000 instructions a
        // path, some 9 M over 1,000 specs, mostly on the one core busy before checking.
        let isASCII =
            path.utf8.withContiguousStorageIfAvailable { !$0.contains { $0 >= 0x80 } }
            ?? path.utf8.allSatisfy { $0 < 0x80 }
        guard isASCII else {
            return path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        }
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return path }
        let start = bytes[..<end].lastIndex(of: slash).map(bytes.index(after:)) ?? bytes.startIndex
        return String(path[start..<end])
    }

    /// `specs/EmployeeList.screen.yml` -> `EmployeeList`: the screen name the spec must declare.
    public static func screenName(of path: String) -> String {
        let name = lastComponent(of: path)
        for suffix in extensions where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// `EmployeeList.screen.yml` -> `EmployeeList+CellGen.swift`.
    public static func outputFileName(of path: String) -> String {
        outputFileName(ofScreen: screenName(of: path))
    }

    public static func outputFileName(ofScreen screen: String) -> String {
        "\(screen)+CellGen.swift"
    }

    /// `EmployeeList` -> `EmployeeList+Models.swift`: with `models: separate`, the screen's or
    /// library's view-models, input and actions, without UIKit.
    public static func modelsFileName(ofScreen screen: String) -> String {
        "\(screen)+Models.swift"
    }

    /// The one file per output folder holding what every screen shares.
    public static let supportFileName = "CellGenSupport.swift"
}
