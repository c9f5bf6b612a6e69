/// `cellgen diff`: the changes between two checked versions of a screen, by meaning. A change
/// breaks code that uses the generated API when that code could stop compiling or mean
/// something else: a type, property, initializer parameter, enum case or protocol requirement
/// it uses is removed, added where it must be supplied, renamed or retyped.
public struct ScreenDiff {
    let old: Screen
    let new: Screen
    var changes: [SpecChange] = []

    public static func changes(from old: Screen, to new: Screen) -> [SpecChange] {
        var diff = ScreenDiff(old: old, new: new)
        diff.compareScreen()
        diff.compareViews(old.cells.map(View.init), new.cells.map(View.init), kind: "cell")
        diff.compareViews(old.headers.map(View.init), new.headers.map(View.init), kind: "header view")
        diff.compareSections()
        diff.compareActions()
        return diff.changes
    }

    mutating func add(_ subject: String, _ detail: String, breaking: Bool) {
        changes.append(SpecChange(subject, detail, breaking: breaking))
    }

    private mutating func compareScreen() {
        let subject = "screen \(Markdown.code(new.name))"
        if old.name != new.name {
            add(
                subject, "renamed from \(Markdown.code(old.name)): every generated type is in the new namespace",
                breaking: true)
        }
        if old.list != new.list {
            add(subject, "list changed from \(old.list.rawValue) to \(new.list.rawValue)", breaking: true)
        }
        if old.access != new.access {
            add(
                subject, "access changed from \(old.access.rawValue) to \(new.access.rawValue)",
                breaking: new.access < old.access)
        }
        compareFields(
            old.environment, new.environment, of: subject, what: "environment value",
            breaking: "the data source's init changes")
        // A used library's environment: its views' configure steps and its `Environment` change.
        for library in Set(old.libraryEnvironments.keys).union(new.libraryEnvironments.keys).sorted() {
            compareFields(
                old.libraryEnvironments[library] ?? [], new.libraryEnvironments[library] ?? [],
                of: "cell library \(Markdown.code(library))", what: "environment value",
                breaking: "its views' configure(with:environment:) and \(library).Environment change")
        }
        if old.dispatch != new.dispatch {
            // Turning a way of delivery off, or renaming selectors, takes API away; turning one on adds to it.
            let removes =
                (old.dispatch.handler && !new.dispatch.handler) || (old.dispatch.closures && !new.dispatch.closures)
                || (old.dispatch.selectors != new.dispatch.selectors && old.dispatch.selectors != .none)
            add(
                subject, "dispatch changed from \(Self.describe(old.dispatch)) to \(Self.describe(new.dispatch))",
                breaking: removes)
        }
        if old.empty != new.empty {
            let inputChanges = old.emptyStateInput?.name != new.emptyStateInput?.name
            add(
                subject, "empty state changed from \(Self.describe(old.empty)) to \(Self.describe(new.empty))",
                breaking: inputChanges)
        }
        if old.libraries != new.libraries {
            add(subject, "uses \(Self.list(new.libraries)) (was \(Self.list(old.libraries)))", breaking: false)
        }
        if old.imports != new.imports {
            add(subject, "imports \(Self.list(new.imports)) (was \(Self.list(old.imports)))", breaking: false)
        }
        // A flow layout's data source sizes items from the rows' heights; a compositional one lays
        // out sections from the spec, and `makeLayout()` returns another type.
        if (old.collectionLayout == .flow) != (new.collectionLayout == .flow) {
            add(
                subject,
                "layout changed between flow and compositional: DataSource.makeLayout() returns a \(new.collectionLayout == .flow ? "UICollectionViewFlowLayout and items are sized from Row.height" : "UICollectionViewCompositionalLayout and Row.height is no longer read")",
                breaking: true)
        } else if old.tableStyle != new.tableStyle {
            add(
                subject, "table style changed from \(old.tableStyle.rawValue) to \(new.tableStyle.rawValue)",
                breaking: false)
        }
        if old.refreshAction != new.refreshAction || old.emptyBindings != new.emptyBindings {
            add(subject, "pull to refresh or the empty state sends other actions", breaking: false)
        }
        if old.keepsScrollPosition != new.keepsScrollPosition {
            add(
                subject, "the data source \(new.keepsScrollPosition ? "now starts" : "no longer starts") keeping the scroll position across an apply",
                breaking: false)
        }
    }

    /// Fields, a section's context or the environment, compared by name and order.
    mutating func compareFields(
        _ old: [Field], _ new: [Field], of subject: String, what: String, breaking consequence: String
    ) {
        let oldByName = Dictionary(old.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(new.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        for field in old where newByName[field.name] == nil {
            add(subject, "\(what) \(Self.code(field)) removed: \(consequence)", breaking: true)
        }
        for field in new {
            guard let type = oldByName[field.name] else {
                add(subject, "\(what) \(Self.code(field)) added: \(consequence)", breaking: true)
                continue
            }
            if type != field.type {
                add(
                    subject,
                    "\(what) \(Markdown.code(field.name)) retyped from \(Markdown.code(type)) to \(Markdown.code(field.type))",
                    breaking: true)
            }
        }
        let kept = old.map(\.name).filter { newByName[$0] != nil }
        if kept != new.map(\.name).filter({ oldByName[$0] != nil }) {
            add(subject, "\(what)s reordered: \(consequence)", breaking: true)
        }
    }

    static func code(_ field: Field) -> String { Markdown.code("\(field.name): \(field.type)") }

    static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map(Markdown.code).joined(separator: ", ")
    }

    private static func describe(_ dispatch: ActionDispatch) -> String {
        "{ handler: \(dispatch.handler), closures: \(dispatch.closures), selectors: \(dispatch.selectors.rawValue) }"
    }

    static func describe(_ supplementary: Supplementary?) -> String {
        supplementary.map(ScreenDescription.supplementary) ?? "none"
    }
}
