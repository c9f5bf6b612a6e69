import CellGenCore
import Foundation
import Testing

@Suite("cellgen.yml")
struct TargetConfigurationTests {
    private func decode(_ text: String) -> TargetConfiguration.Loaded {
        TargetConfiguration.decode(Array(text.utf8), file: "Target/cellgen.yml")
    }

    @Test("every key decodes; templates resolve against the file's folder; an empty file means the defaults")
    func keys() throws {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("target-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: target) }
        let text = "access: public\ntemplates: Templates\nheader: [Copyright (c) Example Corp.]\n"
        let configuration = try #require(TargetConfiguration.decode(Array(text.utf8), file: target.path + "/cellgen.yml").configuration)
        #expect(configuration.defaults.access == .public)
        #expect(configuration.templatesFolder == target.path + "/Templates")
        #expect(configuration.headerLines == ["Copyright (c) Example Corp."])
        #expect(decode("").configuration == TargetConfiguration())
        #expect(decode("# only a comment\n").configuration == TargetConfiguration())
    }

    @Test("a templates folder that is not one is an error at its value")
    func templatesNotAFolder() {
        let result = decode("access: public\ntemplates: NoSuchFolder\n")
        #expect(result.configuration == nil)
        #expect(result.diagnostics.map(\.description) == [
            "Target/cellgen.yml:2:12: error: 'templates' names Target/NoSuchFolder, which is not a folder (a relative path is taken from this file's folder)",
        ])
    }

    @Test("unknown keys and wrong values are located errors")
    func errors() {
        let result = decode("acess: public\nheader: Copyright\n")
        #expect(result.configuration == nil)
        #expect(result.diagnostics.map(\.description) == [
            "Target/cellgen.yml:1:1: error: unknown key 'acess' in cellgen.yml; did you mean 'access'?",
            "Target/cellgen.yml:2:9: error: 'header' must be a list, not the scalar 'Copyright'",
        ])
    }

    @Test("the default access applies to specs that do not set one")
    func defaultAccess() throws {
        let spec = "screen: Showcase\ncells: { A: {} }\nsections: [{ id: main, rows: [{ cell: A }] }]\n"
        let screen = try #require(SpecLoader(defaults: SpecDefaults(access: .package)).load(Array(spec.utf8), file: "Showcase.screen.yml").screen)
        #expect(screen.access == .package)
        let own = try #require(SpecLoader(defaults: SpecDefaults(access: .package)).load(Array((spec + "access: internal\n").utf8), file: "Showcase.screen.yml").screen)
        #expect(own.access == .internal)
    }

    @Test("dispatch and bundle in cellgen.yml are defaults that a spec overrides key by key")
    func dispatchAndBundle() throws {
        let configuration = try #require(decode("bundle: main\ndispatch: { closures: true, selectors: shared }\n").configuration)
        #expect(configuration.defaults.bundle == .main)
        let spec = """
            screen: Showcase
            cells: { A: { fields: { text: String }, select: open, register: nib } }
            sections: [{ id: main, rows: [{ cell: A }] }]
            actions: { open: Open it }

            """
        let loader = SpecLoader(defaults: configuration.defaults)
        let inherited = try #require(loader.load(Array(spec.utf8), file: "Showcase.screen.yml").screen)
        #expect([inherited.dispatch.handler, inherited.dispatch.closures] == [true, true] && inherited.dispatch.selectors == .shared)
        #expect(inherited.bundle == .main && inherited.cells[0].bundle == .main)
        let own = try #require(loader.load(Array((spec + "dispatch: { selectors: none }\nbundle: class\n").utf8), file: "Showcase.screen.yml").screen)
        #expect([own.dispatch.handler, own.dispatch.closures] == [true, true] && own.dispatch.selectors == SelectorStyle.none)
        #expect(own.bundle == .class && own.cells[0].bundle == .class)

        let off = try #require(decode("dispatch: { handler: false, closures: false, selectors: none }\n").configuration)
        let result = SpecLoader(defaults: off.defaults).load(Array(spec.utf8), file: "Showcase.screen.yml")
        #expect(result.screen == nil)
        #expect(result.diagnostics.map(\.description) == [
            "Target/cellgen.yml:1:11: error: 'dispatch' turns off the handler, the closures and the selectors; actions would reach no code, so keep at least one",
        ])
    }
}

@Suite("cellgen.yml: where the models go")
struct ModelsPlacementTests {
    private func decode(_ text: String) -> TargetConfiguration.Loaded {
        TargetConfiguration.decode(Array(text.utf8), file: "Target/cellgen.yml")
    }

    @Test("models: separate, with or without a module; a module alone implies separate; inline is the default")
    func placements() {
        #expect(decode("").configuration?.defaults.models == .inline)
        #expect(decode("models: inline\n").configuration?.defaults.models == .inline)
        #expect(decode("models: separate\n").configuration?.defaults.models == .separate(module: nil))
        #expect(decode("models: separate\nmodelsModule: Presentation\n").configuration?.defaults.models == .separate(module: "Presentation"))
        #expect(decode("modelsModule: Presentation\n").configuration?.defaults.models == .separate(module: "Presentation"))
        #expect(decode("access: public\nmodels: separate\n").configuration?.modelsLocation?.description == "Target/cellgen.yml:2:9")
    }

