/// Cells and header views: their view-models and protocols.
extension ScreenDiff {
    /// What a cell and a header view have in common, for comparing either.
    struct View {
        var name: String
        var className: String
        var fields: [Field]
        var events: [Event]
        var library: String?
        var identity: [String]
        /// A system cell's style; nil for a view of the team's class.
        var systemStyle: SystemCellStyle?
        /// Height, registration, bundle and selection: they change no API.
        var looks: [String]
        /// A system cell's content and accessories: they change no API either.
        var systemLooks = ""

        init(_ cell: Cell) {
            name = cell.name
            className = cell.className
            fields = cell.fields
            events = cell.events
            library = cell.library
            identity = cell.identity
            systemStyle = cell.system?.style
            looks = [
                "\(cell.height)", cell.registration.rawValue, cell.bundle.rawValue,
                "\(String(describing: cell.selectable))",
            ]
            systemLooks = cell.system.map { "\($0.text ?? "") \($0.secondaryText ?? "") \(String(describing: $0.image)) \($0.accessories)" } ?? ""
        }

        init(_ header: HeaderView) {
            name = header.name
            className = header.className
            fields = header.fields
            events = header.events
            library = header.library
            identity = []
            looks = ["\(header.height)", header.registration.rawValue, header.bundle.rawValue]
        }
    }

    mutating func compareViews(_ old: [View], _ new: [View], kind: String) {
        let newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.map(\.name))
        for view in old where newByName[view.name] == nil {
            add(
                "\(kind) \(Markdown.code(view.name))", "removed: its view-model and protocol are gone",
                breaking: true)
        }
        for view in new where !oldNames.contains(view.name) {
            add("\(kind) \(Markdown.code(view.name))", "added", breaking: false)
        }
        for before in old {
            guard let after = newByName[before.name] else { continue }
            compare(before, after, subject: "\(kind) \(Markdown.code(after.name))")
        }
    }

    private mutating func compare(_ old: View, _ new: View, subject: String) {
        if old.library != new.library {
            let from = old.library.map { "cell library \(Markdown.code($0))" } ?? "the screen"
            let to = new.library.map { "cell library \(Markdown.code($0))" } ?? "the screen"
            add(subject, "moved from \(from) to \(to): its types are now \(to)'s", breaking: true)
        }
        if old.systemStyle != nil || new.systemStyle != nil {
            compareSystemStyles(old, new, subject: subject)
        } else if old.className != new.className {
            add(
                subject,
                "class changed from \(Markdown.code(old.className)) to \(Markdown.code(new.className)), which must adopt its protocol",
                breaking: true)
        }
        compareFields(old.fields, new.fields, of: subject, what: "field", breaking: "the view-model's init changes")
        let oldEvents = Dictionary(
            old.events.map { ($0.name, $0.payloadType) }, uniquingKeysWith: { first, _ in first })
        let newEvents = Dictionary(
            new.events.map { ($0.name, $0.payloadType) }, uniquingKeysWith: { first, _ in first })
        for event in old.events where newEvents[event.name] == nil {
            add(
                subject, "event \(Markdown.code(event.name)) removed: its protocol loses the closure property",
                breaking: true)
        }
        for event in new.events {
            guard let payload = oldEvents[event.name] else {
                add(
                    subject, "event \(Markdown.code(event.name)) added: the view's protocol requires its closure",
                    breaking: true)
                continue
            }
            if payload != event.payloadType {
                add(
                    subject,
                    "payload of event \(Markdown.code(event.name)) changed from \(Self.payload(payload)) to \(Self.payload(event.payloadType))",
                    breaking: true)
            }
        }
        if old.identity != new.identity {
            add(
                subject,
                "identity changed from \(Self.list(old.identity)) to \(Self.list(new.identity)): the view-model's id and its type change",
                breaking: true)
        }
        if old.looks != new.looks { add(subject, "height, registration, bundle or selection changed", breaking: false) }
        if old.systemLooks != new.systemLooks, old.systemStyle != nil, new.systemStyle != nil {
            add(subject, "what the system cell shows (content or accessories) changed", breaking: false)
        }
    }

    static func payload(_ type: String?) -> String { type.map(Markdown.code) ?? "none" }

    /// A cell that becomes, stops being or stays a system cell.
    private mutating func compareSystemStyles(_ old: View, _ new: View, subject: String) {
        switch (old.systemStyle, new.systemStyle) {
        case (nil, let style?):
            add(subject, "now a system cell (\(Markdown.code(style.rawValue))): its protocol is gone, and \(Markdown.code(old.className)) shows it no more", breaking: true)
        case (_?, nil):
            add(subject, "now shown by \(Markdown.code(new.className)), which must adopt its protocol", breaking: true)
        case (let before?, let after?) where before != after:
            add(subject, "system cell style changed from \(Markdown.code(before.rawValue)) to \(Markdown.code(after.rawValue))", breaking: false)
        default:
            break
        }
    }
}
