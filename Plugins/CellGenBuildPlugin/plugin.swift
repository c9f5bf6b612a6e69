import Foundation
import PackagePlugin

/// Generates a target's screens on every build. One build command per spec, one per cell
/// library and one for the support file, each with declared inputs and outputs, so a build with
/// nothing changed runs nothing, editing one spec regenerates that screen only, and editing a
/// library reruns its own command and those of the screens whose `uses:` names it. A new
/// `cellgen` (new built-in templates) reruns everything, since every command depends on the tool. A target that holds
/// committed generated code (the command plugin's `Generated/`) gets a warning and no commands.
@main
struct CellGenBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = CellGenInputs(targetDirectory: target.directoryURL, files: target.sourceFiles.map(\.url))
        let committed = inputs.committedOutputs(
            among: target.sourceFiles.filter { $0.type == .source }.map(\.url), in: target.directoryURL)
        guard committed.isEmpty else {
            Diagnostics.warning(CellGenInputs.committedOutputsWarning(target: target.name, files: committed))
            return []
        }
        return try commands(
            inputs: inputs,
            tool: context.tool(named: "cellgen").url,
            outputFolder: context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources"))
    }

    func commands(inputs: CellGenInputs, tool: URL, outputFolder: URL) -> [Command] {
        guard !inputs.specs.isEmpty else { return [] }
        var shared = [tool] + inputs.templateFiles
        var options = ["--output", outputFolder.path]
        if let configuration = inputs.configuration {
            shared.append(configuration)
            options += ["--config", configuration.path]
        }
        let libraries = inputs.libraries
        // A screen's command reads the libraries it uses without writing them; each library's
        // command writes it.
        var commands = (inputs.specs.map { ($0, [$0] + inputs.libraries(usedBy: $0)) } + libraries.map { ($0, [$0]) })
            .map { file, reads in
                Command.buildCommand(
                    displayName: "CellGen \(file.lastPathComponent)",
                    executable: tool,
                    arguments: ["generate"] + reads.map(\.path)
                        + ["--screens-only", "--declared-models-files", "\(inputs.writesModelsFiles)"] + options,
                    inputFiles: reads + shared,
                    outputFiles: inputs.outputFileNames(of: file).map { outputFolder.appendingPathComponent($0) })
            }
        commands.append(
            .buildCommand(
                displayName: "CellGen \(SpecFileName.supportFileName)",
                executable: tool,
                arguments: ["generate"] + (inputs.specs + libraries).map(\.path) + ["--support-only"] + options,
                inputFiles: inputs.specs + libraries + shared,
                outputFiles: [outputFolder.appendingPathComponent(SpecFileName.supportFileName)]))
        return commands
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same commands for an Xcode project's target: a thin mirror of the SwiftPM path.
    extension CellGenBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let folder =
                files.first { SpecFileName.isSpec($0.path) }?.deletingLastPathComponent()
                ?? context.xcodeProject.directoryURL
            let inputs = CellGenInputs(targetDirectory: folder, files: files)
            let committed = inputs.committedOutputs(
                among: target.inputFiles.filter { $0.type == .source }.map(\.url), in: folder)
            guard committed.isEmpty else {
                Diagnostics.warning(CellGenInputs.committedOutputsWarning(target: target.displayName, files: committed))
                return []
            }
            return try commands(
                inputs: inputs,
                tool: context.tool(named: "cellgen").url,
                outputFolder: context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources"))
        }
    }
#endif
