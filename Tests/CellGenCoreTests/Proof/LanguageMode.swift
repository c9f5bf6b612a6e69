import Foundation
import Testing

/// A project setup that generated code is proven in: a language mode and the concurrency and
/// upcoming-feature settings Xcode creates or teams choose (docs/RealSDK.md). The table lives
/// once, in `scripts/ios-sdk-check.sh`, and the checks against the UIKit double read it from
/// there, so the double and the real SDK are always asked about the same modes.
struct LanguageMode: Hashable, Sendable, CustomTestStringConvertible {
    /// The script's name for it, as `--mode` takes it.
    var name: String
    /// The compiler flags that make it.
    var flags: [String]

    var testDescription: String { name }

    /// Whether declarations without an isolation of their own are on the main actor (SE-0466).
    var isolatesToMainActorByDefault: Bool { flags.contains("-default-isolation") }

    /// Every mode, in the script's order; plain Swift 6 first.
    static let all: [LanguageMode] = {
        let names = script(["--modes"])
        return names.map { LanguageMode(name: $0, flags: script(["--flags", $0])) }
    }()

    /// Plain Swift 6, the mode every other proof compiles in.
    static let swift6 = LanguageMode(name: "swift6", flags: ["-swift-version", "6"])

    static func named(_ name: String) -> LanguageMode? {
        all.first { $0.name == name }
    }

    /// The lines `ios-sdk-check.sh` prints for `arguments` (it needs no SDK for these).
    private static func script(_ arguments: [String]) -> [String] {
        let output = ProofHarness.run("/bin/bash", [IOSSDKInputs.script.path] + arguments)
        guard output.status == 0 else { return [] }
        return output.text.split(separator: "\n").map(String.init)
    }
}
