/// The values for the files `cellgen scaffold` writes once for a team to own: a class per cell
/// and header view, its conformance to this screen's protocol in a file of its own (so one
/// class can serve several screens), and a view controller.
public struct ScaffoldContext: Sendable {
    public let screen: Screen
    /// What the views are shown by, for their classes' docs: the screen, or the cell library.
    private let owner: String

    public init(screen: Screen) {
        self.screen = screen
        owner = screen.name
    }

    /// A cell library's classes and conformances, as those of a screen of the library's name
    /// that declares its views and shows none of them (so it has no view controller to write).
    public init(library: Library) {
        screen = library.asScreen
        owner = "the \(library.name) cell library"
    }

    /// Root values shared by every scaffold template.
    var common: TemplateValues {
        let values: TemplateValues = [
            "screen": Spelling.type(screen.name),
            "specFileName": screen.specFileName,
            "owner": owner,
            "isTable": screen.list == .table,
            "isCollection": screen.list == .collection,
            // `style:` of a table screen: how the scaffolded table looks.
            "tableStyle": "." + screen.tableStyle.rawValue,
            // With the models in a module of their own, every scaffolded file that names them imports it.
            "modelsModule": [screen.models.module].compactMap { $0 },
        ]
        return values.merging(
            ScreenContext.environmentValues(screen.environment, namespace: Spelling.type(screen.name) + "."))
    }

    /// A cell or header view of the screen, with the class that shows it.
    private struct ViewDeclaration {
        var name: String
        var className: String
        var fields: [Field]
        var events: [Event]
        var registration: Registration
        var isHeader: Bool
        /// A collection cell shown only in list sections, one with swipe actions (which show only
        /// on list cells), or a library's: a `UICollectionViewListCell`, with the list's
        /// separators and selection background.
        var isListCell = false
    }

    private func isListCell(_ cell: Cell) -> Bool {
        guard screen.list == .collection else { return false }
        // A library's cell serves screens it cannot see, which may swipe it or list it.
        if cell.library != nil || screen.swipesRows(of: cell) || screen.disclosesRows(of: cell) { return true }
        let sections = screen.sections.filter { $0.rows.contains { $0.cell == cell.name } }
        return !sections.isEmpty && sections.allSatisfy { $0.layout?.isList == true }
    }

    /// The views whose classes this scaffold writes: the screen's own, or the library's; a
    /// library's views used by a screen are the library's scaffold's. A system or SwiftUI cell has
    /// no class of the team's: no class is scaffolded for it.
    private var declarations: [ViewDeclaration] {
        let cells = ownCells.filter(\.hasTeamClass)
        let headers = screen.headers.filter { $0.library == nil || $0.library == screen.name }
        return cells.map {
            ViewDeclaration(
                name: $0.name, className: $0.className, fields: $0.fields, events: $0.events,
                registration: $0.registration, isHeader: false, isListCell: isListCell($0))
        }
            + headers.map {
                ViewDeclaration(
                    name: $0.name, className: $0.className, fields: $0.fields, events: $0.events,
                    registration: $0.registration, isHeader: true)
            }
    }

    /// The cells this scaffold writes for: the screen's own, or the library's.
    private var ownCells: [Cell] {
        screen.cells.filter { $0.library == nil || $0.library == screen.name }
    }

    /// One entry per SwiftUI view of the screen's SwiftUI cells (the first cell naming a view
    /// decides what it shows), unless the view belongs to another module.
    var swiftUIViews: [TemplateValues] {
        var written: Set<String> = []
        let namespace = Spelling.type(screen.name) + "."
        return ownCells.compactMap { cell in
            guard let view = cell.swiftUI?.view, GeneratedNames.isTeamOwnedClass(view), written.insert(view).inserted
            else { return nil }
            let scaffold = ScaffoldSwiftUIView(fields: cell.fields, events: cell.events)
            var values = common
            values["viewName"] = view
            values["fileName"] = "\(view).swift"
            values["description"] = "`\(cell.name)` rows"
            values["viewModel"] = ViewTypeNames(cell.name, in: screen, namespace: namespace).viewModel
            values["environmentType"] = namespace + GeneratedNames.environment
            values["events"] = cell.events.map { event -> TemplateValues in
                [
                    "property": Spelling.member(GeneratedNames.eventProperty(event.name)),
                    "closureType": ViewValues.closureType(event),
                ]
            }
            values["stateLines"] = scaffold.stateLines
            values["bodyLines"] = scaffold.bodyLines
            return values
        }
    }

