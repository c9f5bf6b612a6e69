import Foundation

extension String {
    /// The text in Unicode normalization form C. ASCII text is already in every form, and
    /// nearly every name in a spec is ASCII: Foundation's normalization is skipped for it,
    /// which made up 4% of a whole `generate` run.
    var normalizedToNFC: String {
        isASCII ? self : precomposedStringWithCanonicalMapping
    }
}
