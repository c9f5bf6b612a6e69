/// Renders the files `cellgen scaffold` writes for a team to own, and the starter spec of
/// `cellgen init`.
public struct ScaffoldGenerator: Sendable {
    public var templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// A class per class the team writes (classes of UIKit or of another module are not the
    /// scaffold's to write), a conformance file per class and screen, and the view controller;
    /// with separate models, the presenter that handles the actions (seed 1, VIPER).
    public func files(for screen: Screen) throws(TemplateError) -> [GeneratedFile] {
        let context = ScaffoldContext(screen: screen)
        let viewController = context.viewController
        var files = try viewFiles(context) + [
            try render(viewController, "scaffold-view-controller", as: "\(screen.name)ViewController.swift")
        ]
        if context.receivesAsPresenter {
            files.append(try render(viewController, "scaffold-presenter", as: "\(screen.name)Presenter.swift"))
        }
        return files
    }

    /// A class per cell and header view of a cell library and a conformance file per class
    /// (`<Class>+<Library>.swift`); no view controller.
    public func files(for library: Library) throws(TemplateError) -> [GeneratedFile] {
        try viewFiles(ScaffoldContext(library: library))
    }

    /// The classes and conformance files of the context's cells and header views, and the
    /// SwiftUI views of its SwiftUI cells.
    private func viewFiles(_ context: ScaffoldContext) throws(TemplateError) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for values in context.classes {
            files.append(try render(values, "scaffold-cell", as: values.value("fileName")?.text ?? ""))
        }
        for values in context.conformanceFiles {
            files.append(try render(values, "scaffold-conformance", as: values.value("fileName")?.text ?? ""))
        }
        for values in context.swiftUIViews {
            files.append(try render(values, "scaffold-swiftui-view", as: values.value("fileName")?.text ?? ""))
        }
        return files
    }

    /// `<Screen>.screen.yml`, a small valid spec to start from.
    public func starterSpec(screen: String) throws(TemplateError) -> GeneratedFile {
        let text = try templates.render(Self.starterSpecValues(screen: screen), template: "starter-spec")
        return GeneratedFile(name: "\(screen).screen.yml", contents: text)
    }

    /// The starter spec's context: the screen's name alone.
    static func starterSpecValues(screen: String) -> TemplateValues {
        ["screen": screen]
    }

    private func render(_ values: TemplateValues, _ template: String, as name: String) throws(TemplateError)
        -> GeneratedFile
    {
        GeneratedFile(name: name, bytes: try templates.renderLaidOut(values, template: template))
    }
}
