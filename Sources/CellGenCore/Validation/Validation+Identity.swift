/// Identities that can collide. Of two rows of one spec row with one id in a section, only the
/// first is shown, and so is the first of two sections with one identity (DESIGN 8.1, 8.5). When
/// every field of an identity is optional, all rows (or sections) whose identity fields are nil
/// share one id, a common case rather than a mistake in the data: a feed of articles without an
/// author and a date shows one of them. Lint says so where the identity is written.
extension Validation {
    /// Warns about repeated rows and repeated sections whose identity fields are all optional.
    /// Runs on a screen without errors, so every name is resolved.
    mutating func warnAboutOptionalIdentities(_ screen: Screen) {
        warnAboutOptionalRowIdentities(screen)
        warnAboutOptionalSectionIdentities(screen)
    }

    /// Only repeated rows can collide: an optional or plain row shows at most one row per
    /// section, and rows of different spec rows (or of different cells of a slot) never share an
    /// id. A cell's `identity` is reported once, there, with a note at the first row that repeats
    /// it; an identity by default (a field named `id`, or the cell's one field) at each repeated
    /// row; a library cell's at each repeated row, with a note at the cell in the library.
    private mutating func warnAboutOptionalRowIdentities(_ screen: Screen) {
        var reportedCells: Set<String> = []
        for section in spec.sections {
            for row in section.rows where row.repeated?.value == true {
                guard let cell = screen.cell(named: row.cell.value),
                    let fields = optionalIdentity(cell.identity, among: cell.fields)
                else { continue }
                let rowLocation = row.repeated?.location ?? row.cell.location
                if let library = cell.library {
                    let owner = "cell '\(cell.name)' of cell library '\(library)'"
                    let declared = libraries[library]?.declarations[cell.name].map {
                        Diagnostic.Note("cell library '\(library)' declares cell '\(cell.name)' here", at: $0)
                    }
                    diagnostics.warning(
                        Self.optionalRowIdentityMessage(owner: owner, fields: fields), at: rowLocation,
                        notes: declared.map { [$0] } ?? [])
                    continue
                }
                guard let declared = spec.cells.first(where: { $0.name.value == cell.name }) else { continue }
                let owner = "cell '\(cell.name)'"
                if let identity = declared.identity {
                    guard reportedCells.insert(cell.name).inserted else { continue }
                    diagnostics.warning(
                        Self.optionalRowIdentityMessage(owner: owner, fields: fields),
                        at: identity.first?.location ?? declared.name.location,
                        notes: [
                            Diagnostic.Note(
                                "\(row.ownerName(inSection: section.id.value)) repeats cell '\(cell.name)' here",
                                at: rowLocation)
                        ])
                } else if !Self.warnsAboutRowsWithoutIdentity(declared) {
                    // Otherwise all fields identify the rows, and that warning asks for an
                    // identity already; this one follows once there is one.
                    diagnostics.warning(Self.optionalRowIdentityMessage(owner: owner, fields: fields), at: rowLocation)
                }
            }
        }
    }

    /// A repeated section with `identity` is one section per identity: sections with nil in
    /// every identity field are one section, rows and all.
    private mutating func warnAboutOptionalSectionIdentities(_ screen: Screen) {
        for (written, section) in zip(spec.sections, screen.sections) where section.isRepeated {
            guard let identity = written.identity,
                let fields = optionalIdentity(section.identity, among: section.context)
            else { continue }
            diagnostics.warning(
                "repeated section '\(section.id)' is identified only by \(Self.optionalFields(fields, "context field")): sections whose \(Self.nilFields(fields)) share one id, and only the first of them is shown, rows and all; include in its 'identity' a non-optional context field that tells sections apart, such as an id",
                at: identity.first?.location ?? written.id.location)
        }
    }

    /// The identity's fields, when there are some and every one of them is optional; else nil.
    private func optionalIdentity(_ identity: [String], among fields: [Field]) -> [Field]? {
        let named = fields.filter { identity.contains($0.name) }
        guard !named.isEmpty else { return nil }
        for field in named {
            guard case .success(let type) = parsedTypes.parse(field.type), type.isOptional else { return nil }
        }
        return named
    }

    static func optionalRowIdentityMessage(owner: String, fields: [Field]) -> String {
        "repeated rows of \(owner) are identified only by \(optionalFields(fields, "field")): rows whose \(nilFields(fields)) share one id, and only the first of them is shown; include in the cell's 'identity' a non-optional field that tells rows apart, such as an id"
    }

    /// `an optional field (url: URL?)`, `optional fields (authorName: String?, date: String?)`.
    private static func optionalFields(_ fields: [Field], _ noun: String) -> String {
        let listed = fields.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        return fields.count == 1 ? "an optional \(noun) (\(listed))" : "optional \(noun)s (\(listed))"
    }

    /// `url is nil`, `authorName and date are nil`, `a, b and c are nil`.
    private static func nilFields(_ fields: [Field]) -> String {
        let names = fields.map(\.name)
        guard let last = names.last, names.count > 1 else { return "\(names[0]) is nil" }
        return names.dropLast().joined(separator: ", ") + " and \(last) are nil"
    }

    /// Whether `warnAboutRowsWithoutIdentity` warns about the repeated rows of `cell`: it has no
    /// `identity`, more than one field and none named `id`, so all of its fields identify a row.
    static func warnsAboutRowsWithoutIdentity(_ cell: CellSpec) -> Bool {
        cell.identity == nil && cell.fields.count > 1
            && !cell.fields.contains(where: { $0.name.value == GeneratedNames.identifierProperty })
    }
}
