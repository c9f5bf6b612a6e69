// Runnable scenarios of the five seed articles (shared/seeds beside the repository): every seed
// screen is driven through the UIKit double the way its article uses it, with concrete values.
// Each also checks the diffable snapshot's section and item identifiers, and what a second input
// does to the visible cells.

import UIKit

// MARK: - Helpers

/// Checks that `cells` are exactly of `classes` (not subclasses) and carry `identifiers`.
@MainActor
func expectCells(
    _ cells: [UIView], are classes: [AnyClass], identifiers: [String], _ what: String, file: String = #fileID, line: UInt = #line
) {
    let reuseIdentifiers = cells.map { view -> String? in
        (view as? UITableViewCell)?.reuseIdentifier ?? (view as? UICollectionReusableView)?.reuseIdentifier
    }
    let sameClasses = cells.map { ObjectIdentifier(type(of: $0)) } == classes.map { ObjectIdentifier($0) }
    expect(sameClasses, "\(what): classes \(cells.map { type(of: $0) })", file: file, line: line)
    expect(reuseIdentifiers == identifiers, "\(what): reuse identifiers \(reuseIdentifiers)", file: file, line: line)
}

/// Every dequeue so far made a view whose class name is the identifier it was dequeued with.
@MainActor
func expectReuseIdentifiersAreClassNames(_ log: [DequeueRecordForTesting], _ what: String, file: String = #fileID, line: UInt = #line) {
    let mismatches = log.filter { $0.reuseIdentifier != String(describing: type(of: $0.view)) }
    expect(!log.isEmpty && mismatches.isEmpty, "\(what): \(mismatches.map { "\($0.reuseIdentifier) -> \(type(of: $0.view))" })", doubleOnly: true, file: file, line: line)
}

/// The rows behind `items`, as a data source's last apply holds them (`dataSource.listModel`); nil
/// for an item it lacks. Items hold row ids (spec v2's identity): the values are compared here.
func shownRows<Section: CellGenSection>(_ items: [Section.Item], _ model: CellGenListModel<Section>) -> [Section.Row?] {
    items.map { model[$0] }
}

// MARK: - Seed 1: EmployeeList (VIPER section models, storyboard prototypes, section context)

