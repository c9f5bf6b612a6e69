// swift-tools-version: 6.1

// The UIKit test double as a package, for Linux consumers of generated code such as
// Examples/CellGenExample (depend on it by path, product `UIKit`, only on Linux). The same
// sources as build-double.sh's `uikit/` variant: no ObjectiveC module, no
// CELLGEN_OBJC_TYPECHECK.
//
// Built with -enable-library-evolution, as build-double.sh does, so that a `switch` over one of
// the double's enums needs `@unknown default` as it does against the iOS SDK. SwiftPM accepts
// `unsafeFlags` in root packages and in packages depended on by path (as here); a package that
// depends on the double by URL would have to drop the flag.

import PackageDescription

let package = Package(
    name: "UIKitDouble",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
    ],
    targets: [
        .target(
            name: "UIKit",
            path: "UIKit",
            swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
