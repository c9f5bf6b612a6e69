/// The part of `SwiftTypeParser` that reads a parenthesized list: a tuple type, a parenthesized
/// type, or a function type's parameters, which look the same until `async`, `throws` or `->`.
extension SwiftTypeParser.Parser {
    /// An element read before knowing whether it belongs to a tuple or to a parameter list.
    struct ListElement {
        var element: SwiftTupleTypeElement
        var offset: Int
        var labelOffset: Int?
        var inoutOffset: Int?
        var variadicOffset: Int?
    }

    /// '(' (element (',' element)*)? ')' (effects '->' type)?
    mutating func parseParenthesized() throws(SwiftTypeParseError) -> SwiftTypeSyntax {
        advance()
        var elements: [ListElement] = []
        if !current.isPunctuation(")") {
            repeat {
                elements.append(try parseListElement())
            } while consume(",")
        }
        try expect(")", "expected ')' to close tuple type or parameter list")
        if current.isKeyword("async") || current.isKeyword("throws") || current.isPunctuation("->") {
            return try parseFunctionTail(parameters: elements)
        }
        return try makeTuple(elements)
    }

    /// element := (label secondName? ':')? 'inout'? type '...'?
    mutating func parseListElement() throws(SwiftTypeParseError) -> ListElement {
        var item = ListElement(element: SwiftTupleTypeElement(type: .tuple([])), offset: current.offset)
        if current.isWord, peek().isPunctuation(":") {
            item.labelOffset = current.offset
            item.element.label = spelling(of: advance())
            advance()
        } else if current.isWord, peek().isWord, peek(2).isPunctuation(":") {
            item.labelOffset = current.offset
            item.element.label = spelling(of: advance())
            item.element.secondName = spelling(of: advance())
            advance()
        }
        if current.isKeyword("inout"), startsType(peek()) {
            item.inoutOffset = advance().offset
            item.element.isInout = true
        }
        item.element.type = try parseType()
        if current.isPunctuation("...") {
            item.variadicOffset = advance().offset
            item.element.isVariadic = true
        }
        return item
    }

    /// How a label or parameter name reads in the canonical spelling: as written.
    func spelling(of token: SwiftTypeToken) -> String {
        token.kind == .word(backticked: true) ? "`" + token.text + "`" : token.text
    }

    /// effects := 'async'? ('throws' ('(' type ')')?)?, then '->' type.
    mutating func parseFunctionTail(parameters: [ListElement]) throws(SwiftTypeParseError) -> SwiftTypeSyntax {
        for parameter in parameters {
            if let labelOffset = parameter.labelOffset, parameter.element.label != "_" {
                throw SwiftTypeParseError(
                    "function types cannot have argument labels; write '_' before the name or leave the name out",
                    at: labelOffset)
            }
        }
        var function = SwiftFunctionTypeSyntax(parameters: parameters.map(\.element), result: .tuple([]))
        if current.isKeyword("async") {
            advance()
            function.isAsync = true
        }
        if current.isKeyword("throws") {
            advance()
            function.isThrowing = true
            if consume("(") {
                function.thrownError = try parseType()
                try expect(")", "expected ')' after the thrown error type")
            }
        }
        if current.isKeyword("async") {
            throw SwiftTypeParseError("'async' must come before 'throws'", at: current.offset)
        }
        try expect("->", "expected '->' and a result type after the parameters of a function type")
        function.result = try parseType()
        return .function(function)
    }

    /// Checks the elements read by `parseListElement` against what a tuple type allows.
    func makeTuple(_ elements: [ListElement]) throws(SwiftTypeParseError) -> SwiftTypeSyntax {
        for item in elements {
            if let offset = item.inoutOffset {
                throw SwiftTypeParseError("'inout' is allowed only in the parameters of a function type", at: offset)
            }
            if let offset = item.variadicOffset {
                throw SwiftTypeParseError("'...' is allowed only in the parameters of a function type", at: offset)
            }
            if let offset = item.labelOffset {
                if item.element.secondName != nil {
                    throw SwiftTypeParseError("a tuple element can have only one label", at: offset)
                }
                if item.element.label == "_" {
                    throw SwiftTypeParseError(
                        "'_' is not allowed as a tuple element label; leave the label out", at: offset)
                }
                if elements.count == 1 {
                    throw SwiftTypeParseError("a single-element tuple cannot have a label", at: offset)
                }
            }
        }
        return .tuple(elements.map(\.element))
    }
}