@MainActor
func seedEmployeeListScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    // The article's storyboard: prototypes whose identifiers are the class names.
    tableView.registerPrototypeForTesting(EmployeeBaseInfoCell.self, forCellReuseIdentifier: "EmployeeBaseInfoCell")
    tableView.registerPrototypeForTesting(EmployeeWorkplaceCell.self, forCellReuseIdentifier: "EmployeeWorkplaceCell")
    tableView.registerPrototypeForTesting(ButtonCell.self, forCellReuseIdentifier: "ButtonCell")
    expect(EmployeeList.DataSource.reuseIdentifier(of: EmployeeBaseInfoCell.self) == "EmployeeBaseInfoCell", "EmployeeInfo reuse id is its class name")
    expect(EmployeeList.DataSource.reuseIdentifier(of: EmployeeWorkplaceCell.self) == "EmployeeWorkplaceCell", "Workplace reuse id is its class name")
    expect(EmployeeList.DataSource.reuseIdentifier(of: ButtonCell.self) == "ButtonCell", "Button reuse id is its default class name")

    let handler = SeedEmployeeHandler()
    let dataSource = EmployeeList.DataSource(tableView: tableView, handler: handler)
    expect(tableView.registeredCellReuseIdentifiersForTesting.sorted() == ["ButtonCell", "EmployeeBaseInfoCell", "EmployeeWorkplaceCell"],
           "storyboard cells: the data source registers nothing of its own", doubleOnly: true)

    let ann = EmployeeList.EmployeeContext(phone: "+7 900 111-22-33", email: "ann@example.com")
    let boris = EmployeeList.EmployeeContext(phone: "+7 900 444-55-66", email: "boris@example.com")
    let call = DesignSystem.ButtonViewModel(title: "Позвонить")
    let write = DesignSystem.ButtonViewModel(title: "Написать письмо")
    let annInfo = EmployeeList.EmployeeInfoViewModel(name: "Анна", specialization: "iOS-разработчик", imageURL: URL(string: "https://example.com/ann.png"))
    let borisInfo = EmployeeList.EmployeeInfoViewModel(name: "Борис", specialization: "Дизайнер", imageURL: nil)
    let workplaces: [EmployeeList.WorkplaceViewModel] = [.init(workplace: "Surf"), .init(workplace: "Redmadrobot")]
    var input = EmployeeList.Input(employee: [
        .init(context: ann, employeeInfo: annInfo, workplace: workplaces, call: call, write: write),
        .init(context: boris, employeeInfo: borisInfo, workplace: [], call: call, write: write),
    ])
    dataSource.apply(input, animatingDifferences: false)

    // Two employees with two and zero workplaces: two sections of five and three rows.
    expect(tableView.numberOfSections == 2, "one section per employee")
    expect([0, 1].map { tableView.numberOfRowsForTesting(inSection: $0) } == [5, 3], "info + 2 workplaces + 2 buttons, info + 2 buttons")
    expect(tableView.titleForHeaderForTesting(in: 0) == nil && tableView.titleForFooterForTesting(in: 1) == nil, "no titles")

    // Spec v2: `identity: [email]` identifies an employee's section by email, no longer by its
    // position (v1's `.employee(0)`, `.employee(1)`); intended, see the insertion below.
    let annID = EmployeeList.SectionID.employee(email: "ann@example.com"), borisID = EmployeeList.SectionID.employee(email: "boris@example.com")
    let snapshot = dataSource.snapshot()
    expect(snapshot.sectionIdentifiers == [annID, borisID], "sections identified by email")
    // Spec v2: an item is a row's id in its section (the view-model's id, no context); the row's
    // values, context included, are the data source's (`listModel`, `row(at:)`).
    expect(shownRows(snapshot.itemIdentifiers(inSection: annID), dataSource.listModel) == [
        .employeeInfo(annInfo, context: ann), .workplace(workplaces[0], context: ann), .workplace(workplaces[1], context: ann),
        .call(call, context: ann), .write(write, context: ann),
    ], "first section's rows")
    expect(snapshot.itemIdentifiers(inSection: borisID) == [
        .init(section: borisID, row: .employeeInfo(borisInfo.id)),
        .init(section: borisID, row: .call("Позвонить")),
        .init(section: borisID, row: .write("Написать письмо")),
    ], "second section's items: the info row's id is its view-model (no identity), the buttons' their titles")
    expect(dataSource.row(at: IndexPath(row: 1, section: 1)) == .call(call, context: boris), "row(at:) gives the row with its context")
    expect(snapshot.numberOfItems == 8, "eight items")

    // Every dequeued cell has the class and reuse identifier the spec implies.
    let cells = tableView.allCellsForTesting()
    expectCells(cells[0], are: [EmployeeBaseInfoCell.self, EmployeeWorkplaceCell.self, EmployeeWorkplaceCell.self, ButtonCell.self, ButtonCell.self],
                identifiers: ["EmployeeBaseInfoCell", "EmployeeWorkplaceCell", "EmployeeWorkplaceCell", "ButtonCell", "ButtonCell"], "section 0 cells")
    expectCells(cells[1], are: [EmployeeBaseInfoCell.self, ButtonCell.self, ButtonCell.self],
                identifiers: ["EmployeeBaseInfoCell", "ButtonCell", "ButtonCell"], "section 1 cells")
    expect(tableView.cellDequeueLogForTesting.count == 8, "eight dequeues, got \(tableView.cellDequeueLogForTesting.count)", doubleOnly: true)
    expectReuseIdentifiersAreClassNames(tableView.cellDequeueLogForTesting, "employee dequeues")

    let annCell = cells[0][0] as? EmployeeBaseInfoCell
    expect(annCell?.textLabel?.text == "Анна" && annCell?.specializationLabel.text == "iOS-разработчик", "info cell shows name and specialization")
    expect(annCell?.imageURL == URL(string: "https://example.com/ann.png"), "info cell gets the image URL")
    expect(cells[0][1].textLabel?.text == "Surf" && cells[0][2].textLabel?.text == "Redmadrobot", "workplace cells in order")
    expect((cells[0][3] as? ButtonCell)?.button.currentTitle == "Позвонить", "call button title")
    expect((cells[0][4] as? ButtonCell)?.button.currentTitle == "Написать письмо", "write button title")
    expect((cells[1][0] as? EmployeeBaseInfoCell)?.textLabel?.text == "Борис", "second section shows the second employee")

    let allPaths = [0, 1].flatMap { section in (0..<tableView.numberOfRowsForTesting(inSection: section)).map { IndexPath(row: $0, section: section) } }
    expect(allPaths.allSatisfy { tableView.heightForRowForTesting(at: $0) == UITableView.automaticDimension }, "every row: automatic height")
    expect(allPaths.allSatisfy { !tableView.selectRowForTesting(at: $0) }, "no row is selectable: only the buttons react")
    expect(handler.received.isEmpty, "selection sends nothing")

    // The button rows' closures: call with the first employee's phone, write with the email.
    (cells[0][3] as? ButtonCell)?.button.tapForTesting()
    expect(handler.received == [.call(call, context: ann)], "call in the first section: \(handler.received)")
    if case .call(let row, let context)? = handler.received.last {
        expect(context.phone == "+7 900 111-22-33" && row.title == "Позвонить", "call delivers the first employee's phone")
    }
    (cells[0][4] as? ButtonCell)?.button.tapForTesting()
    if case .write(_, let context)? = handler.received.last {
        expect(context.email == "ann@example.com", "write delivers the first employee's email")
    } else {
        expect(false, "write in the first section sends write, got \(handler.received)")
    }
    (cells[1][1] as? ButtonCell)?.button.tapForTesting()
    expect(handler.received.last == .call(call, context: boris), "call in the second section delivers the second phone")
    expect(handler.received.count == 3, "one action per tap")

    // A second input: Boris gets a workplace. His rows are inserted around; the kept call row
    // keeps its cell (moved down one row), still wired to his phone.
    let borisCall = cells[1][1]
    input.employee[1].workplace = [.init(workplace: "Surf")]
    dataSource.apply(input, animatingDifferences: true)
    expect([0, 1].map { tableView.numberOfRowsForTesting(inSection: $0) } == [5, 4], "section 1 grows to four rows")
    expect(tableView.cellForRow(at: IndexPath(row: 2, section: 1)) === borisCall, "Boris's call cell moves with its item")
    expect(dataSource.snapshot().itemIdentifiers(inSection: borisID)[1].row == .workplace("Surf"), "the new workplace row is the second item")
    expect(dataSource.row(at: IndexPath(row: 1, section: 1)) == .workplace(.init(workplace: "Surf"), context: boris), "with Boris's context")
    (tableView.cellForTesting(at: IndexPath(row: 2, section: 1)) as? ButtonCell)?.button.tapForTesting()
    expect(handler.received.last == .call(call, context: boris) && handler.received.count == 4, "moved call cell still calls Boris")

    // A third input: a new employee hired in front. Her section is inserted; Ann's and Boris's
    // keep their identifiers (by email), items and cells, one section down. (By position, v1,
    // every section after the new one would have been rebuilt.)
    let annCells = tableView.allCellsForTesting()[0], borisCells = tableView.allCellsForTesting()[1]
    let vera = EmployeeList.EmployeeContext(phone: "+7 900 777-88-99", email: "vera@example.com")
    let before = dataSource.snapshot()
    let dequeues = tableView.cellDequeueLogForTesting.count
    input.employee.insert(.init(context: vera, employeeInfo: .init(name: "Вера", specialization: "QA", imageURL: nil), workplace: [],
                                call: call, write: write), at: 0)
    dataSource.apply(input, animatingDifferences: true)
    let after = dataSource.snapshot()
    expect(after.sectionIdentifiers == [.employee(email: "vera@example.com"), annID, borisID], "Vera's section first, then Ann's and Boris's")
    expect(after.itemIdentifiers(inSection: annID) == before.itemIdentifiers(inSection: annID)
               && after.itemIdentifiers(inSection: borisID) == before.itemIdentifiers(inSection: borisID), "kept sections keep their items")
    expect(annCells.indices.allSatisfy { tableView.cellForRow(at: IndexPath(row: $0, section: 1)) === annCells[$0] }, "Ann's rows keep their cells")
    expect(borisCells.indices.allSatisfy { tableView.cellForRow(at: IndexPath(row: $0, section: 2)) === borisCells[$0] }, "Boris's rows keep their cells")
    expect(tableView.cellDequeueLogForTesting.count == dequeues, "no kept row dequeued a new cell", doubleOnly: true)
    (tableView.cellForRow(at: IndexPath(row: 2, section: 2)) as? ButtonCell)?.button.tapForTesting()
    expect(handler.received.last == .call(call, context: boris) && handler.received.count == 5, "Boris's call cell, one section down, still calls Boris")
}

