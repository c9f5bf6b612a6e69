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
        let input = """
            let row = switch view {
            case .wide:
            1
            @unknown default:
            2
            }
            let w = rowswitch {
            case .b
            }
            let switches = [row, w].map { new in switch new {
            default: new
            }}

            """
        #expect(GeneratedSourceLayout.normalize(input) == """
            let row = switch view {
            case .wide:
                1
            @unknown default:
                2
            }
            let w = rowswitch {
                case .b
            }
            let switches = [row, w].map { new in switch new {
            default: new
            }}

            """)
    }

    @Test("blank lines: none after an opening line or before a closing one, never two")
    func blankLines() {
        #expect(GeneratedSourceLayout.normalize("a {\n\n\nb   \n\n\n\nc\n\n}\n\n\n") == "a {\n    b\n\n    c\n}\n")
    }
}
