@testable import CellGenCore
import Foundation
import SnapshotTesting
import Testing

/// `cellgen describe`: snapshots of the seed screens and the proof screens with interactions,
/// Markdown escaping, and the command's errors.
@Suite("describe")
struct DescribeTests {
    static let screens = SpecsSnapshotTests.specs + ["Inbox", "Board", "Photos"].map { "../Tests/CellGenCoreTests/Fixtures/Proof/\($0).screen.yml" }

    @Test("the Markdown of a screen", arguments: screens)
    func markdown(_ spec: String) throws {
        let name = SpecFileName.screenName(of: spec)
        assertSnapshot(of: ScreenDescription.markdown(of: try SpecsSnapshotTests.screen(spec)), as: .lines, named: name, testName: "describe")
    }

    @Test("edit mode's senders are in the table: a reordered row with its new index, each bulk action with the selected rows")
    func editModeSenders() throws {
        let proof = "../Tests/CellGenCoreTests/Fixtures/Proof/"
        let bookmarks = ScreenDescription.markdown(of: try SpecsSnapshotTests.screen(proof + "Bookmarks.screen.yml"))
        #expect(bookmarks.contains("| reorder | `moveBookmark` | the row's `BookmarkViewModel`, an `Int` |"), "\(bookmarks)")
        let mail = ScreenDescription.markdown(of: try SpecsSnapshotTests.screen(proof + "MailList.screen.yml"))
        for action in ["archiveMessages", "markMessagesRead"] {
            #expect(mail.contains("| bulk, while editing | `\(action)` | the rows' `[MessageViewModel]` |"), "\(mail)")
        }
    }

    @Test("spec text is escaped for Markdown, code spans fenced past their backticks, tables kept one row per line")
    func escaping() {
        #expect(Markdown.text("a | b *c* ~d~ [e](f) <g> #h &amp;\ni") == ##"a | b \*c\* \~d\~ \[e\](f) \<g\> \#h \&amp; i"##)
        #expect(Markdown.code("[String: Int]") == "`[String: Int]`")
        #expect(Markdown.code("a`b") == "``a`b``")
        #expect(Markdown.code("`edge") == "`` `edge ``")
        #expect(Markdown.code("x | y") == "`x | y`")
        #expect(Markdown.table(["A", "B"], [["1", Markdown.code("x | y")]]) == #"| A | B |\#n| --- | --- |\#n| 1 | `x \| y` |"#)
    }

    @Test("describe prints Markdown for a screen and fails, printing none, for a bad spec or a library")
    func command() throws {
        let good = try CellGenProcess.run(["describe", "specs/EmployeeList.screen.yml"])
        #expect(good.status == 0 && good.stdout.hasPrefix("# EmployeeList\n"), "\(good.stderr)")
        let bad = try CellGenProcess.run(["describe", "Tests/CellGenCoreTests/Fixtures/Diagnostics/UnknownKeys.screen.yml"])
        #expect(bad.status == 1 && bad.stdout.isEmpty && bad.stderr.contains("error: unknown key"))
        let library = try CellGenProcess.run(["describe", "specs/DesignSystem.cells.yml"])
        #expect(library.status == 1 && library.stderr.contains("is a cell library; give a screen spec"), "\(library.stderr)")
    }
}