// MARK: - Seed 2: ArticleFeed (MVC, DRHTableViewCell from a nib)

@MainActor
func seedArticleFeedScenario() {
    UINib.register(DRHTableViewCell.self, forNibName: "DRHTableViewCell")
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    let dataSource = ArticleFeed.DataSource(tableView: tableView)
    expect(ArticleFeed.DataSource.reuseIdentifier(of: DRHTableViewCell.self) == "DRHTableViewCell", "reuse id = class name")
    expect(tableView.isNibRegisteredForTesting(forReuseIdentifier: "DRHTableViewCell"), "DRHTableViewCell registered from a nib", doubleOnly: true)
    expect(tableView.registeredCellClassForTesting(forReuseIdentifier: "DRHTableViewCell") == DRHTableViewCell.self, "the nib named DRHTableViewCell", doubleOnly: true)
    expect(tableView.registeredCellReuseIdentifiersForTesting == ["DRHTableViewCell"], "only the article cell is registered", doubleOnly: true)

    let articles: [ArticleFeed.ArticleViewModel] = [
        .init(avatarImageURL: "https://example.com/a.png", authorName: "Дмитрий", date: "01.02.2017",
              title: "MVC и TableView", previewText: "Как не превратить контроллер в Massive View Controller"),
        .init(avatarImageURL: nil, authorName: "Ольга", date: "03.02.2017", title: "Делегат модели", previewText: "Модель сообщает о новых данных"),
        .init(avatarImageURL: nil, authorName: nil, date: nil, title: "Без автора", previewText: nil),
    ]
    dataSource.apply(.init(articles: .init(article: articles)), animatingDifferences: false)

    expect(tableView.numberOfSections == 1 && tableView.numberOfRowsForTesting(inSection: 0) == 3, "one section of three articles")
    let snapshot = dataSource.snapshot()
    expect(snapshot.sectionIdentifiers == [.articles], "one section, articles")
    expect(snapshot.itemIdentifiers == articles.map { .init(section: .articles, row: .article($0.id)) }, "one item per article, in order")
    expect(shownRows(snapshot.itemIdentifiers, dataSource.listModel) == articles.map { .article($0) },
           "each item shows its article")

    let cells = tableView.allCellsForTesting()[0]
    expectCells(cells, are: [DRHTableViewCell.self, DRHTableViewCell.self, DRHTableViewCell.self],
                identifiers: ["DRHTableViewCell", "DRHTableViewCell", "DRHTableViewCell"], "article cells")
    expectReuseIdentifiersAreClassNames(tableView.cellDequeueLogForTesting, "article dequeues")
    let article = cells.compactMap { $0 as? DRHTableViewCell }
    expect(article.count == 3, "three DRHTableViewCells")
    guard article.count == 3 else { return }
    expect(article[0].contentView.subviews.contains { $0 === article[0].titleLabel }, "loaded from the nib: awakeFromNib ran")
    expect(article[0].authorLabel.text == "Дмитрий" && article[0].dateLabel.text == "01.02.2017", "first row: author and date")
    expect(article[0].titleLabel.text == "MVC и TableView", "first row: title")
    expect(article[0].previewLabel.text == "Как не превратить контроллер в Massive View Controller", "first row: preview")
    expect(article[0].avatarImageURL == "https://example.com/a.png", "first row: avatar URL")
    expect(article[1].authorLabel.text == "Ольга" && article[1].titleLabel.text == "Делегат модели", "second row")
    expect(article[1].previewLabel.text == "Модель сообщает о новых данных" && article[1].avatarImageURL == nil, "second row: preview, no avatar")
    expect(article[2].titleLabel.text == "Без автора" && article[2].authorLabel.text == nil && article[2].previewLabel.text == nil,
           "third row: nil fields stay empty")
    expect(tableView.heightForRowForTesting(at: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension, "automatic height")
    expect(!tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0)), "articles have no select action")

    // The model's delegate reports new data: the changed article shows its new title, the others keep their cells.
    var updated = articles
    updated[0].title = "MVC и TableView (обновлено)"
    let dequeues = tableView.cellDequeueLogForTesting.count
    dataSource.apply(.init(articles: .init(article: updated)), animatingDifferences: true)
    expect(tableView.numberOfRowsForTesting(inSection: 0) == 3, "still three rows")
    // Spec v2: `identity: [authorName, date]` keeps the retitled article's item, so it is
    // reconfigured in its cell (v1 compared every field and replaced the row). Intended.
    expect(dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers, "same items after the retitle")
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === article[0] && tableView.cellDequeueLogForTesting.count == dequeues,
           "the retitled article keeps its cell: reconfigured, no new dequeue", doubleOnly: true)
    expect((tableView.cellForTesting(at: IndexPath(row: 0, section: 0)) as? DRHTableViewCell)?.titleLabel.text == "MVC и TableView (обновлено)",
           "the changed article shows its new title")
    expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === article[1] && tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === article[2],
           "unchanged articles keep their cells")

    // Articles have a two-field identity, so UI tests find them by position: a new article on top
    // renumbers the cells already shown.
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityIdentifier == "ArticleFeed.articles.article.0",
           "the first article's identifier ends with its position")
    let newest = ArticleFeed.ArticleViewModel(avatarImageURL: nil, authorName: "Анна", date: "05.02.2017", title: "Новое", previewText: nil)
    dataSource.apply(.init(articles: .init(article: [newest] + updated)), animatingDifferences: true)
    expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === article[0], "the first article moved down in its cell")
    expect(article[0].accessibilityIdentifier == "ArticleFeed.articles.article.1", "and was renumbered: reconfigured for its new identifier")
    expect(tableView.cellForTesting(at: IndexPath(row: 0, section: 0)).accessibilityIdentifier == "ArticleFeed.articles.article.0",
           "the new article is number 0")
}

