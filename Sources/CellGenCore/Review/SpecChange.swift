/// One change between two versions of a screen, by meaning: what changed, and whether code that
/// uses the generated API must change with it (a removed field, a retyped payload, a renamed
/// action break it; a changed title, height or doc does not).
public struct SpecChange: Hashable, Sendable {
    /// What changed: `` cell `Message` ``, `` section `inbox` ``.
    public var subject: String
    /// How: `` field `subject: String` removed ``.
    public var detail: String
    public var isBreaking: Bool

    init(_ subject: String, _ detail: String, breaking: Bool) {
        self.subject = subject
        self.detail = detail
        isBreaking = breaking
    }

    /// `- breaking: cell `Message`: field `subject: String` removed`.
    public var line: String {
        "- \(isBreaking ? "breaking" : "not breaking"): \(subject): \(detail)"
    }

    /// The report of one screen's changes: a heading line with the counts, then the breaking
    /// changes first, each group in the order found.
    public static func report(_ changes: [SpecChange], screen: String) -> String {
        let breaking = changes.filter(\.isBreaking)
        let heading =
            changes.isEmpty
            ? "\(screen): no changes to what it generates"
            : "\(screen): \(Wording.counted(breaking.count, "breaking change")), \(changes.count - breaking.count) not breaking"
        return ([heading] + (breaking + changes.filter { !$0.isBreaking }).map(\.line)).joined(separator: "\n") + "\n"
    }
}
