@testable import CellGenCore
import Foundation
import Testing

/// `cellgen diff`: a table of edits to one spec, each with the exact report and whether it
/// breaks code that uses the generated API; and the command on files and on a git revision.
@Suite("diff")
struct DiffTests {
    static let base = """
        screen: Feed
        cells:
          Message:
            fields: { id: Int, subject: String }
            events: { like: ~ }
            select: open
            height: 60
          Banner:
            fields: { text: String }
        sections:
          - id: top
            rows:
              - { cell: Banner, optional: true }
          - id: inbox
            header: Inbox
            rows:
              - { cell: Message, repeated: true, on: { like: like } }
        actions:
          open: Open the message
          like: { doc: Like the message, title: Like }
        """

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Replacements applied to `base` for both versions first.
        var setup: [(old: String, new: String)] = []
        /// Replacements applied to `base` for the new version, in order.
        var edits: [(old: String, new: String)]
        var breaking: Bool
        /// The report's lines after its heading.
        var lines: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a field removed", edits: [("{ id: Int, subject: String }", "{ id: Int }")], breaking: true,
             lines: ["- breaking: cell `Message`: field `subject: String` removed: the view-model's init changes"]),
        Case(name: "a field added", edits: [("{ text: String }", "{ text: String, url: URL? }")], breaking: true,
             lines: ["- breaking: cell `Banner`: field `url: URL?` added: the view-model's init changes",
                     // Without `identity`, every field identifies a row.
                     "- breaking: cell `Banner`: identity changed from `text` to `text`, `url`: the view-model's id and its type change"]),
        Case(name: "a field retyped", edits: [("subject: String }", "subject: Substring }")], breaking: true,
             lines: ["- breaking: cell `Message`: field `subject` retyped from `String` to `Substring`"]),
        Case(name: "fields reordered", edits: [("{ id: Int, subject: String }", "{ subject: String, id: Int }")], breaking: true,
             lines: ["- breaking: cell `Message`: fields reordered: the view-model's init changes"]),
        Case(name: "an event's payload", edits: [("{ like: ~ }", "{ like: Bool }")], breaking: true,
             lines: ["- breaking: cell `Message`: payload of event `like` changed from none to `Bool`",
                     "- breaking: action `like`: now delivers `MessageViewModel`, `Bool` (was `MessageViewModel`)"]),
        Case(name: "an action renamed", edits: [("select: open", "select: show"), ("  open: Open", "  show: Open")], breaking: true,
             lines: ["- breaking: action `open`: renamed to `show`: its handler method, closure and selector are renamed",
                     "- not breaking: section `inbox`: row `message` sends other actions (selection, events, swipe or menu)"]),
        Case(name: "a cell and its row removed", edits: [("      - { cell: Banner, optional: true }\n", "      - { cell: Message, id: pinned }\n"),
                                                        ("  Banner:\n    fields: { text: String }\n", "")], breaking: true,
             lines: ["- breaking: cell `Banner`: removed: its view-model and protocol are gone",
                     "- breaking: section `top`: row `banner` removed: the section's input loses it",
                     "- breaking: section `top`: row `pinned` added: the section's input takes it"]),
        Case(name: "a section's context", edits: [("  - id: inbox\n", "  - id: inbox\n    context: { folder: String }\n")], breaking: true,
             lines: ["- breaking: section `inbox`: context field `folder: String` added: its context and the actions sent with it change",
                     "- breaking: action `open`: now delivers `MessageViewModel`, `InboxContext` (was `MessageViewModel`)",
                     "- breaking: action `like`: now delivers `MessageViewModel`, `InboxContext` (was `MessageViewModel`)"]),
        Case(name: "an optional row made repeated", edits: [("{ cell: Banner, optional: true }", "{ cell: Banner, repeated: true }")], breaking: true,
             lines: ["- breaking: section `top`: row `banner` changed from optional to repeated"]),
        Case(name: "access lowered", edits: [("screen: Feed\n", "screen: Feed\naccess: public\n")], breaking: false,
             lines: ["- not breaking: screen `Feed`: access changed from internal to public"]),
        Case(name: "a title changed", edits: [("header: Inbox", "header: Mail")], breaking: false,
             lines: ["- not breaking: section `inbox`: header changed from title “Inbox” to title “Mail”"]),
        Case(name: "a height changed", edits: [("height: 60", "height: automatic")], breaking: false,
             lines: ["- not breaking: cell `Message`: height, registration, bundle or selection changed"]),
        Case(name: "a cell becomes a system cell", edits: [("fields: { text: String }", "system: cell\n    fields: { text: String }")],
             breaking: true,
             lines: ["- breaking: cell `Banner`: now a system cell (`cell`): its protocol is gone, and `BannerCell` shows it no more"]),
        Case(name: "a system cell's style and accessories", setup: [("fields: { text: String }", "system: cell\n    fields: { text: String }")],
             edits: [("system: cell", "system: subtitle\n    accessories: [disclosure]")], breaking: false,
             lines: ["- not breaking: cell `Banner`: system cell style changed from `cell` to `subtitle`",
                     "- not breaking: cell `Banner`: what the system cell shows (content or accessories) changed"]),
        Case(name: "a doc and a title changed", edits: [("Open the message", "Show the message"), ("title: Like", "title: Love")], breaking: false,
             lines: ["- not breaking: action `open`: doc, title, image or style changed",
                     "- not breaking: action `like`: doc, title, image or style changed"]),
        Case(name: "a header view instead of a title", edits: [("header: Inbox", "header: { view: Folder }"),
                                                              ("sections:\n", "headers:\n  Folder: { fields: { name: String } }\nsections:\n")],
             breaking: true,
             lines: ["- breaking: section `inbox`: header changed from title “Inbox” to view `Folder`",
                     "- not breaking: header view `Folder`: added"]),
        Case(name: "rows reordered", setup: [("      - { cell: Banner, optional: true }\n", "      - { cell: Banner, optional: true }\n      - { cell: Message, id: first }\n")],
             edits: [("      - { cell: Banner, optional: true }\n      - { cell: Message, id: first }\n", "      - { cell: Message, id: first }\n      - { cell: Banner, optional: true }\n")],
             breaking: true,
             lines: ["- breaking: section `top`: rows reordered: the section's input takes them in the new order"]),
        Case(name: "an event removed", edits: [("    events: { like: ~ }\n", ""), (", on: { like: like }", ""), ("\n  like: { doc: Like the message, title: Like }", "")],
             breaking: true,
             lines: ["- breaking: cell `Message`: event `like` removed: its protocol loses the closure property",
                     "- breaking: action `like`: removed: its case, handler method and closure are gone",
                     "- not breaking: section `inbox`: row `message` sends other actions (selection, events, swipe or menu)"]),
        Case(name: "pull to refresh added with a new action", edits: [("screen: Feed\n", "screen: Feed\nrefresh: reload\n"), ("actions:\n", "actions:\n  reload: Reload\n")],
             breaking: true,
             lines: ["- breaking: action `reload`: added: the handler protocol requires its method",
                     "- not breaking: screen `Feed`: pull to refresh or the empty state sends other actions"]),
        Case(name: "two actions that deliver the same values renamed: no rename guessed",
             edits: [("select: open", "select: show"), ("  open: Open", "  show: Open"), ("{ like: like }", "{ like: love }"), ("  like: {", "  love: {")],
             breaking: true,
             lines: ["- breaking: action `open`: removed: its case, handler method and closure are gone",
                     "- breaking: action `like`: removed: its case, handler method and closure are gone",
                     "- breaking: action `show`: added: the handler protocol requires its method",
                     "- breaking: action `love`: added: the handler protocol requires its method",
                     "- not breaking: section `inbox`: row `message` sends other actions (selection, events, swipe or menu)"]),
        Case(name: "a row given children: an outline's parent takes CellGenOutlines", setup: [("screen: Feed\n", "screen: Feed\nlist: collection\n")],
             edits: [("on: { like: like } }", "on: { like: like }, children: Banner }")],
             breaking: true,
             lines: ["- breaking: section `inbox`: row `banner` added: the section's input takes it",
                     "- breaking: section `inbox`: row `message` is now an outline's parent ('children'): the section's input changes"]),
        Case(name: "bulk actions added in edit mode", edits: [("on: { like: like } }", "on: { like: like }, bulk: [archive] }"), ("actions:\n", "actions:\n  archive: Archive them\n")],
             breaking: true,
             lines: ["- breaking: action `archive`: added: the handler protocol requires its method",
                     "- not breaking: section `inbox`: row `message` sends other actions (selection, events, swipe or menu)"]),
        Case(name: "nothing that generates code", edits: [("screen: Feed\n", "# a comment\nscreen: Feed\n")], breaking: false, lines: []),
    ]

    private static func screen(_ text: String) throws -> Screen {
        let loaded = SpecLoader().load(Array(text.utf8), file: "Feed.screen.yml")
        return try #require(loaded.screen, "\(loaded.diagnostics.map(\.description))")
    }

    @Test("each edit gives its exact report, breaking or not", arguments: cases)
    func edit(_ change: Case) throws {
        var original = Self.base
        for edit in change.setup {
            #expect(original.contains(edit.old), "\(change.name): '\(edit.old)' is not in the spec")
            original = original.replacingOccurrences(of: edit.old, with: edit.new)
        }
        var edited = original
        for edit in change.edits {
            #expect(edited.contains(edit.old), "\(change.name): '\(edit.old)' is not in the spec")
            edited = edited.replacingOccurrences(of: edit.old, with: edit.new)
        }
        let changes = ScreenDiff.changes(from: try Self.screen(original), to: try Self.screen(edited))
        #expect(changes.map(\.line).sorted() == change.lines.sorted(), "\(change.name)")
        #expect(changes.contains(where: \.isBreaking) == change.breaking, "\(change.name)")
        let report = SpecChange.report(changes, screen: "Feed").split(separator: "\n").map(String.init)
        #expect(Array(report.dropFirst()) == changes.filter(\.isBreaking).map(\.line) + changes.filter { !$0.isBreaking }.map(\.line))
    }

    @Test("the command: status 1 for a breaking change, 0 otherwise, 2 for a bad spec; --base compares a folder with a git revision")
    func command() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("old/Feed.screen.yml"), new = folder.appendingPathComponent("new/Feed.screen.yml")
        for file in [old, new] { try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true) }
        try Self.base.write(to: old, atomically: true, encoding: .utf8)
        try Self.base.replacingOccurrences(of: "header: Inbox", with: "header: Mail").write(to: new, atomically: true, encoding: .utf8)
        let harmless = try CellGenProcess.run(["diff", old.path, new.path])
        #expect(harmless.status == 0 && harmless.stdout.hasPrefix("Feed: 0 breaking changes, 1 not breaking\n"), "\(harmless.stdout)\(harmless.stderr)")
        try Self.base.replacingOccurrences(of: "{ id: Int, subject: String }", with: "{ id: Int }").write(to: new, atomically: true, encoding: .utf8)
        #expect(try CellGenProcess.run(["diff", old.path, new.path]).status == 1)
        try "screen: Feed\n".write(to: new, atomically: true, encoding: .utf8)
        #expect(try CellGenProcess.run(["diff", old.path, new.path]).status == 2)

        // A git repository: the folder at HEAD against the working tree.
        let repository = folder.appendingPathComponent("old")
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]] {
            #expect(ProofHarness.run("/usr/bin/env", ["git"] + arguments, in: repository).status == 0)
        }
        try Self.base.replacingOccurrences(of: "select: open", with: "select: show").replacingOccurrences(of: "  open: Open", with: "  show: Open")
            .write(to: old, atomically: true, encoding: .utf8)
        let revision = try CellGenProcess.run(["diff", "--base", "HEAD", repository.path])
        #expect(revision.status == 1 && revision.stdout.contains("- breaking: action `open`: renamed to `show`"), "\(revision.stdout)\(revision.stderr)")
        // cellgen.yml is read at the revision too: making every screen public there is seen.
        try "access: public\n".write(to: repository.appendingPathComponent("cellgen.yml"), atomically: true, encoding: .utf8)
        let configured = try CellGenProcess.run(["diff", "--base", "HEAD", repository.path])
        #expect(configured.stdout.contains("- not breaking: screen `Feed`: access changed from internal to public"), "\(configured.stdout)")
        let unknown = try CellGenProcess.run(["diff", "--base", "nope", repository.path])
        #expect(unknown.status == 2 && unknown.stderr.contains("'nope' is not a commit"), "\(unknown.stderr)")
    }

    @Test("--base reports an error of the old version at the spec's path, naming the revision, not at a temporary copy")
    func baseErrorLocated() throws {
        let repository = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: repository) }
        let spec = repository.appendingPathComponent("Feed.screen.yml")
        try "screen: Feed\n".write(to: spec, atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]] {
            #expect(ProofHarness.run("/usr/bin/env", ["git"] + arguments, in: repository).status == 0)
        }
        try Self.base.write(to: spec, atomically: true, encoding: .utf8)
        let run = try CellGenProcess.run(["diff", "--base", "HEAD", repository.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasSuffix("\(spec.path):1:1: error: the spec is missing 'cells' (at revision HEAD)\n"
            + "\(spec.path):1:1: error: the spec is missing 'sections' (at revision HEAD)\n"), "\(run.stderr)")
    }

    /// A git repository holding `Feed.screen.yml` (`base`) and a `cellgen.yml` with `config`, committed.
    static func repository(config: String) throws -> URL {
        let repository = try CellGenProcess.temporaryFolder()
        try Self.base.write(to: repository.appendingPathComponent("Feed.screen.yml"), atomically: true, encoding: .utf8)
        try config.write(to: repository.appendingPathComponent("cellgen.yml"), atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]] {
            #expect(ProofHarness.run("/usr/bin/env", ["git"] + arguments, in: repository).status == 0)
        }
        return repository
    }

    @Test("--base reads a cellgen.yml that names a templates folder: nothing is rendered, and the revision's copy has no such folder")
    func baseWithTemplatesFolder() throws {
        let repository = try Self.repository(config: "templates: Templates\n")
        defer { try? FileManager.default.removeItem(at: repository) }
        let templates = repository.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "x\n".write(to: templates.appendingPathComponent("row.mustache"), atomically: true, encoding: .utf8)
        let run = try CellGenProcess.run(["diff", "--base", "HEAD", repository.path])
        #expect(run.status == 0 && !run.stderr.contains("error:"), "\(run.stdout)\(run.stderr)")
    }

    @Test("--base reports an error in the revision's cellgen.yml at its own path, naming the revision")
    func baseConfigErrorLocated() throws {
        let repository = try Self.repository(config: "access: publik\n")
        defer { try? FileManager.default.removeItem(at: repository) }
        try "access: public\n".write(to: repository.appendingPathComponent("cellgen.yml"), atomically: true, encoding: .utf8)
        let run = try CellGenProcess.run(["diff", "--base", "HEAD", repository.path])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("\(repository.path)/cellgen.yml:1:9: error: "), "\(run.stderr)")
        #expect(run.stderr.contains("(at revision HEAD)") && !run.stderr.contains("cellgen-diff-"), "\(run.stderr)")
    }
}