// MARK: - Seed 3: CheckoutForm (RDDM input form: phone, date, dropdowns, splitters)

@MainActor
func seedCheckoutFormScenario() {
    let tableView = checkoutFormTableView()
    let handler = SeedCheckoutHandler()
    let dataSource = CheckoutForm.DataSource(tableView: tableView, handler: handler)
    for identifier in ["PhoneCell", "DateInputCell", "DropdownCell", "SplitterCell"] {
        expect(tableView.isNibRegisteredForTesting(forReuseIdentifier: identifier), "\(identifier) registered from its nib", doubleOnly: true)
    }

    let phone = CheckoutForm.PhoneFieldViewModel(title: "Телефон", phone: nil)
    let day1 = Date(timeIntervalSince1970: 86_400), day2 = Date(timeIntervalSince1970: 2 * 86_400)
    let date = CheckoutForm.DateFieldViewModel(title: "Дата доставки", date: day1)
    let city = CheckoutForm.DropdownViewModel(title: "Город", options: ["Москва", "Воронеж"], selectedOption: nil)
    let payment = CheckoutForm.DropdownViewModel(title: "Оплата", options: ["Картой", "Наличными"], selectedOption: "Картой")
    // Spec v2: the splitters (a cell without fields, in plain rows) take no input; v1 took
    // `top: .init()` and `bottom: .init()`. Intended: they are still two rows (checked below).
    // Spec v2: the fields come as the backend's list, in its order (a mixed slot, seed 3's
    // `fields.map { switch field.type ... }`).
    let input = CheckoutForm.Input(form: .init(fields: [.phoneField(phone), .dateField(date), .dropdown(city), .dropdown(payment)]))
    dataSource.apply(input, animatingDifferences: false)

    expect(tableView.numberOfSections == 1 && tableView.numberOfRowsForTesting(inSection: 0) == 6, "splitter, phone, date, two dropdowns, splitter")
    let snapshot = dataSource.snapshot()
    expect(snapshot.sectionIdentifiers == [.form], "one form section")
    expect(shownRows(snapshot.itemIdentifiers(inSection: .form), dataSource.listModel)
               == [.top(.init()), .fieldsPhoneField(phone), .fieldsDateField(date), .fieldsDropdown(city), .fieldsDropdown(payment), .bottom(.init())],
           "form rows in the fields' order between the splitters; the two splitters are two items")
    expect(Set(snapshot.itemIdentifiers).count == 6, "six distinct items")

    let cells = tableView.allCellsForTesting()[0]
    expectCells(cells, are: [SplitterCell.self, PhoneCell.self, DateInputCell.self, DropdownCell.self, DropdownCell.self, SplitterCell.self],
                identifiers: ["SplitterCell", "PhoneCell", "DateInputCell", "DropdownCell", "DropdownCell", "SplitterCell"], "form cells")
    expectReuseIdentifiersAreClassNames(tableView.cellDequeueLogForTesting, "form dequeues")
    guard let phoneCell = cells[1] as? PhoneCell, let dateCell = cells[2] as? DateInputCell else {
        return expect(false, "phone and date rows dequeue PhoneCell and DateInputCell")
    }
    expect(phoneCell.titleLabel.text == "Телефон" && phoneCell.phoneField.text == nil, "phone cell: title, empty field")
    expect(dateCell.textLabel?.text == "Дата доставки" && dateCell.dateLabel.text == "1970-01-02T00:00:00Z", "date cell: title and date")
    expect(cells[3].textLabel?.text == "Город" && cells[4].textLabel?.text == "Картой", "dropdowns: title, or the selected option")

    // Splitters: fixed height 1, not selectable; the phone row is not selectable either (its field takes the taps).
    for row in [0, 5] {
        expect(tableView.heightForRowForTesting(at: IndexPath(row: row, section: 0)) == 1, "splitter row \(row) is 1 point high")
        expect(tableView.estimatedHeightForRowForTesting(at: IndexPath(row: row, section: 0)) == 1, "splitter row \(row) estimate is 1")
        expect(!tableView.selectRowForTesting(at: IndexPath(row: row, section: 0)), "splitter row \(row) is not selectable")
    }
    expect(tableView.heightForRowForTesting(at: IndexPath(row: 1, section: 0)) == UITableView.automaticDimension, "field rows size themselves")
    expect(!tableView.selectRowForTesting(at: IndexPath(row: 1, section: 0)), "phone row is not selectable")
    expect(handler.received.isEmpty, "nothing sent yet")

    // PhoneCellGenerator.didUpdate -> updatePhone: typing sends the new text.
    phoneCell.phoneField.typeForTesting("+7 900 123-45-67")
    if case .updatePhone(let row, let value)? = handler.received.last {
        expect(value == "+7 900 123-45-67", "updatePhone delivers the typed text")
        expect(row.title == "Телефон" && row.phone == nil, "updatePhone delivers the phone row's view-model")
    } else {
        expect(false, "editing the phone sends updatePhone, got \(handler.received)")
    }

    // DateInputCellGenerator.didTap -> showPicker with that row's view-model.
    expect(tableView.selectRowForTesting(at: IndexPath(row: 2, section: 0)), "date row is selectable")
    if case .showPicker(let row)? = handler.received.last {
        expect(row.title == "Дата доставки" && row.date == day1, "showPicker delivers the date row's view-model")
    } else {
        expect(false, "selecting the date row sends showPicker, got \(handler.received)")
    }
    dataSource.deselectMomentaryRows(animated: false)
    expect(tableView.indexPathForSelectedRow == nil, "the date row is deselected as the screen reappears")
    // DropdownCellGenerator.didTap -> showDropdown(item).
    expect(tableView.selectRowForTesting(at: IndexPath(row: 4, section: 0)), "dropdown row is selectable")
    if case .showDropdown(let row)? = handler.received.last {
        expect(row.title == "Оплата" && row.options == ["Картой", "Наличными"] && row.selectedOption == "Картой", "showDropdown delivers that dropdown")
    } else {
        expect(false, "selecting a dropdown sends showDropdown, got \(handler.received)")
    }
    expect(handler.received.count == 3, "three actions in all")

    // The user ends editing (a field being edited is configured only then); the presenter stores
    // the phone and sets a new date: same identity (the title), new content.
    phoneCell.phoneField.resignFirstResponder()
    var edited = input
    var storedPhone = phone, newDate = date
    storedPhone.phone = "+7 900 123-45-67"
    newDate.date = day2
    edited.form.fields = [.phoneField(storedPhone), .dateField(newDate), .dropdown(city), .dropdown(payment)]
    let preview = listChanges(from: dataSource.sections, to: CheckoutForm.Builder.sections(from: edited)).snapshot
    expect(preview.itemIdentifiers == snapshot.itemIdentifiers, "no item inserted or deleted")
    expect(preview.reconfiguredItemIdentifiers.map(\.row) == [.fieldsPhoneField(phone.id), .fieldsDateField(date.id)],
           "phone and date rows marked for reconfiguration")
    let dequeues = tableView.cellDequeueLogForTesting.count
    dataSource.apply(edited, animatingDifferences: true)
    expect(tableView.cellDequeueLogForTesting.count == dequeues, "reconfiguration dequeues no new cell", doubleOnly: true)
    expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === phoneCell, "the phone row keeps its cell (the field keeps editing)")
    expect(phoneCell.phoneField.text == "+7 900 123-45-67", "the phone cell shows the stored phone")
    expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === dateCell && dateCell.dateLabel.text == "1970-01-03T00:00:00Z",
           "the date cell is reconfigured in place with the new date")
    // The reconfigured cell's event closure carries the new view-model.
    phoneCell.phoneField.typeForTesting("+7 900 000-00-00")
    if case .updatePhone(let row, let value)? = handler.received.last {
        expect(row.phone == "+7 900 123-45-67" && value == "+7 900 000-00-00", "after reconfiguring, updatePhone carries the new view-model")
    } else {
        expect(false, "editing again sends updatePhone, got \(handler.received)")
    }
    expect(dataSource.applyCountForTesting == 2, "two snapshots applied", doubleOnly: true)

    // The backend reorders its fields: the rows follow the input's order, every field keeps its
    // cell (moved, not dequeued again), and the splitters stay around them.
    let dropdownCells = [cells[3], cells[4]]
    edited.form.fields = [.dropdown(payment), .phoneField(storedPhone), .dropdown(city), .dateField(newDate)]
    dataSource.apply(edited, animatingDifferences: true)
    expect(shownRows(dataSource.snapshot().itemIdentifiers(inSection: .form), dataSource.listModel)
               == [.top(.init()), .fieldsDropdown(payment), .fieldsPhoneField(storedPhone), .fieldsDropdown(city), .fieldsDateField(newDate), .bottom(.init())],
           "reordered fields show in the new order")
    expect(tableView.cellDequeueLogForTesting.count == dequeues, "reordering dequeues no new cell", doubleOnly: true)
    expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === dropdownCells[1]
               && tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === phoneCell
               && tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === dropdownCells[0]
               && tableView.cellForRow(at: IndexPath(row: 4, section: 0)) === dateCell,
           "each field's cell moved with it")
}

