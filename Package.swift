// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "CellGen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cellgen", targets: ["cellgen"]),
        .library(name: "CellGenCore", targets: ["CellGenCore"]),
        .plugin(name: "CellGenBuildPlugin", targets: ["CellGenBuildPlugin"]),
        .plugin(name: "CellGenCommandPlugin", targets: ["CellGenCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        /// libyaml, found through pkg-config; never vendored.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [
                .apt(["libyaml-dev"]),
                .brew(["libyaml"]),
            ]
        ),
        /// Every pipeline stage; no printing, no exiting.
        .target(
            name: "CellGenCore",
            dependencies: ["CLibYAML"]
        ),
        /// The thin command-line front end.
        .executableTarget(
            name: "cellgen",
            dependencies: [
                "CellGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plugins, from here to the end marker: scripts/write-plugin-package.sh copies these
        // lines into CellGenPlugin's manifest, where `cellgen` is the prebuilt binary.
        /// Regenerates a target's screens on every build; only finds inputs and runs the tool.
        .plugin(
            name: "CellGenBuildPlugin",
            capability: .buildTool(),
            dependencies: ["cellgen"]
        ),
        /// `swift package cellgen generate|check|scaffold` for generated code kept in the package.
        .plugin(
            name: "CellGenCommandPlugin",
            capability: .command(
                intent: .custom(verb: "cellgen", description: "Generate, check or scaffold CellGen screens in the package's targets"),
                permissions: [.writeToPackageDirectory(reason: "CellGen writes generated Swift (and scaffolded cells) into the target's folder")]
            ),
            dependencies: ["cellgen"]
        ),
        // End of the plugins.
        .testTarget(
            name: "CellGenCoreTests",
            dependencies: [
                "CellGenCore",
                // Built for the tests that run the binary as users do.
                "cellgen",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                // Only to check that CellGen's renderer renders templates as swift-mustache did.
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["Fixtures", "Snapshots/__Snapshots__", "Review/__Snapshots__", "Grammar/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
