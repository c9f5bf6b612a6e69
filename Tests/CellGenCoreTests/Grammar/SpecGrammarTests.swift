@testable import CellGenCore
import Foundation
import SnapshotTesting
import Testing

/// The schema cannot drift from the decoder: the decoder checks keys only through
/// `SpecGrammar`, reads every key the tables list, and the schema lists every table's keys.
@Suite("spec grammar and schema")
struct SpecGrammarTests {
    static let sources = CellGenProcess.packageRoot.appendingPathComponent("Sources/CellGenCore")

    /// The decoder's sources: the spec's and cellgen.yml's.
    private func decoderSources() throws -> [(file: String, text: String)] {
        let decoding = Self.sources.appendingPathComponent("Decoding")
        let files = try FileManager.default.contentsOfDirectory(atPath: decoding.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { decoding.appendingPathComponent($0) } + [Self.sources.appendingPathComponent("Inputs/TargetConfiguration.swift")]
        return try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// Every mapping shape reachable from the three roots, by name.
    private static var shapes: [String: MappingShape] {
        var found: [String: MappingShape] = [:]
        func visit(_ value: ValueShape) {
            switch value {
            case .mapping(let shape): visit(shape)
            case .list(let element, _), .dictionary(let element): visit(element)
            case .anyOf(let values): values.forEach(visit)
            default: break
            }
        }
        func visit(_ shape: MappingShape) {
            guard found[shape.name] == nil else { return }
            found[shape.name] = shape
            shape.keys.forEach { visit($0.value) }
        }
        [SpecGrammar.screen, SpecGrammar.library, SpecGrammar.configuration].forEach(visit)
        return found
    }

    @Test("the decoder checks every mapping's keys through a SpecGrammar table, never a list of its own")
    func keysComeFromTheGrammar() throws {
        for (file, text) in try decoderSources() {
            for line in text.split(separator: "\n") where line.contains(".keyed(") {
                #expect(line.contains("SpecGrammar."), "\(file): \(line.trimmingCharacters(in: .whitespaces))")
            }
            #expect(!text.contains("allowed: ["), "\(file) lists allowed keys of its own")
        }
    }

    @Test("the decoder reads every key the tables list, and only those")
    func decoderReadsTheTables() throws {
        let pattern = try NSRegularExpression(pattern: #"\b(?:keyed|top)\["([A-Za-z][A-Za-z0-9]*)"\]"#)
        var read: Set<String> = []
        for (_, text) in try decoderSources() {
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                if let key = Range(match.range(at: 1), in: text) { read.insert(String(text[key])) }
            }
        }
        // The layout's kinds are read by switching on the one key given.
        let switched = Set(SpecGrammar.layoutKind.allowed)
        let listed = Set(Self.shapes.values.flatMap(\.allowed))
        #expect(read.subtracting(listed).isEmpty, "read but in no table: \(read.subtracting(listed).sorted())")
        #expect(listed.subtracting(read).subtracting(switched).isEmpty, "in a table but never read: \(listed.subtracting(read).sorted())")
    }

    @Test("the schema lists every key of every table, with its doc, and nothing else")
    func schemaListsEveryKey() throws {
        for kind in JSONSchema.Kind.allCases {
            guard case .object(let root) = JSONSchema.document(for: kind) else { Issue.record("not an object"); continue }
            var objects: [String: [(key: String, value: JSONValue)]] = [kind.rawValue: root]
            if case .object(let definitions)? = root.first(where: { $0.key == "definitions" })?.value {
                for definition in definitions { if case .object(let entries) = definition.value { objects[definition.key] = entries } }
            }
            for (name, entries) in objects {
                guard let shape = name == kind.rawValue ? kind.shape : Self.shapes[name] else {
                    #expect(name.hasPrefix("swiftType"), "\(kind): definition '\(name)' has no table")
                    continue
                }
                guard case .object(let properties)? = entries.first(where: { $0.key == "properties" })?.value else {
                    Issue.record("\(kind): '\(name)' has no properties")
                    continue
                }
                #expect(properties.map(\.key) == shape.allowed, "\(kind): '\(name)'")
                for property in properties where shape.key(property.key)?.value.isRejected == false {
                    guard case .object(let schema) = property.value else { continue }
                    #expect(schema.first?.key == "description", "\(kind): '\(name).\(property.key)' has no description")
                }
            }
        }
    }
}

extension SpecGrammarTests {
    /// The schemas as `cellgen schema --for <kind>` prints them, for review of every change.
    @Test("the printed schemas", arguments: JSONSchema.Kind.allCases)
    func printedSchema(_ kind: JSONSchema.Kind) {
        assertSnapshot(of: JSONSchema.document(for: kind).printed, as: .lines, named: kind.rawValue, testName: "schema")
    }

    @Test("JSON strings escape quotes, backslashes and control characters; whole numbers print without a fraction")
    func jsonPrinting() {
        let value = JSONValue.object([
            (key: "text", value: .string("a \"quote\", a \\ and\n\t\u{1}é")),
            (key: "numbers", value: .array([.number(1), .number(0.5), .number(-3)])),
            (key: "empty", value: .object([])),
        ])
        #expect(value.printed == #"""
            {
              "text": "a \"quote\", a \\ and\n\t\u0001é",
              "numbers": [1, 0.5, -3],
              "empty": {}
            }

            """#)
    }
}

extension ValueShape {
    var isRejected: Bool {
        if case .rejected = self { return true }
        return false
    }
}
