/// Generated names that would collide, and user types that generated names would shadow.
extension Validation {
    /// `isLibrary`: the spec is a cell library's, whose namespace holds only its views' types.
    mutating func checkGeneratedNameCollisions(actions: [Action], isLibrary: Bool = false) {
        checkNamespaceTypes(
            actions: actions, fixed: isLibrary ? [] : GeneratedNames.fixedTypes)
        checkEventProperties()
        checkRowCases()
        checkDerivedMembers()
        checkSelectors()
        checkActionRowCases(actions: actions)
        checkNestedIDs()
    }

    /// A view-model identified by several (not all) of its fields nests `struct ID`; inside it,
    /// a field type spelled `ID` would mean that struct.
    private mutating func checkNestedIDs() {
        for cell in spec.cells {
            guard let identity = cell.identity, identity.count > 1, identity.count < cell.fields.count else { continue }
            for field in cell.fields where parsedTypes.topLevelNames(in: field.type.value).contains("ID") {
                diagnostics.error(
                    "'ID' in the type of field '\(field.name.value)' would mean the '\(GeneratedNames.viewModel(cell.name.value)).ID' that the identity of cell '\(cell.name.value)' generates; qualify it with its module (MyApp.ID) or rename the type",
                    at: field.type.location)
            }
        }
    }

    /// The enums with a case per cell, named after it (an action's `<Action>Row`, a slot's
    /// `<Section><Slot>Item`): two cells whose names differ only in the case of their first
    /// letters would share a case.
    private mutating func checkActionRowCases(actions: [Action]) {
        for action in actions where action.payload?.isShared == true {
            let location = spec.actions.first { $0.name.value == action.name }?.name.location ?? spec.screen.location
            checkCellCases(action.payload?.cells ?? [], of: GeneratedNames.actionRow(action.name), at: location) {
                earlier, cell, name in
                "action '\(action.name)' is sent by cells '\(earlier)' and '\(cell)', which would both be the case '\(name)' of \(GeneratedNames.actionRow(action.name)); rename one of the cells or give each its own action"
            }
        }
        for section in spec.sections {
            var checked: Set<SourceLocation> = []
            for slot in section.rows.compactMap { $0.slot } where checked.insert(slot.location).inserted {
                let type = GeneratedNames.slotItem(section: section.id.value, slot: slot.id.value)
                let cells = slot.cells.map(\.value).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                checkCellCases(cells, of: type, at: slot.id.location) { earlier, cell, name in
                    "slot '\(slot.id.value)' of section '\(section.id.value)' lists cells '\(earlier)' and '\(cell)', which would both be the case '\(name)' of \(type); rename one of the cells"
                }
            }
        }
    }

    private mutating func checkCellCases(
        _ cells: [String], of type: String, at location: SourceLocation, message: (String, String, String) -> String
    ) {
        var first: [String: String] = [:]
        for cell in cells {
            let name = GeneratedNames.cellCase(cell)
            if let earlier = first[name] { diagnostics.error(message(earlier, cell, name), at: location) }
            first[name] = first[name] ?? cell
        }
    }

    /// Names CellGen derives from others must be legal where they go: a row's default id (the
    /// cell's name in lowerCamelCase) and a header view's `Supplementary` case.
    private mutating func checkDerivedMembers() {
        for section in spec.sections {
            for row in section.rows where row.id == nil && row.slot == nil {
                let derived = GeneratedNames.defaultRowID(cell: row.cell.value)
                if SwiftIdentifier.isValid(derived), SwiftIdentifier.escaped(derived, for: .member) == nil {
                    diagnostics.error(
                        "this row of cell '\(row.cell.value)' would be named '\(derived)', which Swift cannot use as a name here; give the row an 'id'",
                        at: row.cell.location)
                }
            }
        }
        for header in spec.headers {
            let derived = GeneratedNames.supplementaryCase(header.name.value)
            if derived == GeneratedNames.titleSupplementaryCase {
                diagnostics.error(
                    "header view '\(header.name.value)' would be the case '\(derived)', which fixed titles use; rename the header view",
                    at: header.name.location)
            } else if SwiftIdentifier.isValid(derived), SwiftIdentifier.escaped(derived, for: .member) == nil {
                diagnostics.error(
                    "header view '\(header.name.value)' would be the case '\(derived)', which Swift cannot use; rename it",
                    at: header.name.location)
            }
        }
    }

