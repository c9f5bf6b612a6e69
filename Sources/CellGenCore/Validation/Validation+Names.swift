/// Names the spec gives to things that become Swift declarations: legal identifiers, keywords
/// only where backticks make them legal, and the expected case.
extension Validation {
    /// A name that becomes a type nested in the screen's namespace (screen, cells, headers).
    @discardableResult
    mutating func checkTypeName(_ name: Located<String>, _ what: @autoclosure () -> String) -> Bool {
        guard checkIdentifier(name, what(), position: .typeName) else { return false }
        guard name.value.first?.isUppercase == true else {
            diagnostics.error(
                "\(what()) '\(name.value)' must start with an uppercase letter (UpperCamelCase)", at: name.location)
            return false
        }
        return true
    }

    /// A name that becomes a property, an enum case or an argument label.
    @discardableResult
    mutating func checkMemberName(_ name: Located<String>, _ what: @autoclosure () -> String) -> Bool {
        checkIdentifier(name, what(), position: .member)
    }

    /// The user's own class: a type name, possibly qualified by its module (`App.ProductCell`).
    mutating func checkClassName(_ name: Located<String>, kind: String = "class") {
        if !Self.isDottedName(name.value) {
            diagnostics.error(
                "\(kind) '\(name.value)' is not a Swift type name (expected a name like \(kind == "class" ? "ProductCell" : "ProductRowView"))",
                at: name.location)
        }
    }

    /// An import: a module name, possibly a submodule path (`Foundation`, `UIKit.UIGestureRecognizerSubclass`).
    mutating func checkModuleName(_ name: Located<String>) -> Bool {
        guard Self.isDottedName(name.value) else {
            diagnostics.error("'\(name.value)' is not a module name", at: name.location)
            return false
        }
        return true
    }

    /// Dot-separated identifiers that need no backticks: how classes and modules are written.
    private static func isDottedName(_ text: String) -> Bool {
        text.splitAtDots(omittingEmptyParts: false)
            .allSatisfy { SwiftIdentifier.isValid($0) && SwiftKeywords.spelling(of: $0, in: .typeName) == .plain }
    }

    /// Field names that would clash with what `Hashable` synthesizes on a view-model.
    mutating func checkReservedMember(_ name: Located<String>, in owner: @autoclosure () -> String) {
        if GeneratedNames.reservedViewModelMembers.contains(name.value) {
            diagnostics.error(
                "field '\(name.value)' of \(owner()) would clash with the view-model's Hashable conformance; rename it",
                at: name.location)
        }
    }

    private mutating func checkIdentifier(
        _ name: Located<String>, _ what: @autoclosure () -> String, position: SwiftNamePosition
    ) -> Bool {
        let value = name.value
        guard SwiftIdentifier.isWithinLengthLimit(value) else {
            diagnostics.error(
                "\(what()) is \(value.count) characters long; names may be at most \(SwiftIdentifier.maximumLength)",
                at: name.location)
            return false
        }
        guard SwiftIdentifier.isValid(value) else {
            diagnostics.error(
                "\(what()) '\(value)' is not a valid Swift identifier\(IdentifierAdvice.hint(for: value))",
                at: name.location)
            return false
        }
        // A valid identifier: only the keyword tables can still refuse it (`escaped(_:for:)` would
        // check it again).
        guard SwiftKeywords.spelling(of: value, in: position) != .illegal else {
            diagnostics.error(
                "\(what()) '\(value)' is a Swift keyword that cannot be used here, even in backticks; choose another name",
                at: name.location)
            return false
        }
        return true
    }
}

/// Suggestions for names that are close to identifiers.
enum IdentifierAdvice {
    static func hint(for name: String) -> String {
        if name.isEmpty { return " (it is empty)" }
        if name.first?.isNumber == true { return " (it starts with a digit)" }
        if name.contains(where: { $0 == " " || $0 == "-" }), SwiftIdentifier.isValid(camelCased(name)) {
            return "; write it in camelCase, e.g. '\(camelCased(name))'"
        }
        return ""
    }

    private static func camelCased(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
        guard let first = words.first else { return name }
        return String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
