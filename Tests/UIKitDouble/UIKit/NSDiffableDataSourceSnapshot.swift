// UIKit test double: NSDiffableDataSourceSnapshot (the UIKit overlay's iOS 13 struct, checked
// against the iOS 18 swiftinterface: `@preconcurrency`, `@unchecked Sendable`, both identifier types
// `Hashable & Sendable`).
//
// Sections and items are kept in order. Misuse traps with UIKit's messages: duplicate identifiers,
// items without a section, unknown identifiers in queries, reloads and reconfigurations.

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
            fatalError("Invalid section identifier (\(identifier)) specified: the section is not in the snapshot")
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

    /// Appends to `sectionIdentifier`, or to the last section when it is nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            fatalError("There are currently no sections in the data source. Please add a section first.")
        }
        requireSection(section, for: "appendItems(_:toSection:)")
        requireNewItems(identifiers)
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
        requireItems([identifier, toIdentifier], for: "move")
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, offset: 0)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        requireItems([identifier, toIdentifier], for: "move")
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, offset: 1)
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
        for section in identifiers { requireSection(section, for: "reloadSections(_:)") }
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
        guard let section = sectionOfItem[anchor], let index = itemsBySection[section]?.firstIndex(of: anchor) else {
            fatalError("Invalid item identifier specified for insertion: \(anchor) is not in the snapshot")
        }
        requireNewItems(identifiers)
        itemsBySection[section]?.insert(contentsOf: identifiers, at: index + offset)
        for item in identifiers { sectionOfItem[item] = section }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, offset: Int) {
        guard let index = sections.firstIndex(of: anchor) else {
            fatalError("Invalid section identifier specified for insertion: \(anchor) is not in the snapshot")
        }
        requireNewSections(identifiers)
        sections.insert(contentsOf: identifiers, at: index + offset)
        for section in identifiers { itemsBySection[section] = [] }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int) {
        requireSection(identifier, for: "moveSection")
        requireSection(anchor, for: "moveSection")
        sections.removeAll { $0 == identifier }
        guard let index = sections.firstIndex(of: anchor) else { return }
        sections.insert(identifier, at: index + offset)
    }

    private func requireSection(_ section: SectionIdentifierType, for operation: String) {
        guard itemsBySection[section] != nil else {
            fatalError("Invalid section identifier (\(section)) specified for \(operation): the section is not in the snapshot")
        }
    }

    private func requireItems(_ items: [ItemIdentifierType], for operation: String) {
        for item in items where sectionOfItem[item] == nil {
            fatalError("Attempted to \(operation) item identifier that does not exist in the snapshot: \(item)")
        }
    }

    private func requireNewItems(_ items: [ItemIdentifierType]) {
        var seen = Set(sectionOfItem.keys)
        let duplicates = items.filter { !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            fatalError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
    }

    private func requireNewSections(_ newSections: [SectionIdentifierType]) {
        var seen = Set(sections)
        let duplicates = newSections.filter { !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            fatalError("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(duplicates)")
        }
    }
}