    @Test("a wrong value, a module that is not a name, and a module with inline models are located errors")
    func errors() {
        #expect(decode("models: apart\n").diagnostics.map(\.description) == [
            "Target/cellgen.yml:1:9: error: 'models' must be one of 'inline', 'separate', not 'apart'",
        ])
        #expect(decode("modelsModule: My-Module\n").diagnostics.map(\.description) == [
            "Target/cellgen.yml:1:15: error: 'My-Module' is not a module name",
        ])
        #expect(decode("models: inline\nmodelsModule: Presentation\n").diagnostics.map(\.description) == [
            "Target/cellgen.yml:2:15: error: 'modelsModule' puts the models in a module of their own, but 'models' is inline: write 'models: separate' or leave it out",
        ])
    }

    @Test("with separate models, a UIKit type in the models is an error at the type; in the environment, or with UIKit imported, it is not")
    func uiKitTypes() throws {
        let spec = """
            screen: Profile
            environment: { tint: UIColor }
            cells:
              Avatar: { fields: { image: UIImage?, name: String }, events: { pick: UIKit.UIColor } }
            sections: [{ id: main, rows: [{ cell: Avatar, on: { pick: choose } }] }]
            actions: { choose: Choose a color }
            """
        let separate = SpecLoader(defaults: SpecDefaults(models: .separate(module: nil)))
        #expect(separate.load(Array(spec.utf8), file: "Profile.screen.yml").diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "Profile.screen.yml:4:30: error: the type of field 'image' of cell 'Avatar', 'UIImage?', is UIKit's, but with 'models: separate' in cellgen.yml the models are written without UIKit; hold a UIKit-free value (an image's name or URL, a color's role), or add UIKit to 'imports' to let the models import it",
            "Profile.screen.yml:4:72: error: the type of the payload of event 'pick', 'UIKit.UIColor', is UIKit's, but with 'models: separate' in cellgen.yml the models are written without UIKit; hold a UIKit-free value (an image's name or URL, a color's role), or add UIKit to 'imports' to let the models import it",
        ])
        #expect(!separate.load(Array((spec + "\nimports: [UIKit]\n").utf8), file: "Profile.screen.yml").diagnostics.hasErrors)
        #expect(!SpecLoader().load(Array(spec.utf8), file: "Profile.screen.yml").diagnostics.hasErrors)
    }

    @Test("deploymentTarget: a version of iOS 15 or later; below 16, a collection's context menus are a lint warning at the menu")
    func deploymentTarget() throws {
        #expect(decode("deploymentTarget: 16.4\n").configuration?.defaults.deploymentTarget == DeploymentTarget(major: 16, minor: 4))
        #expect(decode("").configuration?.defaults.deploymentTarget == .minimum)
        #expect(decode("deploymentTarget: 14.5\n").diagnostics.map(\.description) == [
            "Target/cellgen.yml:1:19: error: 'deploymentTarget' is iOS 14.5, but the generated code needs iOS 15 or later",
        ])
        #expect(decode("deploymentTarget: sixteen\n").diagnostics.map(\.description) == [
            "Target/cellgen.yml:1:19: error: 'deploymentTarget' must be an iOS version such as 16 or 16.4, not 'sixteen'",
        ])
        let spec = """
            screen: Photos
            list: collection
            cells:
              Photo: { fields: { id: String }, menu: [share] }
            sections: [{ id: all, rows: [{ cell: Photo, repeated: true }] }]
            actions: { share: { doc: Share the photo, title: Share } }
            """
        let warnings = { (target: DeploymentTarget) in
            SpecLoader(defaults: SpecDefaults(deploymentTarget: target)).load(Array(spec.utf8), file: "Photos.screen.yml")
                .diagnostics.filter { $0.severity == .warning }.map(\.description)
        }
        #expect(warnings(.minimum) == [
            "Photos.screen.yml:4:43: warning: a collection view shows context menus from iOS 16; on iOS 15, the target's deployment target, these rows show none (set 'deploymentTarget: 16' in cellgen.yml once the app needs iOS 16)",
        ])
        #expect(warnings(DeploymentTarget(major: 16)).isEmpty)
    }

    @Test("a SwiftUI cell's 'ios15' is a lint warning once the deployment target is iOS 16: it never shows")
    func swiftUIFallbackAboveIOS15() {
        let spec = """
            screen: Compose
            cells:
              Note: { swiftUI: NoteView, fields: { text: String }, ios15: { system: cell } }
            sections: [{ id: all, rows: [{ cell: Note }] }]
            """
        let warnings = { (target: DeploymentTarget) in
            SpecLoader(defaults: SpecDefaults(deploymentTarget: target)).load(Array(spec.utf8), file: "Compose.screen.yml")
                .diagnostics.map(\.description)
        }
        #expect(warnings(.minimum).isEmpty)
        #expect(warnings(DeploymentTarget(major: 16)) == [
            "Compose.screen.yml:3:63: warning: 'ios15' of cell 'Note' never shows: the target's deployment target is iOS 16 (cellgen.yml), and from iOS 16 a SwiftUI cell shows its view",
        ])
    }
}
