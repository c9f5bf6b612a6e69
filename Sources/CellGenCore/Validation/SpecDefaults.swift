/// What a target's `cellgen.yml` sets for each of its specs that does not set it itself.
public struct SpecDefaults: Hashable, Sendable {
    public var access: AccessLevel = .internal
    /// Where localized strings and nibs are loaded from.
    public var bundle: BundleChoice = .class
    /// How actions are delivered; nil: `{ handler: true, closures: false, selectors: screen }`.
    public var dispatch: DispatchSpec?
    /// Where the models are written; a target's setting, which no spec overrides.
    public var models: ModelsPlacement = .inline
    /// The oldest iOS the target runs on; it changes warnings only, never the generated code.
    public var deploymentTarget = DeploymentTarget.minimum

    public init(
        access: AccessLevel = .internal, bundle: BundleChoice = .class, dispatch: DispatchSpec? = nil,
        models: ModelsPlacement = .inline, deploymentTarget: DeploymentTarget = .minimum
    ) {
        self.access = access
        self.bundle = bundle
        self.dispatch = dispatch
        self.models = models
        self.deploymentTarget = deploymentTarget
    }

    /// The settings in words, for the generation record: a change to any of them regenerates.
    var recordKey: String {
        let dispatch =
            self.dispatch.map {
                [
                    $0.handler.map { "handler:\($0.value)" }, $0.closures.map { "closures:\($0.value)" },
                    $0.selectors.map { "selectors:\($0.value.rawValue)" },
                ].compactMap { $0 }.joined(separator: ",")
            } ?? ""
        return "access:\(access.rawValue) bundle:\(bundle.rawValue) dispatch:\(dispatch) models:\(models.recordKey)"
    }
}