// MARK: - Seed 3: ProductList (RDDM collection: promo, ad, products)

@MainActor
func seedProductListScenario() {
    let collectionView = productListCollectionView()
    let handler = ProductHandler()
    let dataSource = ProductList.DataSource(collectionView: collectionView, handler: handler)

    let promo = ProductList.PromoViewModel(title: "Скидки недели", bannerURL: URL(string: "https://example.com/promo.png"))
    let ad = ProductList.AdViewModel(imageURL: nil, link: URL(string: "https://example.com/ad")!)
    let lamp = ProductList.ProductViewModel(id: "a", name: "Lamp", price: 20, imageURL: nil)
    let desk = ProductList.ProductViewModel(id: "b", name: "Desk", price: 120, imageURL: nil)
    var input = ProductList.Input(products: .init(header: .init(title: "Товары", productCount: 2), promo: promo, ad: ad, product: [lamp, desk]))
    dataSource.apply(input, animatingDifferences: false)

    let snapshot = dataSource.snapshot()
    expect(snapshot.sectionIdentifiers == [.products], "one products section")
    expect(snapshot.itemIdentifiers == [.promo(promo.id), .ad(ad.id), .product("a"), .product("b")].map { .init(section: .products, row: $0) },
           "promo, ad, then the products (by id)")
    expect(shownRows(snapshot.itemIdentifiers, dataSource.listModel) == [.promo(promo), .ad(ad), .product(lamp), .product(desk)],
           "the rows behind them")
    let cells = collectionView.allCellsForTesting()[0]
    expect(cells.map { ObjectIdentifier(type(of: $0)) } == [PromoCell.self, AdCell.self, ProductCell.self, ProductCell.self].map { ObjectIdentifier($0) },
           "product list cells: \(cells.map { type(of: $0) })")
    // RDDM registers nibs by class name; a collection now registers each cell's nib through its
    // CellRegistration, on first use.
    let dequeueLog = collectionView.cellDequeueLogForTesting
    expect(!dequeueLog.isEmpty && dequeueLog.allSatisfy { $0.reuseIdentifier.hasPrefix("CellRegistration-\(type(of: $0.view))-") },
           "every cell is dequeued through its class's registration: \(dequeueLog.map(\.reuseIdentifier))", doubleOnly: true)
    expect(dequeueLog.allSatisfy { collectionView.isNibRegisteredForTesting(forReuseIdentifier: $0.reuseIdentifier) }, "each from its nib", doubleOnly: true)
    expect((cells[1] as? AdCell)?.accessibilityLink == URL(string: "https://example.com/ad"), "ad cell gets its link")
    expect((collectionView.headerForTesting(in: 0) as? ProductsHeaderView)?.titleLabel.text == "Товары (2)", "header shows title and count")

    // The generators' didTap closures: one select action per row kind, with that row's view-model.
    expect(collectionView.selectItemForTesting(at: IndexPath(item: 0, section: 0)), "promo selectable")
    expect(collectionView.selectItemForTesting(at: IndexPath(item: 1, section: 0)), "ad selectable")
    expect(collectionView.selectItemForTesting(at: IndexPath(item: 2, section: 0)), "product selectable")
    expect(handler.received == [.openPromo(promo), .openAd(ad), .openProduct(lamp)], "openPromo, openAd, openProduct: \(handler.received)")
    if case .openAd(let row)? = handler.received.dropFirst().first {
        expect(row.link == URL(string: "https://example.com/ad")!, "openAd carries the ad's link")
    }
    if case .openProduct(let row)? = handler.received.last {
        expect(row.id == "a" && row.name == "Lamp" && row.price == 20, "openProduct carries the Lamp view-model")
    }

    // A price change keeps the product's identity (its id): reconfigured, not inserted.
    guard let deskCell = cells[3] as? ProductCell else { return expect(false, "desk item dequeues ProductCell") }
    expect(deskCell.nameLabel.text == "Desk" && deskCell.priceLabel.text == "120", "desk cell before the change")
    input.products.product[1].name = "Desk (sale)"
    input.products.product[1].price = Decimal(string: "99.5")!
    let preview = listChanges(from: dataSource.sections, to: ProductList.Builder.sections(from: input)).snapshot
    expect(preview.itemIdentifiers == snapshot.itemIdentifiers && preview.reconfiguredItemIdentifiers.map(\.row) == [.product("b")],
           "same items; the desk is marked for reconfiguration")
    let dequeues = collectionView.cellDequeueLogForTesting.count
    dataSource.apply(input, animatingDifferences: true)
    expect(collectionView.numberOfItemsForTesting(inSection: 0) == 4, "still four items")
    expect(collectionView.cellDequeueLogForTesting.count == dequeues, "no new cell dequeued", doubleOnly: true)
    expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === deskCell, "the desk keeps its cell")
    expect(deskCell.nameLabel.text == "Desk (sale)" && deskCell.priceLabel.text == "99.5", "the desk cell shows the new name and price")
    collectionView.selectItemForTesting(at: IndexPath(item: 3, section: 0))
    if case .openProduct(let row)? = handler.received.last {
        expect(row.name == "Desk (sale)" && row.price == Decimal(string: "99.5")!, "selection after the change delivers the new view-model")
    } else {
        expect(false, "selecting the desk sends openProduct, got \(handler.received)")
    }
}

