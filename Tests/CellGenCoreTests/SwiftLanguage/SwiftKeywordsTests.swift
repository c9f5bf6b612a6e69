import Testing
@testable import CellGenCore

struct SwiftKeywordsTests {
    @Test func reservedWordsAreTheLanguageReferenceList() {
        #expect(SwiftKeywords.reserved.count == 53)
        for word in ["class", "func", "init", "self", "Self", "Any", "inout", "throws", "rethrows", "_"] {
            #expect(SwiftKeywords.reserved.contains(word) == (word != "_"), "\(word)")
        }
        // Contextual keywords are not reserved; `#`-keywords are not identifiers at all.
        for word in ["async", "await", "some", "any", "Type", "Protocol", "#if", "#available"] {
            #expect(!SwiftKeywords.reserved.contains(word), "\(word)")
        }
    }

    @Test func reservedAndContextualAreDisjointIdentifiers() {
        #expect(SwiftKeywords.reserved.isDisjoint(with: SwiftKeywords.contextual))
        for word in SwiftKeywords.reserved.union(SwiftKeywords.contextual) {
            #expect(SwiftIdentifier.isValid(word), "\(word)")
        }
    }

    @Test(arguments: ["class", "self", "_", "some", "willSet", "Type", "await"])
    func isKeyword(word: String) {
        #expect(SwiftKeywords.isKeyword(word))
    }

    @Test(arguments: ["title", "Button", "Class", "SELF", "types", "Int", "String", "Void", "Sendable", "modify", "read", "using", ""])
    func isNotKeyword(word: String) {
        #expect(!SwiftKeywords.isKeyword(word))
    }

    /// Anything that is not a keyword is plain everywhere, including standard library names
    /// (shadowing them is legal; whether it is wise is the caller's business).
    @Test(arguments: ["title", "Button", "String", "Int", "Optional", "Sendable", "Void", "Never", "Error", "UIView"])
    func nonKeywordsArePlain(word: String) {
        for position in SwiftNamePosition.allCases {
            #expect(SwiftKeywords.spelling(of: word, in: position) == .plain)
            #expect(SwiftKeywords.whyIllegal(word, in: position) == nil)
        }
    }

    @Test func everyReservedWordNeedsBackticksOrIsIllegalAsTypeNameAndMember() {
        for word in SwiftKeywords.reserved {
            for position in [SwiftNamePosition.typeName, .member] {
                #expect(SwiftKeywords.spelling(of: word, in: position) != .plain, "\(word) \(position)")
            }
        }
    }

    /// Backticks on a label earn a warning, so only `inout` may have them.
    @Test func labelsArePlainExceptAFew() {
        for word in SwiftKeywords.reserved.union(SwiftKeywords.contextual) {
            let expected: SwiftNameSpelling = switch word {
            case "inout": .backticks
            case "let", "var": .illegal
            default: .plain
            }
            #expect(SwiftKeywords.spelling(of: word, in: .argumentLabel) == expected, "\(word)")
        }
    }

    @Test(arguments: [
        ("Type", SwiftNamePosition.typeName), ("Protocol", .typeName), ("self", .typeName),
        ("Type", .member), ("Protocol", .member), ("Self", .member), ("self", .member),
        ("none", .member), ("let", .member), ("var", .member), ("let", .argumentLabel),
        ("var", .argumentLabel),
    ] as [(String, SwiftNamePosition)])
    func illegalWordsExplainWhy(word: String, position: SwiftNamePosition) {
        #expect(SwiftKeywords.spelling(of: word, in: position) == .illegal)
        let reason = SwiftKeywords.whyIllegal(word, in: position)
        #expect(reason?.isEmpty == false)
    }

    @Test func illegalAndBacktickedTablesDoNotOverlap() {
        for position in SwiftNamePosition.allCases {
            let illegal = Set(SwiftKeywords.illegal[position]?.keys.map { $0 } ?? [])
            let backticked = SwiftKeywords.needsBackticks[position] ?? []
            #expect(illegal.isDisjoint(with: backticked), "\(position)")
        }
    }

    /// `SwiftIdentifier.escaped(for:)` is the spelling table applied: plain, backticked, or nil.
    @Test(arguments: SwiftNamePosition.allCases)
    func escapedFollowsTheSpellingTable(position: SwiftNamePosition) {
        for word in SwiftKeywords.reserved.union(SwiftKeywords.contextual).union(["_", "title"]) {
            let escaped = SwiftIdentifier.escaped(word, for: position)
            switch SwiftKeywords.spelling(of: word, in: position) {
            case .plain: #expect(escaped == word, "\(word)")
            case .backticks: #expect(escaped == "`\(word)`", "\(word)")
            case .illegal: #expect(escaped == nil, "\(word)")
            }
        }
    }

    /// The counts per position, as a summary of the probe: a change here means the probe's
    /// findings changed, and SwiftKeywordProbeFindingsTests says which word.
    @Test(arguments: [
        (SwiftNamePosition.typeName, 56, 4), (.member, 50, 8), (.argumentLabel, 1, 3),
    ] as [(SwiftNamePosition, Int, Int)])
    func countsPerPosition(position: SwiftNamePosition, backticked: Int, illegal: Int) {
        let words = SwiftKeywords.reserved.union(SwiftKeywords.contextual).union(["_"])
        #expect(words.filter { SwiftKeywords.spelling(of: $0, in: position) == .backticks }.count == backticked)
        #expect(words.filter { SwiftKeywords.spelling(of: $0, in: position) == .illegal }.count == illegal)
    }

    @Test func positionsAndSpellingsHaveStableRawValues() {
        #expect(SwiftNamePosition.allCases.map(\.rawValue) == ["typeName", "member", "argumentLabel"])
        #expect(SwiftNameSpelling.allCases.map(\.rawValue) == ["plain", "backticks", "illegal"])
    }
}
