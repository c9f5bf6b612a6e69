/// One file of generated output, named relative to the output folder.
public struct GeneratedFile: Hashable, Sendable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
