import Foundation
import Testing

/// The README's layout table states the order of CellGenCore's folders: a folder uses only
/// folders before it. These tests hold the sources to that order, so a stage cannot reach forward
/// into a later one unnoticed.
@Suite("folder order")
struct FolderOrderTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let core = packageRoot.appendingPathComponent("Sources/CellGenCore")

    /// The folders after "A folder uses only folders before it in this order:" in README.md.
    static func statedOrder() throws -> [String] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lead = "A folder uses only folders before it in this order: "
        let start = try #require(readme.range(of: lead), "README.md no longer states the folder order").upperBound
        let sentence = readme[start...].prefix { $0 != "." && $0 != "\n" }
        return sentence.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
    }

    /// Each Swift file of CellGenCore by its folder (the first path component below the target).
    static func sourcesByFolder() throws -> [(folder: String, file: String, scan: SwiftSourceScan)] {
        let paths = try #require(FileManager.default.subpaths(atPath: core.path)).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { path in
            let source = try String(contentsOf: core.appendingPathComponent(path), encoding: .utf8)
            return (String(path.prefix { $0 != "/" }), path, SwiftSourceScan(source))
        }
    }

    @Test("the README's order names every folder of CellGenCore exactly once")
    func orderNamesEveryFolder() throws {
        let order = try Self.statedOrder()
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.core.path).filter { !$0.hasPrefix(".") }
        #expect(order.sorted() == folders.sorted())
        #expect(Set(order).count == order.count, "a folder is named twice: \(order)")
    }

    @Test("no file uses a type declared in a folder after its own")
    func noFolderReachesForward() throws {
        let order = try Self.statedOrder()
        let sources = try Self.sourcesByFolder()
        var declaringFolder: [String: String] = [:]
        for source in sources {
            for type in source.scan.topLevelTypes {
                #expect(declaringFolder[type] == nil || declaringFolder[type] == source.folder, "\(type) is declared in two folders")
                declaringFolder[type] = source.folder
            }
        }
        var forward: [String] = []
        for source in sources {
            let position = try #require(order.firstIndex(of: source.folder), "\(source.folder) is not in the README's order")
            for name in source.scan.capitalizedNames.sorted() {
                guard let folder = declaringFolder[name], let declared = order.firstIndex(of: folder), declared > position else { continue }
                forward.append("\(source.file) uses \(name) from \(folder)")
            }
        }
        #expect(forward.isEmpty, "files reaching forward in the folder order:\n\(forward.joined(separator: "\n"))")
    }

    @Test("the scan reads declarations and uses in code only, interpolations included")
    func scanReadsCodeOnly() {
        let scan = SwiftSourceScan(##"""
            /// Mentions `Commented` in a doc comment.
            public struct Outer { enum Nested {} }
            /* Block /* Nested */ Comment */ typealias Alias = Int
            let text = "Quoted \(Interpolated.value) \("Inner \(Deep.self)")" + #"Raw \#(RawUse.x)"#
            let many = """
                Multi \(MultiUse.y)
                """
            """##)
        #expect(scan.topLevelTypes == ["Outer", "Alias"])
        #expect(scan.capitalizedNames == ["Outer", "Nested", "Alias", "Int", "Interpolated", "Deep", "RawUse", "MultiUse"])
    }
}
