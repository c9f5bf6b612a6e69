@testable import CellGenCore
import Testing

/// The lint warning for identities that can collide (DESIGN 11.2): repeated rows, or repeated
/// sections, whose identity fields are all optional share one id whenever those fields are nil,
/// and only the first of them is shown.
@Suite("identities that can collide")
struct OptionalIdentityTests {
    /// The screen (nil with errors) and every diagnostic as printed, a line each (notes apart).
    private func lint(_ text: String, file: String = "Feed.screen.yml", libraries: [String: Library] = [:])
        -> (screen: Screen?, diagnostics: [String])
    {
        func lines(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) }
        }
        let root = YAMLDocumentReader().read(Array(text.utf8), file: file).root!
        let decoded = SpecDecoder().decode(root, file: file)
        guard let spec = decoded.spec else { return (nil, lines(Array(decoded.diagnostics))) }
        let validated = SpecValidator(libraries: libraries).validate(spec)
        return (validated.screen, lines(Array(decoded.diagnostics) + Array(validated.diagnostics)))
    }

    /// A screen of one repeated row of `Article` with these fields and identity line.
    private func feed(fields: String, identity: String?) -> String {
        """
        screen: Feed
        cells:
          Article:
            fields: \(fields)
        \(identity.map { "    identity: \($0)\n" } ?? "")sections:
          - id: articles
            rows:
              - { cell: Article, repeated: true }
        """
    }

    @Test("an identity of optional fields only: a warning at 'identity', a note at the repeated row")
    func allOptional() throws {
        let result = lint("""
            screen: Feed
            cells:
              Article:
                fields:
                  avatarImageURL: String?
                  authorName: String?
                  date: String?
                  title: String?
                identity: [authorName, date]
            sections:
              - id: articles
                rows:
                  - { cell: Article, repeated: true }
            """)
        #expect(result.screen != nil, "a warning does not stop the screen")
        #expect(result.diagnostics == [
            "Feed.screen.yml:9:16: warning: repeated rows of cell 'Article' are identified only by optional fields (authorName: String?, date: String?): rows whose authorName and date are nil share one id, and only the first of them is shown; include in the cell's 'identity' a non-optional field that tells rows apart, such as an id",
            "Feed.screen.yml:13:36: note: row 'article' of section 'articles' repeats cell 'Article' here",
        ])
    }

    @Test("one identity field, optional as Swift spells it: T?, Optional<T>, Swift.Optional<T>, (T?)", arguments: [
        "String?", "Int?", "URL?", "Foundation.URL?", "Optional<UUID>", "Swift.Optional<Int>", "(Date?)", "[String]?", "Int??",
    ])
    func oneOptionalField(type: String) throws {
        let result = lint(feed(fields: "{ key: \"\(type)\", title: String }", identity: "[key]"))
        let canonical = try SwiftTypeParser.parse(type).get().canonicalSpelling
        #expect(result.diagnostics == [
            "Feed.screen.yml:5:16: warning: repeated rows of cell 'Article' are identified only by an optional field (key: \(canonical)): rows whose key is nil share one id, and only the first of them is shown; include in the cell's 'identity' a non-optional field that tells rows apart, such as an id",
            "Feed.screen.yml:9:36: note: row 'article' of section 'articles' repeats cell 'Article' here",
        ])
    }

    @Test("no warning when an identity field is not optional, or its type is one the spec cannot see through", arguments: [
        ("{ authorName: String?, date: Date }", "[authorName, date]"),
        ("{ articleID: Int, authorName: String? }", "[articleID, authorName]"),
        ("{ key: \"[String?]\", title: String? }", "[key]"),
        ("{ key: \"Result<Int?, Error>\", title: String? }", "[key]"),
        ("{ key: MaybeKey, title: String? }", "[key]"),
        ("{ key: MyModule.Optional<Int>, title: String? }", "[key]"),
    ])
    func notAllOptional(fields: String, identity: String) {
        let result = lint(feed(fields: fields, identity: identity))
        #expect(result.screen != nil)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test("the default identity: a field named id, or a cell's one field, warns at the repeated row")
    func defaultIdentity() {
        #expect(lint(feed(fields: "{ id: String?, title: String }", identity: nil)).diagnostics == [
            "Feed.screen.yml:8:36: warning: repeated rows of cell 'Article' are identified only by an optional field (id: String?): rows whose id is nil share one id, and only the first of them is shown; include in the cell's 'identity' a non-optional field that tells rows apart, such as an id",
        ])
        #expect(lint(feed(fields: "{ imageURL: URL? }", identity: nil)).diagnostics == [
            "Feed.screen.yml:8:36: warning: repeated rows of cell 'Article' are identified only by an optional field (imageURL: URL?): rows whose imageURL is nil share one id, and only the first of them is shown; include in the cell's 'identity' a non-optional field that tells rows apart, such as an id",
        ])
        #expect(lint(feed(fields: "{ id: Int, title: String? }", identity: nil)).diagnostics.isEmpty)
    }

    @Test("all fields identifying the rows already has its warning: it asks for an identity, and this one follows")
    func allFieldsWithoutIdentity() {
        #expect(lint(feed(fields: "{ authorName: String?, date: String? }", identity: nil)).diagnostics == [
            "Feed.screen.yml:8:36: warning: repeated rows of cell 'Article' have no 'identity': all their fields identify them, so editing any field replaces the row instead of updating it; name the fields that identify one in the cell, as in 'identity: [authorName]'",
        ])
    }

    @Test("only repeated rows collide: plain and optional rows show at most one row of the cell per section")
    func onlyRepeatedRows() {
        let result = lint("""
            screen: Feed
            cells:
              Article:
                fields: { authorName: String?, title: String }
                identity: [authorName]
            sections:
              - id: top
                rows:
                  - { cell: Article }
                  - { cell: Article, id: pinned, optional: true }
              - id: employees
                repeated: true
                context: { email: String }
                identity: [email]
                rows:
                  - { cell: Article }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test("a cell repeated in several rows: one warning at its identity, the note at the first row")
    func reportedOncePerCell() {
        let result = lint("""
            screen: Feed
            cells:
              Article:
                fields: { authorName: String?, title: String }
                identity: [authorName]
            sections:
              - id: top
                rows:
                  - { cell: Article }
              - id: employee
                repeated: true
                context: { email: String }
                identity: [email]
                rows:
                  - { cell: Article, repeated: true }
              - id: more
                rows:
                  - cell: Article
                    repeated: true
            """)
        #expect(result.diagnostics == [
            "Feed.screen.yml:5:16: warning: repeated rows of cell 'Article' are identified only by an optional field (authorName: String?): rows whose authorName is nil share one id, and only the first of them is shown; include in the cell's 'identity' a non-optional field that tells rows apart, such as an id",
            "Feed.screen.yml:15:36: note: row 'article' of section 'employee' repeats cell 'Article' here",
        ])
    }

    @Test("a repeated mixed slot: the note names the slot")
    func mixedSlot() {
        let result = lint("""
            screen: Feed
            cells:
              Post:
                fields: { postID: String, text: String }
                identity: [postID]
              Ad:
                fields: { campaign: String?, link: URL? }
                identity: [campaign, link]
            sections:
              - id: feed
                rows:
                  - id: items
                    cells: [Post, Ad]
                    repeated: true
            """)
        #expect(result.diagnostics == [
            "Feed.screen.yml:8:16: warning: repeated rows of cell 'Ad' are identified only by optional fields (campaign: String?, link: URL?): rows whose campaign and link are nil share one id, and only the first of them is shown; include in the cell's 'identity' a non-optional field that tells rows apart, such as an id",
            "Feed.screen.yml:14:19: note: slot 'items' of section 'feed' repeats cell 'Ad' here",
        ])
    }

    @Test("a library's cell: the warning at the screen's repeated row, a note at the cell in the library")
    func libraryCell() throws {
        let text = """
            library: Kit
            cells:
              Avatar:
                fields: { imageURL: URL?, name: String? }
                identity: [imageURL, name]
              Tag:
                fields: { tagID: Int, name: String? }
                identity: [tagID]
            """
        let root = YAMLDocumentReader().read(Array(text.utf8), file: "Kit.cells.yml").root!
        let spec = try #require(SpecDecoder().decodeLibrary(root, file: "Kit.cells.yml").library)
        let checked = SpecValidator().validate(spec)
        let kit = try #require(checked.library)
        #expect(checked.diagnostics.isEmpty, "a library does not know how its cells are shown")
        let result = lint("""
            screen: People
            uses: [Kit]
            sections:
              - id: people
                rows:
                  - { cell: Avatar, repeated: true }
                  - { cell: Tag, repeated: true }
              - id: more
                rows:
                  - { cell: Avatar, id: moreAvatars, repeated: true }
            """, file: "People.screen.yml", libraries: ["Kit": kit])
        #expect(result.screen != nil)
        #expect(result.diagnostics == [
            "People.screen.yml:6:35: warning: repeated rows of cell 'Avatar' of cell library 'Kit' are identified only by optional fields (imageURL: URL?, name: String?): rows whose imageURL and name are nil share one id, and only the first of them is shown; include in the cell's 'identity' a non-optional field that tells rows apart, such as an id",
            "Kit.cells.yml:3:3: note: cell library 'Kit' declares cell 'Avatar' here",
            "People.screen.yml:10:52: warning: repeated rows of cell 'Avatar' of cell library 'Kit' are identified only by optional fields (imageURL: URL?, name: String?): rows whose imageURL and name are nil share one id, and only the first of them is shown; include in the cell's 'identity' a non-optional field that tells rows apart, such as an id",
            "Kit.cells.yml:3:3: note: cell library 'Kit' declares cell 'Avatar' here",
        ])
    }

    @Test("a repeated section identified only by optional context fields: a warning at its 'identity'")
    func sectionIdentity() {
        let screen = { (context: String) in
            """
            screen: Feed
            cells:
              Member:
                fields: { memberID: String }
            sections:
              - id: team
                repeated: true
                context: \(context)
                identity: [teamID, name]
                rows:
                  - { cell: Member, repeated: true }
            """
        }
        #expect(lint(screen("{ teamID: Int?, name: String? }")).diagnostics == [
            "Feed.screen.yml:9:16: warning: repeated section 'team' is identified only by optional context fields (teamID: Int?, name: String?): sections whose teamID and name are nil share one id, and only the first of them is shown, rows and all; include in its 'identity' a non-optional context field that tells sections apart, such as an id",
        ])
        #expect(lint(screen("{ teamID: Int, name: String? }")).diagnostics.isEmpty)
    }

    @Test("like every lint warning, it waits until the spec has no errors")
    func notWithErrors() {
        let result = lint(feed(fields: "{ authorName: String?, title: Strin g }", identity: "[authorName]"))
        #expect(result.screen == nil)
        #expect(!result.diagnostics.contains { $0.contains("warning:") }, "\(result.diagnostics)")
    }
}
