@testable import CellGenCore
import Testing

/// Decisions the render context makes, checked directly (the snapshots show them in context).
@Suite("render context")
struct ScreenContextTests {
    private func values(_ spec: String) throws -> TemplateValues {
        let result = SpecLoader().load(Array(spec.utf8), file: "Showcase.screen.yml")
        return ScreenContext(screen: try #require(result.screen, "\(result.diagnostics.map(\.description))")).values
    }

    @Test("keywords are escaped wherever a name is spelled")
    func keywordEscaping() throws {
        let values = try values("""
            screen: Showcase
            cells:
              Title: { fields: { default: String, class: Int } }
            sections: [{ id: for, rows: [{ cell: Title, id: repeat }] }]
            """)
        let view = try #require((values.value("views")?.objects)?.first)
        let fields = try #require(view.value("fields")?.objects)
        #expect(fields.map { $0.value("name")?.text } == ["`default`", "`class`"])
        #expect(view.value("initParameters")?.text == "default: String, class: Int")
        let section = try #require((values.value("sections")?.objects)?.first)
        #expect(section.value("caseName")?.text == "`for`")
        #expect(section.value("builderFunction")?.text == "forSection")
        let row = try #require((values.value("rowCases")?.objects)?.first)
        #expect(row.value("caseName")?.text == "`repeat`")
    }

    @Test("rows take the input their occurrence needs; keyed sections spell keyword labels as labels")
    func rowInputsAndSectionIDs() throws {
        let values = try values("""
            screen: Showcase
            cells:
              Message: { fields: { id: String } }
              Spinner: {}
            sections:
              - id: folder
                repeated: true
                context: { inout: String, try: Int }
                identity: [inout, try]
                whenEmpty: show
                rows:
                  - { cell: Message, repeated: true }
                  - { cell: Message, id: pinned, optional: true }
                  - { cell: Spinner }
                  - { cell: Spinner, id: more, optional: true }
            """)
        let section = try #require((values.value("sections")?.objects)?.first)
        #expect(section.value("initParameters")?.text == "context: FolderContext, message: [MessageViewModel], pinned: MessageViewModel? = nil, more: Bool = false")
        #expect(section.value("appendStatements")?.texts == [
            "rows.append(contentsOf: section.message.lazy.map { Row.message($0, context: section.context) })",
            "if let viewModel = section.pinned { rows.append(.pinned(viewModel, context: section.context)) }",
            "rows.append(.spinner(SpinnerViewModel(), context: section.context))",
            "if section.more { rows.append(.more(SpinnerViewModel(), context: section.context)) }",
        ])
        #expect(values.value("sectionCases")?.text == "folder(`inout`: String, try: Int)")
        #expect(section.value("idExpression")?.text == ".folder(`inout`: section.context.`inout`, try: section.context.`try`)")
        #expect(section.value("loop")?.text == "for section in input.folder")
        #expect(section.value("keepsEmpty")?.flag == true)
        #expect(values.value("hasKeyedSections")?.flag == true)
    }

    @Test("titles from the context: a String is shown, a String? only when not nil; no bundle without fixed titles")
    func contextTitles() throws {
        let values = try values("""
            screen: Showcase
            bundle: module
            cells: { Title: { fields: { text: String } } }
            sections:
              - id: label
                context: { name: String, subtitle: String? }
                header: { title: name }
                footer: { title: subtitle }
                rows: [{ cell: Title }]
            """)
        let section = try #require((values.value("sections")?.objects)?.first)
        #expect(section.value("supplementaryArguments")?.text
            == ", header: .title(section.context.name), footer: section.context.subtitle.map { .title($0) }")
        #expect(values.value("localizationBundle")?.texts == [])
        #expect(SupplementaryExpression.bundle(.module) == "Bundle.module")
    }

    @Test("a view-model's id is its identity: a field named id, one field, an ID of several, or itself")
    func identity() throws {
        let values = try values("""
            screen: Showcase
            cells:
              Product: { fields: { id: String, name: String, price: Double } }
              Plain: { fields: { text: String } }
              Order: { fields: { shop: String, number: Int, total: Double }, identity: [number, shop] }
              Pair: { fields: { left: String, right: String } }
              Spacer: {}
            sections: [{ id: main, rows: [{ cell: Product }, { cell: Plain }, { cell: Order }, { cell: Pair }, { cell: Spacer }] }]
            """)
        let views = try #require(values.value("views")?.objects)
        func id(_ index: Int) -> [String?] {
            (views[index].value("idProperty")?.objects ?? []).map { $0.value("type")?.text }
        }
        #expect(id(0) == [], "a field named id needs no property")
        #expect((views[1].value("idProperty")?.objects)?.first?.value("expression")?.text == "self.text")
        #expect(id(2) == ["ID"])
        let order = try #require((views[2].value("identityStruct")?.objects)?.first)
        #expect(order.value("initParameters")?.text == "shop: String, number: Int", "field order, not the order written")
        #expect((views[2].value("idProperty")?.objects)?.first?.value("expression")?.text == "ID(shop: self.shop, number: self.number)")
        #expect(id(3) == ["Self"])
        #expect(id(4) == ["Self"])
        let rows = try #require(values.value("rowCases")?.objects)
        #expect(rows[0].value("idPayload")?.text == "ProductViewModel.ID")
    }

    @Test("a mixed slot: one input property of an enum of its cells, a row case per cell, a builder function")
    func mixedSlot() throws {
        let values = try values("""
            screen: Showcase
            cells:
              Message: { fields: { id: String }, events: { star: Bool } }
              Ad: { fields: { id: String } }
              Spinner: {}
            sections:
              - id: feed
                context: { folder: String }
                rows:
                  - { id: items, cells: [Message, Ad], repeated: true, on: { star: keep } }
                  - { id: footer, cells: [Spinner, Ad], optional: true }
            actions: { keep: Keep it }
            """)
        let section = try #require((values.value("sections")?.objects)?.first)
        #expect(section.value("initParameters")?.text == "context: FeedContext, items: [FeedItemsItem], footer: FeedFooterItem? = nil")
        #expect(section.value("appendStatements")?.texts == [
            "rows.append(contentsOf: section.items.map { feedItemsItemRow($0, context: section.context) })",
            "if let item = section.footer { rows.append(feedFooterItemRow(item, context: section.context)) }",
        ])
        let rows = try #require(values.value("rowCases")?.objects)
        #expect(rows.map { $0.value("caseName")?.text } == ["itemsMessage", "itemsAd", "footerSpinner", "footerAd"])
        let items = try #require(values.value("slotItems")?.objects)
        #expect((items[1].value("cases")?.objects)?.map { $0.value("payload")?.text } == ["", "(AdViewModel)"])
        let functions = try #require(values.value("slotFunctions")?.objects)
        #expect(functions[1].value("parameters")?.text == "_ item: FeedFooterItem, context: FeedContext")
        #expect((functions[1].value("cases")?.objects)?.first?.value("row")?.text == ".footerSpinner(SpinnerViewModel(), context: context)")
    }

    @Test("the empty state: a localized title, or a header view made outside reuse with the input's view-model")
    func emptyState() throws {
        let title = try values("""
            screen: Showcase
            empty: Nothing yet
            cells: { Title: { fields: { text: String } } }
            sections: [{ id: main, rows: [{ cell: Title, repeated: true }] }]
            """)
        #expect(title.value("emptyTitle")?.texts == [#"NSLocalizedString("Nothing yet", bundle: bundle, comment: "Shown while Showcase has no rows")"#])
        #expect(title.value("localizationBundle")?.texts == ["Bundle(for: DataSource.self)"])
        let view = try values("""
            screen: Showcase
            list: collection
            empty: { view: Nothing }
            headers: { Nothing: { fields: { text: String } } }
            cells: { Title: { fields: { text: String } } }
            sections: [{ id: main, rows: [{ cell: Title, repeated: true }] }]
            """)
        #expect(view.value("initParameters")?.text == "main: MainSection, empty: NothingViewModel")
        let emptyView = try #require((view.value("emptyView")?.objects)?.first)
        #expect(emptyView.value("makeExpression")?.text == "NothingView(frame: .zero)", "made outside the list's reuse")
        #expect(emptyView.value("inputExpression")?.texts == ["input.empty"], "apply(_:) keeps the input's view-model")
        #expect(emptyView.value("initialValue")?.texts == [])
        let blank = try values("""
            screen: Showcase
            empty: { view: Blank }
            headers: { Blank: {} }
            cells: { Title: { fields: { text: String } } }
            sections: [{ id: main, rows: [{ cell: Title, repeated: true }] }]
            """)
        #expect(blank.value("initParameters")?.text == "main: MainSection", "a view without fields takes no input")
        let blankView = try #require((blank.value("emptyView")?.objects)?.first)
        #expect(blankView.value("inputExpression")?.texts == [])
        #expect(blankView.value("initialValue")?.texts == ["BlankViewModel()"], "the same view-model every time")
    }

    @Test("titles and docs reach templates only escaped")
    func escapedText() throws {
        let values = try values(#"""
            screen: Showcase
            cells: { Title: { fields: { text: String }, select: open } }
            sections: [{ id: main, header: "Say \"hi\" \\(x) */", rows: [{ cell: Title }] }]
            actions: { open: "Opens it */ /* and\nmore" }
            """#)
        let section = try #require((values.value("sections")?.objects)?.first)
        #expect(section.value("supplementaryArguments")?.text
            == #", header: .title(NSLocalizedString("Say \"hi\" \\(x) *\u{2F}", bundle: bundle, comment: "Header of section 'main'"))"#)
        #expect(values.value("localizationBundle")?.texts == ["Bundle(for: DataSource.self)"])
        let action = try #require((values.value("actions")?.objects)?.first)
        #expect(action.value("docLines")?.texts == ["/// Opens it * / / * and", "/// more"])
    }

    @Test("an action's payload shapes its case, method and dispatch")
    func actionShapes() throws {
        let values = try values("""
            screen: Showcase
            cells: { Field: { fields: { title: String }, events: { edited: String } } }
            sections: [{ id: form, context: { userID: String }, rows: [{ cell: Field, on: { edited: save } }] }]
            actions: { save: Save it }
            """)
        let action = try #require((values.value("actions")?.objects)?.first)
        #expect(action.value("casePayload")?.text == "(FieldViewModel, value: String, context: FormContext)")
        #expect(action.value("methodParameters")?.text == "_ row: FieldViewModel, value: String, context: FormContext")
        #expect(action.value("sendPattern")?.text == ".save(let row, let value, let context)")
        #expect(action.value("sendArguments")?.text == "row, value: value, context: context")
    }
}
