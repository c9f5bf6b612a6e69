@testable import CellGenCore
import Testing

@Suite("YAML document reader")
struct YAMLDocumentReaderTests {
    private func read(_ text: String, limits: ReaderLimits = .default) -> YAMLDocumentReader.Document {
        YAMLDocumentReader(limits: limits).read(Array(text.utf8), file: "Spec.screen.yml")
    }

    @Test("nodes carry 1-based lines and character columns")
    func locations() throws {
        let result = read("title: \"héllo\"\nitems:\n  - ünïcode: x\n")
        let root = try #require(result.root?.mapping)
        #expect(root[0].keyLocation == SourceLocation(file: "Spec.screen.yml", line: 1, column: 1))
        #expect(root[0].value.location.column == 8)
        let item = try #require(root[1].value.sequence?.first?.mapping?.first)
        #expect(item.keyLocation.line == 3 && item.keyLocation.column == 5)
        // Columns count characters: 'ü', 'ï' are one column each although two bytes.
        #expect(item.value.location.column == 14)
    }

    @Test("scalars keep their text and style", arguments: [
        ("a: plain", YAMLScalarStyle.plain, "plain"),
        ("a: 'single'", .singleQuoted, "single"),
        ("a: \"dou\\tble\"", .doubleQuoted, "dou\tble"),
        ("a: |\n  lit\n", .literal, "lit\n"),
        ("a: >\n  fol\n  ded\n", .folded, "fol ded\n"),
    ])
    func scalarStyles(source: String, style: YAMLScalarStyle, text: String) throws {
        let value = try #require(read(source).root?.mapping?.first?.value.scalar)
        #expect(value == YAMLScalar(text, style: style))
    }

    @Test("null is only a plain ~, null or nothing")
    func nulls() throws {
        let entries = try #require(read("a: ~\nb: null\nc:\nd: \"~\"\ne: 'null'\n").root?.mapping)
        #expect(entries.map { $0.value.scalar?.isNull } == [true, true, true, false, false])
    }

    @Test("mapping order is file order")
    func order() throws {
        let keys = try #require(read("z: 1\na: 2\nm: 3\n").root?.mapping).map(\.key)
        #expect(keys == ["z", "a", "m"])
    }

    @Test("a depth limit stops libyaml at once, even for 200,000 nested brackets")
    func deepNesting() {
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        let result = read("a: " + deep)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.message) == ["nesting is deeper than 64 levels; a spec never needs that many"])
    }

    @Test("limits are configurable")
    func customLimits() {
        let limits = ReaderLimits(maximumFileSize: 10, maximumScalarLength: 3, maximumDepth: 2)
        #expect(read("a: 12345678901", limits: limits).diagnostics.map(\.message)
            == ["the file is 14 bytes; a spec may be at most 10 bytes"])
        #expect(read("a: abcd", limits: ReaderLimits(maximumFileSize: 100, maximumScalarLength: 3, maximumDepth: 2))
            .diagnostics.map(\.message) == ["this value is 4 characters long; a value may be at most 3"])
        #expect(read("a: [[1]]", limits: ReaderLimits(maximumFileSize: 100, maximumScalarLength: 3, maximumDepth: 2))
            .diagnostics.map(\.message) == ["nesting is deeper than 2 levels; a spec never needs that many"])
    }

    @Test("a UTF-8 byte order mark is accepted and not counted in columns")
    func utf8BOM() throws {
        let result = YAMLDocumentReader().read([0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8), file: "Spec.screen.yml")
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.root?.mapping?.first).keyLocation.column == 1)
    }

    @Test("a reader error's byte offset becomes a line and character column")
    func readerErrorPosition() {
        let bytes = Array("a: ü\nb: x".utf8) + [0xFF]
        let result = YAMLDocumentReader().read(bytes, file: "Spec.screen.yml")
        #expect(result.diagnostics.sorted.first?.location == SourceLocation(file: "Spec.screen.yml", line: 2, column: 5))
    }
}
