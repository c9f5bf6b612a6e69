/// Cell libraries with an environment (DESIGN 11.4): a library declares one, and each screen that
/// uses it passes its own. The screen's environment must therefore hold every field of the
/// library's, by name and with the same type (it may hold more), so the generated screen can
/// build the library's environment from its own.
extension Validation {
    /// The environments of the used libraries that declare one, by library name, checked against
    /// the screen's `environment`: a field the screen lacks is reported at the library's `uses`
    /// entry, a field of another type at the screen's field.
    mutating func resolveLibraryEnvironments(_ used: [Library]) -> [String: [Field]] {
        var environments: [String: [Field]] = [:]
        for library in used where !library.environment.isEmpty {
            environments[library.name] = library.environment
            guard let entry = spec.uses.first(where: { $0.value == library.name }) else { continue }
            guard !spec.environment.isEmpty else {
                let fields = library.environment.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
                diagnostics.error(
                    "cell library '\(library.name)' takes an environment and the screen has none; give the screen 'environment: { \(fields) }', whose values it passes to \(library.name)'s views",
                    at: entry.location)
                continue
            }
            for field in library.environment {
                checkPassedField(field, of: library.name, entry: entry)
            }
        }
        return environments
    }

    /// One field of a library's environment: the screen's field of that name, of the same type.
    private mutating func checkPassedField(_ field: Field, of library: String, entry: Located<String>) {
        let expected = "'\(field.name): \(field.type)'"
        guard let passed = spec.environment.first(where: { $0.name.value == field.name }) else {
            let near = Suggestion.hint(for: field.name, in: spec.environment.map(\.name.value))
            let hint = near.isEmpty ? "; add \(expected) to the screen's 'environment'" : near
            diagnostics.error(
                "cell library '\(library)' takes environment field \(expected), which the screen's environment does not have\(hint)",
                at: entry.location)
            return
        }
        // A type that does not parse was reported as such.
        guard case .success(let syntax) = parsedTypes.parse(passed.type.value),
            syntax.canonicalSpelling != field.type
        else { return }
        diagnostics.error(
            "environment field '\(field.name)' is '\(syntax.canonicalSpelling)', and cell library '\(library)' takes it as \(expected); the screen passes it to \(library)'s views as it is, so give it the library's type",
            at: passed.type.location)
    }
}
