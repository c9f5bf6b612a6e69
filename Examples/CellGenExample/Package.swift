// swift-tools-version: 6.1

// An app-side package that adopts CellGen the way a team would: specs, cellgen.yml, cell classes
// and view controllers in one target, code generated on every build by CellGenBuildPlugin.
// `swift build` here proves the generated code compiles through the plugin path; on Linux the
// UIKit test double stands in for UIKit. `check-plugin.sh` checks the plugins' behaviour.

import PackageDescription

let package = Package(
    name: "CellGenExample",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [
        .package(name: "CellGen", path: "../.."),
        .package(path: "../../Tests/UIKitDouble"),
    ],
    targets: [
        /// The screens: specs (*.screen.yml), cellgen.yml, cells and view controllers.
        .target(
            name: "ExampleScreens",
            dependencies: [
                .product(name: "UIKit", package: "UIKitDouble", condition: .when(platforms: [.linux])),
            ],
            plugins: [
                .plugin(name: "CellGenBuildPlugin", package: "CellGen"),
            ]
        ),
        /// Drives the generated data sources a little: applies inputs, counts rows, selects one.
        .executableTarget(
            name: "ExampleRunner",
            dependencies: [
                "ExampleScreens",
                .product(name: "UIKit", package: "UIKitDouble", condition: .when(platforms: [.linux])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
