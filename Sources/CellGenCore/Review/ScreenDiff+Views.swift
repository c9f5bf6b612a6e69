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
        /// What shows it: a class of the team's, a system cell or a SwiftUI view.
        var shownBy: ShownBy
        /// Height, registration, bundle and selection: they change no API.
        var looks: [String]
        /// A system cell's content and accessories, a SwiftUI cell's iOS 15 content: they change
        /// no API either.
        var contentLooks = ""

        init(_ cell: Cell) {
            name = cell.name
            className = cell.className
            fields = cell.fields
            events = cell.events
            library = cell.library
            identity = cell.identity
            shownBy =
                cell.swiftUI.map { .swiftUI($0.view) } ?? cell.system.map { .system($0.style) } ?? .teamClass(cell.className)
            looks = [
                "\(cell.height)", cell.registration.rawValue, cell.bundle.rawValue,
                "\(String(describing: cell.selectable))",
            ]
            contentLooks =
                cell.system.map { "\($0.text ?? "") \($0.secondaryText ?? "") \(String(describing: $0.image)) \($0.accessories)" }
                ?? cell.swiftUI.map { "\($0.ios15)" } ?? ""
        }

        init(_ header: HeaderView) {
            name = header.name
            className = header.className
            fields = header.fields
            events = header.events
            library = header.library
            identity = []
            shownBy = .teamClass(header.className)
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
        compareShownBy(old.shownBy, new.shownBy, subject: subject)
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
        if old.contentLooks != new.contentLooks, old.shownBy.kind == new.shownBy.kind {
            switch new.shownBy {
            case .system: add(subject, "what the system cell shows (content or accessories) changed", breaking: false)
            case .swiftUI: add(subject, "what the SwiftUI cell shows on iOS 15 changed", breaking: false)
            case .teamClass: break
            }
        }
    }

    static func payload(_ type: String?) -> String { type.map(Markdown.code) ?? "none" }

    /// A view that changes what shows it: its class, its system style, its SwiftUI view.
    private mutating func compareShownBy(_ old: ShownBy, _ new: ShownBy, subject: String) {
        switch (old, new) {
        case (.teamClass(let before), .teamClass(let after)) where before != after:
            add(subject, "class changed from \(Markdown.code(before)) to \(Markdown.code(after)), which must adopt its protocol", breaking: true)
        case (.system(let before), .system(let after)) where before != after:
            add(subject, "system cell style changed from \(Markdown.code(before.rawValue)) to \(Markdown.code(after.rawValue))", breaking: false)
        case (.swiftUI(let before), .swiftUI(let after)) where before != after:
            add(subject, "SwiftUI view changed from \(Markdown.code(before)) to \(Markdown.code(after)), which must take init(viewModel:) and the events' closures", breaking: true)
        case (_, .system(let style)) where old.kind != new.kind:
            add(subject, "now a system cell (\(Markdown.code(style.rawValue))): \(old.describedAsGone)", breaking: true)
        case (_, .swiftUI(let view)) where old.kind != new.kind:
            add(subject, "now a SwiftUI cell shown by \(Markdown.code(view)), which must take init(viewModel:) and the events' closures; \(old.describedAsGone)", breaking: true)
        case (_, .teamClass(let className)) where old.kind != new.kind:
            add(subject, "now shown by \(Markdown.code(className)), which must adopt its protocol", breaking: true)
        default:
            break
        }
    }
}

extension ScreenDiff {
    /// What shows a cell or header view.
    enum ShownBy: Equatable {
        case teamClass(String)
        case system(SystemCellStyle)
        case swiftUI(String)

        /// The case alone, for telling a change of kind from a change within one.
        var kind: Int {
            switch self {
            case .teamClass: 0
            case .system: 1
            case .swiftUI: 2
            }
        }

        /// What a cell that stops being shown this way loses.
        var describedAsGone: String {
            switch self {
            case .teamClass(let className): "its protocol is gone, and \(Markdown.code(className)) shows it no more"
            case .system: "the system cell shows it no more"
            case .swiftUI(let view): "\(Markdown.code(view)) shows it no more"
            }
        }
    }
}
