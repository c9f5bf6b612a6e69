/// The syntax tree of a Swift type as written in a spec (a field or payload type), produced by
/// `SwiftTypeParser`. It keeps what was written (sugar stays sugar, `Void` stays `Void`, backticks
/// stay), so `canonicalSpelling` differs from the input only in spacing.
public indirect enum SwiftTypeSyntax: Hashable, Sendable {
    /// `Int`, `Foundation.URL`, `Array<Int>`, `Swift.Result<String, Error>.Success`.
    case identifier([SwiftTypeNameComponent])
    /// `[Element]`
    case array(SwiftTypeSyntax)
    /// `[Key: Value]`
    case dictionary(key: SwiftTypeSyntax, value: SwiftTypeSyntax)
    /// `Wrapped?`
    case optional(SwiftTypeSyntax)
    /// `()`, `(Int, String)`, `(x: Int, y: Int)`; `(T)` is a one-element, unlabeled tuple, which
    /// Swift treats as `T` in parentheses (needed for `(any P)?` and `(() -> Void)?`).
    case tuple([SwiftTupleTypeElement])
    /// `@Sendable (String) async throws -> Void`
    case function(SwiftFunctionTypeSyntax)
    /// `any P`
    case existential(SwiftTypeSyntax)
    /// `A & B & C`
    case composition([SwiftTypeSyntax])
    /// `T.Type`, or with `isProtocol` `P.Protocol`.
    case metatype(SwiftTypeSyntax, isProtocol: Bool)

    /// The type written with Swift's conventional spacing: `[String: Int]`, `Array<Int>`,
    /// `(x: Int, y: Int)`, `@Sendable (Int) async throws -> Void`, `any A & B`.
    public var canonicalSpelling: String {
        switch self {
        case .identifier(let components):
            return components.map(\.canonicalSpelling).joined(separator: ".")
        case .array(let element):
            return "[" + element.canonicalSpelling + "]"
        case .dictionary(let key, let value):
            return "[" + key.canonicalSpelling + ": " + value.canonicalSpelling + "]"
        case .optional(let wrapped):
            return wrapped.canonicalSpelling + "?"
        case .tuple(let elements):
            return "(" + elements.map(\.canonicalSpelling).joined(separator: ", ") + ")"
        case .function(let function):
            return function.canonicalSpelling
        case .existential(let constraint):
            return "any " + constraint.canonicalSpelling
        case .composition(let members):
            return members.map(\.canonicalSpelling).joined(separator: " & ")
        case .metatype(let base, let isProtocol):
            return base.canonicalSpelling + (isProtocol ? ".Protocol" : ".Type")
        }
    }

    /// Whether a function type occurs anywhere inside, e.g. `[String: (Int) -> Void]`. Function
    /// values are neither `Hashable` nor `Equatable`, so a `Hashable` view-model cannot store one.
    public var containsFunctionType: Bool {
        contains { if case .function = $0 { true } else { false } }
    }

    /// Whether `Self` occurs anywhere inside, e.g. `[Self]`. It names whichever generated type
    /// holds the value (a view-model, a section, the data source), never one the author chose,
    /// and a struct cannot store itself.
    public var refersToSelf: Bool {
        contains {
            guard case .identifier(let components) = $0, let first = components.first else { return false }
            return first.name == "Self" && !first.isBackticked
        }
    }

    /// Whether a value of the type can be nil as written: `T?`, `Optional<T>`, `Swift.Optional<T>`,
    /// or one of them in parentheses (`(T?)`). Only the spelling is read: a type alias for an
    /// optional, or a type of the team's own that has no value, is not seen.
    public var isOptional: Bool {
        switch self {
        case .optional:
            return true
        case .identifier(let components):
            // Backticks around a name that is not a keyword change nothing: `Optional` is Optional.
            let names = components.map(\.name)
            guard names == ["Optional"] || names == ["Swift", "Optional"] else { return false }
            return components.last?.genericArguments.count == 1
        case .tuple(let elements):
            guard elements.count == 1, elements[0].label == nil else { return false }
            return elements[0].type.isOptional
        default:
            return false
        }
    }

    /// Whether this type or one written inside it, at any depth, satisfies `matches`.
    func contains(where matches: (SwiftTypeSyntax) -> Bool) -> Bool {
        matches(self) || children.contains { $0.contains(where: matches) }
    }

    /// The types written directly inside this one.
    private var children: [SwiftTypeSyntax] {
        switch self {
        case .identifier(let components): components.flatMap(\.genericArguments)
        case .array(let element), .optional(let element), .existential(let element), .metatype(let element, _):
            [element]
        case .dictionary(let key, let value): [key, value]
        case .tuple(let elements): elements.map(\.type)
        case .composition(let members): members
        case .function(let function):
            function.parameters.map(\.type) + [function.thrownError, function.result].compactMap { $0 }
        }
    }

    /// The first component of every named type, once each, in order of first appearance:
    /// `[String: Foundation.URL?]` references `String` and `Foundation`. For a module-qualified
    /// name the first component is the module, which the caller cannot tell from a type.
    /// `Any` and `Self` are keywords, not references, and are left out.
    public var referencedTopLevelNames: [String] {
        var names: [String] = []
        var seen: Set<String> = []
        collectTopLevelNames(into: &names, seen: &seen)
        return names
    }

    func collectTopLevelNames(into names: inout [String], seen: inout Set<String>) {
        switch self {
        case .identifier(let components):
            if let first = components.first, first.name != "Any", first.name != "Self",
                seen.insert(first.name).inserted
            {
                names.append(first.name)
            }
            for component in components {
                for argument in component.genericArguments {
                    argument.collectTopLevelNames(into: &names, seen: &seen)
                }
            }
        case .array(let element), .optional(let element), .existential(let element), .metatype(let element, _):
            element.collectTopLevelNames(into: &names, seen: &seen)
        case .dictionary(let key, let value):
            key.collectTopLevelNames(into: &names, seen: &seen)
            value.collectTopLevelNames(into: &names, seen: &seen)
        case .tuple(let elements):
            for element in elements { element.type.collectTopLevelNames(into: &names, seen: &seen) }
        case .composition(let members):
            for member in members { member.collectTopLevelNames(into: &names, seen: &seen) }
        case .function(let function):
            for parameter in function.parameters {
                parameter.type.collectTopLevelNames(into: &names, seen: &seen)
            }
            function.thrownError?.collectTopLevelNames(into: &names, seen: &seen)
            function.result.collectTopLevelNames(into: &names, seen: &seen)
        }
    }
}

