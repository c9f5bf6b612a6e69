/// Bounds on how much one screen may declare. The seed screens use at most 6 cells, 4 sections,
/// 8 rows in a section and 5 actions; the limits sit two orders of magnitude above that. What
/// they protect is the user's build: every cell adds about 60 lines of generated Swift and every
/// row a case to switches that swiftc type-checks, so an unbounded spec (a 1 MiB file can hold
/// 30,000 cells) would make one generated file take minutes to compile. Above the limits a
/// screen should be split, which is also what a reviewer would ask for.
public struct SpecLimits: Hashable, Sendable {
    /// Cells and header views together: each is a view-model and a protocol, and a case in the screen's switches.
    public var maximumViews: Int
    /// Fields of one cell, header or section context: each is a stored property and an
    /// `init` parameter.
    public var maximumFields: Int
    /// Events of one cell: each is a closure property and a case in `Events`.
    public var maximumEvents: Int
    /// Sections of the screen: each is an input type and a `SectionID` case.
    public var maximumSections: Int
    /// Rows of one section: each is a `Row` case and a parameter of the section's input.
    public var maximumRows: Int
    /// Actions of the screen: each is an `Action` case, a handler requirement and a selector.
    public var maximumActions: Int

    public init(
        maximumViews: Int, maximumFields: Int, maximumEvents: Int,
        maximumSections: Int, maximumRows: Int, maximumActions: Int
    ) {
        self.maximumViews = maximumViews
        self.maximumFields = maximumFields
        self.maximumEvents = maximumEvents
        self.maximumSections = maximumSections
        self.maximumRows = maximumRows
        self.maximumActions = maximumActions
    }

    public static let `default` = SpecLimits(
        maximumViews: 200, maximumFields: 64, maximumEvents: 32,
        maximumSections: 64, maximumRows: 128, maximumActions: 200)
}

extension Validation {
    /// Reports every list that is longer than its limit, at the first entry past the limit.
    /// Returns false when one was, so the caller stops before checking thousands of entries.
    mutating func checkLimits() -> Bool {
        var withinLimits = true
        func checkCount<Item>(
            _ items: [Item], _ location: (Item) -> SourceLocation, _ limit: Int, _ what: String,
            in owner: @autoclosure () -> String
        ) {
            guard items.count > limit else { return }
            withinLimits = false
            diagnostics.error(
                "\(owner()) declares \(items.count) \(what); at most \(limit) are allowed: split the screen (this is number \(limit + 1))",
                at: location(items[limit]))
        }

        let views = spec.cells.map { $0.name.location } + spec.headers.map(\.name.location)
        checkCount(views, { $0 }, limits.maximumViews, "cells and header views", in: "the screen")
        for cell in spec.cells {
            checkCount(cell.fields, \.name.location, limits.maximumFields, "fields", in: "cell '\(cell.name.value)'")
            checkCount(cell.events, \.name.location, limits.maximumEvents, "events", in: "cell '\(cell.name.value)'")
        }
        for header in spec.headers {
            checkCount(
                header.fields, \.name.location, limits.maximumFields, "fields", in: "header '\(header.name.value)'")
        }
        checkCount(spec.sections, { $0.location }, limits.maximumSections, "sections", in: "the screen")
        checkCount(spec.environment, \.name.location, limits.maximumFields, "fields", in: "the environment")
        for section in spec.sections {
            checkCount(
                section.context, \.name.location, limits.maximumFields, "context fields",
                in: "section '\(section.id.value)'")
            // A slot's cells are rows each, all at the slot: the one past the limit is its cell.
            checkCount(
                section.rows, { $0.slot == nil ? $0.location : $0.cell.location }, limits.maximumRows, "rows",
                in: "section '\(section.id.value)'")
        }
        checkCount(spec.actions, \.name.location, limits.maximumActions, "actions", in: "the screen")
        return withinLimits
    }
}
