// Seed 3 (RDDM) in its own idiom: the article's display manager adds, inserts, updates, removes
// and clears cell generators one at a time, and a generator updates its cell on the fly. The
// data source edits rows by id the same way, without the team rebuilding its input; a field the
// user is typing in is never overwritten by an apply, bulk or one row, and a later bulk apply is
// the truth again.

import UIKit

@MainActor
func seedRowEditingScenario() {
    let tableView = checkoutFormTableView()
    let handler = SeedCheckoutHandler()
    let dataSource = CheckoutForm.DataSource(tableView: tableView, handler: handler)
    let phone = CheckoutForm.PhoneFieldViewModel(title: "Телефон", phone: nil)
    let date = CheckoutForm.DateFieldViewModel(title: "Дата доставки", date: Date(timeIntervalSince1970: 86_400))
    let city = CheckoutForm.DropdownViewModel(title: "Город", options: ["Москва", "Воронеж"], selectedOption: nil)
    let payment = CheckoutForm.DropdownViewModel(title: "Оплата", options: ["Картой", "Наличными"], selectedOption: "Картой")
    let input = CheckoutForm.Input(form: .init(fields: [.phoneField(phone), .dropdown(city)]))
    dataSource.apply(input, animatingDifferences: false)
    let top = CheckoutForm.Row.top(.init()), bottom = CheckoutForm.Row.bottom(.init())
    func rows() -> [CheckoutForm.Row] { dataSource.sections.first?.rows ?? [] }
    expect(rows() == [top, .fieldsPhoneField(phone), .fieldsDropdown(city), bottom], "the form: splitter, phone, city, splitter")
    let phoneCell = tableView.cellForTesting(at: IndexPath(row: 1, section: 0)) as? PhoneCell
    let cityCell = tableView.cellForTesting(at: IndexPath(row: 2, section: 0))
    let dequeues = tableView.cellDequeueLogForTesting.count

    // Inserting after and before a row's id: one row each, the others keep their cells.
    expect(dataSource.insert([.fieldsDateField(date)], after: .fieldsPhoneField(phone.id)), "the date field goes after the phone")
    expect(dataSource.insert([.fieldsDropdown(payment)], before: bottom.id, in: .form), "payment goes before the bottom splitter")
    expect(rows() == [top, .fieldsPhoneField(phone), .fieldsDateField(date), .fieldsDropdown(city), .fieldsDropdown(payment), bottom],
           "both rows are where they were put: \(rows())")
    expect(tableView.numberOfRowsForTesting(inSection: 0) == 6, "the table shows six rows")
    expect(tableView.cellForTesting(at: IndexPath(row: 3, section: 0)) === cityCell, "the city keeps its cell, two rows down")
    expect(tableView.cellDequeueLogForTesting.count == dequeues, "no shown row is dequeued again", doubleOnly: true)

    // Updating one row by id: its cell is configured in place.
    var chosen = city
    chosen.selectedOption = "Воронеж"
    expect(dataSource.update(.fieldsDropdown(chosen)), "the city's choice is updated by its id")
    expect(tableView.cellForTesting(at: IndexPath(row: 3, section: 0)) === cityCell && cityCell.textLabel?.text == "Воронеж",
           "the city's cell shows the choice, configured in place")
    let applies = dataSource.applyCountForTesting
    let unknown = CheckoutForm.DropdownViewModel(title: "Индекс", options: [], selectedOption: nil)
    expect(!dataSource.update(.fieldsDropdown(unknown)) && !dataSource.insert([top], after: .fieldsDropdown(unknown.id))
               && !dataSource.remove([.fieldsDropdown(unknown.id)]),
           "an edit naming a row that is not shown says so")
    expect(dataSource.applyCountForTesting == applies, "and changes nothing", doubleOnly: true)
    dataSource.apply(.init(form: .init(fields: [.phoneField(phone), .dateField(date), .dropdown(chosen), .dropdown(payment)])), animatingDifferences: false)

    // Typing while applies land: the focused field keeps what the user typed; the rest updates.
    guard let phoneCell else { return expect(false, "the phone row shows a PhoneCell") }
    let phoneField = phoneCell.phoneField
    expect(tableView.cellForTesting(at: IndexPath(row: 1, section: 0)) === phoneCell, "the bulk apply kept the phone's cell")
    phoneField.typeForTesting("+7 900")
    guard case .updatePhone(let typedRow, let typed)? = handler.received.last else { return expect(false, "typing sends updatePhone") }
    var stored = typedRow
    stored.phone = typed
    expect(dataSource.update(.fieldsPhoneField(stored)), "the team stores what was typed in the phone's row")
    phoneField.typeForTesting("+7 900 12")
    var later = date
    later.date = Date(timeIntervalSince1970: 2 * 86_400)
    // The team's input still holds the phone as it was before (no number): the row changes.
    dataSource.apply(.init(form: .init(fields: [.phoneField(phone), .dateField(later), .dropdown(chosen), .dropdown(payment)])))
    expect(phoneField.text == "+7 900 12" && phoneField.isFirstResponder, "a bulk apply does not overwrite the field being edited")
    expect((tableView.cellForTesting(at: IndexPath(row: 2, section: 0)) as? DateInputCell)?.dateLabel.text == "1970-01-03T00:00:00Z",
           "the date row of the same apply is configured")
    var other = stored
    other.phone = "+7 999"
    expect(dataSource.update(.fieldsPhoneField(other)) && phoneField.text == "+7 900 12", "nor does a one-row update")
    phoneField.resignFirstResponder()
    expect(phoneField.text == "+7 999", "when editing ends, the cell shows its stored row")
    expect(tableView.cellForTesting(at: IndexPath(row: 1, section: 0)) === phoneCell, "in the same cell")

    // An apply lands while the user edits again, then the user types on and keeps the text in a
    // model of the team's own: what the field shows is newer than the waiting row, so ending
    // editing keeps it. The closures of the waiting cell carry the row as of the apply.
    phoneField.typeForTesting("+7 111")
    var server = other
    server.phone = "+7 222"
    expect(dataSource.update(.fieldsPhoneField(server)) && phoneField.text == "+7 111", "an update lands while the user types")
    phoneField.typeForTesting("+7 1112")
    if case .updatePhone(let row, let value)? = handler.received.last {
        expect(row.phone == "+7 222" && value == "+7 1112", "the event carries the row as of the last apply and the typed text")
    } else {
        expect(false, "typing sends updatePhone, got \(handler.received)")
    }
    phoneField.resignFirstResponder()
    expect(phoneField.text == "+7 1112", "typing after the apply keeps the typed text when editing ends")
    expect(!dataSource.insert([.fieldsPhoneField(server)], after: top.id), "a row whose id the section shows is not inserted again")

    // Removing, clearing and appending; then a bulk apply is the truth again.
    expect(dataSource.remove([.fieldsDateField(later.id), .fieldsDropdown(payment.id)]), "two rows are removed by id")
    expect(rows() == [top, .fieldsPhoneField(server), .fieldsDropdown(chosen), bottom], "the others stay in order: \(rows())")
    expect(dataSource.clear(.form), "the form is cleared")
    expect(tableView.numberOfSections == 1 && tableView.numberOfRowsForTesting(inSection: 0) == 0, "the cleared section stays, empty")
    expect(dataSource.append([.fieldsDropdown(city)], to: .form) && rows() == [.fieldsDropdown(city)], "a row is appended to it")
    dataSource.apply(input)
    expect(rows() == [top, .fieldsPhoneField(phone), .fieldsDropdown(city), bottom], "the next bulk apply shows its input")
}

