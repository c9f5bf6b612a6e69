import CellGenCore
import Foundation

/// Prints diagnostics to standard error in the compiler format Xcode and SwiftPM read, and
/// counts them for the closing summary.
struct DiagnosticReport {
    private(set) var errors = 0
    private(set) var warnings = 0

    var hasErrors: Bool { errors > 0 }

    /// Prints them in the order given: a job reports them in the order its stages found them.
    mutating func add(_ diagnostics: [Diagnostic]) {
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
        let line =
            "\(Wording.counted(count, noun)) checked: \(Wording.counted(errors, "error")), \(Wording.counted(warnings, "warning"))"
        if hasErrors { Self.printError(line) } else { print(line) }
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
