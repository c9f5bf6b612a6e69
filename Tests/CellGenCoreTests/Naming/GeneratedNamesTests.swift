@testable import CellGenCore
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
        let cases = GeneratedNames.rowCases([("history", ["title", "query"]), ("results", ["title", "product"])])
        #expect(cases["history"] == ["title": "historyTitle", "query": "query"])
        #expect(cases["results"] == ["title": "resultsTitle", "product": "product"])
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