/// One dot-separated part of a named type: `Array<Int>` in `Swift.Array<Int>`.
public struct SwiftTypeNameComponent: Hashable, Sendable {
    /// The name without backticks.
    public var name: String
    /// Whether the input wrote the name in backticks; kept so the spelling stays as written.
    public var isBackticked: Bool
    public var genericArguments: [SwiftTypeSyntax]

    public init(name: String, isBackticked: Bool = false, genericArguments: [SwiftTypeSyntax] = []) {
        self.name = name
        self.isBackticked = isBackticked
        self.genericArguments = genericArguments
    }

    public var canonicalSpelling: String {
        let base = isBackticked ? "`" + name + "`" : name
        guard !genericArguments.isEmpty else { return base }
        return base + "<" + genericArguments.map(\.canonicalSpelling).joined(separator: ", ") + ">"
    }
}

/// An element of a tuple type, or a parameter of a function type.
public struct SwiftTupleTypeElement: Hashable, Sendable {
    /// The label as written (`x` in `(x: Int)`; `_` in a function parameter `(_ x: Int)`).
    public var label: String?
    /// The second name of a function parameter (`x` in `(_ x: Int) -> Void`).
    public var secondName: String?
    /// `inout`, function parameters only.
    public var isInout: Bool
    public var type: SwiftTypeSyntax
    /// `Int...`, function parameters only.
    public var isVariadic: Bool

    public init(
        label: String? = nil, secondName: String? = nil, isInout: Bool = false,
        type: SwiftTypeSyntax, isVariadic: Bool = false
    ) {
        self.label = label
        self.secondName = secondName
        self.isInout = isInout
        self.type = type
        self.isVariadic = isVariadic
    }

    public var canonicalSpelling: String {
        var text = ""
        if let label { text += label + (secondName.map { " " + $0 } ?? "") + ": " }
        if isInout { text += "inout " }
        return text + type.canonicalSpelling + (isVariadic ? "..." : "")
    }
}

/// A function type: attributes, parameters, effects, and result.
public struct SwiftFunctionTypeSyntax: Hashable, Sendable {
    /// Attributes without `@`, with their argument if any: `Sendable`, `convention(c)`.
    public var attributes: [String]
    public var parameters: [SwiftTupleTypeElement]
    public var isAsync: Bool
    public var isThrowing: Bool
    /// The error type of typed throws, `throws(ParseError)`.
    public var thrownError: SwiftTypeSyntax?
    public var result: SwiftTypeSyntax

    public init(
        attributes: [String] = [], parameters: [SwiftTupleTypeElement], isAsync: Bool = false,
        isThrowing: Bool = false, thrownError: SwiftTypeSyntax? = nil, result: SwiftTypeSyntax
    ) {
        self.attributes = attributes
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.thrownError = thrownError
        self.result = result
    }

    public var canonicalSpelling: String {
        var text = attributes.map { "@" + $0 + " " }.joined()
        text += "(" + parameters.map(\.canonicalSpelling).joined(separator: ", ") + ")"
        if isAsync { text += " async" }
        if isThrowing { text += thrownError.map { " throws(" + $0.canonicalSpelling + ")" } ?? " throws" }
        return text + " -> " + result.canonicalSpelling
    }
}