// MARK: - Seed 4: CatalogSearch (configurators and a table manager)

@MainActor
func seedCatalogSearchScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    let handler = CatalogHandler()
    let dataSource = CatalogSearch.DataSource(tableView: tableView, handler: handler)
    expect(tableView.registeredCellClassForTesting(forReuseIdentifier: "SearchProductCell") == SearchProductCell.self, "product cell class registered", doubleOnly: true)
    expect(!tableView.isNibRegisteredForTesting(forReuseIdentifier: "SearchProductCell"), "class registration, not a nib", doubleOnly: true)

    let history: [CatalogSearch.SearchHistoryViewModel] = [.init(query: "кроссовки"), .init(query: "куртка")]
    let shoes = CatalogSearch.SearchProductViewModel(productId: "p1", productName: "Кроссовки", productIconURL: nil)
    let jacket = CatalogSearch.SearchProductViewModel(productId: "p2", productName: "Куртка", productIconURL: URL(string: "https://example.com/j.png"))
    let categories: [CatalogSearch.SearchCategoryViewModel] = [
        .init(sectionId: "c1", sectionName: "Обувь", sectionIconURL: nil), .init(sectionId: "c2", sectionName: "Одежда", sectionIconURL: nil),
    ]
    var input = CatalogSearch.Input(history: .init(searchHistory: history), products: .init(searchProduct: [shoes, jacket]),
                                    categories: .init(searchCategory: categories))
    dataSource.apply(input, animatingDifferences: false)

    let snapshot = dataSource.snapshot()
    expect(snapshot.sectionIdentifiers == [.history, .products, .categories], "history, products, categories")
    let rows = dataSource.listModel
    expect(snapshot.itemIdentifiers(inSection: .history) == history.map { .init(section: .history, row: .searchHistory($0.id)) }, "history items")
    expect(snapshot.itemIdentifiers(inSection: .products).map(\.row) == [.searchProduct("p1"), .searchProduct("p2")], "product items")
    expect(shownRows(snapshot.itemIdentifiers(inSection: .products), rows) == [.searchProduct(shoes), .searchProduct(jacket)], "product rows")
    expect(shownRows(snapshot.itemIdentifiers(inSection: .categories), rows) == categories.map { .searchCategory($0) }, "category rows")
    expect(dataSource.row(at: IndexPath(row: 0, section: 1)) == .searchProduct(shoes), "row(at:) gives the first product row")
    expect([0, 1, 2].map { tableView.numberOfRowsForTesting(inSection: $0) } == [2, 2, 2], "two rows per section")
    expect([0, 1, 2].map { tableView.titleForHeaderForTesting(in: $0) } == ["Recent searches", "Products", "Categories"], "section titles")

    let cells = tableView.allCellsForTesting()
    expectCells(cells.flatMap { $0 }, are: [SearchPreviousCell.self, SearchPreviousCell.self, SearchProductCell.self, SearchProductCell.self,
                                            SearchSectionCell.self, SearchSectionCell.self],
                identifiers: ["SearchPreviousCell", "SearchPreviousCell", "SearchProductCell", "SearchProductCell", "SearchSectionCell", "SearchSectionCell"],
                "catalog cells")
    expectReuseIdentifiersAreClassNames(tableView.cellDequeueLogForTesting, "catalog dequeues")

    // didCategoryTapped: the category's view-model.
    expect(tableView.selectRowForTesting(at: IndexPath(row: 1, section: 2)), "category row selectable")
    if case .openCategory(let row)? = handler.received.last {
        expect(row.sectionId == "c2" && row.sectionName == "Одежда", "openCategory carries the second category")
    } else {
        expect(false, "selecting a category sends openCategory, got \(handler.received)")
    }
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 1))
    if case .openProduct(let row)? = handler.received.last {
        expect(row.productId == "p1" && row.productName == "Кроссовки", "openProduct carries the shown p1")
    } else {
        expect(false, "selecting a product sends openProduct, got \(handler.received)")
    }

    // A renamed category keeps its identity (sectionId): reconfigured in place.
    let categoryCell = cells[2][0]
    let dequeues = tableView.cellDequeueLogForTesting.count
    input.categories.searchCategory[0].sectionName = "Обувь и аксессуары"
    dataSource.apply(input, animatingDifferences: true)
    expect(tableView.cellDequeueLogForTesting.count == dequeues, "no new cell dequeued", doubleOnly: true)
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 2)) === categoryCell, "the category keeps its cell")
    expect(categoryCell.textLabel?.text == "Обувь и аксессуары" && categoryCell.detailTextLabel?.text == "c1", "the cell shows the new name")
    expect(dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers, "same item identifiers after the rename")

    // The article's state before a query: history only. Spec v2 hides a section without rows by
    // default (`whenEmpty: hide`), so the empty products and categories sections, headers included,
    // are left out (v1 showed three sections, two empty under their titles). Intended.
    let historyCells = cells[0]
    input.products.searchProduct = []
    input.categories.searchCategory = []
    dataSource.apply(input, animatingDifferences: true)
    expect(dataSource.snapshot().sectionIdentifiers == [.history], "history only: the empty sections are not in the snapshot")
    expect(tableView.numberOfSections == 1 && tableView.numberOfRowsForTesting(inSection: 0) == 2, "one section, the two history rows")
    expect(tableView.titleForHeaderForTesting(in: 0) == "Recent searches", "its header is the history's")
    expect(dataSource.sections.map(\.header) == [.title("Recent searches")], "no Products or Categories header is left")
    expect(historyCells.indices.allSatisfy { tableView.cellForRow(at: IndexPath(row: $0, section: 0)) === historyCells[$0] }, "history rows keep their cells")
    tableView.selectRowForTesting(at: IndexPath(row: 1, section: 0))
    expect(handler.received.last == .repeatSearch(history[1]), "the history row still sends repeatSearch")

    // A query finds products again: the products section comes back between the others, with its header.
    input.products.searchProduct = [jacket]
    dataSource.apply(input, animatingDifferences: true)
    expect(dataSource.snapshot().sectionIdentifiers == [.history, .products], "products back; categories still hidden")
    expect([0, 1].map { tableView.titleForHeaderForTesting(in: $0) } == ["Recent searches", "Products"], "the products header is back")
}

