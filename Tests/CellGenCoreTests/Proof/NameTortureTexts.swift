import CellGenCore
import Foundation

/// What the NameTorture scenario needs: the spec's fixed section titles as the YAML reader gives
/// them, before anything CellGen does to text (decoding, validation, escaping, templates), and
/// the spec's scaffolded cells.
enum NameTortureTexts {
    static let spec = ProofHarness.proofSpecsFolder.appendingPathComponent("NameTorture.screen.yml")

    struct Title: Encodable, Equatable {
        var section: Int
        var kind: String
        var text: String
    }

    /// Every `header:` and `footer:` of a section that is a title (not `{ view: ... }`).
    static func titles() throws -> [Title] {
        let bytes = [UInt8](try Data(contentsOf: spec))
        let read = YAMLDocumentReader().read(bytes, file: spec.path)
        guard let root = read.root?.mapping, !read.diagnostics.hasErrors else {
            throw ProofError(message: "cannot read \(spec.path): \(read.diagnostics.map(\.description))")
        }
        let sections = root.first { $0.key == "sections" }?.value.sequence ?? []
        return sections.enumerated().flatMap { index, section in
            (section.mapping ?? []).compactMap { entry -> Title? in
                guard entry.key == "header" || entry.key == "footer", let text = entry.value.scalar?.text else { return nil }
                return Title(section: index, kind: entry.key, text: text)
            }
        }
    }

    /// Writes the titles as JSON for the scenario executable; returns the file.
    static func writeTitles(into folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("name-torture-titles.json")
        try JSONEncoder().encode(titles()).write(to: file)
        return file
    }

    /// The scaffolded cells and header view of the spec, into their own folder.
    static func scaffold(into folder: URL) throws -> [URL] {
        try ProofHarness.scaffold([spec], into: folder)
        return ProofHarness.swiftFiles(in: folder)
    }
}
