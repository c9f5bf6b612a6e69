import Foundation
import Testing

/// The double stops where UIKit raises an exception, with UIKit's reason, and runs on where UIKit
/// does: each row of the table "Where the double traps" in `Tests/UIKitDouble/API.md` names a case
/// of `Tests/UIKitDouble/Traps/main.swift`, which runs in a process of its own.
@Suite("the UIKit double traps where UIKit raises")
struct DoubleTrapTests {
    struct Rule: CustomTestStringConvertible, Sendable {
        var name: String
        /// The reason the case must stop with; nil for a case that must run on.
        var reason: String?
        var testDescription: String { name }
    }

    static let table = ProofHarness.doubleFolder.appendingPathComponent("API.md")

    /// The rows of the table, read from API.md so that the table and the test cannot disagree.
    static let rules: [Rule] = {
        let text = (try? String(contentsOf: table, encoding: .utf8)) ?? ""
        guard let start = text.range(of: "## Where the double traps") else { return [] }
        let section = String(text[start.upperBound...]).components(separatedBy: "\n## ").first ?? ""
        return section.split(separator: "\n").compactMap { line -> Rule? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
            let reason = cells[3].hasPrefix("`") && cells[3].hasSuffix("`") ? String(cells[3].dropFirst().dropLast()) : nil
            return Rule(name: String(cells[1].dropFirst().dropLast()), reason: reason)
        }
    }()

    /// The traps program, built once against the double.
    static let program: Result<URL, ProofError> = {
        do {
            let double = try ProofHarness.double.get()
            let uikit = double.appendingPathComponent("uikit").path
            let executable = double.appendingPathComponent("traps")
            let build = ProofHarness.swiftc(
                ["-Onone", "-I", uikit, "-L", uikit, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", uikit, "-o", executable.path,
                 ProofHarness.doubleFolder.appendingPathComponent("Traps/main.swift").path])
            return build.status == 0 ? .success(executable) : .failure(ProofError(message: "the traps do not build:\n\(build.text)"))
        } catch let error as ProofError {
            return .failure(error)
        } catch {
            return .failure(ProofError(message: "\(error)"))
        }
    }()

    @Test("the table and the program name the same cases, and most stop")
    func tableMatchesTheProgram() throws {
        let listed = ProofHarness.run(try Self.program.get().path, ["--list"])
        let cases = Set(listed.text.split(separator: "\n").map(String.init))
        #expect(Set(Self.rules.map(\.name)) == cases, "API.md and Traps/main.swift differ")
        #expect(Self.rules.count == cases.count, "a case is in the table twice")
        #expect(Self.rules.filter { $0.reason != nil }.count >= 20)
    }

    @Test("each case stops with UIKit's reason, or runs on where UIKit does", arguments: rules)
    func trap(_ rule: Rule) throws {
        let result = ProofHarness.run(try Self.program.get().path, [rule.name])
        if let reason = rule.reason {
            #expect(result.status != 0, "\(rule.name) ran on:\n\(result)")
            #expect(result.text.contains("Fatal error: \(reason)"), "\(rule.name) stopped otherwise:\n\(result)")
            #expect(!result.text.contains("reached the end"), "\(result)")
        } else {
            #expect(result.status == 0, "\(rule.name) stopped:\n\(result)")
            #expect(result.text.contains("ran on"), "\(result)")
        }
    }
}
