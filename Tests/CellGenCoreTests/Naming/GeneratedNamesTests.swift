@testable import CellGenCore
import Foundation
import Testing

@Suite("generated names")
struct GeneratedNamesTests {
    @Test("casing of the first word", arguments: [
        ("Button", "button"), ("URLField", "urlField"), ("ID", "id"), ("tap", "tap"), ("A", "a"), ("HTTPS", "https"),
    ])
    func lowerCamel(name: String, expected: String) {
        #expect(SwiftIdentifier.lowerCamelFirst(name) == expected)
    }

    @Test func upperCamel() {
        #expect(SwiftIdentifier.upperCamelFirst("tap") == "Tap")
        #expect(SwiftIdentifier.upperCamelFirst("") == "")
    }

    @Test("row cases are prefixed with the section only where a row id repeats across sections")
    func rowCases() {
        let sectionsUsing = GeneratedNames.sectionsUsing([["title", "query"], ["title", "product"]])
        func rowCase(_ section: String, _ rowID: String) -> String {
            GeneratedNames.rowCase(section: section, rowID: rowID, sectionsUsing: sectionsUsing)
        }
        #expect([rowCase("history", "title"), rowCase("history", "query")] == ["historyTitle", "query"])
        #expect([rowCase("results", "title"), rowCase("results", "product")] == ["resultsTitle", "product"])
    }

    @Test("every type the support file declares is a reserved screen name: a screen of its name would shadow it")
    func supportTypesReserved() throws {
        let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs")
        // A table screen and a collection screen: the support file then holds every declaration.
        let paths = ["Settings", "ProductList"].map { specs.appendingPathComponent("\($0).screen.yml").path }
        let screens = SpecLoader().load(files: SpecDiscovery.libraries(besides: paths[0]) + paths).compactMap(\.screen)
        #expect(screens.count == 2)
        let support = try CodeGenerator(templates: .builtIn()).supportFile(for: screens).contents
        let declared = try Regex(#"(?:class|struct|enum|protocol|typealias) (CellGen\w+)"#)
        let names = Set(support.matches(of: declared).map { String($0.output[1].substring ?? "") })
        #expect(names.count > 20 && names.contains("CellGenSelectors"))
        #expect(names.subtracting(GeneratedNames.reservedScreenNames).isEmpty)
    }

    @Test("output names come from the spec file name alone")
    func fileNames() {
        #expect(SpecFileName.outputFileName(of: "specs/EmployeeList.screen.yml") == "EmployeeList+CellGen.swift")
        #expect(SpecFileName.screenName(of: "a/b/Settings.screen.yaml") == "Settings")
        #expect(SpecFileName.isSpec("x/Feed.screen.yml") && !SpecFileName.isSpec("x/Feed.yml") && !SpecFileName.isSpec(".screen.yml"))
    }

    @Test("suggestions for near misses only", arguments: [
        ("feilds", "fields"), ("sectons", "sections"), ("hieght", "height"), ("xyz", nil),
    ] as [(String, String?)])
    func suggestions(word: String, expected: String?) {
        #expect(Suggestion.closest(to: word, in: ["fields", "sections", "height", "cells"]) == expected)
    }

    @Test("a did-you-mean names the letters only when they are a Latin letter and one that looks like it", arguments: [
        ("Аd", "Ad", " ('А' here is U+0410 CYRILLIC CAPITAL LETTER A, not U+0041 LATIN CAPITAL LETTER A; they only look alike)"),
        ("Ad", "Αd", " ('A' here is U+0041 LATIN CAPITAL LETTER A, not U+0391 GREEK CAPITAL LETTER ALPHA; they only look alike)"),
        ("Ячейка", "Ячеика", ""),  // a typo between two Cyrillic letters
        ("Аd", "Bd", ""),  // a Cyrillic A for a Latin B: a typo that mixes scripts
        ("Ad", "Bd", ""),
    ])
    func lookalikeNote(word: String, match: String, expected: String) {
        #expect(Suggestion.lookalikeNote(word, match) == expected)
    }
}
