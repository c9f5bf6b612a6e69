import ArgumentParser
import CellGenCore

@main
struct CellGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cellgen",
        abstract: "Generates UITableView and UICollectionView boilerplate from YAML screen specs.",
        discussion: """
            A screen spec (Name.screen.yml) lists a screen's cells, their fields and events, its \
            sections and its actions. Diagnostics are printed as path:line:column: error: message.
            """,
        version: CellGenVersion.current,
        subcommands: [
            GenerateCommand.self, CheckCommand.self, ScaffoldCommand.self, InitCommand.self, LintCommand.self,
            SchemaCommand.self, DescribeCommand.self, DiffCommand.self, TemplatesCommand.self,
        ]
    )
}
