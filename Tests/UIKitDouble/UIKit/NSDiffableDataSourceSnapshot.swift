// UIKit test double: NSDiffableDataSourceSnapshot (the UIKit overlay's iOS 13 struct, checked
// against the iOS 18 swiftinterface: `@preconcurrency`, `@unchecked Sendable`, both identifier types
// `Hashable & Sendable`).
//
// Sections and items are kept in order. Misuse traps with the reasons of the exceptions UIKit raises
// (Tests/UIKitDouble/API.md, "Where the double traps"): identifiers repeated in one call, a section
// appended twice, items without a section, unknown sections in queries, unknown destinations of
// inserts and moves, reloads and reconfigurations of what is not there. What UIKit lets pass, the
// double lets pass: deleting an identifier that is not there, appending an item that is already
// there (it moves).

/// The state of a diffable data source: ordered sections of ordered, unique items.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var reloadedSections: [SectionIdentifierType] = []
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []

    public init() {}

    // MARK: Queries

    public var numberOfItems: Int { sectionOfItem.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }

    /// iOS 15.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// iOS 15.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// iOS 15.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let items = itemsBySection[identifier] else {
            fatalError("Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API "
                + "(which has O(1) performance)")
        }
        return items
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index across all sections, as UIKit counts it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    // MARK: Items

    /// Appends to `sectionIdentifier`, or to the last section when it is nil. An item already in the
    /// snapshot moves here, as in UIKit.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            fatalError("There are currently no sections in the data source. Please add a section first.")
        }
        requireUniqueItems(identifiers)
        requireSection(section, notSatisfying: "section != NSNotFound")
        deleteItems(identifiers)
        itemsBySection[section, default: []].append(contentsOf: identifiers)
        for item in identifiers { sectionOfItem[item] = section }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1)
    }

    /// Deletes the items; identifiers not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: item) else { continue }
            itemsBySection[section]?.removeAll { $0 == item }
        }
    }

    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, offset: 0)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, offset: 1)
    }

    /// Marks items so their cells are replaced by newly dequeued ones.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        requireItems(identifiers, for: "reload")
        reloadedItems.append(contentsOf: identifiers.filter { !reloadedItems.contains($0) })
    }

    /// Marks items so their existing cells are configured again (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        requireItems(identifiers, for: "reconfigure")
        reconfiguredItems.append(contentsOf: identifiers.filter { !reconfiguredItems.contains($0) })
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        requireNewSections(identifiers)
        sections.append(contentsOf: identifiers)
        for section in identifiers { itemsBySection[section] = [] }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, offset: 0)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, offset: 1)
    }

    /// Deletes the sections and their items; unknown sections are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard let items = itemsBySection.removeValue(forKey: section) else { continue }
            for item in items { sectionOfItem[item] = nil }
            sections.removeAll { $0 == section }
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 0)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 1)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where itemsBySection[section] == nil {
            fatalError("Attempted to reload section identifier that does not exist in the snapshot: \(section)")
        }
        reloadedSections.append(contentsOf: identifiers.filter { !reloadedSections.contains($0) })
    }

    // MARK: Double internals

    /// The snapshot as a data source keeps it after `apply`: no pending reloads.
    var applied: NSDiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedSections = []
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        return copy
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int) {
        requireUniqueItems(identifiers)
        guard sectionOfItem[anchor] != nil else { notSatisfying("section != NSNotFound") }
        requireNotAmong(identifiers, anchor, operation: "insertion")
        deleteItems(identifiers)
        guard let section = sectionOfItem[anchor], let index = itemsBySection[section]?.firstIndex(of: anchor) else { return }
        itemsBySection[section]?.insert(contentsOf: identifiers, at: index + offset)
        for item in identifiers { sectionOfItem[item] = section }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int) {
        guard sectionOfItem[identifier] != nil else { notSatisfying("fromIndex != NSNotFound") }
        guard sectionOfItem[anchor] != nil else { notSatisfying("toIndex != NSNotFound") }
        requireNotAmong([identifier], anchor, operation: "move")
        insert([identifier], at: anchor, offset: offset)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, offset: Int) {
        guard sections.contains(anchor) else { notSatisfying("insertIndex != NSNotFound") }
        requireNewSections(identifiers)
        guard let index = sections.firstIndex(of: anchor) else { return }
        sections.insert(contentsOf: identifiers, at: index + offset)
        for section in identifiers { itemsBySection[section] = [] }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int) {
        requireSection(identifier, notSatisfying: "fromSection != NSNotFound")
        requireSection(anchor, notSatisfying: "toSection != NSNotFound")
        guard identifier != anchor else {
            fatalError("Invalid update: destination for section move operation [\(anchor)] is in the move identifier list")
        }
        sections.removeAll { $0 == identifier }
        guard let index = sections.firstIndex(of: anchor) else { return }
        sections.insert(identifier, at: index + offset)
    }

    /// UIKit's assertion of a parameter (`NSInternalInconsistencyException`).
    private func notSatisfying(_ condition: String) -> Never {
        fatalError("Invalid parameter not satisfying: \(condition)")
    }

    private func requireSection(_ section: SectionIdentifierType, notSatisfying condition: String) {
        if itemsBySection[section] == nil { notSatisfying(condition) }
    }

    /// A destination may not be one of the items put before or after it.
    private func requireNotAmong(_ items: [ItemIdentifierType], _ anchor: ItemIdentifierType, operation: String) {
        guard !items.contains(anchor) else {
            fatalError("Invalid update: destination for \(operation) operation [\(anchor)] is in the \(operation) identifier list")
        }
    }

    private func requireItems(_ items: [ItemIdentifierType], for operation: String) {
        for item in items where sectionOfItem[item] == nil {
            fatalError("Attempted to \(operation) item identifier that does not exist in the snapshot: \(item)")
        }
    }

    /// Identifiers repeated within one call; an item already in the snapshot is moved instead.
    private func requireUniqueItems(_ items: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = items.filter { !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            fatalError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
    }

    /// Sections repeated within one call, or already in the snapshot.
    private func requireNewSections(_ newSections: [SectionIdentifierType]) {
        var seen = Set<SectionIdentifierType>()
        let repeated = newSections.filter { !seen.insert($0).inserted }
        guard repeated.isEmpty else {
            fatalError("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(repeated)")
        }
        let existing = newSections.filter { itemsBySection[$0] != nil }
        guard existing.isEmpty else {
            let count = existing.count == 1 ? "1 section identifier" : "\(existing.count) section identifiers"
            fatalError("Diffable data source detected an attempt to insert or append \(count) that already exist in the snapshot. "
                + "Identifiers in a snapshot must be unique. Section identifiers that already exist: \(existing)")
        }
    }
}
