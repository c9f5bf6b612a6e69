// A declarations-only stand-in for Xcode's XcodeProjectPlugin module, which exists only in Xcode.
// check-plugin.sh type-checks CellGen's plugins against it so that their
// `#if canImport(XcodeProjectPlugin)` parts are compiled on Linux too. It declares only what the
// plugins use, in the shape of Xcode 16's module (URL-based: `directoryURL`,
// `pluginWorkDirectoryURL`); it proves the plugins consistent with that shape, not with Xcode.

import Foundation
import PackagePlugin

public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("type-check stub") }
    public var pluginWorkDirectoryURL: URL { fatalError("type-check stub") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("type-check stub") }
}

public struct XcodeProject {
    public var displayName: String { fatalError("type-check stub") }
    public var directoryURL: URL { fatalError("type-check stub") }
    public var targets: [XcodeTarget] { fatalError("type-check stub") }
}

public struct XcodeTarget {
    public var displayName: String { fatalError("type-check stub") }
    public var inputFiles: FileList { fatalError("type-check stub") }
}

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public protocol XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
