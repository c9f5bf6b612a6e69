/// The values for the files `cellgen scaffold` writes once for a team to own: a class per cell
/// and header view, its conformance to this screen's protocol in a file of its own (so one
/// class can serve several screens), and a view controller.
public struct ScaffoldContext: Sendable {
    public let screen: Screen

    public init(screen: Screen) {
        self.screen = screen
    }

    /// Root values shared by every scaffold template.
    var common: TemplateValues {
        [
            "screen": Spelling.type(screen.name),
            "specFileName": screen.specFileName,
            "isTable": screen.list == .table,
            "isCollection": screen.list == .collection,
        ]
    }

    /// One entry per cell and header view, in spec order.
    var views: [TemplateValues] {
        screen.cells.map { cell in
            viewValues(name: cell.name, className: cell.className, fields: cell.fields, events: cell.events,
                       registration: cell.registration, isHeader: false)
        } + screen.headers.map { header in
            viewValues(name: header.name, className: header.className, fields: header.fields, events: [],
                       registration: header.registration, isHeader: true)
        }
    }

    private func viewValues(
        name: String, className: String, fields: [Field], events: [Event], registration: Registration, isHeader: Bool
    ) -> TemplateValues {
        let scaffold = ScaffoldView(fields: fields, events: events)
        let namespace = Spelling.type(screen.name) + "."
        var values = common
        values["className"] = className
        values["classFileName"] = "\(className).swift"
        values["conformanceFileName"] = "\(className)+\(screen.name).swift"
        values["configurable"] = namespace + Spelling.type(GeneratedNames.configurable(name))
        values["viewModel"] = namespace + Spelling.type(GeneratedNames.viewModel(name))
        values["description"] = isHeader ? "`\(name)` headers and footers" : "`\(name)` rows"
        values["usesOutlets"] = registration != .class
        values["elements"] = scaffold.elements.map { element -> TemplateValues in
            ["property": element.property, "type": element.type, "initializer": element.initializer]
        }
        values["arrangedSubviews"] = scaffold.elements.map(\.property).joined(separator: ", ")
        values["setupLines"] = scaffold.elements.flatMap(\.setupLines)
        values["hasSetupLines"] = scaffold.elements.contains { !$0.setupLines.isEmpty }
        values["configureLines"] = scaffold.elements.flatMap(\.configureLines)
        values["events"] = events.map { event -> TemplateValues in
            ["property": Spelling.member(GeneratedNames.eventProperty(event.name)), "closureType": ViewValues.closureType(event)]
        }
        values["senders"] = scaffold.senders.map { sender -> TemplateValues in
            ["name": sender.name, "property": sender.property, "type": sender.type]
        }
        values.merge(kindValues(isHeader: isHeader)) { $1 }
        return values
    }

    /// The UIKit class to subclass, its designated initializer and where subviews go.
    private func kindValues(isHeader: Bool) -> TemplateValues {
        switch (screen.list, isHeader) {
        case (.table, false):
            ["superclass": "UITableViewCell", "container": "contentView",
             "initParameters": "style: UITableViewCell.CellStyle, reuseIdentifier: String?",
             "superInit": "style: style, reuseIdentifier: reuseIdentifier"]
        case (.table, true):
            ["superclass": "UITableViewHeaderFooterView", "container": "contentView",
             "initParameters": "reuseIdentifier: String?", "superInit": "reuseIdentifier: reuseIdentifier"]
        case (.collection, false):
            ["superclass": "UICollectionViewCell", "container": "contentView", "initParameters": "frame: CGRect", "superInit": "frame: frame"]
        case (.collection, true):
            ["superclass": "UICollectionReusableView", "container": "self", "initParameters": "frame: CGRect", "superInit": "frame: frame"]
        }
    }

    /// The view controller: the list view, the data source and a stub per action.
    var viewController: TemplateValues {
        var values = common
        let namespace = Spelling.type(screen.name) + "."
        values["viewControllerName"] = "\(screen.name)ViewController"
        values["usesStoryboard"] = screen.cells.contains { $0.registration == .storyboard }
        values["actions"] = screen.actions.map { action -> TemplateValues in
            [
                "docLines": Spelling.doc(action.doc),
                "methodName": Spelling.member(action.name),
                "methodParameters": ActionValues.methodParameters(ActionValues.payloadParts(action.payload, namespace: namespace)),
            ]
        }
        return values
    }
}
