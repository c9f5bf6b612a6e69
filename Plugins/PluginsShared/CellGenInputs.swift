import Foundation
import PackagePlugin

/// What a target gives CellGen: its specs, its cell libraries, its `cellgen.yml` and the files of
/// the templates folder that file names. The plugins only find these and hand them to the `cellgen` tool,
/// which does all the work (and reports all problems). Files are named and recognized by
/// `SpecFileName`, the tool's own (`SpecFileName.swift` here links to CellGenCore's).
struct CellGenInputs {
    var specs: [URL]
    /// `*.cells.yml`: read by every screen's command, written by a command of their own.
    var libraries: [URL]
    var configuration: URL?
    var templateFiles: [URL]
    /// Whether each spec's and library's command also writes its `+Models.swift` (`models:
    /// separate` without `modelsModule:`). The tool checks this against its own reading.
    var writesModelsFiles: Bool

    init(targetDirectory: URL, files: [URL]) {
        specs = files.filter { SpecFileName.isSpec($0.path) }.sorted { $0.path < $1.path }
        libraries = files.filter { SpecFileName.isLibrary($0.path) }.sorted { $0.path < $1.path }
        let configuration = targetDirectory.appendingPathComponent("cellgen.yml")
        self.configuration = FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil
        templateFiles = self.configuration.flatMap(Self.templatesFolder).map(Self.files(in:)) ?? []
        writesModelsFiles = self.configuration.map(Self.writesModelsFiles) ?? false
    }

    /// A spec's or library's outputs: its file, and its models file when they are separate.
    func outputFileNames(of spec: URL) -> [String] {
        [SpecFileName.outputFileName(of: spec.path)]
            + (writesModelsFiles ? [SpecFileName.modelsFileName(ofScreen: SpecFileName.screenName(of: spec.path))] : [])
    }

    /// Files among `sources` that have the name of a file the build plugin generates: generated
    /// code committed into the target (by the command plugin's `generate`). Compiled together
    /// with the build plugin's outputs they would be declared twice, which SwiftPM reports only as
    /// "multiple producers" of an object file. Paths relative to `targetDirectory` where possible.
    func committedOutputs(among sources: [URL], in targetDirectory: URL) -> [String] {
        guard !specs.isEmpty else { return [] }
        let names = Set((specs + libraries).flatMap(outputFileNames(of:)) + [SpecFileName.supportFileName])
        let prefix = targetDirectory.standardizedFileURL.path + "/"
        return sources.filter { names.contains($0.lastPathComponent) }.map { source in
            let path = source.standardizedFileURL.path
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }.sorted()
    }

    /// The libraries among `libraries` that the spec's `uses:` names, read as plainly as the plugin
    /// needs (a top-level `uses: [A, B]`, `uses: A` or a block list), so that editing a library
    /// reruns the screens that use it and no others. The tool reads the spec properly and reports
    /// a library it cannot find.
    func libraries(usedBy spec: URL) -> [URL] {
        guard let text = try? String(contentsOf: spec, encoding: .utf8) else { return libraries }
        var names: [String] = []
        var inBlockList = false
        for line in text.split(whereSeparator: \.isNewline).map(String.init) {
            if inBlockList {
                let item = line.trimmingCharacters(in: .whitespaces)
                guard item.hasPrefix("- ") else {
                    if !item.isEmpty && !item.hasPrefix("#") { inBlockList = false }
                    continue
                }
                names.append(Self.plainName(item.dropFirst(2)))
                continue
            }
            guard line.hasPrefix("uses:") else { continue }
            let value = Self.plainName(line.dropFirst("uses:".count))
            if value.isEmpty {
                inBlockList = true
                continue
            }
            names += value.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",").map {
                Self.plainName($0)
            }
        }
        return libraries.filter { names.contains(SpecFileName.screenName(of: $0.path)) }
    }

    /// A one-line YAML value as the plugin reads it: without a trailing comment, quotes or spaces.
    private static func plainName(_ text: some StringProtocol) -> String {
        var value = String(text)
        if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
        return value.trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
    }

    /// Why the build plugin generates nothing for a target that holds committed generated code.
    static func committedOutputsWarning(target: String, files: [String]) -> String {
        "target '\(target)' holds generated code (\(files.joined(separator: ", "))), so CellGenBuildPlugin "
            + "generates nothing for it and the build compiles those files as they are; keep one way: delete "
            + "them to generate on every build, or remove the plugin from the target and update them with "
            + "`swift package --allow-writing-to-package-directory cellgen generate`"
    }

    /// The `templates:` value of a cellgen.yml, read as plainly as the plugin needs: a top-level
    /// key with a one-line value. The tool reads the file properly and reports its problems.
    static func templatesFolder(of configuration: URL) -> URL? {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("templates:") {
            let value = plainName(line.dropFirst("templates:".count))
            guard !value.isEmpty else { return nil }
            return value.hasPrefix("/")
                ? URL(fileURLWithPath: value)
                : configuration.deletingLastPathComponent().appendingPathComponent(value)
        }
        return nil
    }

    /// `models: separate` without `modelsModule:` in a cellgen.yml, read as plainly as the plugin
    /// needs: top-level keys with one-line values (the models of another module are that
    /// module's). The tool reads the file properly and says when this reading differs.
    static func writesModelsFiles(_ configuration: URL) -> Bool {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return false }
        let lines = text.split(whereSeparator: \.isNewline)
        return lines.contains { $0.hasPrefix("models:") && plainName($0.dropFirst("models:".count)) == "separate" }
            && !lines.contains { $0.hasPrefix("modelsModule:") }
    }

    private static func files(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".mustache") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