    /// One entry per class the team writes, in spec order. A class that shows several cells of
    /// the screen gets the views of all their fields and events.
    var classes: [TemplateValues] {
        var order: [String] = []
        var byClass: [String: [ViewDeclaration]] = [:]
        for declaration in declarations where GeneratedNames.isTeamOwnedClass(declaration.className) {
            if byClass[declaration.className] == nil { order.append(declaration.className) }
            byClass[declaration.className, default: []].append(declaration)
        }
        return order.compactMap { className in
            guard let group = byClass[className], let first = group.first else { return nil }
            let scaffold = Self.scaffold(for: group)
            var values = common
            values["className"] = className
            values["fileName"] = "\(className).swift"
            values["description"] = group.map { describe($0) }.joined(separator: " and ")
            values["usesOutlets"] = first.registration != .class
            values["elements"] = scaffold.elements.map { element -> TemplateValues in
                ["property": element.property, "type": element.type, "initializer": element.initializer]
            }
            values["arrangedSubviews"] = scaffold.elements.map(\.property).joined(separator: ", ")
            values["setupLines"] = scaffold.elements.flatMap(\.setupLines)
            values["hasSetupLines"] = scaffold.elements.contains { !$0.setupLines.isEmpty }
            values["events"] = Self.unique(group.flatMap(\.events), by: \.name).map { event -> TemplateValues in
                [
                    "property": Spelling.member(GeneratedNames.eventProperty(event.name)),
                    "closureType": ViewValues.closureType(event),
                ]
            }
            values["senders"] = scaffold.senders.map { sender -> TemplateValues in
                ["name": sender.name, "property": sender.property, "type": sender.type]
            }
            values.merge(kindValues(isHeader: first.isHeader, isListCell: group.contains(where: \.isListCell)))
            return values
        }
    }

    /// One entry per conformance file: `<Class>+<Screen>.swift` holds the conformances of every
    /// cell of this screen that the class shows.
    var conformanceFiles: [TemplateValues] {
        var order: [String] = []
        var byClass: [String: [ViewDeclaration]] = [:]
        for declaration in declarations {
            if byClass[declaration.className] == nil { order.append(declaration.className) }
            byClass[declaration.className, default: []].append(declaration)
        }
        let namespace = Spelling.type(screen.name) + "."
        return order.compactMap { className in
            guard let group = byClass[className] else { return nil }
            let scaffold = Self.scaffold(for: group)
            var values = common
            values["fileName"] = "\(className)+\(screen.name).swift"
            values["conformances"] = group.map { declaration -> TemplateValues in
                let fields = Set(declaration.fields.map { "viewModel.\(Spelling.member($0.name))" })
                let types = ViewTypeNames(declaration.name, in: screen, namespace: namespace)
                return [
                    "className": className,
                    "configurable": types.configurable,
                    "viewModel": types.viewModel,
                    // Only the lines that show this cell's own fields.
                    "configureLines": scaffold.elements.flatMap(\.configureLines).filter { line in
                        fields.contains { line.contains($0) }
                    },
                ]
            }
            return values
        }
    }

    private func describe(_ declaration: ViewDeclaration) -> String {
        declaration.isHeader ? "`\(declaration.name)` headers and footers" : "`\(declaration.name)` rows"
    }

    private static func scaffold(for group: [ViewDeclaration]) -> ScaffoldView {
        ScaffoldView(
            fields: unique(group.flatMap(\.fields), by: \.name), events: unique(group.flatMap(\.events), by: \.name))
    }