// MARK: - Seed 5: Settings (reusable delegate, view-model -> selector map)

@MainActor
func seedSettingsScenario() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
    let handler = SettingsHandler()
    let dataSource = Settings.DataSource(tableView: tableView, handler: handler)
    expect(tableView.registeredCellClassForTesting(forReuseIdentifier: "TextTableViewCell") == TextTableViewCell.self, "text cell class registered", doubleOnly: true)
    expect(tableView.registeredCellClassForTesting(forReuseIdentifier: "DetailedTextTableViewCell") == DetailedTextTableViewCell.self,
           "value cell class registered", doubleOnly: true)
    expect(tableView.registeredCellClassForTesting(forReuseIdentifier: "SwitchedSettingCell") == SwitchedSettingCell.self, "switch cell class registered", doubleOnly: true)

    let about = DesignSystem.TextViewModel(text: "О приложении")
    let language = Settings.ValueSettingViewModel(text: "Язык", value: "Русский")
    let faceID = Settings.SwitchedSettingViewModel(text: "Face ID", isOn: false)
    let push = Settings.SwitchedSettingViewModel(text: "Уведомления", isOn: true)
    // Spec v2: text and value rows come in one list, in the order the settings come (a mixed slot).
    var input = Settings.Input(general: .init(items: [.text(about), .valueSetting(language)]), security: .init(switchedSetting: [faceID, push]))
    dataSource.apply(input)

    expect(tableView.numberOfSections == 2 && [0, 1].map { tableView.numberOfRowsForTesting(inSection: $0) } == [2, 2], "two sections of two rows")
    expect(tableView.titleForHeaderForTesting(in: 0) == "General" && tableView.titleForHeaderForTesting(in: 1) == "Security", "section titles")
    expect(tableView.titleForFooterForTesting(in: 0) == nil, "general has no footer")
    expect(tableView.titleForFooterForTesting(in: 1) == "Changes take effect immediately", "security footer")
    let snapshot = dataSource.snapshot()
    expect(snapshot.sectionIdentifiers == [.general, .security], "general, security")
    expect(shownRows(snapshot.itemIdentifiers(inSection: .general), dataSource.listModel) == [.itemsText(about), .itemsValueSetting(language)],
           "general rows")
    expect(snapshot.itemIdentifiers(inSection: .security) == [faceID, push].map { .init(section: .security, row: .switchedSetting($0.id)) }, "security items")

    let cells = tableView.allCellsForTesting().flatMap { $0 }
    expectCells(cells, are: [TextTableViewCell.self, DetailedTextTableViewCell.self, SwitchedSettingCell.self, SwitchedSettingCell.self],
                identifiers: ["TextTableViewCell", "DetailedTextTableViewCell", "SwitchedSettingCell", "SwitchedSettingCell"], "settings cells")
    expect(cells[1].textLabel?.text == "Язык" && cells[1].detailTextLabel?.text == "Русский", "value cell: text and value")
    guard let faceIDCell = cells[2] as? SwitchedSettingCell, let pushCell = cells[3] as? SwitchedSettingCell else {
        return expect(false, "switch rows dequeue SwitchedSettingCell")
    }
    expect(!faceIDCell.toggle.isOn && pushCell.toggle.isOn, "switches show isOn")

    // The article's map: TextViewModel -> showAlert, ValueSettingViewModel -> showActionSheet,
    // SwitchedSettingViewModel -> selectSecondTab; plus the switch's own toggled event.
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0))
    tableView.selectRowForTesting(at: IndexPath(row: 1, section: 0))
    tableView.selectRowForTesting(at: IndexPath(row: 1, section: 1))
    pushCell.toggle.setOnForTesting(false)
    faceIDCell.toggle.setOnForTesting(true)
    expect(handler.log == ["alert О приложении", "sheet Русский", "tab Уведомления", "toggle Уведомления false", "toggle Face ID true"],
           "selection and toggle actions: \(handler.log)")

    // The app stores the new value and applies it: the row shows it.
    input.security.switchedSetting[0].isOn = true
    dataSource.apply(input)
    expect(tableView.numberOfRowsForTesting(inSection: 1) == 2, "still two switch rows")
    expect((tableView.cellForTesting(at: IndexPath(row: 0, section: 1)) as? SwitchedSettingCell)?.toggle.isOn == true, "Face ID row shows on")
    // Spec v2: `identity: [text]` keeps the toggled row's item and its cell (v1 replaced the row). Intended.
    expect(tableView.cellForRow(at: IndexPath(row: 0, section: 1)) === faceIDCell, "the toggled row keeps its cell")
    expect(tableView.cellForRow(at: IndexPath(row: 1, section: 1)) === pushCell, "the unchanged row keeps its cell")
}

