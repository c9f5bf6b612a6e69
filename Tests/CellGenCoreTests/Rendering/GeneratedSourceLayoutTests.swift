@testable import CellGenCore
import Testing

@Suite("generated source layout")
struct GeneratedSourceLayoutTests {
    @Test("indentation comes from brackets, whatever the input's")
    func indentation() {
        let input = """


              enum A {
            case one
                  func f(x: Int) -> Int {
            switch x {
                  case 1:
            return g(
            .init(
            a: "{ not a bracket (",
            b: 2
            ))   // ) neither
                default:
                    return 0
            }
            }


            }
            """
        #expect(GeneratedSourceLayout.normalize(input) == """
            enum A {
                case one
                func f(x: Int) -> Int {
                    switch x {
                    case 1:
                        return g(
                            .init(
                                a: "{ not a bracket (",
                                b: 2
                        ))   // ) neither
                    default:
                        return 0
                    }
                }
            }

            """)
    }

    @Test("a brace opens a switch where ` switch ` stands anywhere on its line, not inside a word")
    func switchWithinLine() {
        #expect(
            GeneratedSourceLayout.normalize("let row = switch view {\ncase .wide:\n1\n@unknown default:\n2\n}")
                == "let row = switch view {\ncase .wide:\n    1\n@unknown default:\n    2\n}\n")
        #expect(GeneratedSourceLayout.normalize("let w = rowswitch {\ncase .b\n}") == "let w = rowswitch {\n    case .b\n}\n")
        #expect(
            GeneratedSourceLayout.normalize("let s = [w].map { new in switch new {\ndefault: new\n}}")
                == "let s = [w].map { new in switch new {\ndefault: new\n}}\n")
    }

    @Test("blank lines: none after an opening line or before a closing one, never two")
    func blankLines() {
        #expect(GeneratedSourceLayout.normalize("a {\n\n\nb   \n\n\n\nc\n\n}\n\n\n") == "a {\n    b\n\n    c\n}\n")
    }
}
