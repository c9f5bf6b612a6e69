import CellGenCore
import Foundation

/// Prints diagnostics to standard error in the compiler format Xcode and SwiftPM read, and
/// counts them for the closing summary.
struct DiagnosticReport {
    private(set) var errors = 0
    private(set) var warnings = 0

    var hasErrors: Bool { errors > 0 }

    mutating func add(_ diagnostic: Diagnostic) {
        add(Diagnostics([diagnostic]))
    }

    mutating func add(_ diagnostics: Diagnostics) {
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: break
            }
            Self.printError(diagnostic.description)
        }
    }

    func printSummary(checked count: Int, noun: String) {
        let things = count == 1 ? noun : noun + "s"
        let line = "\(count) \(things) checked: \(plural(errors, "error")), \(plural(warnings, "warning"))"
        if hasErrors { Self.printError(line) } else { print(line) }
    }

    private func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
