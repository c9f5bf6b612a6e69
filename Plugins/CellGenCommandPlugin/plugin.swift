import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory cellgen generate [--target NAME]...`
/// writes each target's generated code into `<target>/Generated`, for teams that commit it;
/// `... cellgen scaffold SPEC [--target NAME]` scaffolds a screen's cells and view controller
/// into its target. Everything else is the `cellgen` tool's.
@main
struct CellGenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        guard let verb = rest.first, ["generate", "check", "scaffold"].contains(verb) else {
            throw CommandPluginError.usage
        }
        let targets = try selectedTargets(context.package, named: targetNames)
        let tool = try context.tool(named: "cellgen").url
        var ran = false
        for target in targets {
            let inputs = CellGenInputs(targetDirectory: target.directoryURL, files: target.sourceFiles.map(\.url))
            guard !inputs.specs.isEmpty else {
                if !targetNames.isEmpty { throw CommandPluginError.noSpecs(target.name) }
                continue
            }
            ran = true
            var arguments: [String]
            if verb == "scaffold" {
                arguments = ["scaffold"] + Array(rest.dropFirst()) + ["--output", target.directoryURL.path]
            } else {
                arguments = [verb] + inputs.specs.map(\.path) + ["--output", target.directoryURL.appendingPathComponent("Generated").path]
            }
            if let configuration = inputs.configuration { arguments += ["--config", configuration.path] }
            try run(tool, arguments, in: target.directoryURL)
        }
        if !ran { throw CommandPluginError.noSpecsAnywhere }
    }

    private func selectedTargets(_ package: Package, named names: [String]) throws -> [SourceModuleTarget] {
        if names.isEmpty { return package.targets.compactMap { $0 as? SourceModuleTarget } }
        return try package.targets(named: names).map { target in
            guard let target = target as? SourceModuleTarget else { throw CommandPluginError.notSourceTarget(target.name) }
            return target
        }
    }

    private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CommandPluginError.toolFailed(arguments.first ?? "") }
    }
}

enum CommandPluginError: Error, CustomStringConvertible {
    case usage
    case noSpecs(String)
    case noSpecsAnywhere
    case notSourceTarget(String)
    case toolFailed(String)

    var description: String {
        switch self {
        case .usage:
            "usage: swift package --allow-writing-to-package-directory cellgen generate|check [--target NAME]..., or cellgen scaffold SPEC --target NAME"
        case .noSpecs(let target):
            "target '\(target)' has no *.screen.yml or *.screen.yaml files; add a spec (cellgen init NAME) or name another --target"
        case .noSpecsAnywhere:
            "no target of this package has *.screen.yml or *.screen.yaml files"
        case .notSourceTarget(let target):
            "target '\(target)' has no sources CellGen could write into"
        case .toolFailed(let verb):
            "cellgen \(verb) failed; its diagnostics are above"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The Xcode project variant: the same verbs over the project's targets; a thin mirror of the
/// SwiftPM path.
extension CellGenCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let rest = extractor.remainingArguments
        guard let verb = rest.first, ["generate", "check", "scaffold"].contains(verb) else { throw CommandPluginError.usage }
        let tool = try context.tool(named: "cellgen").url
        for target in context.xcodeProject.targets where names.isEmpty || names.contains(target.displayName) {
            let specs = target.inputFiles.map(\.url).filter { CellGenInputs.isSpec($0.lastPathComponent) }
            guard let folder = specs.first?.deletingLastPathComponent() else { continue }
            let arguments = verb == "scaffold"
                ? ["scaffold"] + Array(rest.dropFirst()) + ["--output", folder.path]
                : [verb] + specs.map(\.path) + ["--output", folder.appendingPathComponent("Generated").path]
            try run(tool, arguments, in: folder)
        }
    }
}
#endif
