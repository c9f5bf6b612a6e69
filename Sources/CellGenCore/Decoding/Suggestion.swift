/// "Did you mean" suggestions for misspelled keys and references.
enum Suggestion {
    /// Longer words get no suggestion: the identifier length limit.
    static let maximumLength = SwiftIdentifier.maximumLength
    /// The candidate closest to `word`, if it is close enough to be a likely typo: at most a
    /// third of the word's length in edits (case-insensitive), and never an exact match.
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        // Names are short; a long word is no typo of one, and comparing it would cost its
        // length squared for every candidate.
        guard word.unicodeScalars.count <= maximumLength else { return nil }
        let lowered = Array(word.lowercased())
        let allowed = max(1, lowered.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word && candidate.unicodeScalars.count <= maximumLength {
            let other = Array(candidate.lowercased())
            guard abs(other.count - lowered.count) <= allowed else { continue }
            let distance = editDistance(lowered, other)
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` or nothing.
    static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" + lookalikeNote(word, $0) } ?? ""
    }

    /// When `word` and `match` differ only in letters that look alike (a Cyrillic `А` for a
    /// Latin `A`), which: the suggestion alone would look like the word itself. A typo between
    /// two letters of one script (Cyrillic `и` for `й`) gets no note: they look different.
    static func lookalikeNote(_ word: String, _ match: String) -> String {
        let differing = zip(word.unicodeScalars, match.unicodeScalars).filter { $0 != $1 }
        guard word.unicodeScalars.count == match.unicodeScalars.count, let (mine, theirs) = differing.first,
            differing.allSatisfy({ latinLookalikes[$0] == $1 || latinLookalikes[$1] == $0 })
        else { return "" }
        return " ('\(mine)' here is \(describe(mine)), not \(describe(theirs)); they only look alike)"
    }

    /// Cyrillic and Greek letters that look like a Latin one, and that Latin letter.
    private static let latinLookalikes: [Unicode.Scalar: Unicode.Scalar] = {
        // Each string lists lookalikes in the order of the Latin letters below it.
        let pairs: [(String, String)] = [
            ("АВЕКМНОРСТХЅІЈ", "ABEKMHOPCTXSIJ"),  // Cyrillic capitals
            ("аеорсухѕіј", "aeopcyxsij"),  // Cyrillic small letters
            ("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX"),  // Greek capitals
            ("ονι", "ovi"),  // Greek small letters
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (lookalikes, latin) in pairs {
            for (lookalike, letter) in zip(lookalikes.unicodeScalars, latin.unicodeScalars) {
                table[lookalike] = letter
            }
        }
        return table
    }()

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            + (scalar.properties.name.map { " " + $0 } ?? "")
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
