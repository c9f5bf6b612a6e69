// Drives the NameTorture screen (Tests/CellGenCoreTests/Fixtures/Proof) with its scaffolded
// cells and checks that every fixed header and footer title the table shows is the spec's text,
// byte for byte. The expected texts come from the proof harness, read from the spec's YAML tree
// (before decoding, validation, escaping and templates), as a JSON list passed as argument 1.
// Prints one line per failure and "N passed, M failed"; exits 1 on any failure.

import Foundation
import UIKit

struct ExpectedTitle: Decodable {
    var section: Int
    var kind: String
    var text: String
}

var passed = 0
var failed = 0

@MainActor
func expect(_ condition: Bool, _ what: String) {
    if condition { passed += 1 } else { failed += 1; print("FAIL: \(what)") }
}

@MainActor
func nameTortureScenario(expected: [ExpectedTitle]) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
    let dataSource = NameTorture.DataSource(tableView: tableView)
    let other = NameTorture.OtherViewModel(
        other: "o", hasher: 1, class: "c", default: true, in: nil, description: "d", init: 2, for: 3, type: "t")
    let input = NameTorture.Input(
        for: .init(context: .init(in: "context", class: 1), header: .init(text: "banner", repeat: true),
                   other: [other], default: .init(title: "first"), second: .init(subtitle: "second")),
        self_: .init(class: .init(subtitle: "class row"), init: .init(self_: "x", where: ["key": 1])),
        default: .init(throw: .init(title: "throw row")))
    dataSource.apply(input, animatingDifferences: false)
    expect(tableView.numberOfSections == 3, "three sections")
    expect(expected.count >= 4, "the harness found the spec's titles")
    for title in expected {
        let shown = title.kind == "header"
            ? dataSource.tableView(tableView, titleForHeaderInSection: title.section)
            : dataSource.tableView(tableView, titleForFooterInSection: title.section)
        expect(shown.map { Array($0.utf8) } == Array(title.text.utf8),
               "\(title.kind) of section \(title.section) is the spec's text byte for byte: \(String(reflecting: shown)) vs \(String(reflecting: title.text))")
    }
}

let arguments = ProcessInfo.processInfo.arguments
guard arguments.count == 2, let data = FileManager.default.contents(atPath: arguments[1]),
      let expected = try? JSONDecoder().decode([ExpectedTitle].self, from: data)
else {
    print("usage: \(arguments[0]) EXPECTED_TITLES.json")
    exit(2)
}
MainActor.assumeIsolated { nameTortureScenario(expected: expected) }
print("\(passed) passed, \(failed) failed")
exit(failed > 0 ? 1 : 0)
