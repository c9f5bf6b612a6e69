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
        let view = try #require((values["views"] as? [TemplateValues])?.first)
        let fields = try #require(view["fields"] as? [TemplateValues])
        #expect(fields.map { $0["name"] as? String } == ["`default`", "`class`"])
        #expect(view["initParameters"] as? String == "default: String, class: Int")
        let section = try #require((values["sections"] as? [TemplateValues])?.first)
        #expect(section["caseName"] as? String == "`for`")
        #expect(section["builderFunction"] as? String == "forSection")
        let row = try #require((values["rowCases"] as? [TemplateValues])?.first)
        #expect(row["caseName"] as? String == "`repeat`")
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
        let section = try #require((values["sections"] as? [TemplateValues])?.first)
        #expect(section["initParameters"] as? String == "context: FolderContext, message: [MessageViewModel], pinned: MessageViewModel? = nil, more: Bool = false")
        #expect(section["appendStatements"] as? [String] == [
            "rows.append(contentsOf: section.message.map { Row.message($0, context: section.context) })",
            "if let viewModel = section.pinned { rows.append(.pinned(viewModel, context: section.context)) }",
            "rows.append(.spinner(SpinnerViewModel(), context: section.context))",
            "if section.more { rows.append(.more(SpinnerViewModel(), context: section.context)) }",
        ])
        #expect(section["idCase"] as? String == "folder(`inout`: String, try: Int)")
        #expect(section["idExpression"] as? String == ".folder(`inout`: section.context.`inout`, try: section.context.`try`)")
        #expect(section["loop"] as? String == "for section in input.folder")
        #expect(section["keepsEmpty"] as? Bool == true)
        #expect(values["hasKeyedSections"] as? Bool == true)
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
        let section = try #require((values["sections"] as? [TemplateValues])?.first)
        #expect(section["headerExpression"] as? String == ".title(section.context.name)")
        #expect(section["footerExpression"] as? String == "section.context.subtitle.map { .title($0) }")
        #expect(values["localizationBundle"] as? [String] == [])
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
        let views = try #require(values["views"] as? [TemplateValues])
        func id(_ index: Int) -> [String?] {
            ((views[index]["idProperty"] as? [TemplateValues]) ?? []).map { $0["type"] as? String }
        }
        #expect(id(0) == [], "a field named id needs no property")
        #expect((views[1]["idProperty"] as? [TemplateValues])?.first?["expression"] as? String == "self.text")
        #expect(id(2) == ["ID"])
        let order = try #require((views[2]["identityStruct"] as? [TemplateValues])?.first)
        #expect(order["initParameters"] as? String == "shop: String, number: Int", "field order, not the order written")
        #expect((views[2]["idProperty"] as? [TemplateValues])?.first?["expression"] as? String == "ID(shop: self.shop, number: self.number)")
        #expect(id(3) == ["Self"])
        #expect(id(4) == ["Self"])
        let rows = try #require(values["rowCases"] as? [TemplateValues])
        #expect(rows[0]["idPayload"] as? String == "ProductViewModel.ID")
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
        let section = try #require((values["sections"] as? [TemplateValues])?.first)
        #expect(section["initParameters"] as? String == "context: FeedContext, items: [FeedItemsItem], footer: FeedFooterItem? = nil")
        #expect(section["appendStatements"] as? [String] == [
            "rows.append(contentsOf: section.items.map { feedItemsItemRow($0, context: section.context) })",
            "if let item = section.footer { rows.append(feedFooterItemRow(item, context: section.context)) }",
        ])
        let rows = try #require(values["rowCases"] as? [TemplateValues])
        #expect(rows.map { $0["caseName"] as? String } == ["itemsMessage", "itemsAd", "footerSpinner", "footerAd"])
        let items = try #require(values["slotItems"] as? [TemplateValues])
        #expect((items[1]["cases"] as? [TemplateValues])?.map { $0["payload"] as? String } == ["", "(AdViewModel)"])
        let functions = try #require(values["slotFunctions"] as? [TemplateValues])
        #expect(functions[1]["parameters"] as? String == "_ item: FeedFooterItem, context: FeedContext")
        #expect((functions[1]["cases"] as? [TemplateValues])?.first?["row"] as? String == ".footerSpinner(SpinnerViewModel(), context: context)")
    }

    @Test("the empty state: a localized title, or a header view made outside reuse with the input's view-model")
    func emptyState() throws {
        let title = try values("""
            screen: Showcase
            empty: Nothing yet
            cells: { Title: { fields: { text: String } } }
            sections: [{ id: main, rows: [{ cell: Title, repeated: true }] }]
            """)
        #expect(title["emptyTitle"] as? [String] == [#"NSLocalizedString("Nothing yet", bundle: bundle, comment: "Shown while Showcase has no rows")"#])
        #expect(title["localizationBundle"] as? [String] == ["Bundle(for: DataSource.self)"])
        let view = try values("""
            screen: Showcase
            list: collection
            empty: { view: Nothing }
            headers: { Nothing: { fields: { text: String } } }
            cells: { Title: { fields: { text: String } } }
            sections: [{ id: main, rows: [{ cell: Title, repeated: true }] }]
            """)
        #expect(view["initParameters"] as? String == "main: MainSection, empty: NothingViewModel")
        let header = try #require((view["views"] as? [TemplateValues])?.last)
        #expect(header["isEmptyState"] as? Bool == true)
        #expect(header["makeExpression"] as? String == "NothingView(frame: .zero)")
        #expect((view["emptyView"] as? [TemplateValues])?.first?["viewModelExpression"] as? String == "input.empty")
        let blank = try values("""
            screen: Showcase
            empty: { view: Blank }
            headers: { Blank: {} }
            cells: { Title: { fields: { text: String } } }
            sections: [{ id: main, rows: [{ cell: Title, repeated: true }] }]
            """)
        #expect(blank["initParameters"] as? String == "main: MainSection", "a view without fields takes no input")
        #expect((blank["emptyView"] as? [TemplateValues])?.first?["viewModelExpression"] as? String == "BlankViewModel()")
    }

    @Test("titles and docs reach templates only escaped")
    func escapedText() throws {
        let values = try values(#"""
            screen: Showcase
            cells: { Title: { fields: { text: String }, select: open } }
            sections: [{ id: main, header: "Say \"hi\" \\(x) */", rows: [{ cell: Title }] }]
            actions: { open: "Opens it */ /* and\nmore" }
            """#)
        let section = try #require((values["sections"] as? [TemplateValues])?.first)
        #expect(section["headerExpression"] as? String
            == #".title(NSLocalizedString("Say \"hi\" \\(x) *\u{2F}", bundle: bundle, comment: "Header of section 'main'"))"#)
        #expect(values["localizationBundle"] as? [String] == ["Bundle(for: DataSource.self)"])
        let action = try #require((values["actions"] as? [TemplateValues])?.first)
        #expect(action["docLines"] as? [String] == ["/// Opens it * / / * and", "/// more"])
    }

    @Test("an action's payload shapes its case, method and dispatch")
    func actionShapes() throws {
        let values = try values("""
            screen: Showcase
            cells: { Field: { fields: { title: String }, events: { edited: String } } }
            sections: [{ id: form, context: { userID: String }, rows: [{ cell: Field, on: { edited: save } }] }]
            actions: { save: Save it }
            """)
        let action = try #require((values["actions"] as? [TemplateValues])?.first)
        #expect(action["casePayload"] as? String == "(FieldViewModel, value: String, context: FormContext)")
        #expect(action["methodParameters"] as? String == "_ row: FieldViewModel, value: String, context: FormContext")
        #expect(action["sendPattern"] as? String == ".save(let row, let value, let context)")
        #expect(action["sendArguments"] as? String == "row, value: value, context: context")
    }
}
