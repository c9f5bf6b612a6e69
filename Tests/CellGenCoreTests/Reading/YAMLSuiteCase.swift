import CellGenCore
import Foundation
import Testing

/// One case of the yaml-test-suite: `ID/` or `ID/NN/` with `in.yaml`, `test.event` and, for
/// invalid input, an empty `error` file.
struct YAMLSuiteCase: Sendable, CustomTestStringConvertible {
    let id: String
    let name: String
    let directory: URL
    let expectsError: Bool

    var testDescription: String { "\(id) \(name)" }

    static func all(in root: URL) -> [YAMLSuiteCase] {
        let fileManager = FileManager.default
        let ids = ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.count == 4 && $0.allSatisfy { $0.isUppercase || $0.isNumber } }
            .sorted()
        return ids.flatMap { id -> [YAMLSuiteCase] in
            let directory = root.appendingPathComponent(id)
            if fileManager.fileExists(atPath: directory.appendingPathComponent("in.yaml").path) {
                return [YAMLSuiteCase(id: id, directory: directory)]
            }
            let subcases = ((try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            return subcases.map { YAMLSuiteCase(id: "\(id)/\($0)", directory: directory.appendingPathComponent($0)) }
        }
    }

    private init(id: String, directory: URL) {
        self.id = id
        self.directory = directory
        let read = { (file: String) in try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) }
        name = read("===")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        expectsError = FileManager.default.fileExists(atPath: directory.appendingPathComponent("error").path)
    }

    enum Outcome {
        case events(expected: [String], actual: [String])
        case rejected(expected: String, actual: String)
        case errorAsExpected

        var conforms: Bool {
            switch self {
            case .events(let expected, let actual): expected == actual
            case .rejected: false
            case .errorAsExpected: true
            }
        }
    }

    func run() -> Outcome {
        let input = (try? Data(contentsOf: directory.appendingPathComponent("in.yaml"))).map { [UInt8]($0) } ?? []
        let expected = ((try? String(contentsOf: directory.appendingPathComponent("test.event"), encoding: .utf8)) ?? "")
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let parser = YAMLEventParser(bytes: input)
        var actual: [String] = []
        do {
            while let event = try parser.next() { actual.append(YAMLSuiteEventFormat.line(for: event)) }
        } catch {
            return expectsError ? .errorAsExpected : .rejected(expected: "events", actual: "libyaml said: \(error.message)")
        }
        return expectsError ? .rejected(expected: "an error", actual: "libyaml accepted it") : .events(expected: expected, actual: actual)
    }
}

/// The suite's one-line-per-event notation (`+MAP {} &a <tag>`, `=VAL :text`, ...).
enum YAMLSuiteEventFormat {
    static func line(for event: YAMLEvent) -> String {
        switch event.kind {
        case .streamStart: "+STR"
        case .streamEnd: "-STR"
        case .documentStart(let explicit): explicit ? "+DOC ---" : "+DOC"
        case .documentEnd(let explicit): explicit ? "-DOC ..." : "-DOC"
        case .mappingStart(let anchor, let tag, let flow): collection("+MAP", flow ? "{}" : nil, anchor, tag)
        case .sequenceStart(let anchor, let tag, let flow): collection("+SEQ", flow ? "[]" : nil, anchor, tag)
        case .mappingEnd: "-MAP"
        case .sequenceEnd: "-SEQ"
        case .alias(let anchor): "=ALI *\(anchor)"
        case .scalar(let value, let anchor, let tag, let style):
            collection("=VAL", nil, anchor, tag) + " " + indicator(style) + escape(value)
        }
    }

    private static func collection(_ head: String, _ flow: String?, _ anchor: String?, _ tag: String?) -> String {
        [head, flow, anchor.map { "&\($0)" }, tag.map { "<\($0)>" }].compactMap { $0 }.joined(separator: " ")
    }

    private static func indicator(_ style: YAMLScalarStyle) -> String {
        switch style {
        case .plain: ":"
        case .singleQuoted: "'"
        case .doubleQuoted: "\""
        case .literal: "|"
        case .folded: ">"
        }
    }

    private static func escape(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\0": result += "\\0"
            case "\u{08}": result += "\\b"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