    private static func unique<Element>(_ items: [Element], by key: (Element) -> String) -> [Element] {
        var seen: Set<String> = []
        return items.filter { seen.insert(key($0)).inserted }
    }

    /// The UIKit class to subclass, its designated initializer and where subviews go.
    private func kindValues(isHeader: Bool, isListCell: Bool) -> TemplateValues {
        switch (screen.list, isHeader) {
        case (.table, false):
            [
                "superclass": "UITableViewCell", "container": "contentView",
                "initParameters": "style: UITableViewCell.CellStyle, reuseIdentifier: String?",
                "superInit": "style: style, reuseIdentifier: reuseIdentifier",
            ]
        case (.table, true):
            [
                "superclass": "UITableViewHeaderFooterView", "container": "contentView",
                "initParameters": "reuseIdentifier: String?", "superInit": "reuseIdentifier: reuseIdentifier",
            ]
        case (.collection, false):
            // A collection view shows swipe actions only on list cells.
            [
                "superclass": isListCell ? "UICollectionViewListCell" : "UICollectionViewCell",
                "container": "contentView",
                "initParameters": "frame: CGRect", "superInit": "frame: frame",
            ]
        case (.collection, true):
            [
                "superclass": "UICollectionReusableView", "container": "self", "initParameters": "frame: CGRect",
                "superInit": "frame: frame",
            ]
        }
    }

    /// Whether a presenter is the handler: with separate models (seed 1, VIPER), the scaffold
    /// writes one, which imports no UIKit, unless the screen shares its selectors.
    var receivesAsPresenter: Bool {
        screen.dispatch.handler && screen.dispatch.selectors != .shared && screen.models.isSeparate
    }

    /// The view controller: the list view, the data source and a stub per action.
    var viewController: TemplateValues {
        var values = common
        let namespace = Spelling.type(screen.name) + "."
        values["viewControllerName"] = "\(screen.name)ViewController"
        values["usesStoryboard"] = screen.cells.contains { $0.registration == .storyboard }
        // The view controller receives actions as the handler, else through the closures, else
        // as selectors up the responder chain. With shared selectors (seed 5) it always receives
        // selectors: a handler would keep them from being sent, closures would deliver twice.
        let dispatch = screen.dispatch
        let sharesSelectors = dispatch.selectors == .shared
        values["selectorTarget"] = Spelling.type(GeneratedNames.selectorTarget(screen.name))
        values["receivesAsHandler"] = dispatch.handler && !sharesSelectors && !receivesAsPresenter
        values["receivesAsPresenter"] = receivesAsPresenter
        values["presenterName"] = "\(screen.name)Presenter"
        values["viewProtocolName"] = "\(screen.name)View"
        values["access"] = AccessSpelling.prefix(screen.access)
        values["receivesAsClosures"] = !dispatch.handler && dispatch.closures && !sharesSelectors
        values["receivesAsSelectors"] = sharesSelectors || !dispatch.handler && !dispatch.closures
        values["actions"] = screen.actions.map { action -> TemplateValues in
            let parts = ActionValues.payloadParts(action, in: screen, namespace: namespace)
            let labels = parts.map(\.label)
            return [
                "docLines": Spelling.doc(action.doc),
                "methodName": Spelling.member(action.name),
                "methodParameters": ActionValues.methodParameters(parts),
                "closureProperty": Spelling.member(GeneratedNames.eventProperty(action.name)),
                "closureParameters": labels.isEmpty ? "" : " " + labels.joined(separator: ", "),
                "callArguments": labels.enumerated().map { $0 == 0 ? $1 : "\($1): \($1)" }.joined(separator: ", "),
                "selectorMethod": Spelling.member(
                    GeneratedNames.selectorMethod(
                        screen: screen.name, action: action.name, shared: dispatch.selectors == .shared)),
            ]
        }
        return values
    }
}
