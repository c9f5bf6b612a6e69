@testable import CellGenCore
import Testing

@Suite("spec validator")
struct SpecValidatorTests {
    private func screen(_ text: String, file: String = "Showcase.screen.yml") throws -> Screen {
        let result = SpecLoader().load(Array(text.utf8), file: file)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.description))")
        return try #require(result.screen)
    }

    @Test("defaults are applied")
    func defaults() throws {
        let screen = try screen("""
            screen: Showcase
            cells:
              SearchProduct: { fields: { id: String, name: String } }
            sections:
              - id: results
                rows: [{ cell: SearchProduct }]
            """)
        #expect(screen.list == .table)
        #expect(screen.access == .internal)
        let cell = try #require(screen.cells.first)
        #expect(cell.className == "SearchProductCell")
        #expect(cell.identity == ["id"], "without 'identity', a field named id identifies the row")
        #expect(cell.height == .automatic)
        #expect(cell.registration == .class)
        #expect(cell.selectable == nil)
        #expect(screen.sections[0].rows[0].id == "searchProduct")
        #expect(screen.sections[0].rows[0].occurrence == .one)
        #expect(screen.sections[0].rows[0].selectability == .fixed(false))
        #expect(screen.sections[0].isRepeated == false)
        #expect(screen.sections[0].showsWhenEmpty == false)
        #expect(screen.sections[0].identity == [])
    }

    @Test("identity keeps field order and types their canonical spelling")
    func identityAndTypes() throws {
        let screen = try screen("""
            screen: Showcase
            cells:
              A: { fields: { b: "Array< Int >", a: "[String:Int]" }, identity: [a, b] }
            sections: [{ id: main, rows: [{ cell: A }] }]
            """)
        #expect(screen.cells[0].identity == ["b", "a"])
        #expect(screen.cells[0].fields.map(\.type) == ["Array<Int>", "[String: Int]"])
    }

    @Test("an action's payload is the row, the event value and the section context")
    func actionPayloads() throws {
        let screen = try screen("""
            screen: Showcase
            cells:
              Field: { fields: { title: String }, events: { edited: String }, select: focus }
            sections:
              - id: form
                context: { userID: String }
                rows: [{ cell: Field, on: { edited: save } }]
            actions:
              save: Save it
              focus: Focus it
            """)
        #expect(screen.action(named: "save")?.payload == ActionPayload(cells: ["Field"], eventPayloadType: "String", contextSection: "form"))
        #expect(screen.action(named: "focus")?.payload == ActionPayload(cells: ["Field"], eventPayloadType: nil, contextSection: "form"))
    }

    @Test("optional rows, row-level selection, whenEmpty and section identity")
    func rowAndSectionShapes() throws {
        let screen = try screen("""
            screen: Showcase
            cells:
              Message: { fields: { id: String }, select: open }
              Spinner: {}
            sections:
              - id: folder
                repeated: true
                context: { name: String, folderID: String }
                identity: [folderID]
                whenEmpty: show
                rows:
                  - { cell: Message, repeated: true }
                  - { cell: Message, id: pinned, optional: true, select: pin }
                  - { cell: Message, id: quiet, select: ~ }
                  - { cell: Spinner, optional: true }
            actions:
              open: Open it
              pin: Pin it
            """)
        let section = screen.sections[0]
        #expect(section.identity == ["folderID"])
        #expect(section.showsWhenEmpty)
        #expect(section.rows.map(\.occurrence) == [.repeated, .optional, .one, .optional])
        #expect(section.rows.map(\.selectAction) == ["open", "pin", nil, nil])
        #expect(section.rows.map(\.selectability) == [.fixed(true), .fixed(true), .fixed(false), .fixed(false)])
    }

    @Test("a Bool field can decide selection row by row")
    func selectableField() throws {
        let screen = try screen("""
            screen: Showcase
            cells:
              Project: { fields: { name: String, isEnabled: Bool }, selectable: isEnabled, select: open }
            sections: [{ id: main, rows: [{ cell: Project, repeated: true }] }]
            actions: { open: Open it }
            """)
        #expect(screen.cells[0].selectable == .field("isEnabled"))
        #expect(screen.sections[0].rows[0].selectability == .field("isEnabled"))
    }

    @Test("one action from several cells: each sends its own row; the values that come with it must agree")
    func sharedAction() throws {
        let screen = try screen("""
            screen: Showcase
            cells:
              Project: { fields: { name: String }, select: open }
              Update: { fields: { title: String }, select: open }
            sections:
              - id: feed
                rows: [{ cell: Update, repeated: true }, { cell: Project, repeated: true }, { cell: Update, id: pinned }]
            actions: { open: Open it }
            """)
        #expect(screen.action(named: "open")?.payload == ActionPayload(cells: ["Update", "Project"], eventPayloadType: nil, contextSection: nil))
    }

    @Test("a row's own swipe and menu replace its cell's, ~ turns them off, and a slot's are every listed cell's")
    func rowInteractions() throws {
        let screen = try screen("""
            screen: Showcase
            cells:
              Message: { fields: { id: Int }, swipe: { trailing: [delete] }, menu: [reply] }
              Ad: { fields: { id: Int } }
            sections:
              - id: inbox
                rows:
                  - { cell: Message, repeated: true }
                  - { cell: Message, id: archived, repeated: true, swipe: { leading: [restore, delete] }, menu: [restore] }
                  - { cell: Message, id: drafts, repeated: true, swipe: ~, menu: ~ }
                  - { id: mixed, cells: [Message, Ad], repeated: true, menu: [reply, delete] }
            actions:
              delete: { doc: Delete it, title: Delete }
              reply: { doc: Reply, title: Reply }
              restore: { doc: Restore it, title: Restore }
            """)
        let rows = screen.sections[0].rows.map(\.interactions)
        #expect(rows[0] == RowInteractions(leadingSwipe: [], trailingSwipe: ["delete"], menu: ["reply"]), "the cell's")
        #expect(rows[1] == RowInteractions(leadingSwipe: ["restore", "delete"], trailingSwipe: [], menu: ["restore"]),
                "a row's own swipe replaces both of the cell's edges")
        #expect(rows[2] == RowInteractions(), "~ turns them off")
        #expect(rows[3] == RowInteractions(leadingSwipe: [], trailingSwipe: ["delete"], menu: ["reply", "delete"]),
                "a slot's menu for Message, whose swipe stays the cell's")
        #expect(rows[4] == RowInteractions(leadingSwipe: [], trailingSwipe: [], menu: ["reply", "delete"]), "and for Ad")
        #expect(screen.swipesRows(of: try #require(screen.cell(named: "Message"))))
        #expect(!screen.swipesRows(of: try #require(screen.cell(named: "Ad"))))
        #expect(screen.action(named: "restore")?.payload?.cells == ["Message"])
        #expect(screen.action(named: "delete")?.payload?.cells == ["Message", "Ad"], "sent by Message's rows, then by the slot's Ad")
    }

    @Test("keywords are accepted where backticks make them legal")
    func keywords() throws {
        let screen = try screen("""
            screen: Showcase
            cells:
              A: { fields: { class: String, default: Int } }
            sections: [{ id: for, rows: [{ cell: A, id: throw }] }]
            """)
        #expect(screen.cells[0].fields.map(\.name) == ["class", "default"])
        #expect(screen.sections[0].id == "for")
    }

    @Test("warnings alone do not stop a screen")
    func warningsOnly() {
        let result = SpecLoader().load(Array("""
            screen: Showcase
            cells: { A: {} }
            sections: [{ id: main, rows: [{ cell: A }] }]
            actions: { unused: Not sent }
            """.utf8), file: "Showcase.screen.yml")
        #expect(result.screen != nil)
        #expect(result.diagnostics.map(\.severity) == [.warning])
    }
}
