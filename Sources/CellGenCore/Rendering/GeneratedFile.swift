/// One file of generated output, named relative to the output folder.
public struct GeneratedFile: Hashable, Sendable {
    public var name: String
    /// The file's UTF-8 bytes, as written. Rendering and layout produce bytes, and hashing,
    /// comparing and writing read bytes: holding the text as a `String` validated every byte of
    /// every file once more on the way (3% of a `generate` run) only to take the bytes back out.
    public var bytes: [UInt8]

    /// The file's text.
    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    public init(name: String, contents: String) {
        self.init(name: name, bytes: Array(contents.utf8))
    }

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}