@MainActor
func collectionRowEditingScenario() {
    let collectionView = productListCollectionView()
    let dataSource = ProductList.DataSource(collectionView: collectionView)
    let promo = ProductList.PromoViewModel(title: "Sale", bannerURL: nil)
    let ad = ProductList.AdViewModel(imageURL: nil, link: URL(string: "https://example.com/ad")!)
    let products = (0..<3).map { ProductList.ProductViewModel(id: "p\($0)", name: "Product \($0)", price: 10, imageURL: nil) }
    dataSource.apply(.init(products: .init(header: .init(title: "Products", productCount: 3), promo: promo, ad: ad, product: products)))
    func productIDs() -> [ProductList.Row.ID] { (dataSource.sections.first?.rows.map(\.id) ?? []).filter { if case .product = $0 { true } else { false } } }
    let first = collectionView.cellForTesting(at: IndexPath(item: 2, section: 0))

    let inserted = ProductList.ProductViewModel(id: "new", name: "New", price: 5, imageURL: nil)
    expect(dataSource.insert([.product(inserted)], before: .product("p0")), "a product goes before the first")
    expect(productIDs() == [.product("new"), .product("p0"), .product("p1"), .product("p2")], "in the list's order: \(productIDs())")
    expect(collectionView.cellForTesting(at: IndexPath(item: 3, section: 0)) === first, "the first product keeps its cell")
    var renamed = products[0]
    renamed.name = "Renamed"
    expect(dataSource.update(.product(renamed)), "a product is updated by id")
    expect((first as? ProductCell)?.nameLabel.text == "Renamed", "its cell shows the new name in place")
    expect(dataSource.remove([.product("p1")]) && productIDs() == [.product("new"), .product("p0"), .product("p2")], "a product is removed")
    expect(dataSource.clear(.products) && collectionView.numberOfItems(inSection: 0) == 0, "the section is cleared")
}
