@testable import CellGenCore
import Testing

/// `Spelling` reads the keyword tables without checking the name first.
@Suite("spelling straight from the keyword tables")
struct SpellingTests {
    @Test("the tables list only identifiers and the wildcard")
    func tablesListIdentifiers() {
        for name in SwiftKeywords.listed { #expect(SwiftIdentifier.isValid(name) || name == "_", "\(name)") }
    }

    @Test("the same spelling as escaping an identifier, for keywords, plain names and non-identifiers")
    func sameAsEscaping() {
        let names = Array(SwiftKeywords.listed) + ["title", "_", "1st", "my name", "", "café", "$0", "`class`"]
        for name in names {
            #expect(Spelling.member(name) == SwiftIdentifier.escaped(name, for: .member) ?? name, "\(name)")
            #expect(Spelling.label(name) == SwiftIdentifier.escaped(name, for: .argumentLabel) ?? name, "\(name)")
            #expect(Spelling.type(name) == SwiftIdentifier.escaped(name, for: .typeName) ?? name, "\(name)")
        }
    }
}