    /// Every action's selector method must be unique (`send` and `Send` would both be `xSend`).
    private mutating func checkSelectors() {
        var first: [String: Located<String>] = [:]
        first.reserveCapacity(spec.actions.count)
        for action in spec.actions {
            let selector = GeneratedNames.selectorMethod(screen: spec.screen.value, action: action.name.value)
            if let earlier = first[selector] {
                diagnostics.error(
                    "actions '\(earlier.value)' and '\(action.name.value)' would both be the selector '\(selector)'; rename one",
                    at: action.name.location,
                    notes: [Diagnostic.Note("'\(earlier.value)' is here", at: earlier.location)])
            } else {
                first[selector] = action.name
            }
        }
    }

    /// What generates a type nested in the screen's namespace, put in words only when a message
    /// names it.
    private enum TypeOrigin {
        case cellGen
        case cell(String)
        case header(String)
        case section(String)
        case slot(String, section: String)
        case environment
        case action(String)

        var description: String {
            switch self {
            case .cellGen: "CellGen itself"
            case .cell(let name): "cell '\(name)'"
            case .header(let name): "header view '\(name)'"
            case .section(let id): "section '\(id)'"
            case .slot(let id, let section): "slot '\(id)' of section '\(section)'"
            case .environment: "'environment'"
            case .action(let name): "action '\(name)'"
            }
        }
    }

    /// Every type nested in the screen's namespace, with what produced it.
    private func namespaceTypes(actions: [Action]) -> [(name: String, origin: TypeOrigin, location: SourceLocation)] {
        var types: [(name: String, origin: TypeOrigin, location: SourceLocation)] = []
        for cell in spec.cells {
            let name = cell.name.value
            for type in [GeneratedNames.viewModel(name), GeneratedNames.configurable(name)] {
                types.append((type, .cell(name), cell.name.location))
            }
        }
        for header in spec.headers {
            let name = header.name.value
            for type in [GeneratedNames.viewModel(name), GeneratedNames.configurable(name)] {
                types.append((type, .header(name), header.name.location))
            }
            if !header.events.isEmpty {
                types.append((GeneratedNames.headerUse(name), .header(name), header.name.location))
            }
        }
        for section in spec.sections {
            let id = section.id.value
            types.append((GeneratedNames.sectionInput(id), .section(id), section.id.location))
            if !section.context.isEmpty {
                types.append((GeneratedNames.sectionContext(id), .section(id), section.id.location))
            }
            var slots: Set<String> = []
            for slot in section.rows.compactMap { $0.slot } where slots.insert(slot.id.value).inserted {
                types.append(
                    (
                        GeneratedNames.slotItem(section: id, slot: slot.id.value), .slot(slot.id.value, section: id),
                        slot.id.location
                    ))
            }
        }
        if let first = spec.environment.first {
            types.append((GeneratedNames.environment, .environment, first.name.location))
        }
        let shared = Set(actions.filter { $0.payload?.isShared == true }.map(\.name))
        for action in spec.actions where shared.contains(action.name.value) {
            types.append(
                (GeneratedNames.actionRow(action.name.value), .action(action.name.value), action.name.location))
        }
        return types
    }

