import Foundation
import Testing

/// The UIKit double is only as right as its author, so it is held to Apple's SDK: each snippet in
/// `Tests/UIKitDouble/Fidelity/` says on its first line what the SDK does with it (`// expect: ok`
/// or `// expect: error: <part of the diagnostic>`), and the double, in both of its variants,
/// must do the same. A second line `// mode: NAME` names the language mode it is checked in (one of
/// `scripts/ios-sdk-check.sh --modes`; plain Swift 6 without it). `APIProbe.swift` uses every
/// declaration of `Tests/UIKitDouble/API.md`; the
/// other snippets are mistakes iOS rejects (a main-actor call in `awakeFromNib`, a missing
/// `@unknown default`, ...). Where `CELLGEN_IOS_SDK` is set, every snippet is also checked against
/// the real SDK, so an expectation that is wrong about iOS fails too.
@Suite("the UIKit double agrees with the iOS SDK")
struct DoubleFidelityTests {
    struct Snippet: CustomTestStringConvertible, Sendable {
        static let compiles = "// expect: ok", errorPrefix = "// expect: error: ", modePrefix = "// mode: "

        var file: URL
        /// What the snippet says the SDK does with it.
        var expectation: String
        /// The language mode it is checked in; nil for a `// mode:` line naming none.
        var mode: LanguageMode?
        var testDescription: String { file.deletingPathExtension().lastPathComponent }

        var expectedError: String? {
            expectation.hasPrefix(Self.errorPrefix) ? String(expectation.dropFirst(Self.errorPrefix.count)) : nil
        }

        /// Whether a compiler run did what the snippet expects.
        func agrees(with output: ProofHarness.Output) -> Bool {
            if expectation == Self.compiles { return output.status == 0 }
            guard let expectedError, !expectedError.isEmpty else { return false }
            return output.status != 0 && output.text.contains(expectedError)
        }
    }

    static let folder = ProofHarness.doubleFolder.appendingPathComponent("Fidelity")

    static let snippets: [Snippet] = ProofHarness.swiftFiles(in: folder).map { file in
        let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        let modeLine = lines.count > 1 && lines[1].hasPrefix(Snippet.modePrefix) ? lines[1].dropFirst(Snippet.modePrefix.count) : nil
        return Snippet(file: file, expectation: lines.first.map(String.init) ?? "",
                       mode: modeLine.map { LanguageMode.named(String($0)) } ?? .swift6)
    }

    @Test("every snippet states its expectation, and the awakeFromNib mistake is among them")
    func snippetsAreWellFormed() throws {
        #expect(Self.snippets.count >= 10)
        for snippet in Self.snippets {
            #expect(snippet.expectation == Snippet.compiles || snippet.expectedError?.isEmpty == false,
                    "\(snippet.testDescription) starts with '\(snippet.expectation)'")
        }
        for snippet in Self.snippets {
            #expect(snippet.mode != nil, "\(snippet.testDescription) names a mode that scripts/ios-sdk-check.sh --modes does not list")
        }
        let awake = try #require(Self.snippets.first { $0.testDescription == "awake-from-nib-is-nonisolated" })
        #expect(awake.expectedError == "call to main actor-isolated instance method 'addAction(_:for:)' in a synchronous nonisolated context")
        // The overrides default MainActor isolation rejects (issue 27), and what generated code writes instead.
        let isolated = Self.snippets.filter { $0.mode?.isolatesToMainActorByDefault == true }
        #expect(isolated.contains { $0.expectedError?.contains("'responds(to:)' has different actor isolation") == true })
        #expect(isolated.contains { $0.expectedError?.contains("'awakeFromNib()' has different actor isolation") == true })
        #expect(isolated.contains { $0.expectation == Snippet.compiles })
    }

    @Test("the double accepts or rejects each snippet as the SDK does", arguments: snippets)
    func double(_ snippet: Snippet) throws {
        let double = try ProofHarness.double.get(), mode = try #require(snippet.mode)
        let plain = ProofHarness.swiftc(["-typecheck", "-parse-as-library", "-I", double.appendingPathComponent("uikit").path, snippet.file.path], mode: mode)
        #expect(snippet.agrees(with: plain), "uikit variant:\n\(plain)")
        let objc = ProofHarness.swiftc(
            ["-typecheck", "-parse-as-library", "-I", double.appendingPathComponent("objc").path, "-Xfrontend", "-enable-objc-interop", snippet.file.path],
            mode: mode)
        #expect(snippet.agrees(with: objc), "objc variant:\n\(objc)")
    }

    @Test(
        "the real SDK accepts or rejects each snippet as it says", .enabled(if: IOSSDKInputs.sdk != nil, "no iOS SDK (CELLGEN_IOS_SDK)"),
        arguments: snippets
    )
    func sdk(_ snippet: Snippet) throws {
        let mode = try #require(snippet.mode)
        let result = ProofHarness.run("/bin/bash", [IOSSDKInputs.script.path, "--mode", mode.name, "Snippet=\(snippet.file.path)"])
        #expect(snippet.agrees(with: result), "\(result)")
    }
}
