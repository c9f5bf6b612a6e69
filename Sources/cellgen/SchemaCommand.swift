import ArgumentParser
import CellGenCore

extension JSONSchema.Kind: ExpressibleByArgument {}

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints the JSON Schema (draft-07) of screen specs, cell libraries or cellgen.yml, for editors.",
        discussion: """
            Written from the tables the spec reader checks keys with, so it lists exactly the keys \
            CellGen accepts. Point yaml-language-server at it with a first line \
            '# yaml-language-server: $schema=cellgen.schema.json' (cellgen init writes both). \
            Names, Swift types and references are text to the schema: cellgen lint stays the judge.
            """
    )

    @Option(
        name: .customLong("for"),
        help: "Whose schema: \(JSONSchema.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: JSONSchema.Kind = .screen

    func run() throws {
        print(JSONSchema.document(for: kind).printed, terminator: "")
    }
}