    private mutating func checkNamespaceTypes(actions: [Action], fixed: [String]) {
        let screen = spec.screen.value
        let types = namespaceTypes(actions: actions)
        // Sized up front: grown from empty, it was rehashed five times a spec.
        var first: [String: (origin: TypeOrigin, location: SourceLocation)] = [:]
        first.reserveCapacity(fixed.count + types.count)
        for fixed in fixed { first[fixed] = (.cellGen, spec.screen.location) }
        for type in types {
            guard let earlier = first[type.name] else {
                first[type.name] = (type.origin, type.location)
                continue
            }
            let origin = type.origin.description
            let earlierOrigin = earlier.origin.description
            if earlierOrigin != origin {
                diagnostics.error(
                    "\(origin) generates '\(screen).\(type.name)', which \(earlierOrigin) generates too; rename one of them",
                    at: type.location, notes: [Diagnostic.Note("\(earlierOrigin) is here", at: earlier.location)])
            }
        }
        // A user type spelled like a generated one would mean the generated one inside the namespace.
        // A screen named like a standard type (`String`) is an error of its own.
        let checksNamespace = !GeneratedNames.isReservedScreenName(screen)
        // Most names a spec mentions (`String`, `URL`) are no generated type's: their length and
        // first byte say so without hashing them.
        let shapes = NameShapes(first.keys)
        for reference in userTypeReferences(where: {
            (shapes.mayContain($0) && first[$0] != nil) || (checksNamespace && $0 == screen)
        }) {
            let generated = reference.name == screen ? "namespace '\(screen)'" : "'\(screen).\(reference.name)'"
            diagnostics.error(
                "'\(reference.name)' in \(reference.origin) would mean the generated \(generated) inside the generated code; qualify it with its module (MyApp.\(reference.name)) or rename the type",
                at: reference.location)
        }
    }

    /// The first name of every user type the spec mentions (field, context and payload types and
    /// cell classes) that `matches` accepts, in spec order.
    private func userTypeReferences(where matches: (String) -> Bool) -> [(
        name: String, origin: String, location: SourceLocation
    )] {
        var references: [(name: String, origin: String, location: SourceLocation)] = []
        func add(_ type: Located<String>, _ origin: @autoclosure () -> String) {
            for name in parsedTypes.topLevelNames(in: type.value) where matches(name) {
                references.append((name, origin(), type.location))
            }
        }
        for cell in spec.cells {
            if let className = cell.className { add(className, "the class of cell '\(cell.name.value)'") }
            if let view = cell.swiftUI.view { add(view, "the SwiftUI view of cell '\(cell.name.value)'") }
            for field in cell.fields { add(field.type, "the type of field '\(field.name.value)'") }
            for event in cell.events {
                if let payload = event.payload { add(payload, "the payload of event '\(event.name.value)'") }
            }
        }
        for header in spec.headers {
            if let className = header.className { add(className, "the class of header view '\(header.name.value)'") }
            for field in header.fields { add(field.type, "the type of field '\(field.name.value)'") }
        }
        for section in spec.sections {
            for field in section.context { add(field.type, "the type of context field '\(field.name.value)'") }
        }
        for field in spec.environment { add(field.type, "the type of environment field '\(field.name.value)'") }
        return references
    }

    private mutating func checkEventProperties() {
        for cell in spec.cells {
            var first: [String: Located<String>] = [:]
            first.reserveCapacity(cell.events.count)
            for event in cell.events {
                let property = GeneratedNames.eventProperty(event.name.value)
                if let earlier = first[property] {
                    diagnostics.error(
                        "events '\(earlier.value)' and '\(event.name.value)' of cell '\(cell.name.value)' would both generate '\(property)'",
                        at: event.name.location,
                        notes: [Diagnostic.Note("'\(earlier.value)' is here", at: earlier.location)])
                } else {
                    first[property] = event.name
                }
            }
        }
    }

    private mutating func checkRowCases() {
        let rowIDs = spec.sections.map { $0.rows.map { $0.resolvedID } }
        let sectionsUsing = GeneratedNames.sectionsUsing(rowIDs)
        var first: [String: (section: String, row: String, location: SourceLocation)] = [:]
        first.reserveCapacity(rowIDs.reduce(0) { $0 + $1.count })
        for (section, ids) in zip(spec.sections, rowIDs) {
            for (row, rowID) in zip(section.rows, ids) {
                let location = row.location
                let name = GeneratedNames.rowCase(section: section.id.value, rowID: rowID, sectionsUsing: sectionsUsing)
                if let earlier = first[name], earlier.section != section.id.value || earlier.row != rowID {
                    diagnostics.error(
                        "row '\(rowID)' of section '\(section.id.value)' and row '\(earlier.row)' of section '\(earlier.section)' would both be the row case '\(name)'; change a row id",
                        at: location, notes: [Diagnostic.Note("the other row is here", at: earlier.location)])
                } else if first[name] == nil {
                    first[name] = (section.id.value, rowID, location)
                }
            }
        }
    }
}
