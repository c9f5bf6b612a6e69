import Foundation
import Testing

/// A temporary folder of specs with a cell library, for the tests of `generate`, `check` and
/// stale-file removal: `Kit.cells.yml`; `Profile`, which shows Kit's Caption, Text and Button
/// and binds Button's `tap`; `Notes`, which shows Kit's Text alone; `Plain`, which uses no
/// library. The caller removes it.
struct LibraryFolder {
    let url: URL
    var path: String { url.path }

    static let kit = """
        library: Kit
        cells:
          Button:
            fields: { title: String }
            events: { tap: ~ }
            selectable: false
          Text:
            fields: { id: String, text: String }
        headers:
          Caption:
            fields: { title: String }
        """

    static let profile = """
        screen: Profile
        uses: [Kit]
        sections:
          - id: main
            header: { view: Caption }
            rows:
              - { cell: Text, repeated: true, select: openDetail }
              - { cell: Button, on: { tap: signOut } }
        actions:
          openDetail: Open a detail
          signOut: Sign out
        """

    static let notes = """
        screen: Notes
        uses: [Kit]
        sections:
          - id: notes
            rows:
              - { cell: Text, repeated: true }
        """

    static let plain = """
        screen: Plain
        cells:
          Title:
            fields: { text: String }
        sections:
          - id: main
            rows:
              - { cell: Title }
        """

    /// What `generate` writes for the folder as made.
    static let outputs: Set = ["CellGenSupport.swift", "Kit+CellGen.swift", "Notes+CellGen.swift", "Plain+CellGen.swift", "Profile+CellGen.swift"]

    /// Changes only the library's own file: a field is in Kit's view-model alone.
    static let fieldEdit = (old: "fields: { id: String, text: String }", new: "fields: { id: String, text: String, detail: String? }")
    /// Changes the library's file and Profile's, whose action gets Button's new payload;
    /// Notes, which shows no Button, stays as it was.
    static let payloadEdit = (old: "events: { tap: ~ }", new: "events: { tap: String }")

    static func make() throws -> LibraryFolder {
        let folder = LibraryFolder(url: try CellGenProcess.temporaryFolder())
        try folder.write("Kit.cells.yml", kit)
        try folder.write("Profile.screen.yml", profile)
        try folder.write("Notes.screen.yml", notes)
        try folder.write("Plain.screen.yml", plain)
        return folder
    }

    func write(_ name: String, _ text: String) throws {
        try (text + "\n").write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Replaces `old` in a spec, which must hold it.
    func edit(_ name: String, _ change: (old: String, new: String)) throws {
        let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        try #require(text.contains(change.old), "\(name) does not hold '\(change.old)'")
        try text.replacingOccurrences(of: change.old, with: change.new).write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func remove(_ name: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(name))
    }

    /// The screens that used the library, without `uses:`, declaring a cell of their own instead.
    func dropUses() throws {
        try write("Profile.screen.yml", """
            screen: Profile
            cells:
              Text:
                fields: { id: String, text: String }
            sections:
              - id: main
                rows:
                  - { cell: Text, repeated: true, select: openDetail }
            actions:
              openDetail: Open a detail
            """)
        try write("Notes.screen.yml", """
            screen: Notes
            cells:
              Text:
                fields: { id: String, text: String }
            sections:
              - id: notes
                rows:
                  - { cell: Text, repeated: true }
            """)
    }
}
