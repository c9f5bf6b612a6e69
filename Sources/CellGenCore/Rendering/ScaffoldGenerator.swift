/// Renders the files `cellgen scaffold` writes for a team to own, and the starter spec of
/// `cellgen init`.
public struct ScaffoldGenerator: Sendable {
    public var templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// A class per cell and header view (one file per class, even when several cells share it),
    /// a conformance file per class and screen, and the view controller.
    public func files(for screen: Screen) throws(TemplateError) -> [GeneratedFile] {
        let context = ScaffoldContext(screen: screen)
        var files: [GeneratedFile] = []
        var classes: Set<String> = []
        for view in context.views {
            guard let className = view["className"] as? String,
                  let classFile = view["classFileName"] as? String,
                  let conformanceFile = view["conformanceFileName"] as? String
            else { continue }
            // A class from another module (`App.ProductCell`) is not the scaffold's to write.
            if !className.contains("."), classes.insert(className).inserted {
                files.append(try render(view, "scaffold-cell", as: classFile))
            }
            files.append(try render(view, "scaffold-conformance", as: conformanceFile))
        }
        let viewController = context.viewController
        files.append(try render(viewController, "scaffold-view-controller", as: "\(screen.name)ViewController.swift"))
        return files
    }

    /// `<Screen>.screen.yml`, a small valid spec to start from.
    public func starterSpec(screen: String) throws(TemplateError) -> GeneratedFile {
        let text = try templates.render(["screen": screen], template: "starter-spec")
        return GeneratedFile(name: "\(screen).screen.yml", contents: text)
    }

    private func render(_ values: TemplateValues, _ template: String, as name: String) throws(TemplateError) -> GeneratedFile {
        GeneratedFile(name: name, contents: GeneratedSourceLayout.normalize(try templates.render(values, template: template)))
    }
}