// MARK: - Seed 4: the table manager, attached to its table later

/// Seed 4's `TableManager` is made and given its callbacks before the table exists, and gets it
/// with `attachTable(_:)`: `ListManager` keeps the input until `attach(_:)` shows it.
@MainActor
func seedCatalogSearchManagerScenario() {
    var tapped: [String] = []
    // The article's manager holds the callbacks (didProductTapped, didPreviousSearchTapped), set by
    // the interactor before the table is attached.
    let manager = CatalogSearch.ListManager()
    manager.onOpenProduct = { tapped.append("product \($0.productId)") }
    manager.onRepeatSearch = { tapped.append("search \($0.query)") }
    let shoes = CatalogSearch.SearchProductViewModel(productId: "p1", productName: "Кроссовки", productIconURL: nil)
    manager.apply(.init(history: .init(searchHistory: [.init(query: "кроссовки")]), products: .init(searchProduct: [shoes]),
                        categories: .init(searchCategory: [])))
    expect(manager.dataSource == nil && manager.input != nil, "before a table is attached, the input is kept")

    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    manager.attach(tableView)
    expect(tableView.dataSource === manager.dataSource && tableView.delegate === manager.dataSource, "attaching makes the table's data source")
    expect(tableView.numberOfSections == 2 && tableView.numberOfRowsForTesting(inSection: 1) == 1,
           "and shows the input given before (the empty categories section hidden)")
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 1))
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 0))
    expect(tapped == ["product p1", "search кроссовки"], "the callbacks set before the table existed fire")
    manager.onOpenProduct = { tapped.append("again \($0.productId)") }
    tableView.selectRowForTesting(at: IndexPath(row: 0, section: 1))
    expect(tapped.last == "again p1", "a callback set after attaching replaces the data source's")

    manager.apply(.init(history: .init(searchHistory: []), products: .init(searchProduct: []), categories: .init(searchCategory: [])))
    expect(tableView.numberOfSections == 0, "later inputs go straight to the table")
}
