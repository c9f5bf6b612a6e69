/// A name that is a Swift identifier by the lexical grammar of The Swift Programming Language
/// ("Lexical Structure", Identifiers), and the knowledge of how to spell it in generated code.
///
/// Stricter than the grammar in two ways (`scripts/identifier-probe.sh` compares every code
/// point with what swiftc accepts):
/// - U+FFF9...U+FFFD are in the grammar's ranges, but swiftc 6.3 rejects them.
/// - Invisible format characters (category Cf: zero-width space and joiners U+200B...U+200D,
///   bidirectional embeddings and overrides U+202A...U+202E, U+2060...U+206F, soft hyphen,
///   byte order mark, tag characters) are in the grammar and swiftc accepts them, but a name
///   that looks like another name, or reorders the code around it when displayed, has no place
///   in generated code ("Trojan Source"), so they are rejected.
///
/// Keywords such as `class` or `default` are valid here: they are identifiers that need
/// backticks, or are unusable, depending on where they go; `escaped(for:)` decides that from
/// `SwiftKeywords`. Not valid: the empty string, a lone `_` (the wildcard, a keyword of its own),
/// names starting with `$` (reserved for the compiler: `$0`, projected values) or with a digit,
/// operators, whitespace, backticks, and every character outside the grammar's ranges.
///
/// Raw identifiers (SE-0451, any text in backticks, Swift 6.2 and later) are deliberately not
/// supported: generated code must also build with older compilers, and names like
/// `` `my button` `` would read badly in code that people call.
public struct SwiftIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The longest name, in Unicode scalars, that CellGen accepts. Swift sets no limit, but
    /// generated names derived from it (type names, selector names) get longer still, and no
    /// legitimate spec needs more. Scalars, not `Character`s, so that combining marks count.
    public static let maximumLength = 128

    /// The name as written, without backticks.
    public let name: String

    /// Nil when `name` is not a lexically valid identifier (see `isValid(_:)`).
    public init?(_ name: String) {
        guard Self.isValid(name) else { return nil }
        self.name = name
    }

    public var description: String { name }

    /// The spelling to emit at `position`: the name itself, the name in backticks, or nil when
    /// no spelling is legal there (for example `self` as a type name, `Type` as an enum case).
    public func escaped(for position: SwiftNamePosition) -> String? {
        switch SwiftKeywords.spelling(of: name, in: position) {
        case .plain: name
        case .backticks: "`" + name + "`"
        case .illegal: nil
        }
    }

    /// `escaped(for:)` for a string that may not be an identifier at all.
    public static func escaped(_ name: String, for position: SwiftNamePosition) -> String? {
        SwiftIdentifier(name)?.escaped(for: position)
    }

    /// Whether `name` matches the identifier grammar (identifier-head identifier-character*),
    /// and is not the lone wildcard `_`.
    public static func isValid(_ name: String) -> Bool {
        if let ascii = ASCIIName(name) { return ascii.isValidIdentifier }
        return isValidByScalar(name)
    }

    /// `isValid` for any text, scalar by scalar.
    static func isValidByScalar(_ name: String) -> Bool {
        var scalars = name.unicodeScalars.makeIterator()
        guard let head = scalars.next(), isIdentifierHead(head) else { return false }
        while let scalar = scalars.next() {
            guard isIdentifierCharacter(scalar) else { return false }
        }
        return name != "_"
    }

    /// Whether `name` has at most `maximumLength` Unicode scalars.
    public static func isWithinLengthLimit(_ name: String) -> Bool {
        if let ascii = ASCIIName(name) { return ascii.bytes.count <= maximumLength }
        return name.unicodeScalars.count <= maximumLength
    }

    /// identifier-head: ASCII letters, `_`, and the Unicode ranges listed by the grammar, less
    /// the exclusions described on the type.
    public static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) || value == 0x5F
        }
        return contains(headRanges, value) && !isExcluded(scalar)
    }

    /// identifier-character: identifier-head, the digits `0`-`9`, and combining marks.
    public static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x30 && value <= 0x39 { return true }
        return isIdentifierHead(scalar) || contains(combiningRanges, value)
    }

    /// In the grammar's ranges, but rejected by swiftc (U+FFF9...U+FFFD) or by policy (Cf).
    static func isExcluded(_ scalar: Unicode.Scalar) -> Bool {
        (0xFFF9...0xFFFD).contains(scalar.value) || scalar.properties.generalCategory == .format
    }

    /// The name with its leading capital, or leading acronym, lowercased: `Button` -> `button`,
    /// `URLField` -> `urlField`, `ID` -> `id`, `URL2Field` -> `url2Field`. In a run of capitals
    /// followed by a lowercase letter, the last capital starts the next word and stays. Leading
    /// underscores are kept; a name that does not start with a capital is returned unchanged.
    public static func lowerCamelFirst(_ name: String) -> String {
        if let ascii = ASCIIName(name) { return ascii.lowerCamelFirst }
        return lowerCamelFirstByCharacter(name)
    }

    /// `lowerCamelFirst` for any text, `Character` by `Character`.
    static func lowerCamelFirstByCharacter(_ name: String) -> String {
        let characters = Array(name)
        var start = 0
        while start < characters.count, characters[start] == "_" { start += 1 }
        var end = start
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end - start > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        guard end > start else { return name }
        let run = characters[start..<end].map { lowercasedIfOneCharacter($0) }
        return String(characters[..<start]) + run.joined() + String(characters[end...])
    }

    /// The name with its first letter capitalized: `tap` -> `Tap`, `urlField` -> `UrlField`.
    /// Leading underscores are kept. A letter whose capital is several characters (`ß` -> `SS`)
    /// stays as it is, so the result never grows.
    public static func upperCamelFirst(_ name: String) -> String {
        if let ascii = ASCIIName(name) { return ascii.upperCamelFirst }
        return upperCamelFirstByCharacter(name)
    }

    /// `upperCamelFirst` for any text, `Character` by `Character`.
    static func upperCamelFirstByCharacter(_ name: String) -> String {
        guard let index = name.firstIndex(where: { $0 != "_" }) else { return name }
        let upper = name[index].uppercased()
        guard upper.count == 1 else { return name }
        return String(name[..<index]) + upper + String(name[name.index(after: index)...])
    }

    static func lowercasedIfOneCharacter(_ character: Character) -> String {
        let lower = character.lowercased()
        return lower.count == 1 ? lower : String(character)
    }

    /// Binary search over sorted, non-overlapping closed ranges.
    static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lowerBound {
                high = middle - 1
            } else if value > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The non-ASCII identifier-head ranges of the grammar, in order.
    static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// The combining-mark ranges that may follow the head but not start an identifier.
    static let combiningRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
