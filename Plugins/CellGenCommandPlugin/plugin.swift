import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory cellgen generate [--target NAME]...`
/// writes each target's generated code into `<target>/Generated`, for teams that commit it;
/// `... cellgen check [--target NAME]...` fails with a diff when that folder is out of date;
/// `... cellgen scaffold SPEC [--target NAME]` scaffolds a screen's cells and view controller
/// into the target that holds SPEC. Any other arguments go to the `cellgen` tool unchanged;
/// everything else is the tool's.
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
        if verb == "scaffold" {
            try scaffold(
                Array(rest.dropFirst()), package: context.package, targets: targets, named: !targetNames.isEmpty,
                tool: tool)
            return
        }
        var ran = false
        for target in targets {
            let inputs = CellGenInputs(targetDirectory: target.directoryURL, files: target.sourceFiles.map(\.url))
            guard !inputs.specs.isEmpty else {
                if !targetNames.isEmpty { throw CommandPluginError.noSpecs(target.name) }
                continue
            }
            ran = true
            var arguments =
                [verb] + (inputs.specs + inputs.libraries).map(\.path)
                + ["--output", target.directoryURL.appendingPathComponent("Generated").path]
            if let configuration = inputs.configuration { arguments += ["--config", configuration.path] }
            try run(tool, arguments + rest.dropFirst(), in: target.directoryURL)
        }
        if !ran { throw CommandPluginError.noSpecsAnywhere }
    }

    /// `scaffold SPEC [options]`: SPEC is a path (absolute or from the package folder) or the file
    /// name of a spec in one of the targets; the files go into the target whose folder holds the
    /// spec, or into the one `--target` names.
    private func scaffold(
        _ arguments: [String], package: Package, targets: [SourceModuleTarget], named: Bool, tool: URL
    ) throws {
        guard let spec = arguments.first, SpecFileName.isSpec(spec) else {
            throw CommandPluginError.usage
        }
        let file = try locate(spec, in: package, targets: targets)
        let target: SourceModuleTarget
        if named {
            guard targets.count == 1 else { throw CommandPluginError.usage }
            target = targets[0]
        } else {
            guard
                let holder = targets.first(where: {
                    file.path.hasPrefix($0.directoryURL.resolvingSymlinksInPath().path + "/")
                })
            else {
                throw CommandPluginError.specOutsideTargets(spec)
            }
            target = holder
        }
        var toolArguments = ["scaffold", file.path] + arguments.dropFirst() + ["--output", target.directoryURL.path]
        if let configuration = CellGenInputs(targetDirectory: target.directoryURL, files: []).configuration {
            toolArguments += ["--config", configuration.path]
        }
        try run(tool, toolArguments, in: target.directoryURL)
    }

    /// The spec a `scaffold` argument names, with symbolic links resolved.
    private func locate(_ spec: String, in package: Package, targets: [SourceModuleTarget]) throws -> URL {
        let path = spec.hasPrefix("/") ? URL(fileURLWithPath: spec) : package.directoryURL.appendingPathComponent(spec)
        if FileManager.default.fileExists(atPath: path.path) { return path.resolvingSymlinksInPath() }
        guard !spec.contains("/") else { throw CommandPluginError.specNotFound(spec) }
        let matches = targets.flatMap { target in
            CellGenInputs(targetDirectory: target.directoryURL, files: target.sourceFiles.map(\.url)).specs
                .filter { $0.lastPathComponent == spec }
        }
        guard let match = matches.first else { throw CommandPluginError.specNotFound(spec) }
        guard matches.count == 1 else { throw CommandPluginError.ambiguousSpec(spec, matches.map(\.path)) }
        return match.resolvingSymlinksInPath()
    }

    private func selectedTargets(_ package: Package, named names: [String]) throws -> [SourceModuleTarget] {
        if names.isEmpty { return package.targets.compactMap { $0 as? SourceModuleTarget } }
        return try package.targets(named: names).map { target in
            guard let target = target as? SourceModuleTarget else {
                throw CommandPluginError.notSourceTarget(target.name)
            }
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
        guard process.terminationStatus == 0 else {
            throw CommandPluginError.toolFailed(arguments.first ?? "", process.terminationStatus)
        }
    }
}

enum CommandPluginError: Error, CustomStringConvertible {
    case usage
    case noSpecs(String)
    case noSpecsAnywhere
    case notSourceTarget(String)
    case specNotFound(String)
    case specOutsideTargets(String)
    case ambiguousSpec(String, [String])
    case toolFailed(String, Int32)

    var description: String {
        switch self {
        case .usage:
            "usage: swift package --allow-writing-to-package-directory cellgen generate|check [--target NAME]... [cellgen options], or ... cellgen scaffold SPEC.screen.yml [--target NAME]"
        case .noSpecs(let target):
            "target '\(target)' has no *.screen.yml or *.screen.yaml files; add a spec (cellgen init NAME) or name another --target"
        case .noSpecsAnywhere:
            "no target of this package has *.screen.yml or *.screen.yaml files"
        case .notSourceTarget(let target):
            "target '\(target)' has no sources CellGen could write into"
        case .specNotFound(let spec):
            "no spec '\(spec)': give its path from the package folder, or the file name of a spec in one of the targets"
        case .specOutsideTargets(let spec):
            "'\(spec)' is in no target's folder; name the target to scaffold into with --target NAME"
        case .ambiguousSpec(let spec, let paths):
            "several specs are named '\(spec)' (\(paths.joined(separator: ", "))); give the path of one"
        case .toolFailed(let verb, let status):
            "cellgen \(verb) failed (exit status \(status)); see its diagnostics in this output"
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The Xcode project variant, a thin mirror of the SwiftPM path: `generate` and `check` over the
    /// targets' specs (output: `Generated/` beside a target's first spec), `scaffold SPEC` beside
    /// the spec. An Xcode target has no folder of its own, so its specs' folder stands in for it; the
    /// tool finds the `cellgen.yml` beside the specs.
    extension CellGenCommandPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let names = Set(extractor.extractOption(named: "target"))
            let rest = extractor.remainingArguments
            guard let verb = rest.first, ["generate", "check", "scaffold"].contains(verb) else {
                throw CommandPluginError.usage
            }
            let tool = try context.tool(named: "cellgen").url
            let specsByTarget = context.xcodeProject.targets
                .filter { names.isEmpty || names.contains($0.displayName) }
                .map { target in
                    target.inputFiles.map(\.url).filter {
                        SpecFileName.isSpec($0.path) || SpecFileName.isLibrary($0.path)
                    }
                    .sorted { $0.path < $1.path }
                }
                .filter { !$0.isEmpty }
            guard !specsByTarget.isEmpty else { throw CommandPluginError.noSpecsAnywhere }
            if verb == "scaffold" {
                guard let spec = rest.dropFirst().first else { throw CommandPluginError.usage }
                let matches = Set(specsByTarget.joined().filter { $0.path == spec || $0.path.hasSuffix("/" + spec) })
                guard let file = matches.first else { throw CommandPluginError.specNotFound(spec) }
                guard matches.count == 1 else {
                    throw CommandPluginError.ambiguousSpec(spec, matches.map(\.path).sorted())
                }
                let folder = file.deletingLastPathComponent()
                try run(tool, ["scaffold", file.path] + rest.dropFirst(2) + ["--output", folder.path], in: folder)
                return
            }
            for specs in specsByTarget {
                let folder = specs[0].deletingLastPathComponent()
                try run(
                    tool,
                    [verb] + specs.map(\.path) + ["--output", folder.appendingPathComponent("Generated").path]
                        + rest.dropFirst(), in: folder)
            }
        }
    }
#endif
