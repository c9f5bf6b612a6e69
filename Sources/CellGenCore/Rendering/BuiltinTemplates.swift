// This file is written by scripts/embed-templates.py from Templates/. Do not edit it: edit the
// templates and run the script. BuiltinTemplatesTests fails while the two differ.

/// The built-in templates, by name, embedded so that the `cellgen` binary needs no files
/// beside it.
enum BuiltinTemplates {
    static let all: [String: String] = [
        "action-row-behaviours": #"""
        {{! What rows send as they come into view or leave it, and what prefetching them sends (issue 34). Included at the end of action-row-maps. }}
        {{#hasAppear}}

            /// What `row` sends when it comes into view: its cell's `appear`; nil for none.
            {{{access}}}static func appearance(of row: {{{rowType}}}) -> {{{actionType}}}? {
                switch row {
        {{#appearances}}
                case {{{pattern}}}: {{{result}}}
        {{/appearances}}
                }
            }
        {{/hasAppear}}
        {{#hasDisappear}}

            /// What `row` sends when it leaves the view: its cell's `disappear`; nil for none.
            {{{access}}}static func disappearance(of row: {{{rowType}}}) -> {{{actionType}}}? {
                switch row {
        {{#disappearances}}
                case {{{pattern}}}: {{{result}}}
        {{/disappearances}}
                }
            }
        {{/hasDisappear}}
        {{#prefetchMaps}}

            /// What `{{{function}}}` of `rows` sends: each cell's action once, with its rows in order.
            {{{access}}}static func {{{function}}}(of rows: [{{{rowType}}}]) -> [{{{actionType}}}] {
        {{#batches}}
                var {{{variable}}}: [{{{elementType}}}] = []
        {{/batches}}
                for row in rows {
                    switch row {
        {{#batches}}
                    case {{{patterns}}}: {{{variable}}}.append({{{element}}})
        {{/batches}}
        {{#others}}
                    case {{{.}}}: break
        {{/others}}
                    }
                }
                var actions: [{{{actionType}}}] = []
        {{#batches}}
                if !{{{variable}}}.isEmpty { actions.append({{{action}}}) }
        {{/batches}}
                return actions
            }
        {{/prefetchMaps}}

        """#,
        "action-row-maps": #"""
        {{! What each row of the screen sends: on selection, in swipe actions and menus, and how the actions look there. Inside the Action enum, or in an extension of it beside the data source when the models are separate (then the types are qualified). }}
            /// What selecting `row` sends: its row's `select`, else its cell's; nil for none or when not selectable.
            {{{access}}}static func selection(of row: {{{rowType}}}) -> {{{actionType}}}? {
                guard row.isSelectable else { return nil }
                return switch row {
        {{#selections}}
                case {{{pattern}}}: {{{result}}}
        {{/selections}}
                }
            }
        {{#hasLeadingSwipe}}

            /// The actions a swipe from the leading edge of `row` offers; a full swipe performs the first.
            {{{access}}}static func leadingSwipe(of row: {{{rowType}}}) -> [{{{actionType}}}] {
                switch row {
        {{#leadingSwipe}}
                case {{{pattern}}}: {{{result}}}
        {{/leadingSwipe}}
                }
            }
        {{/hasLeadingSwipe}}
        {{#hasTrailingSwipe}}

            /// The actions a swipe from the trailing edge of `row` offers; a full swipe performs the first.
            {{{access}}}static func trailingSwipe(of row: {{{rowType}}}) -> [{{{actionType}}}] {
                switch row {
        {{#trailingSwipe}}
                case {{{pattern}}}: {{{result}}}
        {{/trailingSwipe}}
                }
            }
        {{/hasTrailingSwipe}}
        {{#hasDeletion}}

            /// What deleting `row` sends (its first trailing swipe action, which the delete control
            /// offers while editing); nil for a row that cannot be deleted.
            {{{access}}}static func deletion(of row: {{{rowType}}}) -> {{{actionType}}}? {
                switch row {
        {{#deletions}}
                case {{{pattern}}}: {{{result}}}
        {{/deletions}}
                }
            }
        {{/hasDeletion}}
        {{#hasReordering}}

            /// What moving `row` to `value` among the rows of its slot sends; nil for a row that cannot
            /// be reordered.
            {{{access}}}static func reordering(of row: {{{rowType}}}, to value: Int) -> {{{actionType}}}? {
                switch row {
        {{#reorderings}}
                case {{{pattern}}}: {{{result}}}
        {{/reorderings}}
                }
            }
        {{/hasReordering}}
        {{#hasMenu}}

            /// The actions of the context menu of `row`, in order.
            {{{access}}}static func menu(of row: {{{rowType}}}) -> [{{{actionType}}}] {
                switch row {
        {{#menu}}
                case {{{pattern}}}: {{{result}}}
        {{/menu}}
                }
            }
        {{/hasMenu}}
        {{#hasPresentations}}

            /// How the action looks in swipe actions and menus; nil for one that has no title.
            {{{access}}}var presentation: CellGenActionPresentation? {
                switch self {
        {{#presentations}}
                case {{{pattern}}}: {{{result}}}
        {{/presentations}}
                }
            }
        {{/hasPresentations}}
        {{>action-row-behaviours}}

        """#,
        "actions": #"""
        {{#actionRows}}
        /// Which kind of row sent `{{{action}}}`, with its values.
        {{{access}}}nonisolated enum {{{type}}}: Hashable, Sendable {
        {{#cases}}
            case {{{caseName}}}({{{viewModel}}})
        {{/cases}}
        }

        {{/actionRows}}
        /// Everything the rows of {{{screen}}} send, with the values each one delivers.
        {{{access}}}nonisolated enum Action: Hashable, Sendable {
        {{#actions}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            case {{{caseName}}}{{{casePayload}}}
        {{/actions}}

        {{^modelsSeparate}}

        {{>action-row-maps}}
        {{/modelsSeparate}}
        {{#hasActions}}
        {{#hasHandler}}

            /// Calls the handler's method for this action.
            @MainActor
            {{{access}}}func send(to handler: any ActionHandler) {
                switch self {
        {{#actions}}
                case {{{sendPattern}}}: handler.{{{methodName}}}({{{sendArguments}}})
        {{/actions}}
                }
            }
        {{/hasHandler}}
        {{/hasActions}}
        }
        {{#hasHandler}}

        /// Handles the screen's actions: usually its {{{handlerRole}}}.
        @MainActor
        {{{access}}}protocol ActionHandler: AnyObject {
        {{#actions}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            func {{{methodName}}}({{{methodParameters}}})
        {{/actions}}
        }
        {{/hasHandler}}

        """#,
        "builder-input": #"""
        /// What the screen shows, shaped like its spec: give it to `DataSource.apply(_:)`.
        {{{access}}}nonisolated struct Input: Equatable, Sendable {
        {{>stored-properties}}
        }
        {{#sections}}

        /// The rows of section `{{{id}}}`{{#isRepeated}}; the input holds one per section shown{{/isRepeated}}.
        {{{access}}}nonisolated struct {{{inputType}}}: Equatable, Sendable {
        {{>stored-properties}}
        }
        {{/sections}}
        {{#slotItems}}

        /// One element of slot `{{{slot}}}` in section `{{{section}}}`: which cell shows it, with its values.
        {{{access}}}nonisolated enum {{{type}}}: Hashable, Sendable {
        {{#cases}}
            case {{{caseName}}}{{{payload}}}
        {{/cases}}
        }
        {{/slotItems}}

        """#,
        "builder": #"""
        /// Turns an input into sections, in spec order, without those that have no rows unless their spec says
        /// `whenEmpty: show`{{#hasKeyedSections}}; of two sections with one identity, the first (even one left out){{/hasKeyedSections}}.
        /// Nonisolated: build off the main actor, then give the sections to `DataSource.apply(_:)`.
        {{{access}}}nonisolated enum Builder {
            {{{access}}}static func sections(from input: Input) -> [Section] {
        {{#isPlainList}}
                [
        {{#sections}}
                    {{{builderFunction}}}(input.{{{property}}}, id: {{{idExpression}}}),
        {{/sections}}
                ].filter { !$0.rows.isEmpty }
        {{/isPlainList}}
        {{^isPlainList}}
                var sections: [Section] = []
        {{#hasKeyedSections}}
                var shown: Set<SectionID> = []
        {{/hasKeyedSections}}
                func add(_ section: Section, keepsEmpty: Bool) {
                    guard {{{addCondition}}} else { return }
                    sections.append(section)
                }
        {{#sections}}
        {{#isRepeated}}
                {{{loop}}} {
                    add({{{builderFunction}}}(section, id: {{{idExpression}}}), keepsEmpty: {{{keepsEmpty}}})
                }
        {{/isRepeated}}
        {{^isRepeated}}
                add({{{builderFunction}}}(input.{{{property}}}, id: {{{idExpression}}}), keepsEmpty: {{{keepsEmpty}}})
        {{/isRepeated}}
        {{/sections}}
                return sections
        {{/isPlainList}}
            }
        {{#localizationBundle}}

            /// Where fixed titles and action titles are localized: the spec's `bundle`, by default the data source's.
            static var bundle: Bundle { {{{.}}} }
        {{/localizationBundle}}
        {{#emptyTitle}}

            /// The title of the empty state, localized.
            {{{access}}}static var emptyTitle: String { {{{.}}} }
        {{/emptyTitle}}
        {{#sections}}

            private static func {{{builderFunction}}}(_ section: {{{inputType}}}, id: SectionID) -> Section {
        {{#rowsExpression}}
                Section(
                    id: id{{{supplementaryArguments}}},
                    rows: {{{.}}}{{#loadMoreExpression}}, loadMore: {{{.}}}{{/loadMoreExpression}}{{{indexArgument}}})
        {{/rowsExpression}}
        {{^rowsExpression}}
                var rows: [Row] = []
        {{#appendStatements}}
                {{{.}}}
        {{/appendStatements}}
                return Section(id: id{{{supplementaryArguments}}}, rows: rows{{#loadMoreExpression}}, loadMore: {{{.}}}{{/loadMoreExpression}}{{{indexArgument}}})
        {{/rowsExpression}}
            }
        {{/sections}}
        {{#slotFunctions}}

            private static func {{{function}}}({{{parameters}}}) -> Row {
                switch item {
        {{#cases}}
                case {{{pattern}}}: {{{row}}}
        {{/cases}}
                }
            }
        {{/slotFunctions}}
        }

        """#,
        "cell-provider": #"""
        {{! A data source's cells and header views: which class shows each row and header, configured with its values, with its events wired to `send(_:)`. Shared by the table and collection data sources. }}
        {{{openAccess}}}override func cell(for row: Row, at indexPath: IndexPath) -> {{{cellType}}}? {
            switch row {
        {{#rowCases}}
        {{#swiftUI}}
            case .{{{caseName}}}({{{cellPattern}}}):
                dequeue({{{className}}}.self, at: indexPath) { cell in
                    cell.show(
                        {{{view}}}(
                            viewModel: viewModel{{{environmentArgument}}}{{#events}},
                            {{{property}}}: {{#isBound}}{ [weak self, weak cell] {{{closureParameter}}}in self?.send({{{actionExpression}}}, from: cell) }{{/isBound}}{{^isBound}}nil{{/isBound}}{{/events}}
                        ).id(viewModel.id){{#fallbackFunction}},
                        before16: Self.{{{.}}}(viewModel){{/fallbackFunction}})
                }
        {{/swiftUI}}
        {{^swiftUI}}
        {{^hasEvents}}
            case .{{{caseName}}}({{{cellPattern}}}):
                dequeue({{{className}}}.self, at: indexPath) { $0.{{{configureCall}}} }
        {{/hasEvents}}
        {{#hasEvents}}
            case .{{{caseName}}}({{{cellPattern}}}):
                dequeue({{{className}}}.self, at: indexPath, configure: { $0.{{{configureCall}}} }) { view in
                    {{>event-wiring}}
                }
        {{/hasEvents}}
        {{/swiftUI}}
        {{/rowCases}}
            }
        }
        {{#systemCells}}

        /// How the system cell of `{{{name}}}` rows shows a row's values{{#isSwiftUIFallback}} on iOS 15{{/isSwiftUIFallback}}.
        private static func {{{function}}}(_ viewModel: {{{viewModel}}}) -> UIListContentConfiguration {
            var content = UIListContentConfiguration.{{{factory}}}
        {{#assignments}}
            {{{.}}}
        {{/assignments}}
            return content
        }
        {{/systemCells}}
        {{#hasHeaderViews}}

        {{#isTable}}
        {{{openAccess}}}override func view(for supplementary: Supplementary) -> UIView? {
        {{/isTable}}
        {{#isCollection}}
        {{{openAccess}}}override func view(for supplementary: Supplementary, ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        {{/isCollection}}
            switch supplementary {
            case .title: nil
        {{#headerViews}}
            case .{{{caseName}}}({{{viewPattern}}}):
        {{^hasEvents}}
                dequeueHeaderFooter({{{className}}}.self{{#isCollection}}, ofKind: kind, at: indexPath{{/isCollection}}) { $0.{{{configureCall}}} }
        {{/hasEvents}}
        {{#hasEvents}}
                dequeueHeaderFooter({{{className}}}.self{{#isCollection}}, ofKind: kind, at: indexPath{{/isCollection}}) { show(viewModel, in: $0, for: use) }
        {{/hasEvents}}
        {{/headerViews}}
            }
        }

        {{{openAccess}}}override func reconfigure(_ view: {{#isTable}}UITableViewHeaderFooterView{{/isTable}}{{#isCollection}}UICollectionReusableView{{/isCollection}}, with supplementary: Supplementary) {
            switch supplementary {
            case .title: break
        {{#headerViews}}
            case .{{{caseName}}}({{{viewPattern}}}):
        {{^hasEvents}}
                (view as? {{{className}}})?.{{{configureCall}}}
        {{/hasEvents}}
        {{#hasEvents}}
                if let view = view as? {{{className}}} { show(viewModel, in: view, for: use) }
        {{/hasEvents}}
        {{/headerViews}}
            }
        }
        {{/hasHeaderViews}}
        {{#headerViews}}
        {{#hasEvents}}

        /// Shows a `{{{caseName}}}` view's values and wires its events for where it is shown.
        private func show(_ viewModel: {{{viewModel}}}, in view: some {{{configurable}}}, for use: {{{useType}}}) {
            view.{{{configureCall}}}
            switch use {
        {{#eventCases}}
            case {{{pattern}}}:
                {{>event-wiring}}
        {{/eventCases}}
            }
        }
        {{/hasEvents}}
        {{/headerViews}}

        """#,
        "configurable": #"""
        {{#hasProtocol}}
        /// Adopted by `{{{className}}}` to show {{{description}}}: `configure(with:{{#hasEnvironment}}environment:{{/hasEnvironment}})` is called on every
        /// dequeue and whenever the values{{#hasEnvironment}} or the environment{{/hasEnvironment}} change.
        @MainActor {{{access}}}protocol {{{configurable}}}: AnyObject {
            func configure(with viewModel: {{{viewModel}}}{{{environmentParameter}}})
        {{#events}}
            /// Set by the data source; call it when {{{description}}}.
            var {{{property}}}: {{{closureType}}} { get set }
        {{/events}}
        }
        {{/hasProtocol}}

        """#,
        "data-source-apply": #"""
        {{! The screen's apply of an Input, what it adds to the engine's applies (the empty state) and the engine's hooks for header views: shared by the table and collection data sources. }}
            /// Shows `input`: builds its sections with `Builder.sections(from:)` and applies them.
            {{{openAccess}}}func apply(_ input: Input, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        {{#emptyView}}
        {{#inputExpression}}
                emptyViewModel = {{{.}}}
        {{/inputExpression}}
        {{/emptyView}}
                apply(Builder.sections(from: input), animatingDifferences: animatingDifferences, completion: completion)
            }
        {{#hasEmptyState}}

            {{{openAccess}}}override func didApply() {
                showEmptyState()
            }
        {{/hasEmptyState}}

        {{#hasEmptyState}}

            /// The empty state, as the list's background while no section has rows.
            private func showEmptyState() {
                guard let listView else { return }
                guard listModel.rowCount == 0 else {
                    listView.backgroundView = nil
                    return
                }
        {{#emptyTitle}}
                if #available(iOS 17, *) {
                    // The system's empty state: its layout, fonts and margins.
                    var content = UIContentUnavailableConfiguration.empty()
                    content.text = Builder.emptyTitle
                    if let view = listView.backgroundView as? UIContentUnavailableView {
                        view.configuration = content
                    } else {
                        listView.backgroundView = UIContentUnavailableView(configuration: content)
                    }
                    return
                }
                let label = (listView.backgroundView as? UILabel) ?? UILabel()
                label.text = Builder.emptyTitle
                label.textAlignment = .center
                label.numberOfLines = 0
                label.textColor = .secondaryLabel
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                listView.backgroundView = label
        {{/emptyTitle}}
        {{#emptyView}}
        {{#isNib}}
                guard let viewModel = emptyViewModel, let view = listView.backgroundView as? {{{className}}} ?? {{{makeExpression}}} else { return }
        {{/isNib}}
        {{^isNib}}
                guard let viewModel = emptyViewModel else { return }
                let view = listView.backgroundView as? {{{className}}} ?? {{{makeExpression}}}
        {{/isNib}}
        {{#emptyStateUse}}
                show(viewModel, in: view, for: {{{.}}})
        {{/emptyStateUse}}
        {{^emptyStateUse}}
                view.{{{configureCall}}}
        {{/emptyStateUse}}
                listView.backgroundView = view
        {{/emptyView}}
            }
        {{/hasEmptyState}}

        """#,
        "data-source-behaviours": #"""
        {{! A screen's section index, impressions and prefetching (issue 34): the engine's hooks overridden to send the spec's actions. Shared by the table and collection data sources. }}
        {{#hasSectionIndex}}

            /// The section index: each section's `index` title, once, in order.
        {{#isTable}}
            {{{openAccess}}}override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        {{/isTable}}
        {{#isCollection}}
            {{{openAccess}}}override func indexTitles(for collectionView: UICollectionView) -> [String]? {
        {{/isCollection}}
                let titles = sectionIndex(\.indexTitle).map(\.title)
                return titles.isEmpty ? nil : titles
            }

            /// Where touching the index title at `index` scrolls to: the first section with that title.
        {{#isTable}}
            {{{openAccess}}}override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                let entries = sectionIndex(\.indexTitle)
                return entries.indices.contains(index) ? entries[index].section : 0
            }
        {{/isTable}}
        {{#isCollection}}
            {{{openAccess}}}override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
                let entries = sectionIndex(\.indexTitle)
                return IndexPath(item: 0, section: entries.indices.contains(index) ? entries[index].section : 0)
            }
        {{/isCollection}}
        {{/hasSectionIndex}}
        {{#hasAppear}}

            /// Sends the row's `appear` action, from its cell.
            {{{openAccess}}}override func rowWillAppear(_ row: Row, in cell: {{{cellType}}}) {
                if let action = Action.appearance(of: row) { send(action, from: cell) }
            }
        {{/hasAppear}}
        {{#hasDisappear}}

            /// Sends the row's `disappear` action, from its cell.
            {{{openAccess}}}override func rowDidDisappear(_ row: Row, from cell: {{{cellType}}}) {
                if let action = Action.disappearance(of: row) { send(action, from: cell) }
            }
        {{/hasDisappear}}
        {{#hasPrefetch}}

            /// Sends each cell's `prefetch` action with the view-models of its rows about to be shown.
            {{{openAccess}}}override func prefetch(_ rows: [Row]) {
                for action in Action.prefetch(of: rows) { send(action) }
            }
        {{#hasCancelPrefetch}}

            /// Sends each cell's `prefetch` `cancel` action with the ids of its rows no longer about to be shown.
            {{{openAccess}}}override func cancelPrefetching(_ rows: [Row]) {
                for action in Action.cancelPrefetch(of: rows) { send(action) }
            }
        {{/hasCancelPrefetch}}
        {{/hasPrefetch}}

        """#,
        "data-source-collection": #"""
        {{#isCompositional}}
        /// Shows the screen in a collection view laid out by `makeLayout()` through the list engine,
        /// `CellGenCollectionDataSource`, which becomes its data source and delegate; subclass it to change what it does.
        {{/isCompositional}}
        {{#isFlow}}
        /// Shows the screen in a collection view with a flow layout (`makeLayout()`), which it sizes, through the
        /// list engine, `CellGenCollectionDataSource`, which becomes its data source and delegate; subclass it to change what it does.
        {{/isFlow}}
        @MainActor
        {{{openAccess}}}class DataSource: CellGenCollectionDataSource<Section>, CellGenInputApplying{{#isFlow}}, UICollectionViewDelegateFlowLayout{{/isFlow}} {
        {{>data-source-state}}

            {{{access}}}init(collectionView: UICollectionView{{{environmentParameter}}}{{#hasHandler}}, handler: (any ActionHandler)? = nil{{/hasHandler}}) {
        {{#hasHandler}}
                self.handler = handler
        {{/hasHandler}}
        {{#hasEnvironment}}
                self.environment = environment
        {{/hasEnvironment}}
                super.init(collectionView: collectionView, screenName: {{{screenLiteral}}})
        {{#registrations}}
                {{{.}}}
        {{/registrations}}
        {{>data-source-wiring}}
        {{#allowsMultipleSelection}}
                collectionView.allowsMultipleSelection = true
        {{/allowsMultipleSelection}}
        {{#hasBulk}}
                collectionView.allowsMultipleSelectionDuringEditing = true
        {{/hasBulk}}
        {{#hasReordering}}
                reorderingHandlers.canReorderItem = { [weak self] item in self?.listModel[item].flatMap { Action.reordering(of: $0, to: 0) } != nil }
                reorderingHandlers.didReorder = { [weak self] transaction in self?.didReorder(transaction) }
        {{/hasReordering}}
            }
        {{#hasReordering}}

            /// Keeps the user's order (until the next apply) and sends the moved row's `reorder`.
            private func didReorder(_ transaction: NSDiffableDataSourceTransaction<SectionID, Item>) {
                guard let (source, destination) = movedItem(in: transaction), let moved = moveRow(at: source, to: destination),
                    let action = Action.reordering(of: moved.row, to: moved.index)
                else { return }
                send(action, from: shownCell(at: destination))
            }
        {{/hasReordering}}

        {{#isCompositional}}
            /// The screen's compositional layout: make the collection view with it, then the data source.
            {{{access}}}static func makeLayout() -> UICollectionViewCompositionalLayout {
                CellGenCompositionalLayout.make { (dataSource: DataSource, index, environment) in
                    dataSource.layoutSection(at: index, environment: environment{{{swipeArguments}}})
                }
            }
        {{#hasSectionLayouts}}

            {{{openAccess}}}override func layout(of section: SectionID) -> CellGenSectionLayout {
                switch section {
        {{#sections}}
                case .{{{caseName}}}: {{{layoutExpression}}}
        {{/sections}}
                }
            }
        {{/hasSectionLayouts}}

        {{/isCompositional}}
        {{#isFlow}}
            /// v1's flow layout: the data source sizes its items and header views as its delegate.
            {{{access}}}static func makeLayout() -> UICollectionViewFlowLayout {
                UICollectionViewFlowLayout()
            }

        {{/isFlow}}
        {{>data-source-apply}}

        {{#hasLoadMore}}

            /// Sends a section's `loadMore` when its item comes into view, then tells `delegate`.
            {{{openAccess}}}override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                loadMoreIfReached(at: indexPath)
                super.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
            }
        {{/hasLoadMore}}
        {{#hasMenu}}

            /// The menu `delegate` gives, else the row's when one item is pressed, or what every pressed
            /// row's menu offers when several are (iOS 16: iOS 15 calls the older method, deprecated since).
            @available(iOS 16.0, *)
            {{{openAccess}}}override func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
            ) -> UIContextMenuConfiguration? {
                if let menu = delegate?.cellGenContextMenu(collectionView, at: indexPaths, point: point) { return menu }
                return indexPaths.count == 1 ? contextMenu(at: indexPaths[0]) : sharedContextMenu(at: indexPaths)
            }

            /// The context menu of several rows, pressed together in a multiple selection: the actions
            /// every row's menu offers (told apart by their titles), each sent once per row.
            private func sharedContextMenu(at indexPaths: [IndexPath]) -> UIContextMenuConfiguration? {
                let menus = indexPaths.compactMap { row(at: $0) }.map(Action.menu(of:))
                let items = cellGenSharedMenu(menus, count: indexPaths.count, presentation: \.presentation) { [weak self] actions in
                    for action in actions { self?.send(action) }
                }
                guard !items.isEmpty else { return nil }
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: items) }
            }
        {{/hasMenu}}
        {{#isFlow}}

            /// Full-width items at the height the cell gives, fixed or estimated (the flow layout does
            /// not size cells itself: its `estimatedItemSize` is zero), else the layout's item height.
            {{{openAccess}}}func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                let fallback = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.height ?? 44
                let height = row(at: indexPath)?.height.itemHeight(fallback: fallback) ?? fallback
                return CGSize(width: collectionView.bounds.width, height: height)
            }

            {{{openAccess}}}func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
            ) -> CGSize {
        {{#hasLoadMore}}
                if showsPaging(inSectionAt: section, isFooter: false) { return CGSize(width: collectionView.bounds.width, height: CellGenPagingView.height) }
        {{/hasLoadMore}}
                {{#hasLoadMore}}return {{/hasLoadMore}}referenceSize(of: self.section(at: section)?.header, in: collectionView)
            }

            {{{openAccess}}}func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
            ) -> CGSize {
        {{#hasLoadMore}}
                if showsPaging(inSectionAt: section, isFooter: true) { return CGSize(width: collectionView.bounds.width, height: CellGenPagingView.height) }
        {{/hasLoadMore}}
                {{#hasLoadMore}}return {{/hasLoadMore}}referenceSize(of: self.section(at: section)?.footer, in: collectionView)
            }

            private func referenceSize(of supplementary: Supplementary?, in collectionView: UICollectionView) -> CGSize {
                guard let supplementary else { return .zero }
                return CGSize(width: collectionView.bounds.width, height: supplementary.height.itemHeight(fallback: CellGenTitleView.height))
            }
        {{/isFlow}}

        {{>data-source-interactions}}
        {{>data-source-behaviours}}
        {{>cell-provider}}
        }

        """#,
        "data-source-interactions": #"""
        {{! Paging, swipe actions, menus and the delivery of actions: shared by the table and collection data sources. }}
        {{#hasLoadMore}}
            /// Sends the section's `loadMore` when the row at `indexPath` is as near the end it pages at as
            /// it says, while the section is idle, once per page (`startsPage(of:)`): a spinner row that
            /// comes with the request, or a row edited or removed elsewhere, does not send it again.
            private func loadMoreIfReached(at indexPath: IndexPath) {
                guard let section = section(at: indexPath.section), let loadMore = section.loadMore else { return }
                guard loadMore.isReached(atRow: indexPath.{{{itemProperty}}}, of: section.rows.count), startsPage(of: section) else { return }
                send(loadMore.action)
            }

            /// A retry of the section's page (`retryPaging(of:)`) sends its `loadMore`.
            {{{openAccess}}}override func loadMore(of section: Section) {
                if let loadMore = section.loadMore { send(loadMore.action) }
            }

        {{/hasLoadMore}}
        {{#refresh}}
            /// Pull to refresh: sends the action{{#hasLoadMore}}, and paging starts over with the data that comes{{/hasLoadMore}}.
            private func didPullToRefresh() {
        {{#hasLoadMore}}
                restartPaging()
        {{/hasLoadMore}}
                send({{{.}}})
            }

            /// Ends pull to refresh: call it when the refresh is done, with or without new data (an
            /// apply does not end it: a page or an update that comes meanwhile is not the refresh).
            {{{access}}}func endRefreshing() {
                refreshControl.endRefreshing()
            }

        {{/refresh}}
        {{#hasSelectionModes}}
            /// How each section's rows stay selected (the spec's `selection`).
            {{{openAccess}}}override func selectionMode(of section: SectionID) -> CellGenSelectionMode {
                switch section {
        {{#sections}}
                case .{{{caseName}}}: .{{{selectionMode}}}
        {{/sections}}
                }
            }

        {{/hasSelectionModes}}
        {{#hasSwipe}}
            /// The swipe actions of the row at `indexPath`; none (not UIKit's default Delete) for a row
            /// that offers none.{{#hasDeletion}} Its deletion, once sent, removes the row until the next apply.{{/hasDeletion}}
            private func swipeActions(_ actions: (Row) -> [Action], at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        {{^hasDeletion}}
                let offered = row(at: indexPath).map(actions) ?? []
                let cell = shownCell(at: indexPath)
                return UISwipeActionsConfiguration(actions: offered.compactMap { action in
                    action.presentation?.contextualAction { [weak self, weak cell] in self?.send(action, from: cell) }
                })
        {{/hasDeletion}}
        {{#hasDeletion}}
                let row = row(at: indexPath)
                let offered = row.map(actions) ?? []
                let cell = shownCell(at: indexPath)
                let deletion = row.flatMap(Action.deletion(of:)), section = self.section(at: indexPath.section)?.id
                return UISwipeActionsConfiguration(actions: offered.compactMap { action in
                    action.presentation?.contextualAction { [weak self, weak cell] in
                        self?.send(action, from: cell)
                        if action == deletion, let row { self?.remove([row.id], in: section) }
                    }
                })
        {{/hasDeletion}}
            }

        {{/hasSwipe}}
        {{#hasMenu}}
            /// The context menu of the row at `indexPath`, identified by the row's item and previewing
            /// `menuPreview(for:at:)`; nil (no menu) for a row that has none.
            private func contextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
                guard let row = row(at: indexPath), let item = itemIdentifier(for: indexPath) else { return nil }
                let cell = shownCell(at: indexPath)
                let items = Action.menu(of: row).compactMap { action in
                    action.presentation?.menuAction { [weak self, weak cell] in self?.send(action, from: cell) }
                }
                guard !items.isEmpty else { return nil }
                let preview: UIContextMenuContentPreviewProvider = { [weak self] in self?.menuPreview(for: row, at: indexPath) }
                return UIContextMenuConfiguration(identifier: CellGenMenuIdentifier(item), previewProvider: preview) { _ in UIMenu(children: items) }
            }

            /// The view controller a row's context menu previews; nil (the default): the cell itself.
            {{{openAccess}}}func menuPreview(for row: Row, at indexPath: IndexPath) -> UIViewController? { nil }

            /// The row a context menu was made for, as of the last apply: for the team's delegate, which
            /// gets the menu's configuration when the user commits its preview.
            {{{access}}}func row(forMenu configuration: UIContextMenuConfiguration) -> Row? {
                guard let item = (configuration.identifier as? CellGenMenuIdentifier)?.item as? Item else { return nil }
                return listModel[item]
            }

        {{/hasMenu}}
        {{#hasActions}}
            {{#sendDocLines}}
            {{{.}}}
            {{/sendDocLines}}
            {{{access}}}func send(_ action: Action, from sender: AnyObject? = nil) {
                deliver(from: sender) {
        {{#hasClosures}}
                    switch action {
        {{#closures}}
                    case {{{pattern}}}: {{{property}}}?({{{arguments}}})
        {{/closures}}
                    }
        {{/hasClosures}}
        {{#hasHandler}}
                    if let handler { action.send(to: handler) }{{#hasSelectors}} else { sendUpResponderChain(action.selector, carrying: action, from: sender) }{{/hasSelectors}}
        {{/hasHandler}}
        {{^hasHandler}}
        {{#hasSelectors}}
                    sendUpResponderChain(action.selector, carrying: action, from: sender)
        {{/hasSelectors}}
        {{/hasHandler}}
                }
            }
        {{#hasSelection}}

            {{{openAccess}}}override func didSelect(_ row: Row, at indexPath: IndexPath) {
        {{#hasBulk}}
                // While editing, a tap selects the row for a bulk action (`send(_: BulkAction)`), not its own.
                if listView?.isEditing == true { return }
        {{/hasBulk}}
                if let action = Action.selection(of: row) { send(action, from: shownCell(at: indexPath)) }
            }
        {{/hasSelection}}
        {{#hasBulk}}

            /// What edit mode's multi-select sends with the selected rows (the spec's `bulk`).
            {{{access}}}enum BulkAction: Hashable, Sendable, CaseIterable {
        {{#bulkActions}}
                case {{{name}}}
        {{/bulkActions}}
            }

            /// `bulk` with the selected rows that offer it, in list order; nil when none does (a toolbar
            /// button for it is disabled then).
            {{{access}}}func action(for bulk: BulkAction) -> Action? {
                let rows = selectedRows
                switch bulk {
        {{#bulkActions}}
                case .{{{name}}}:
                    let viewModels = rows.compactMap { row -> {{{viewModel}}}? in
                        switch row {
                        case {{{patterns}}}: viewModel
        {{#hasOtherRows}}
                        default: nil
        {{/hasOtherRows}}
                        }
                    }
                    return viewModels.isEmpty ? nil : .{{{name}}}(viewModels)
        {{/bulkActions}}
                }
            }

            /// Sends `bulk` with the selected rows that offer it (a toolbar button's action while editing);
            /// false, sending nothing, when none does.
            @discardableResult
            {{{access}}}func send(_ bulk: BulkAction) -> Bool {
                guard let action = action(for: bulk) else { return false }
                send(action)
                return true
            }
        {{/hasBulk}}

        {{/hasActions}}


        """#,
        "data-source-state": #"""
        {{! What a screen's data source keeps beside the engine's: its handler, closures and environment. Shared by the table and collection data sources. }}
            /// What `apply(_:)` and the screen's `ListManager` take.
            {{{access}}}typealias Input = {{{screen}}}.Input
        {{#hasHandler}}
            /// Receives the actions; held weakly.
            {{{access}}}weak var handler: (any ActionHandler)?
        {{/hasHandler}}
        {{#closures}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            {{{access}}}var {{{property}}}: (@MainActor ({{{parameterTypes}}}) -> Void)?
        {{/closures}}
        {{#emptyView}}
            /// The values of the empty state's view{{#inputExpression}}, from the last input{{/inputExpression}}.
            private var emptyViewModel: {{{viewModel}}}?{{#initialValue}} = {{{.}}}{{/initialValue}}
        {{/emptyView}}
        {{#refresh}}
            /// Pull to refresh, spinning until `endRefreshing()`.
            private let refreshControl = UIRefreshControl()
        {{/refresh}}
        {{#hasEnvironment}}

            /// The values the screen's own cells and header views are configured with. Setting it
            /// reconfigures every row, so cells prepared ahead of time show it too; header and footer
            /// views get it when they are next shown.
            {{{access}}}var environment: Environment {
                didSet {
        {{#layoutReadsEnvironment}}
                    // A section's layout is chosen by the environment: the layout asks again.
                    listView?.collectionViewLayout.invalidateLayout()
        {{/layoutReadsEnvironment}}
                    var snapshot = snapshot()
                    snapshot.reconfigureItems(snapshot.itemIdentifiers)
                    apply(snapshot, animatingDifferences: false)
                }
            }
        {{>library-environments}}
        {{/hasEnvironment}}

            {{>nonisolated-deinit}}

        """#,
        "data-source-table": #"""
        /// Shows the screen in a table view through the list engine, `CellGenTableDataSource`, which becomes
        /// the table's data source and delegate; subclass it to change what it does.
        @MainActor
        {{{openAccess}}}class DataSource: CellGenTableDataSource<Section>, CellGenInputApplying {
        {{>data-source-state}}

            {{{access}}}init(tableView: UITableView{{{environmentParameter}}}{{#hasHandler}}, handler: (any ActionHandler)? = nil{{/hasHandler}}) {
        {{#hasHandler}}
                self.handler = handler
        {{/hasHandler}}
        {{#hasEnvironment}}
                self.environment = environment
        {{/hasEnvironment}}
                super.init(tableView: tableView, screenName: {{{screenLiteral}}})
        {{#registrations}}
                {{{.}}}
        {{/registrations}}
        {{>data-source-wiring}}
        {{#allowsMultipleSelection}}
                tableView.allowsMultipleSelection = true
        {{/allowsMultipleSelection}}
        {{#hasBulk}}
                tableView.allowsMultipleSelectionDuringEditing = true
        {{/hasBulk}}
            }

        {{>data-source-apply}}
        {{#hasLoadMore}}

            /// Sends a section's `loadMore` when its row comes into view, then tells `delegate`.
            {{{openAccess}}}override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                loadMoreIfReached(at: indexPath)
                super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
            }
        {{/hasLoadMore}}
        {{#swipeCondition}}

            /// A row that offers swipe actions can be swiped{{#hasReordering}} (and one its screen reorders moved){{/hasReordering}}: a diffable data source says no row can be
            /// edited unless told otherwise.
            {{{openAccess}}}override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                guard let row = row(at: indexPath) else { return false }
                return {{{.}}}
            }
        {{/swipeCondition}}
        {{#hasLeadingSwipe}}

            /// The actions `delegate` gives, else the row's.
            {{{openAccess}}}override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                delegate?.cellGenSwipeActions(tableView, at: indexPath, leading: true) ?? swipeActions(Action.leadingSwipe(of:), at: indexPath)
            }
        {{/hasLeadingSwipe}}
        {{#hasTrailingSwipe}}

            /// The actions `delegate` gives, else the row's.
            {{{openAccess}}}override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                delegate?.cellGenSwipeActions(tableView, at: indexPath, leading: false) ?? swipeActions(Action.trailingSwipe(of:), at: indexPath)
            }
        {{/hasTrailingSwipe}}
        {{#hasDeletion}}

            /// The delete control while editing, on a row that can be deleted: it reveals the row's
            /// trailing swipe actions, its deletion first.
            {{{openAccess}}}override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
                row(at: indexPath).flatMap(Action.deletion(of:)) == nil ? .none : .delete
            }
        {{/hasDeletion}}
        {{#hasReordering}}

            /// The reorder control while editing, on a row its screen reorders.
            {{{openAccess}}}override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
                row(at: indexPath).flatMap { Action.reordering(of: $0, to: 0) } != nil
            }

            /// Keeps the user's order (until the next apply) and sends the row's `reorder`.
            {{{openAccess}}}override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
                guard let moved = moveRow(at: sourceIndexPath, to: destinationIndexPath), let action = Action.reordering(of: moved.row, to: moved.index) else { return }
                send(action, from: shownCell(at: destinationIndexPath))
            }
        {{/hasReordering}}
        {{#hasMenu}}

            /// The menu `delegate` gives, else the row's.
            {{{openAccess}}}override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                delegate?.cellGenContextMenu(tableView, at: indexPath, point: point) ?? contextMenu(at: indexPath)
            }
        {{/hasMenu}}

        {{>data-source-interactions}}
        {{>data-source-behaviours}}
        {{>cell-provider}}
        }

        """#,
        "data-source-wiring": #"""
        {{! The end of a data source's init: pull to refresh, prefetching, the scroll position kept. Shared by the table and collection data sources. }}
        {{#refresh}}
                refreshControl.addAction(UIAction { [weak self] _ in self?.didPullToRefresh() }, for: .valueChanged)
                {{{listParameter}}}.refreshControl = refreshControl
        {{/refresh}}
        {{#hasPrefetch}}
                {{{listParameter}}}.prefetchDataSource = self
        {{/hasPrefetch}}
        {{#keepsScrollPosition}}
                keepsScrollPosition = true
        {{/keepsScrollPosition}}

        """#,
        "environment": #"""
        {{! The environment of a screen or a cell library: with the data source and the cell protocols, since its values may be UIKit's (a theme's colors) when the models are separate. }}
        {{#environmentStruct}}

        {{#environmentDocLines}}
        {{{.}}}
        {{/environmentDocLines}}
        {{{access}}}nonisolated struct Environment {
        {{>stored-properties}}
        }
        {{/environmentStruct}}

        """#,
        "event-wiring": #"""
        {{! Sets a view's event closures, one per event: each sends the action bound to it, or is nil where nothing is bound. Shared by cells, header views and the empty state. }}
        {{#events}}
        {{#isBound}}
        view.{{{property}}} = { [weak self, weak view] {{{closureParameter}}}in self?.send({{{actionExpression}}}, from: view) }
        {{/isBound}}
        {{^isBound}}
        view.{{{property}}} = nil
        {{/isBound}}
        {{/events}}

        """#,
        "library-environments": #"""
        {{! A screen's data source: the environment of each cell library whose views it shows and which takes one, made from the screen's. Included by data-source-state. }}
        {{#libraryEnvironments}}

        {{#docLines}}
        {{{.}}}
        {{/docLines}}
        private var {{{property}}}: {{{type}}} {
            {{{initializer}}}
        }
        {{/libraryEnvironments}}

        """#,
        "library-models": #"""
        {{! With `models: separate` in cellgen.yml, a cell library's <Library>+Models.swift: its namespace and view-models, without UIKit. }}
        {{#headerLines}}
        {{{.}}}
        {{/headerLines}}

        {{#modelsImports}}
        import {{{.}}}
        {{/modelsImports}}

        {{#docLines}}
        {{{.}}}
        {{/docLines}}
        {{{access}}}enum {{{library}}} {}

        // MARK: - View-models

        extension {{{library}}} {
        {{#views}}
        {{>view-model}}

        {{/views}}
        }

        """#,
        "library": #"""
        {{! A cell library's file: the view-models and protocols its screens share (with `models: separate`, the protocols; library-models has the rest). }}
        {{#headerLines}}
        {{{.}}}
        {{/headerLines}}

        {{#imports}}
        import {{{.}}}
        {{/imports}}

        {{^modelsSeparate}}
        {{#docLines}}
        {{{.}}}
        {{/docLines}}
        {{{access}}}enum {{{library}}} {}

        // MARK: - View-models and cell protocols
        {{/modelsSeparate}}
        {{#modelsSeparate}}
        // MARK: - Cell protocols (the view-models are in {{{library}}}+Models.swift)
        {{/modelsSeparate}}

        extension {{{library}}} {
        {{#views}}
        {{^modelsSeparate}}
        {{>view-model}}

        {{/modelsSeparate}}
        {{>configurable}}

        {{/views}}
        {{>environment}}
        }

        """#,
        "list-manager": #"""
        {{! A screen's list manager: the engine's, for a data source whose list view comes after init. }}
        /// Made before its {{{listType}}} exists: it keeps the last input, and `attach(_:)` makes the data source for
        /// the list, sets it up with `configure` and shows that input.{{#isCompositional}} Make the collection view with `DataSource.makeLayout()`.{{/isCompositional}}{{#hasClosures}}
        /// Its closures are given to the data source, now or when `attach(_:)` makes it (seed 4's table manager).{{/hasClosures}}
        @MainActor
        {{{openAccess}}}class ListManager: CellGenListManager<{{{listType}}}, DataSource> {
        {{#hasClosures}}
        {{#closures}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            {{{access}}}var {{{property}}}: (@MainActor ({{{parameterTypes}}}) -> Void)? { didSet { dataSource?.{{{property}}} = {{{property}}} } }
        {{/closures}}

        {{/hasClosures}}
            {{{access}}}init({{#hasEnvironment}}environment: Environment, {{/hasEnvironment}}configure: @escaping (DataSource) -> Void = { _ in }) {
                super.init(make: { DataSource({{{listParameter}}}: $0{{#hasEnvironment}}, environment: environment{{/hasEnvironment}}) }, configure: configure)
            }
        {{#hasClosures}}

            {{{openAccess}}}override func prepare(_ dataSource: DataSource) {
        {{#closures}}
                dataSource.{{{property}}} = {{{property}}}
        {{/closures}}
            }
        {{/hasClosures}}

            {{>nonisolated-deinit}}
        }

        """#,
        "nonisolated-deinit": #"""
        /// Written out so that it stays nonisolated under default `MainActor` isolation (SE-0371).
        deinit {}

        """#,
        "scaffold-cell": #"""
        // Written by `cellgen scaffold` for {{{specFileName}}}. This file is yours to edit; CellGen
        // never overwrites it. Its conformances to generated protocols live in files of their own.

        import UIKit
        {{#modelsModule}}
        import {{{.}}}
        {{/modelsModule}}

        /// Shows {{{description}}} of {{{owner}}}{{#usesOutlets}}; its views come from Interface Builder{{/usesOutlets}}.
        final class {{{className}}}: {{{superclass}}} {
        {{#events}}
            var {{{property}}}: {{{closureType}}}
        {{/events}}
        {{#usesOutlets}}
        {{#elements}}
            @IBOutlet var {{{property}}}: {{{type}}}!
        {{/elements}}
        {{#hasSetupLines}}

            nonisolated override func awakeFromNib() {
                super.awakeFromNib()
                // UIKit declares `awakeFromNib()` on NSObject without `@MainActor` (so the override says
                // `nonisolated`, whatever the target's default isolation), yet always calls it on the
                // main thread, after connecting every outlet.
                MainActor.assumeIsolated {
        {{#setupLines}}
                    {{{.}}}
        {{/setupLines}}
                }
            }
        {{/hasSetupLines}}
        {{/usesOutlets}}
        {{^usesOutlets}}
        {{#elements}}
            let {{{property}}} = {{{initializer}}}
        {{/elements}}

            override init({{{initParameters}}}) {
                super.init({{{superInit}}})
                let stack = UIStackView(arrangedSubviews: [{{{arrangedSubviews}}}])
                stack.axis = .vertical
                stack.spacing = 8
                stack.translatesAutoresizingMaskIntoConstraints = false
                {{{container}}}.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: {{{container}}}.layoutMarginsGuide.leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: {{{container}}}.layoutMarginsGuide.trailingAnchor),
                    stack.topAnchor.constraint(equalTo: {{{container}}}.layoutMarginsGuide.topAnchor),
                    stack.bottomAnchor.constraint(equalTo: {{{container}}}.layoutMarginsGuide.bottomAnchor),
                ])
        {{#setupLines}}
                {{{.}}}
        {{/setupLines}}
            }

            required init?(coder: NSCoder) {
                fatalError("{{{className}}} is built in code; use init({{{initParameters}}})")
            }
        {{/usesOutlets}}
        {{#senders}}

            /// Call when this event happens.
            func {{{name}}}(_ value: {{{type}}}) {
                {{{property}}}?(value)
            }
        {{/senders}}
        }

        """#,
        "scaffold-conformance": #"""
        // Written by `cellgen scaffold` for {{{specFileName}}}. This file is yours to edit; CellGen
        // never overwrites it.

        import UIKit
        {{#modelsModule}}
        import {{{.}}}
        {{/modelsModule}}
        {{#conformances}}

        extension {{{className}}}: {{{configurable}}} {
            func configure(with viewModel: {{{viewModel}}}{{{environmentParameter}}}) {
        {{#configureLines}}
                {{{.}}}
        {{/configureLines}}
            }
        }
        {{/conformances}}

        """#,
        "scaffold-presenter": #"""
        // Written by `cellgen scaffold` for {{{specFileName}}}. This file is yours to edit; CellGen
        // never overwrites it.

        import Foundation

        /// What the {{{screen}}} presenter shows its input through: the screen's view controller.
        @MainActor
        {{{access}}}protocol {{{viewProtocolName}}}: AnyObject {
            /// Shows `input`; the presenter calls it whenever the data changes.
            func show(_ input: {{{screen}}}.Input, animated: Bool)
        }

        /// The {{{screen}}} screen's presenter: makes the input its view shows and handles the rows'
        /// actions. Like the models it uses ({{{screen}}}+Models.swift), it imports no UIKit.
        @MainActor
        {{{access}}}final class {{{presenterName}}} {
            /// Held weakly: the view holds its presenter.
            {{{access}}}weak var view: (any {{{viewProtocolName}}})?

            {{{access}}}init() {}

            {{>nonisolated-deinit}}

            /// Called by the view once it is loaded: make the input from what the screen shows and give
            /// it to `view?.show(_:animated:)`.
            {{{access}}}func viewDidLoad() {
            }
        }

        extension {{{presenterName}}}: {{{screen}}}.ActionHandler {
        {{#actions}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            {{{access}}}func {{{methodName}}}({{{methodParameters}}}) {
            }

        {{/actions}}
        }

        """#,
        "scaffold-swiftui-view": #"""
        // Written by `cellgen scaffold` for {{{specFileName}}}. This file is yours to edit; CellGen
        // never overwrites it.

        import SwiftUI
        {{#modelsModule}}
        import {{{.}}}
        {{/modelsModule}}

        /// Shows {{{description}}} of {{{owner}}}. CellGen makes it for each row with its view-model{{#hasEnvironment}},
        /// the screen's environment{{/hasEnvironment}} and a closure per event, shows it in a `UIHostingConfiguration` (iOS 16)
        /// and identifies it by the row's id, so no `@State` of one row shows in another.
        struct {{{viewName}}}: View {
            let viewModel: {{{viewModel}}}
        {{#hasEnvironment}}
            let environment: {{{environmentType}}}
        {{/hasEnvironment}}
        {{#events}}
            var {{{property}}}: {{{closureType}}} = nil
        {{/events}}
        {{#stateLines}}
            {{{.}}}
        {{/stateLines}}

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
        {{#bodyLines}}
                    {{{.}}}
        {{/bodyLines}}
                }
            }
        }

        """#,
        "scaffold-view-controller": #"""
        // Written by `cellgen scaffold` for {{{specFileName}}}. This file is yours to edit; CellGen
        // never overwrites it.

        import UIKit
        {{#modelsModule}}
        import {{{.}}}
        {{/modelsModule}}

        {{^receivesAsPresenter}}
        /// The {{{screen}}} screen: shows an input with the generated data source and handles its actions.
        {{/receivesAsPresenter}}
        {{#receivesAsPresenter}}
        /// The {{{screen}}} screen's view: shows the input its presenter makes, with the generated data
        /// source, and gives the rows' actions to the presenter.
        {{/receivesAsPresenter}}
        final class {{{viewControllerName}}}: UIViewController {
        {{#usesStoryboard}}
            /// The table view of the storyboard scene, with the prototype cells.
            @IBOutlet var tableView: UITableView!
        {{/usesStoryboard}}
        {{^usesStoryboard}}
        {{#isTable}}
            let tableView = UITableView(frame: .zero, style: {{{tableStyle}}})
        {{/isTable}}
        {{#isCollection}}
            /// Laid out as the spec says, by the generated layout.
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: {{{screen}}}.DataSource.makeLayout())
        {{/isCollection}}
        {{/usesStoryboard}}
            private var dataSource: {{{screen}}}.DataSource?
        {{#receivesAsPresenter}}
            /// Makes the input and handles the actions; the data source holds it weakly, this view strongly.
            let presenter = {{{presenterName}}}()
        {{/receivesAsPresenter}}
        {{#hasEnvironment}}

            /// What the screen's own cells and header views are configured with besides their rows; set it
            /// to restyle the list.
            var environment: {{{screen}}}.Environment {
                didSet { dataSource?.environment = environment }
            }

        {{#usesStoryboard}}
            /// Made by the storyboard through `instantiateViewController(identifier:creator:)`.
            init?(coder: NSCoder, environment: {{{screen}}}.Environment) {
                self.environment = environment
                super.init(coder: coder)
            }

            required init?(coder: NSCoder) {
                fatalError("create it with instantiateViewController(identifier:creator:) and init(coder:environment:)")
            }
        {{/usesStoryboard}}
        {{^usesStoryboard}}
            init(environment: {{{screen}}}.Environment) {
                self.environment = environment
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) {
                fatalError("{{{viewControllerName}}} is built in code; use init(environment:)")
            }
        {{/usesStoryboard}}
        {{/hasEnvironment}}

            override func viewDidLoad() {
                super.viewDidLoad()
        {{^usesStoryboard}}
        {{#isTable}}
                tableView.frame = view.bounds
                tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(tableView)
        {{/isTable}}
        {{#isCollection}}
                collectionView.frame = view.bounds
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(collectionView)
        {{/isCollection}}
        {{/usesStoryboard}}
        {{#isTable}}
                let dataSource = {{{screen}}}.DataSource(tableView: tableView{{{environmentArgument}}}{{#receivesAsHandler}}, handler: self{{/receivesAsHandler}}{{#receivesAsPresenter}}, handler: presenter{{/receivesAsPresenter}})
        {{/isTable}}
        {{#isCollection}}
                let dataSource = {{{screen}}}.DataSource(collectionView: collectionView{{{environmentArgument}}}{{#receivesAsHandler}}, handler: self{{/receivesAsHandler}}{{#receivesAsPresenter}}, handler: presenter{{/receivesAsPresenter}})
        {{/isCollection}}
        {{#receivesAsClosures}}
        {{#actions}}
                dataSource.{{{closureProperty}}} = { [weak self]{{{closureParameters}}} in self?.{{{methodName}}}({{{callArguments}}}) }
        {{/actions}}
        {{/receivesAsClosures}}
                self.dataSource = dataSource
        {{#receivesAsPresenter}}
                presenter.view = self
                presenter.viewDidLoad()
        {{/receivesAsPresenter}}
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                // A row selected to open another screen stays highlighted until the user comes back.
                dataSource?.deselectMomentaryRows(animated: animated)
            }

            /// Shows `input`; call it whenever the data changes.
            func show(_ input: {{{screen}}}.Input, animated: Bool = true) {
                dataSource?.apply(input, animatingDifferences: animated)
            }
        }

        {{#receivesAsPresenter}}
        extension {{{viewControllerName}}}: {{{viewProtocolName}}} {}

        {{/receivesAsPresenter}}
        {{#receivesAsHandler}}
        extension {{{viewControllerName}}}: {{{screen}}}.ActionHandler {
        {{#actions}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            func {{{methodName}}}({{{methodParameters}}}) {
            }

        {{/actions}}
        }
        {{/receivesAsHandler}}
        {{#receivesAsClosures}}
        /// The actions, through the data source's closures.
        extension {{{viewControllerName}}} {
        {{#actions}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            func {{{methodName}}}({{{methodParameters}}}) {
            }

        {{/actions}}
        }
        {{/receivesAsClosures}}
        {{#receivesAsSelectors}}
        #if canImport(ObjectiveC)
        /// The actions, as selectors sent up the responder chain from the cell each comes from;
        /// `CellGenSelectors.value(sentBy:)` gives the action and its values while the method runs.
        extension {{{viewControllerName}}}: {{{selectorTarget}}} {
        {{#actions}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            @objc func {{{selectorMethod}}}(_ sender: Any?) {
                guard case .{{{methodName}}}? = CellGenSelectors.value(sentBy: sender, as: {{{screen}}}.Action.self) else { return }
            }

        {{/actions}}
        }
        #endif
        {{/receivesAsSelectors}}

        """#,
        "screen-layout": #"""
        {{! The parts of a screen's file, in order: the namespace, then one extension of it with the view-models, sections, actions and data source, then the selector map. Each block can be overridden on its own. With `models: separate`, the namespace, view-models, input and actions are in <Screen>+Models.swift (screen-models) instead, and what each row sends is an extension of the Action enum here. }}
        {{$fileHeader}}
        {{#headerLines}}
        {{{.}}}
        {{/headerLines}}
        {{/fileHeader}}

        {{$imports}}
        {{#imports}}
        import {{{.}}}
        {{/imports}}
        {{/imports}}

        {{$namespace}}
        {{^modelsSeparate}}
        {{#docLines}}
        {{{.}}}
        {{/docLines}}
        {{{access}}}enum {{{screen}}} {}
        {{/modelsSeparate}}
        {{/namespace}}

        extension {{{screen}}} {
        {{$viewModels}}
        {{^modelsSeparate}}
        {{#hasViewModels}}
            // MARK: - View-models and cell protocols

        {{#views}}
        {{>view-model}}

        {{>configurable}}

        {{/views}}
        {{#contexts}}
        {{>section-context}}

        {{/contexts}}
        {{/hasViewModels}}
        {{/modelsSeparate}}
        {{#modelsSeparate}}
        {{#hasViews}}
            // MARK: - Cell protocols

        {{#views}}
        {{>configurable}}

        {{/views}}
        {{/hasViews}}
        {{/modelsSeparate}}
        {{/viewModels}}

        {{$sections}}
            // MARK: - Sections

        {{^modelsSeparate}}
        {{>builder-input}}

        {{/modelsSeparate}}
        {{>environment}}

        {{>snapshot-types}}

        {{>builder}}
        {{/sections}}

        {{$actions}}
        {{^modelsSeparate}}
            // MARK: - Actions

        {{>actions}}
        {{/modelsSeparate}}
        {{/actions}}

        {{$dataSource}}
            // MARK: - Data source

        {{#isTable}}
        {{>data-source-table}}
        {{/isTable}}
        {{#isCollection}}
        {{>data-source-collection}}
        {{/isCollection}}

        {{>list-manager}}
        {{/dataSource}}
        }

        {{#modelsSeparate}}
        // MARK: - What each row sends

        nonisolated extension {{{screen}}}.Action {
        {{>action-row-maps}}
        }

        {{/modelsSeparate}}
        {{$selectorMap}}
        {{>selector-map}}
        {{/selectorMap}}

        """#,
        "screen-models": #"""
        {{! With `models: separate` in cellgen.yml, a screen's <Screen>+Models.swift: its namespace, view-models, section contexts, input and actions, and the handler protocol. It imports Foundation and the spec's imports, never UIKit, and uses nothing of CellGenSupport.swift, so a presenter module without UIKit can hold it. }}
        {{#headerLines}}
        {{{.}}}
        {{/headerLines}}

        {{#modelsImports}}
        import {{{.}}}
        {{/modelsImports}}

        {{#docLines}}
        {{{.}}}
        {{/docLines}}
        {{{access}}}enum {{{screen}}} {}

        extension {{{screen}}} {
        {{#hasViewModels}}
            // MARK: - View-models

        {{#views}}
        {{>view-model}}

        {{/views}}
        {{#contexts}}
        {{>section-context}}

        {{/contexts}}
        {{/hasViewModels}}
            // MARK: - Input

        {{>builder-input}}

            // MARK: - Actions

        {{>actions}}
        }

        """#,
        "screen": #"""
        {{! The file generated for one screen. To change one part, override this template with one
            that includes screen-layout and replaces only that part's block (see docs/Templates.md). }}
        {{<screen-layout}}{{/screen-layout}}

        """#,
        "section-context": #"""
        /// What the rows of section `{{{sectionID}}}` deliver with their actions.
        {{{access}}}nonisolated struct {{{contextType}}}: Hashable, Sendable {
        {{>stored-properties}}
        }

        """#,
        "selector-map": #"""
        {{#hasSelectors}}
        // MARK: - Selector map

        #if canImport(ObjectiveC)
        /// Implemented by a responder up the chain (a view controller, the app delegate) to receive the
        /// actions of {{{screen}}} as selectors. Each is sent from the cell it comes from (else the list);
        /// `CellGenSelectors.value(sentBy:)` gives its view-model and values while the method runs.
        @MainActor
        @objc({{{selectorTarget}}})
        {{{access}}}protocol {{{selectorTarget}}} {
        {{#actions}}
            @objc optional func {{{selectorMethod}}}(_ sender: Any?)
        {{/actions}}
        }
        #endif

        extension {{{screen}}}.Action {
            /// The action's selector: `#selector` of the protocol's method, checked when it compiles (without
            /// Objective-C, the same name); a row's is found through `Action.selection(of:)`.
            {{{access}}}var selector: Selector {
                #if canImport(ObjectiveC)
                switch self {
        {{#actions}}
                case .{{{caseName}}}: #selector((any {{{selectorTarget}}}).{{{selectorMethod}}}(_:))
        {{/actions}}
                }
                #else
                // No Objective-C, so no `#selector` (only the UIKit double runs here): the same names.
                switch self {
        {{#actions}}
                case .{{{caseName}}}: Selector("{{{selectorMethod}}}:")
        {{/actions}}
                }
                #endif
            }
        }
        {{/hasSelectors}}

        """#,
        "snapshot-types": #"""
        /// Identifies a section: a repeated one by its identity fields, else by its position in the input.
        {{{access}}}nonisolated enum SectionID: CellGenSectionID {
            case {{{sectionCases}}}

            {{{access}}}var accessibilityName: (id: String, repeats: Bool) {
                switch self {
        {{#sections}}
                case .{{{caseName}}}: ({{{idLiteral}}}, {{{isRepeated}}})
        {{/sections}}
                }
            }
        }

        /// One row of the screen: which row of the spec it is, with its values.
        {{{access}}}nonisolated enum Row: CellGenRow {
        {{#rowCases}}
            case {{{caseName}}}({{{payload}}})
        {{/rowCases}}

            /// Which row of the spec it is and its view-model's id: a row whose values change keeps its id.
            {{{access}}}enum ID: Hashable, Sendable {
        {{#rowCases}}
                case {{{caseName}}}({{{idPayload}}})
        {{/rowCases}}
            }

            {{{access}}}var id: ID {
                switch self {
        {{#rowCases}}
                case {{{idPattern}}}: .{{{caseName}}}(viewModel.id)
        {{/rowCases}}
                }
            }

        {{#selectability}}
        {{#single}}
            {{{access}}}var isSelectable: Bool { {{{.}}} }
        {{/single}}
        {{^single}}
            {{{access}}}var isSelectable: Bool {
                switch self {
        {{#cases}}
                case {{{pattern}}}: {{{result}}}
        {{/cases}}
                }
            }
        {{/single}}
        {{/selectability}}
        {{#usesHeights}}
        {{#heights}}
        {{#single}}
            {{{access}}}var height: CellGenHeight { {{{.}}} }
        {{/single}}
        {{^single}}
            {{{access}}}var height: CellGenHeight {
                switch self {
        {{#cases}}
                case {{{pattern}}}: {{{result}}}
        {{/cases}}
                }
            }
        {{/single}}
        {{/heights}}
        {{/usesHeights}}
        {{#repetition}}
        {{#single}}
            {{{access}}}var isRepeating: Bool { {{{.}}} }
        {{/single}}
        {{^single}}
            {{{access}}}var isRepeating: Bool {
                switch self {
        {{#cases}}
                case {{{pattern}}}: {{{result}}}
        {{/cases}}
                }
            }
        {{/single}}
        {{/repetition}}
        {{#outlineRoles}}

            /// Its place in an outline: a parent, expanded at first or not, or a row under one.
            {{{access}}}var outlineRole: CellGenOutlineRole {
                switch self {
        {{#cases}}
                case {{{pattern}}}: {{{result}}}
        {{/cases}}
                }
            }
        {{/outlineRoles}}

            {{{access}}}var accessibilityName: (row: String, identity: String?) {
                switch self {
        {{#rowCases}}
                case {{{accessibilityPattern}}}: {{{accessibilityName}}}
        {{/rowCases}}
                }
            }
        }

        {{#hasHeaderViews}}
        /// A section header or footer: a fixed title or a declared header view.
        {{{access}}}nonisolated enum Supplementary: CellGenSupplementary {
            case title(String)
        {{#headerViews}}
            case {{{caseName}}}({{{casePayload}}})
        {{/headerViews}}

            {{{access}}}var kind: String {
                switch self {
                case .title: "title"
        {{#headerViews}}
                case .{{{caseName}}}: "{{{caseName}}}"
        {{/headerViews}}
                }
            }

            {{{access}}}var title: String? {
                if case .title(let title) = self { title } else { nil }
            }
        {{#hasHeaderHeights}}

            {{{access}}}var height: CellGenHeight {
                switch self {
                case .title: .automatic
        {{#headerViews}}
                case .{{{caseName}}}: {{{heightExpression}}}
        {{/headerViews}}
                }
            }
        {{/hasHeaderHeights}}
        }
        {{#headerViews}}
        {{#hasEvents}}

        /// Where a `{{{caseName}}}` view is shown, which says what its events send (and with which
        /// section context).
        {{{access}}}nonisolated enum {{{useType}}}: Hashable, Sendable {
        {{#useCases}}
            case {{{caseName}}}{{{payload}}}
        {{/useCases}}
        }
        {{/hasEvents}}
        {{/headerViews}}
        {{/hasHeaderViews}}
        {{^hasHeaderViews}}
        /// The screen's headers and footers are titles.
        {{{access}}}typealias Supplementary = CellGenTitleSupplementary
        {{/hasHeaderViews}}

        /// A section as shown: its identity, header, footer and rows.
        {{{access}}}nonisolated struct Section: CellGenSection {
            {{{access}}}typealias Item = {{{screen}}}.Item
            {{{access}}}var id: SectionID
            {{{access}}}var header: Supplementary?
            {{{access}}}var footer: Supplementary?
            {{{access}}}var rows: [Row]
        {{#hasLoadMore}}
            /// What the section sends when the row `distance` from its end (its start, at the top) comes into view.
            {{{access}}}var loadMore: CellGenLoadMore<Action>?
            /// The end it pages at, for the engine's paging view and scroll position.
            {{{access}}}var pagingEdge: CellGenPagingEdge? { loadMore?.edge }
        {{/hasLoadMore}}
        {{#hasSectionIndex}}
            /// Its title in the section index; nil: none.
            {{{access}}}var indexTitle: String?
        {{/hasSectionIndex}}
        {{#writesInitializers}}

            {{{access}}}init(id: SectionID, header: Supplementary? = nil, footer: Supplementary? = nil, rows: [Row]{{#hasLoadMore}}, loadMore: CellGenLoadMore<Action>? = nil{{/hasLoadMore}}{{#hasSectionIndex}}, indexTitle: String? = nil{{/hasSectionIndex}}) {
                self.id = id
                self.header = header
                self.footer = footer
                self.rows = rows
        {{#hasLoadMore}}
                self.loadMore = loadMore
        {{/hasLoadMore}}
        {{#hasSectionIndex}}
                self.indexTitle = indexTitle
        {{/hasSectionIndex}}
            }
        {{/writesInitializers}}
        }

        /// A diffable item: a row's id in its section, so a row whose values change stays one item.
        {{{access}}}nonisolated struct Item: CellGenListItem {
            {{{access}}}var section: SectionID
            {{{access}}}var row: Row.ID
        {{#writesInitializers}}

            {{{access}}}init(section: SectionID, row: Row.ID) {
                self.section = section
                self.row = row
            }
        {{/writesInitializers}}
        }

        """#,
        "starter-spec": #"""
        # yaml-language-server: $schema=cellgen.schema.json
        # {{{screen}}}: a CellGen screen spec. `cellgen generate {{{screen}}}.screen.yml --output DIR` turns
        # it into Swift; `cellgen scaffold {{{screen}}}.screen.yml --output DIR`, run once, writes the
        # cells and view controller for you to edit.
        # Every key is described in CellGen's docs/SpecLanguage.md.
        screen: {{{screen}}}
        list: table                    # table | collection

        cells:
          Title:
            fields:
              text: String
            select: openItem           # the action selecting the row sends
          Button:
            fields: { title: String }
            events: { tap: ~ }         # the cell's button; ~ = no payload

        sections:
          - id: items
            header: Items
            rows:
              - { cell: Title, repeated: true }
              - { cell: Button, id: more, optional: true, on: { tap: loadMore } }   # shown while more can load

        actions:
          openItem: Open the selected item
          loadMore: Load more items

        """#,
        "stored-properties": #"""
        {{#fields}}
        {{{access}}}var {{{name}}}: {{{type}}}{{#defaultValue}} = {{{.}}}{{/defaultValue}}
        {{/fields}}
        {{#writesInitializers}}
        {{#hasFields}}

        {{{access}}}init({{{initParameters}}}) {
        {{#fields}}
            self.{{{name}}} = {{{name}}}
        {{/fields}}
        }
        {{/hasFields}}
        {{^hasFields}}
        {{{access}}}init() {}
        {{/hasFields}}
        {{/writesInitializers}}

        """#,
        "support-data-source-behaviours": #"""
        {{! Behaviours v3 of the list engine (issue 34): rows by id, the scroll position across an apply, the view an action comes from, impressions and prefetching. Included in the engine class of support-data-source, once per kind of list. }}

            // MARK: Rows by id (see also CellGenListDataSource)

            /// The view the action being delivered comes from, while its handler method, closure or
            /// selector runs: the row's cell for a selection, a swipe or menu action, an event or an
            /// impression; the header view for its events; nil for paging, refresh and prefetching.
            /// Anchor a popover or a transition on it (`popoverPresentationController?.sourceView`).
            {{{access}}}private(set) weak var actionSourceView: UIView?

            /// Runs `deliver` with `actionSourceView` set to `sender` (a view), and restores it after.
            {{{access}}}func deliver(from sender: AnyObject?, _ deliver: () -> Void) {
                let previous = actionSourceView
                actionSourceView = sender as? UIView
                defer { actionSourceView = previous }
                deliver()
            }

            /// Scrolls the list so the row `id` is at `position`; false, doing nothing, when no section shows it.
            @discardableResult
            {{{access}}}func scrollTo(_ id: Section.Row.ID, in section: Section.ID? = nil, at position: {{{scrollPosition}}}, animated: Bool = true) -> Bool {
                guard let indexPath = indexPath(for: id, in: section) else { return false }
                listView?.{{{scrollToCall}}}(at: indexPath, at: position, animated: animated)
                return true
            }
        {{#keepsScrollPositions}}

            /// Whether an apply keeps the first visible row that stays where it is on screen, so rows
            /// inserted above it (a chat's older messages, a feed's newer items) do not push it down.
            /// Off unless the screen's spec says `keepsScrollPosition: true`: the list keeps its content
            /// offset, as UIKit does. Best with `animatingDifferences: false` for an apply that inserts above.
            {{{access}}}var keepsScrollPosition = false

            /// The list, as the scroll view whose offset `keepsScrollPosition` keeps.
            fileprivate var scrollingView: UIScrollView? { listView }

            /// Where the row at `indexPath` is in the list's content, as the list lays it out now.
            fileprivate func frame(ofRowAt indexPath: IndexPath) -> CGRect? {
                listView?.layoutIfNeeded()
        {{#isTable}}
                return listView?.rectForRow(at: indexPath)
        {{/isTable}}
        {{#isCollection}}
                return listView?.layoutAttributesForItem(at: indexPath)?.frame
        {{/isCollection}}
            }
        {{/keepsScrollPositions}}
        {{#hasImpressions}}

            // MARK: Impressions

            /// The rows whose cells are in view, by cell: `didEndDisplaying` names the row by its cell,
            /// as its index path may already be another row's after an apply.
            private var displayedRows: [ObjectIdentifier: (item: Section.Item, row: Section.Row)] = [:]

            /// Called when `row`'s cell comes into view: a screen whose cells `appear` sends the action.
            {{{openAccess}}}func rowWillAppear(_ row: Section.Row, in cell: {{{cellType}}}) {}

            /// Called when `row`'s cell leaves the view, with the row's values as of the last apply (as it
            /// was shown, if an apply removed it): a screen whose cells `disappear` sends the action.
            {{{openAccess}}}func rowDidDisappear(_ row: Section.Row, from cell: {{{cellType}}}) {}

            private func noteDisplayed(_ cell: {{{cellType}}}, at indexPath: IndexPath) {
                guard let item = itemIdentifier(for: indexPath), let row = listModel[item] else { return }
                displayedRows[ObjectIdentifier(cell)] = (item, row)
                rowWillAppear(row, in: cell)
            }

            {{{openAccess}}}func {{{listParameter}}}(_ {{{listParameter}}}: {{{listType}}}, didEndDisplaying cell: {{{cellType}}}, {{{forRowAt}}} indexPath: IndexPath) {
                if let shown = displayedRows.removeValue(forKey: ObjectIdentifier(cell)) {
                    rowDidDisappear(listModel[shown.item] ?? shown.row, from: cell)
                }
                delegate?.cellGenDidEndDisplaying({{{listParameter}}}, cell, at: indexPath)
            }
        {{/hasImpressions}}
        {{#hasPrefetch}}

            // MARK: Prefetching

            /// Called with the rows the list expects to show soon, once its `prefetchDataSource` is this
            /// data source: a screen whose cells `prefetch` sends their actions.
            {{{openAccess}}}func prefetch(_ rows: [Section.Row]) {}

            /// Called with the rows the list no longer expects to show soon.
            {{{openAccess}}}func cancelPrefetching(_ rows: [Section.Row]) {}

            {{{openAccess}}}func {{{listParameter}}}(_ {{{listParameter}}}: {{{listType}}}, {{{prefetchRowsAt}}} indexPaths: [IndexPath]) {
                let rows = indexPaths.compactMap { row(at: $0) }
                if !rows.isEmpty { prefetch(rows) }
            }

            {{{openAccess}}}func {{{listParameter}}}(_ {{{listParameter}}}: {{{listType}}}, {{{cancelPrefetchingAt}}} indexPaths: [IndexPath]) {
                let rows = indexPaths.compactMap { row(at: $0) }
                if !rows.isEmpty { cancelPrefetching(rows) }
            }
        {{/hasPrefetch}}

        """#,
        "support-data-source-editing": #"""
        {{! In CellGenListDataSource's extension (support-list-data-source.mustache): moving a row as the user reordered it in edit mode (issue 34). }}

            // MARK: Reordering in edit mode

            /// Where a row dragged from `source` toward `proposed` may go: among the rows of its own
            /// repeated row in its own section (the rows a screen's `reorder` moves among themselves).
            {{{access}}}func reorderTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
                guard let section = section(at: source.section), section.rows.indices.contains(source.item) else { return source }
                let kind = section.rows[source.item].accessibilityName.row
                let slot = section.rows.indices.filter { section.rows[$0].accessibilityName.row == kind }
                guard let first = slot.first, let last = slot.last else { return source }
                let row = proposed.section == source.section ? min(max(proposed.item, first), last) : proposed.section < source.section ? first : last
                return IndexPath(item: row, section: source.section)
            }

            /// Moves the row at `source` to `destination` in its section, as the user did: the list keeps
            /// this order until the next apply, which is the truth again. The row, and its new index
            /// among the rows of its kind in the section (what a `reorder` action carries).
            {{{access}}}func moveRow(at source: IndexPath, to destination: IndexPath) -> (row: Section.Row, index: Int)? {
                guard source.section == destination.section, let section = section(at: source.section),
                    section.rows.indices.contains(source.item), section.rows.indices.contains(destination.item)
                else { return nil }
                var rows = section.rows
                let row = rows.remove(at: source.item)
                rows.insert(row, at: destination.item)
                _ = edit(listModel.location(ofSection: section.id), false) { shown, _ in shown = rows }
                let kind = row.accessibilityName.row
                return (row, rows[..<destination.item].filter { $0.accessibilityName.row == kind }.count)
            }

        """#,
        "support-data-source-focus": #"""
        {{! In the list engines' shared extension (support-list-data-source.mustache): the cells that no apply configures while the user types in them. }}

            // MARK: Cells the user is typing in

            /// Prepares a dequeued cell: its accessibility identifier for UI tests, then `configure` (which may
            /// set its own) unless the user is typing in it, then `wire`, which always runs, so its closures send
            /// this apply's values. No apply overwrites what is typed: the cell waits until its field ends
            /// editing or the next apply, or until typed in again, when it shows what is newer than its row.
            fileprivate func prepare<Shown: UIView>(_ cell: Shown, at indexPath: IndexPath, configure: (Shown) -> Void, wire: (Shown) -> Void) {
                let item = itemIdentifier(for: indexPath)
                cell.accessibilityIdentifier = item.flatMap { listModel.accessibilityIdentifier(screen: screenName, of: $0) }
        {{#hasOutlines}}
                defer { discloseOutline(of: cell, showing: item) }
        {{/hasOutlines}}
                defer { wire(cell) }
                guard cell.cellGenIsBeingEdited, let item else { return configure(cell) }
                heldItems.insert(item)
                guard case .none = editingWatch else { return }
                editingWatch = CellGenEditingWatch(
                    changed: { [weak self] field in self?.releaseCell(editedIn: field) }, ended: { [weak self] in self?.configureHeldCells() })
            }

        {{#hasOutlines}}
            /// Gives an outline parent's list cell its disclosure, after what its configure step set (a
            /// header's toggles on a tap anywhere, another parent's on a tap on it), and takes it off a
            /// reused cell that shows another row.
            private func discloseOutline(of cell: UIView, showing item: Section.Item?) {
                guard let cell = cell as? UICollectionViewListCell else { return }
                let others = cell.accessories.filter { $0.accessoryType != .outlineDisclosure }
                guard case .parent(_, let isHeader)? = item.flatMap({ listModel[$0] })?.outlineRole else {
                    if others.count != cell.accessories.count { cell.accessories = others }
                    return
                }
                cell.accessories = others + [.outlineDisclosure(options: .init(style: isHeader ? .header : .cell))]
            }

        {{/hasOutlines}}
            /// The user typed in `field`: the cell it is in no longer waits for its row.
            private func releaseCell(editedIn field: UIView) {
                heldItems = heldItems.filter { item in
                    guard let indexPath = indexPath(for: item), let cell = shownCell(at: indexPath) else { return false }
                    return field.isDescendant(of: cell) == false
                }
            }

            /// Configures the cells that waited for their field to end editing.
            private func configureHeldCells() {
                let items = heldItems.filter(listModel.shows)
                heldItems = []
                if items.isEmpty { return }
                var snapshot = snapshot()
                snapshot.reconfigureItems(Array(items))
                apply(snapshot, animatingDifferences: false, completion: nil)
        {{#hasOutlines}}
                showOutlines(of: nil, animatingDifferences: false)
        {{/hasOutlines}}
            }

        """#,
        "support-data-source-outline": #"""
        {{! In the collection engine class of support-data-source: one-level outlines (issue 34), where a screen has `children:`. }}

            // MARK: Outlines

            /// Whether each outline parent shows its rows, as the user or `setExpanded(_:_:in:animated:)`
            /// left it; a parent not in it is as its spec starts it. Kept across applies.
            fileprivate var outlineExpansion: [Section.Item: Bool] = [:]

            /// Expands or collapses the outline parent `id`, as its disclosure does, and keeps it so across
            /// applies; false, doing nothing, when no section shows it or it is not a parent.
            @discardableResult
            {{{access}}}func setExpanded(_ isExpanded: Bool, _ id: Section.Row.ID, in section: Section.ID? = nil, animated: Bool = true) -> Bool {
                guard let location = listModel.location(of: id, in: section) else { return false }
                let shown = sections[location.section], item = Section.Item(section: shown.id, row: id)
                guard case .parent? = listModel[item]?.outlineRole else { return false }
                outlineExpansion[item] = isExpanded
                showOutlines(of: [shown], animatingDifferences: animated)
                return true
            }

            /// Whether the outline parent `id` shows its rows; nil when no section shows it or it is not a parent.
            {{{access}}}func isExpanded(_ id: Section.Row.ID, in section: Section.ID? = nil) -> Bool? {
                guard let location = listModel.location(of: id, in: section) else { return nil }
                let item = Section.Item(section: sections[location.section].id, row: id)
                guard case .parent(let expandedAtFirst, _)? = listModel[item]?.outlineRole else { return nil }
                return outlineExpansion[item] ?? expandedAtFirst
            }

            /// Applies the outlines an apply built, after its whole snapshot (which has none: UIKit keeps
            /// a section's outline only as its section snapshot).
            fileprivate func showOutlines(_ outlines: [(section: Section.ID, snapshot: NSDiffableDataSourceSectionSnapshot<Section.Item>)], animatingDifferences: Bool) {
                for outline in outlines { apply(outline.snapshot, to: outline.section, animatingDifferences: animatingDifferences) }
            }

            /// Builds and applies the outlines of `shown` (by default every section) from their rows as of the
            /// last apply: after a whole snapshot that did not come from an apply of sections, or a toggle.
            fileprivate func showOutlines(of shown: [Section]? = nil, animatingDifferences: Bool) {
                for section in shown ?? sections {
                    var outline = CellGenOutlineSnapshot<Section.Item>(expansion: outlineExpansion)
                    for row in section.rows { _ = outline.add(Section.Item(section: section.id, row: row.id), row.outlineRole) }
                    if let snapshot = outline.finished() { apply(snapshot, to: section.id, animatingDifferences: animatingDifferences) }
                }
            }

            /// Keeps what the user's taps on disclosures do: UIKit changes the section snapshot itself.
            private func watchExpansion() {
                sectionSnapshotHandlers.willExpandItem = { [weak self] item in self?.outlineExpansion[item] = true }
                sectionSnapshotHandlers.willCollapseItem = { [weak self] item in self?.outlineExpansion[item] = false }
            }

        """#,
        "support-data-source-paging": #"""
        {{! Paging states (issue 34) of the list engine: each section's paging as the team sets it, the page it last asked for, and its paging view as a header or footer. Included in the engine class of support-data-source, once per kind of list, when a screen pages. }}

            // MARK: Paging

            /// Each section's paging as the team last set it; a section not in it is idle.
            {{{access}}}private(set) var pagingStates: [Section.ID: CellGenPaging] = [:]
            /// The page each section last asked for, named by its repeating row at the end it pages at
            /// (none before the first page): a row edit elsewhere in the section keeps it.
            private var pagesAsked: [Section.ID: [Section.Row.ID]] = [:]
        {{#isCollection}}
            /// The views that host paging views, apart from the screen's header views and titles.
            private let pagingRegistrations = CellGenSupplementaryRegistrations<UICollectionReusableView>(nib: nil)
        {{/isCollection}}

            /// The paging of the section `section`: idle unless the team set another.
            {{{access}}}func paging(of section: Section.ID) -> CellGenPaging { pagingStates[section] ?? .idle }

            /// Sets the paging of the section `section`, which its `loadMore` honours: `.loading` once the
            /// page was asked for, `.failed` when it did not come, `.exhausted` when there is no more,
            /// `.idle` when more may load. Its paging view (its footer, its header when it pages at the
            /// top) shows at once while it loads or failed. After `.failed` the same page is asked for
            /// again: now by `retryPaging(of:)`, or when its rows next appear once it is idle.
            {{{access}}}func setPaging(_ paging: CellGenPaging, for section: Section.ID) {
                let old = self.paging(of: section)
                guard paging != old else { return }
                pagingStates[section] = paging == .idle ? nil : paging
                if old == .failed { pagesAsked[section] = nil }
                guard let index = sections.firstIndex(where: { $0.id == section }) else { return }
                let isFooter = sections[index].pagingEdge != .top
                if paging.showsView == old.showsView {
                    if let host = pagingHost(inSectionAt: index, isFooter: isFooter) { showPaging(ofSectionAt: index, in: host) }
                    return
                }
                // The view comes or goes as a header or footer does: the section reloads. At the top, the
                // rows the user reads stay in place as it goes (the apply of the older rows kept them).
                var snapshot = snapshot()
                snapshot.reloadSections([section])
                apply(snapshot, keepingPosition: !isFooter && !paging.showsView)
            }

            /// Asks for the section's page again, as its paging view's retry button does: the section is
            /// idle and its `loadMore` is sent, though its rows did not change.
            {{{access}}}func retryPaging(of section: Section.ID) {
                setPaging(.idle, for: section)
                guard let shown = sections.first(where: { $0.id == section }) else { return }
                pagesAsked[section] = page(of: shown)
                loadMore(of: shown)
            }

            /// Sends the section's `loadMore`: a screen whose sections page gives it.
            {{{openAccess}}}func loadMore(of section: Section) {}

            /// Whether `section` may ask for a page now, noting that it did: it is idle and has not asked
            /// for this page yet.
            {{{access}}}func startsPage(of section: Section) -> Bool {
                guard paging(of: section.id) == .idle else { return false }
                let page = page(of: section)
                guard pagesAsked[section.id] != page else { return false }
                pagesAsked[section.id] = page
                return true
            }

            /// Paging starts over in every section but `shown`: after a pull to refresh, in none; at an
            /// apply, in the sections that left the list. Those that failed or had no more pages are idle
            /// again (a refresh may bring more); one that is loading goes on.
            {{{access}}}func restartPaging(keeping shown: Set<Section.ID> = []) {
                pagesAsked = pagesAsked.filter { shown.contains($0.key) }
                for (section, paging) in pagingStates where !shown.contains(section) && paging != .loading {
                    setPaging(.idle, for: section)
                }
            }

            /// A page's name: the section's repeating row at the end it pages at.
            private func page(of section: Section) -> [Section.Row.ID] {
                let row = section.pagingEdge == .top ? section.rows.first(where: \.isRepeating) : section.rows.last(where: \.isRepeating)
                return row.map { [$0.id] } ?? []
            }

            /// Whether the section at `index` shows its paging view as its footer (`isFooter`) or header.
            {{{access}}}func showsPaging(inSectionAt index: Int, isFooter: Bool) -> Bool {
                guard let section = section(at: index), let edge = section.pagingEdge, (edge == .bottom) == isFooter else { return false }
                return paging(of: section.id).showsView
            }

            /// Shows the paging of the section at `index` in `host`, a header or footer view's content.
            private func showPaging(ofSectionAt index: Int, in host: UIView) {
                guard let id = section(at: index)?.id else { return }
                CellGenPagingView.shown(in: host).show(paging(of: id)) { [weak self] in self?.retryPaging(of: id) }
            }
        {{#isTable}}

            /// The paging view of the section at `index` as its footer (`isFooter`) or header, if it shows one.
            private func pagingView(inSectionAt index: Int, isFooter: Bool) -> UIView? {
                guard showsPaging(inSectionAt: index, isFooter: isFooter) else { return nil }
                let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
                showPaging(ofSectionAt: index, in: view.contentView)
                return view
            }

            /// Where the section at `index` shows its paging view now, if the table shows it.
            private func pagingHost(inSectionAt index: Int, isFooter: Bool) -> UIView? {
                (isFooter ? listView?.footerView(forSection: index) : listView?.headerView(forSection: index))?.contentView
            }
        {{/isTable}}
        {{#isCollection}}

            /// The paging view of the section at `indexPath` as its header or footer (`kind`), if it shows one.
            private func pagingView(in collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
                let isFooter = kind == UICollectionView.elementKindSectionFooter
                guard isFooter || kind == UICollectionView.elementKindSectionHeader, showsPaging(inSectionAt: indexPath.section, isFooter: isFooter) else { return nil }
                let view = pagingRegistrations.view(in: collectionView, ofKind: kind, at: indexPath)
                showPaging(ofSectionAt: indexPath.section, in: view)
                return view
            }

            /// Where the section at `index` shows its paging view now, if the collection shows it.
            private func pagingHost(inSectionAt index: Int, isFooter: Bool) -> UIView? {
                let kind = isFooter ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader
                return listView?.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: index))
            }
        {{/isCollection}}

        """#,
        "support-data-source-selection": #"""
        {{! In each engine class of support-data-source.mustache: selection modes (issue 34), momentary (the default), single and multiple, by section. }}

            // MARK: Selection

            /// Deselects the rows selected momentarily. Call it from the view controller's `viewWillAppear(_:)`,
            /// as UITableViewController does: the row stays highlighted while the screen it opened shows.
            {{{access}}}func deselectMomentaryRows(animated: Bool) {
                for indexPath in listView?.{{{selectedPaths}}} ?? []{{#hasSelectionModes}} where selectionMode(at: indexPath) == .momentary{{/hasSelectionModes}} {
                    listView?.{{{deselectCall}}}(at: indexPath, animated: animated)
                }
            }
        {{#hasBulk}}

            /// The rows selected now, in list order: what a bulk action sends (a screen's `send(_: BulkAction)`).
            {{{access}}}var selectedRows: [Section.Row] {
                (listView?.{{{selectedPaths}}} ?? []).sorted().compactMap { row(at: $0) }
            }
        {{/hasBulk}}
        {{#hasSelectionModes}}

            /// How the rows of section `id` stay selected (the spec's `selection`): momentary, the default,
            /// until `deselectMomentaryRows(animated:)`; one per section or per list; any number.
            {{{openAccess}}}func selectionMode(of section: Section.ID) -> CellGenSelectionMode { .momentary }

            private func selectionMode(at indexPath: IndexPath) -> CellGenSelectionMode {
                section(at: indexPath.section).map { selectionMode(of: $0.id) } ?? .momentary
            }

            /// The rows kept selected (single and multiple sections), in the order they were selected.
            private var selectedItems: [Section.Item] = []

            /// The ids of the rows kept selected (single and multiple sections), in the order they were selected.
            {{{access}}}var selectedIDs: [Section.Row.ID] { selectedItems.compactMap { listModel[$0]?.id } }

            /// Selects the row `id` as a tap shows it, without sending its action; false when no section shows it.
            @discardableResult
            {{{access}}}func select(_ id: Section.Row.ID, in section: Section.ID? = nil, animated: Bool = false) -> Bool {
                guard let indexPath = indexPath(for: id, in: section) else { return false }
                listView?.{{{selectCall}}}(at: indexPath, animated: animated, scrollPosition: {{{noScroll}}})
                keepSelection(at: indexPath)
                return true
            }

            /// Deselects the row `id`, sending nothing; false when no section shows it.
            @discardableResult
            {{{access}}}func deselect(_ id: Section.Row.ID, in section: Section.ID? = nil, animated: Bool = false) -> Bool {
                guard let indexPath = indexPath(for: id, in: section) else { return false }
                listView?.{{{deselectCall}}}(at: indexPath, animated: animated)
                forgetSelection(at: indexPath)
                return true
            }

            /// Keeps the row at `indexPath` selected across applies; a single selection deselects the other
            /// rows of its section (`single`) or of every section in the list's mode (`singleInList`).
            private func keepSelection(at indexPath: IndexPath) {
                let mode = selectionMode(at: indexPath)
                guard mode != .momentary, let item = itemIdentifier(for: indexPath) else { return }
                for other in listView?.{{{selectedPaths}}} ?? [] where other != indexPath {
                    let replaced = mode == .single ? other.section == indexPath.section : mode == .singleInList && selectionMode(at: other) == mode
                    guard replaced else { continue }
                    listView?.{{{deselectCall}}}(at: other, animated: true)
                    forgetSelection(at: other)
                }
                if !selectedItems.contains(item) { selectedItems.append(item) }
            }

            private func forgetSelection(at indexPath: IndexPath) {
                guard let item = itemIdentifier(for: indexPath) else { return }
                selectedItems.removeAll { $0 == item }
            }

            /// After an apply: the kept rows still shown are selected again (a reload clears a list's
            /// selection), the others forgotten.
            fileprivate func restoreSelection() {
                selectedItems = selectedItems.filter(listModel.shows)
                let shown = Set(listView?.{{{selectedPaths}}} ?? [])
                for item in selectedItems {
                    guard let indexPath = indexPath(for: item), !shown.contains(indexPath) else { continue }
                    listView?.{{{selectCall}}}(at: indexPath, animated: false, scrollPosition: {{{noScroll}}})
                }
            }

            /// Called when the user deselects `row` in a multiple section (or another row of a single one is chosen).
            {{{openAccess}}}func didDeselect(_ row: Section.Row, at indexPath: IndexPath) {}

            {{{openAccess}}}func {{{listParameter}}}(_ {{{listParameter}}}: {{{listType}}}, {{{didDeselectAt}}} indexPath: IndexPath) {
                if let row = row(at: indexPath) { didDeselect(row, at: indexPath) }
                forgetSelection(at: indexPath)
            }
        {{/hasSelectionModes}}

        """#,
        "support-data-source": #"""
        {{! The list engine's data source, once for tables and once for collections (support.mustache renders it in each `lists` object): what every screen's DataSource inherits. }}
        /// The list engine of every {{{listName}}} screen (with `CellGenListEngine`): the list's data source
        /// and delegate, passing on to `delegate` what it does not handle. A screen's `DataSource`
        /// subclasses it with its cells and actions.
        @MainActor
        {{{openAccess}}}class {{{engineClass}}}<Section: CellGenSection>: {{{diffableClass}}}<Section.ID, Section.Item>, {{{delegateProtocol}}}, CellGenListEngine{{#hasPrefetch}}, {{{prefetchProtocol}}}{{/hasPrefetch}} {
            /// The screen's name, the first part of its cells' accessibility identifiers.
            {{{access}}}let screenName: String
            /// What the last apply showed: its sections and rows, compared with the next apply.
            {{{access}}}fileprivate(set) var listModel = CellGenListModel<Section>()
            /// Above this many changed rows an apply reloads the list: far cheaper than animating thousands.
            {{{access}}}var maximumAnimatedChanges = 1_000
            /// The list this data source shows.
            {{{access}}}private(set) weak var listView: {{{listType}}}?
            /// The items whose cells were not configured because the user was typing in them.
            fileprivate var heldItems: Set<Section.Item> = []
            /// Made when a cell is first held, so a list nobody types in observes nothing.
            fileprivate var editingWatch: CellGenEditingWatch?
        {{#isCollection}}
            /// The registrations of the screen's cells and header views, by class; titles have their own.
            private var cellRegistrations: [ObjectIdentifier: Any] = [:]
            private var viewRegistrations: [ObjectIdentifier: Any] = [:]
            private let titleRegistrations = CellGenSupplementaryRegistrations<UICollectionViewListCell>(nib: nil)
        {{/isCollection}}

            /// Receives, held weakly, every delegate method this data source does not implement, and those
            /// it implements that report events (selection, display) or that it lets it answer first.
            {{{access}}}weak var delegate: (any {{{delegateProtocol}}})? {
                didSet {
                    forwardee = delegate
                    #if canImport(ObjectiveC)
                    if let delegate { CellGenDelegateWatch.watch(delegate, for: self) { [weak self] in self?.renewListDelegate() } }
                    #endif
                    renewListDelegate()
                }
            }
            /// `delegate`, for the nonisolated `responds(to:)` and `forwardingTarget(for:)`: written on the
            /// main actor only, where UIKit asks them.
            private nonisolated(unsafe) weak var forwardee: (any NSObjectProtocol)?

            {{>nonisolated-deinit}}

            /// Becomes `{{{listParameter}}}`'s data source and delegate, for the screen named `screenName`.
            {{{access}}}init({{{listParameter}}}: {{{listType}}}, screenName: String) {
                // The cell provider reaches the data source, which does not exist yet, through a reference.
                let provider = CellGenWeakReference<{{{engineClass}}}>()
                self.screenName = screenName
                super.init({{{listParameter}}}: {{{listParameter}}}) { _, indexPath, item in provider.object?.providedCell(at: indexPath, item: item) }
                provider.object = self
                listView = {{{listParameter}}}
        {{#isCollection}}
                supplementaryViewProvider = { [unowned self] in providedSupplementaryView(in: $0, ofKind: $1, at: $2) }
        {{#hasOutlines}}
                watchExpansion()
        {{/hasOutlines}}
        {{/isCollection}}
                {{{listParameter}}}.delegate = self
            }

            // MARK: What the screen gives

            /// The cell that shows `row`: a screen's data source overrides it and dequeues with `dequeue`.
            {{{openAccess}}}func cell(for row: Section.Row, at indexPath: IndexPath) -> {{{cellType}}}? { nil }

        {{#isTable}}
            /// The view that shows a header view; the table shows titles itself.
            {{{openAccess}}}func view(for supplementary: Section.Supplementary) -> UIView? { nil }
        {{/isTable}}
        {{#isCollection}}
            /// The view that shows a header view as a header or footer (`kind`); the engine shows titles.
            {{{openAccess}}}func view(for supplementary: Section.Supplementary, ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? { nil }

            /// How the section `id` is laid out: a compositional screen gives its spec's layouts.
            {{{openAccess}}}func layout(of section: Section.ID) -> CellGenSectionLayout { .list(.plain) }

            /// The compositional layout of the section at `index`, chosen by its identifier (sections without
            /// rows are left out, which shifts indices), with its header, footer and rows' swipe actions.
            {{{access}}}func layoutSection(
                at index: Int, environment: any NSCollectionLayoutEnvironment,
                leadingSwipe: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? = nil,
                trailingSwipe: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? = nil
            ) -> NSCollectionLayoutSection {
                let shown = section(at: index)
                return layout(ofSectionAt: index).section(
        {{^hasPaging}}
                    in: environment, showsHeader: shown?.header != nil, showsFooter: shown?.footer != nil,
        {{/hasPaging}}
        {{#hasPaging}}
                    in: environment, showsHeader: shown?.header != nil || showsPaging(inSectionAt: index, isFooter: false),
                    showsFooter: shown?.footer != nil || showsPaging(inSectionAt: index, isFooter: true),
        {{/hasPaging}}
                    leadingSwipe: leadingSwipe, trailingSwipe: trailingSwipe{{#hasOutlines}},
                    headerIsFirstItem: shown?.rows.first?.outlineRole.isHeader ?? false{{/hasOutlines}})
            }

            /// The layout of the section at `index` as of the last apply; a plain list past the end.
            private func layout(ofSectionAt index: Int) -> CellGenSectionLayout {
                section(at: index).map { layout(of: $0.id) } ?? .list(.plain)
            }

            /// How a title looks in the section at `section`: like the system's for its layout.
            {{{openAccess}}}func titleConfiguration(in section: Int, ofKind kind: String) -> UIListContentConfiguration {
                layout(ofSectionAt: section).titleConfiguration(ofKind: kind)
            }

            /// The view of a kind other than section headers and footers that a team's layout declares (a
            /// badge): override to give it; nil only for undeclared kinds (UIKit rejects nil for a declared one).
            {{{openAccess}}}func supplementaryView(in collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? { nil }
        {{/isCollection}}

            /// Shows a header view's new values in the view that shows it; titles are shown in place without it.
            {{{openAccess}}}func reconfigure(_ view: {{{supplementaryViewType}}}, with supplementary: Section.Supplementary) {}

            /// The cell the list shows at `indexPath`, if it shows one.
            {{{access}}}func shownCell(at indexPath: IndexPath) -> {{{cellType}}}? { listView?.{{{cellAt}}}(at: indexPath) }

            /// Sends `selector` up the responder chain from `sender`, else the list, carrying `action` (seed 5).
            {{{access}}}func sendUpResponderChain(_ selector: Selector, carrying action: Any, from sender: AnyObject?) {
                guard let responder = sender as? UIResponder ?? listView else { return }
                CellGenSelectors.send(selector, carrying: action, from: responder)
            }

            /// Called when the user selects `row`, before `delegate` hears.
            {{{openAccess}}}func didSelect(_ row: Section.Row, at indexPath: IndexPath) {}

            // MARK: Registering and dequeuing
        {{#isTable}}

            /// Registers `cellClass` under its reuse identifier: from the nib of its name in `nibBundle`,
            /// else from the class. A storyboard's prototype cells need no registration.
            {{{access}}}func register<Cell: UITableViewCell>(_ cellClass: Cell.Type, nibBundle: Bundle? = nil) {
                let identifier = Self.reuseIdentifier(of: cellClass)
                if let nib = Self.nib(of: cellClass, in: nibBundle) {
                    listView?.register(nib, forCellReuseIdentifier: identifier)
                } else {
                    listView?.register(cellClass, forCellReuseIdentifier: identifier)
                }
            }

            /// Registers a header and footer view class, as `register(_:nibBundle:)` does a cell class.
            {{{access}}}func registerHeaderFooter<View: UITableViewHeaderFooterView>(_ viewClass: View.Type, nibBundle: Bundle? = nil) {
                let identifier = Self.reuseIdentifier(of: viewClass)
                if let nib = Self.nib(of: viewClass, in: nibBundle) {
                    listView?.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
                } else {
                    listView?.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
                }
            }

            /// Dequeues a cell of `cellClass` for `indexPath` and prepares it (`CellGenListEngine.prepare`):
            /// its accessibility identifier, `configure` unless the user is typing in it, then `wire`.
            {{{access}}}func dequeue<Cell: UITableViewCell>(
                _ cellClass: Cell.Type, at indexPath: IndexPath, configure: (Cell) -> Void, wire: (Cell) -> Void = { _ in }
            ) -> UITableViewCell? {
                guard let listView else { return nil }
                let identifier = Self.reuseIdentifier(of: cellClass)
                let cell = listView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                guard let shown = cell as? Cell else {
                    assertionFailure("\(identifier) dequeued \(type(of: cell)), not \(Cell.self): check its registration")
                    return cell
                }
                prepare(shown, at: indexPath, configure: configure, wire: wire)
                return shown
            }

            /// Dequeues a header or footer view of `viewClass` and configures it.
            {{{access}}}func dequeueHeaderFooter<View: UITableViewHeaderFooterView>(_ viewClass: View.Type, configure: (View) -> Void) -> UITableViewHeaderFooterView? {
                let view = listView?.dequeueReusableHeaderFooterView(withIdentifier: Self.reuseIdentifier(of: viewClass))
                if let view = view as? View {
                    configure(view)
                } else {
                    assertionFailure("\(Self.reuseIdentifier(of: viewClass)) is not registered as a \(View.self)")
                }
                return view
            }
        {{/isTable}}
        {{#isCollection}}

            /// Registers `cellClass`: from the nib of its name in `nibBundle`, else from the class. Make
            /// every registration in the data source's init: UIKit rejects one made while it asks for a cell.
            {{{access}}}func register<Cell: UICollectionViewCell>(_ cellClass: Cell.Type, nibBundle: Bundle? = nil) {
                // A registration configures nothing: the data source prepares the cell right after dequeuing.
                let handler: UICollectionView.CellRegistration<Cell, Void>.Handler = { _, _, _ in }
                if let nib = Self.nib(of: cellClass, in: nibBundle) {
                    cellRegistrations[ObjectIdentifier(cellClass)] = UICollectionView.CellRegistration(cellNib: nib, handler: handler)
                } else {
                    cellRegistrations[ObjectIdentifier(cellClass)] = UICollectionView.CellRegistration(handler: handler)
                }
            }

            /// Registers a cell whose rows offer swipe actions, which a collection view shows only on list cells.
            {{{access}}}func registerListCell<Cell: UICollectionViewListCell>(_ cellClass: Cell.Type, nibBundle: Bundle? = nil) {
                register(cellClass, nibBundle: nibBundle)
            }

            /// Registers a header and footer view class, as `register(_:nibBundle:)` does a cell class.
            {{{access}}}func registerHeaderFooter<View: UICollectionReusableView>(_ viewClass: View.Type, nibBundle: Bundle? = nil) {
                viewRegistrations[ObjectIdentifier(viewClass)] = CellGenSupplementaryRegistrations<View>(nib: Self.nib(of: viewClass, in: nibBundle))
            }

            /// Dequeues a cell of `cellClass` for `indexPath` and prepares it (`CellGenListEngine.prepare`):
            /// its accessibility identifier, `configure` unless the user is typing in it, then `wire`.
            {{{access}}}func dequeue<Cell: UICollectionViewCell>(
                _ cellClass: Cell.Type, at indexPath: IndexPath, configure: (Cell) -> Void, wire: (Cell) -> Void = { _ in }
            ) -> UICollectionViewCell? {
                guard let listView, let registration = cellRegistrations[ObjectIdentifier(cellClass)] as? UICollectionView.CellRegistration<Cell, Void> else {
                    assertionFailure("\(Cell.self) is not registered with \(type(of: self))")
                    return nil
                }
                let cell = listView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: ())
                prepare(cell, at: indexPath, configure: configure, wire: wire)
                return cell
            }

            /// Dequeues a header or footer view (`kind`) of `viewClass` and configures it.
            {{{access}}}func dequeueHeaderFooter<View: UICollectionReusableView>(
                _ viewClass: View.Type, ofKind kind: String, at indexPath: IndexPath, configure: (View) -> Void
            ) -> UICollectionReusableView? {
                guard let listView, let registrations = viewRegistrations[ObjectIdentifier(viewClass)] as? CellGenSupplementaryRegistrations<View> else {
                    assertionFailure("\(View.self) is not registered with \(type(of: self))")
                    return nil
                }
                let view = registrations.view(in: listView, ofKind: kind, at: indexPath)
                configure(view)
                return view
            }
        {{/isCollection}}

            // MARK: Applying

            /// Shows sections made by `Builder.sections(from:)` (which may run off the main actor), compared
            /// with the last apply's (`CellGenListModel.replace(with:reconfiguring:)`); `completion` runs when
            /// the list shows them. Final, so that a screen's call is specialized for its sections (an
            /// overridable method of a generic class runs unspecialized): see `willApply(_:)`, `didApply()`.
            {{{access}}}final func apply(_ sections: [Section], animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        {{#hasPaging}}
                // A section that left the list pages from its start when it comes back.
                restartPaging(keeping: Set(sections.map(\.id)))
        {{/hasPaging}}
                applySections(sections, animatingDifferences: animatingDifferences, completion: completion)
            }

            /// A row edit's apply: no `willApply(_:)`, as an edit brings no new data (refresh, paging go on).
            {{{access}}}final func applyEditedRows(_ sections: [Section], animatingDifferences: Bool) {
                applySections(sections, animatingDifferences: animatingDifferences, completion: nil, isRowEdit: true)
            }

            /// Called at the start of each apply of sections (not of a row edit), with them.
            {{{openAccess}}}func willApply(_ sections: [Section]) {}

            /// Called once the list was given the sections of an apply (its completion may come later).
            {{{openAccess}}}func didApply() {}

            /// What went wrong if the list no longer has this data source as its data source and delegate (set
            /// `delegate` here, not `{{{listParameter}}}.delegate`); debug builds print it at each apply.
            {{{access}}}var wiringProblem: String? {
                guard let listView, listView.dataSource !== self || listView.delegate !== self else { return nil }
                let role = listView.dataSource !== self ? "dataSource" : "delegate"
                return "CellGen: \(type(of: self)) is no longer the \(role) of its list: set its `delegate`, not the list's."
            }
        {{#isTable}}

            // MARK: Titles and header views

            {{{openAccess}}}override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                self.section(at: section)?.header?.title
            }

            {{{openAccess}}}override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                self.section(at: section)?.footer?.title
            }

            /// The view `delegate` gives, else the section's header view.
            {{{openAccess}}}func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                if let view = delegate?.cellGenView(tableView, in: section, isFooter: false) { return view }
        {{#hasPaging}}
                if let view = pagingView(inSectionAt: section, isFooter: false) { return view }
        {{/hasPaging}}
                return self.section(at: section)?.header.flatMap { view(for: $0) }
            }

            /// The view `delegate` gives, else the section's footer view.
            {{{openAccess}}}func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                if let view = delegate?.cellGenView(tableView, in: section, isFooter: true) { return view }
        {{#hasPaging}}
                if let view = pagingView(inSectionAt: section, isFooter: true) { return view }
        {{/hasPaging}}
                return self.section(at: section)?.footer.flatMap { view(for: $0) }
            }

            // MARK: Delegate methods a screen overrides
            //
            // Declared here: the Objective-C runtime sees a subclass's method only when it overrides one of
            // its superclass's. Each does what UIKit does without it, after asking `delegate`.

            {{{openAccess}}}func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                row(at: indexPath)?.height.rowHeight ?? tableView.rowHeight
            }

            {{{openAccess}}}func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
                row(at: indexPath)?.height.estimatedRowHeight ?? tableView.estimatedRowHeight
            }

            {{{openAccess}}}func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        {{#hasPaging}}
                if showsPaging(inSectionAt: section, isFooter: false) { return UITableView.automaticDimension }
        {{/hasPaging}}
                {{#hasPaging}}return {{/hasPaging}}self.section(at: section)?.header?.height.rowHeight ?? tableView.sectionHeaderHeight
            }

            {{{openAccess}}}func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        {{#hasPaging}}
                if showsPaging(inSectionAt: section, isFooter: true) { return UITableView.automaticDimension }
        {{/hasPaging}}
                {{#hasPaging}}return {{/hasPaging}}self.section(at: section)?.footer?.height.rowHeight ?? tableView.sectionFooterHeight
            }

            /// A selectable row highlights{{#hasBulk}} (any row while editing, for bulk actions){{/hasBulk}}, unless `delegate` says no.
            {{{openAccess}}}func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                (row(at: indexPath)?.isSelectable ?? false{{#hasBulk}} || listView?.isEditing == true{{/hasBulk}}) && (delegate?.cellGenShouldHighlight(tableView, at: indexPath) ?? true)
            }

            /// Keeps the row selected as its section's `selection` says, calls `didSelect(_:at:)`, then tells `delegate`.
            {{{openAccess}}}func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        {{#hasSelectionModes}}
                keepSelection(at: indexPath)
        {{/hasSelectionModes}}
                if let row = row(at: indexPath) { didSelect(row, at: indexPath) }
                delegate?.cellGenDidSelect(tableView, at: indexPath)
            }

            {{{openAccess}}}func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        {{#hasImpressions}}
                noteDisplayed(cell, at: indexPath)
        {{/hasImpressions}}
                delegate?.cellGenWillDisplay(tableView, cell, at: indexPath)
            }

            {{{openAccess}}}func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                delegate?.cellGenSwipeActions(tableView, at: indexPath, leading: true)
            }

            {{{openAccess}}}func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                delegate?.cellGenSwipeActions(tableView, at: indexPath, leading: false)
            }

            {{{openAccess}}}func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                delegate?.cellGenContextMenu(tableView, at: indexPath, point: point)
            }
        {{#hasDeletion}}

            /// UIKit's default; a screen whose rows can be deleted shows the control only on those.
            {{{openAccess}}}func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
                .delete
            }
        {{/hasDeletion}}
        {{#hasReordering}}

            /// A moved row stays among the rows of its kind in its section (`reorderTarget(from:proposed:)`).
            {{{openAccess}}}func tableView(
                _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
            ) -> IndexPath {
                reorderTarget(from: sourceIndexPath, proposed: proposedDestinationIndexPath)
            }
        {{/hasReordering}}
        {{/isTable}}
        {{#isCollection}}

            // MARK: Delegate methods a screen overrides
            //
            // Declared here: the Objective-C runtime sees a subclass's method only when it overrides one of
            // its superclass's. Each does what UIKit does without it, after asking `delegate`.

            /// A selectable item highlights{{#hasBulk}} (any item while editing, for bulk actions){{/hasBulk}}, unless `delegate` says no.
            {{{openAccess}}}func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        {{#hasOutlines}}
                // A collapsible section's header: UIKit toggles it on a tap and never selects it.
                if row(at: indexPath)?.outlineRole.isHeader == true { return true }
        {{/hasOutlines}}
                {{#hasOutlines}}return {{/hasOutlines}}(row(at: indexPath)?.isSelectable ?? false{{#hasBulk}} || listView?.isEditing == true{{/hasBulk}}) && (delegate?.cellGenShouldHighlight(collectionView, at: indexPath) ?? true)
            }

            /// Keeps the item selected as its section's `selection` says, calls `didSelect(_:at:)`, then tells `delegate`.
            {{{openAccess}}}func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        {{#hasSelectionModes}}
                keepSelection(at: indexPath)
        {{/hasSelectionModes}}
                if let row = row(at: indexPath) { didSelect(row, at: indexPath) }
                delegate?.cellGenDidSelect(collectionView, at: indexPath)
            }

            {{{openAccess}}}func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        {{#hasImpressions}}
                noteDisplayed(cell, at: indexPath)
        {{/hasImpressions}}
                delegate?.cellGenWillDisplay(collectionView, cell, at: indexPath)
            }

            @available(iOS 16.0, *)
            {{{openAccess}}}func collectionView(
                _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
            ) -> UIContextMenuConfiguration? {
                delegate?.cellGenContextMenu(collectionView, at: indexPaths, point: point)
            }
        {{#hasReordering}}

            /// A moved item stays among the rows of its kind in its section (`reorderTarget(from:proposed:)`).
            {{{openAccess}}}func collectionView(
                _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath {
                reorderTarget(from: originalIndexPath, proposed: proposedIndexPath)
            }

            /// The item the user moved in a reordering `transaction`: where its row was as of the last
            /// apply, and where the diffable data source now shows it.
            {{{access}}}func movedItem(in transaction: NSDiffableDataSourceTransaction<Section.ID, Section.Item>) -> (from: IndexPath, to: IndexPath)? {
                let final = transaction.finalSnapshot
                for change in transaction.difference {
                    guard case .insert(_, let item, _) = change, let from = listModel.location(of: item),
                        let section = final.sectionIdentifier(containingItem: item), let sectionIndex = final.indexOfSection(section),
                        let item = final.itemIdentifiers(inSection: section).firstIndex(of: item)
                    else { continue }
                    return (IndexPath(item: from.row, section: from.section), IndexPath(item: item, section: sectionIndex))
                }
                return nil
            }
        {{/hasReordering}}
        {{/isCollection}}

        {{>support-data-source-behaviours}}
        {{#isCollection}}
        {{#hasOutlines}}
        {{>support-data-source-outline}}
        {{/hasOutlines}}
        {{/isCollection}}
        {{#hasPaging}}
        {{>support-data-source-paging}}
        {{/hasPaging}}
        {{>support-data-source-selection}}

            // MARK: Forwarding to `delegate`

            /// Whether this data source or `delegate` implements a method, asked before an optional one is
            /// called. Nonisolated, as NSObject declares it and `forwardingTarget(for:)` (UIKit asks on the main thread).
            {{{openAccess}}}nonisolated override func responds(to aSelector: Selector!) -> Bool {
                if super.responds(to: aSelector) { return true }
                return forwardee?.responds(to: aSelector) ?? false
            }

            /// Where the runtime sends a method this data source does not implement: `delegate`, if it does.
            {{{openAccess}}}nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
                if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
                return super.forwardingTarget(for: aSelector)
            }

            /// Makes the list ask again which delegate methods this data source answers (`delegate` changed).
            private func renewListDelegate() {
                listView?.delegate = nil
                listView?.delegate = self
            }

            // MARK: The engine's own work

            private func providedCell(at indexPath: IndexPath, item: Section.Item) -> {{{cellType}}}? {
                listModel[item].flatMap { cell(for: $0, at: indexPath) }
            }
        {{#isCollection}}

            /// The header or footer of the section at `indexPath` (declared where it has one), or the team's
            /// view of another kind.
            private func providedSupplementaryView(in collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        {{#hasPaging}}
                if let view = pagingView(in: collectionView, ofKind: kind, at: indexPath) { return view }
        {{/hasPaging}}
                let supplementary: Section.Supplementary?
                switch kind {
                case UICollectionView.elementKindSectionHeader: supplementary = section(at: indexPath.section)?.header
                case UICollectionView.elementKindSectionFooter: supplementary = section(at: indexPath.section)?.footer
                default: return supplementaryView(in: collectionView, ofKind: kind, at: indexPath)
                }
                guard let supplementary else { return nil }
                guard let title = supplementary.title else { return view(for: supplementary, ofKind: kind, at: indexPath) }
                let view = titleRegistrations.view(in: collectionView, ofKind: kind, at: indexPath)
                var content = titleConfiguration(in: indexPath.section, ofKind: kind)
                content.text = title
                view.contentConfiguration = content
                return view
            }
        {{/isCollection}}

            /// Shows a header or footer whose values changed on the view that shows it now, if one does.
            fileprivate func showInPlace(_ change: CellGenSupplementaryChange<Section.Supplementary>) {
                guard let listView else { return }
        {{#hasPaging}}
                // Its paging view shows in its place: the section's own shows when paging is done.
                if showsPaging(inSectionAt: change.section, isFooter: change.isFooter) { return }
        {{/hasPaging}}
        {{#isTable}}
                let view = change.isFooter ? listView.footerView(forSection: change.section) : listView.headerView(forSection: change.section)
        {{/isTable}}
        {{#isCollection}}
                let kind = change.isFooter ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader
                let view = listView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: change.section))
        {{/isCollection}}
                guard let view else { return }
                guard let title = change.supplementary.title else { return reconfigure(view, with: change.supplementary) }
        {{#isTable}}
                // A title view shows its list content configuration, or its text label where the system
                // shows the title without one.
                if var content = view.contentConfiguration as? UIListContentConfiguration {
                    content.text = title
                    view.contentConfiguration = content
                } else {
                    view.textLabel?.text = title
                }
        {{/isTable}}
        {{#isCollection}}
                // A title view is the list cell `providedSupplementaryView(in:ofKind:at:)` configured.
                guard let cell = view as? UICollectionViewListCell, var content = cell.contentConfiguration as? UIListContentConfiguration else { return }
                content.text = title
                cell.contentConfiguration = content
        {{/isCollection}}
            }

            /// The index paths of the visible cells.
            fileprivate var visibleIndexPaths: [IndexPath] {
                guard let listView else { return [] }
                return {{{visiblePaths}}}
            }
        }

        """#,
        "support-engine": #"""
        {{! The list engine's model: what every screen's data source keeps of its last apply and how a new apply compares with it. Included by support.mustache. }}
        /// A screen's section identifier, as the list engine reads it.
        {{{access}}}nonisolated protocol CellGenSectionID: Hashable, Sendable {
            /// The section's id in the spec, the first part of its cells' accessibility identifiers, and
            /// whether the section repeats (then its position among them follows).
            var accessibilityName: (id: String, repeats: Bool) { get }
        }

        /// A screen's row, as the list engine reads it: which row of the spec it is, with its values.
        {{{access}}}nonisolated protocol CellGenRow: Hashable, Sendable, Identifiable where ID: Sendable {
            /// The row's id in the spec and, for a repeating row, its identity when that is one `String`,
            /// `Int` or `UUID` field (nil: its position among the rows of its kind names it).
            var accessibilityName: (row: String, identity: String?) { get }
            /// Whether the row's spec row shows any number of rows (a repeated row or a slot).
            var isRepeating: Bool { get }
            /// Whether the row highlights and can be selected (a selection action, or its cell's `selectable`).
            var isSelectable: Bool { get }
            /// How tall the row is, as its cell's `height` says; a compositional layout reads none.
            var height: CellGenHeight { get }
        {{#hasOutlines}}
            /// Its place in an outline (`children:` in the spec).
            var outlineRole: CellGenOutlineRole { get }
        {{/hasOutlines}}
        }

        nonisolated extension CellGenRow {
            {{{access}}}var height: CellGenHeight { .automatic }
        {{#hasOutlines}}
            {{{access}}}var outlineRole: CellGenOutlineRole { .none }
        {{/hasOutlines}}
        }

        /// A screen's section header or footer, as the list engine reads it.
        {{{access}}}nonisolated protocol CellGenSupplementary: Hashable, Sendable {
            /// Which view shows it (a title, or one of the screen's header views): a header that keeps its
            /// kind is reconfigured in place, one that changes kind reloads its section.
            var kind: String { get }
            /// The text of a title; nil for a header view.
            var title: String? { get }
            /// How tall the header view is, as its `height` says; a title is sized by the list.
            var height: CellGenHeight { get }
        }

        nonisolated extension CellGenSupplementary {
            {{{access}}}var height: CellGenHeight { .automatic }
        }

        /// A screen's item identifier: a row's id in its section, so a row whose values change stays the
        /// same item, and one row in two sections is two items. Each screen declares its own struct: for
        /// a generic struct UIKit's hashing and comparing would go through generic metadata on every call.
        {{{access}}}nonisolated protocol CellGenListItem: Hashable, Sendable {
            associatedtype SectionID: Hashable & Sendable
            associatedtype RowID: Hashable & Sendable
            init(section: SectionID, row: RowID)
        }

        /// A screen's section as shown, as the list engine reads it.
        {{{access}}}nonisolated protocol CellGenSection: Sendable {
            associatedtype ID: CellGenSectionID
            associatedtype Row: CellGenRow
            associatedtype Supplementary: CellGenSupplementary
            associatedtype Item: CellGenListItem where Item.SectionID == ID, Item.RowID == Row.ID
            var id: ID { get }
            var header: Supplementary? { get }
            var footer: Supplementary? { get }
            var rows: [Row] { get set }
        {{#hasPaging}}
            /// The end the section pages at; nil: it does not page.
            var pagingEdge: CellGenPagingEdge? { get }
        {{/hasPaging}}
        }
        {{#hasPaging}}

        nonisolated extension CellGenSection {
            {{{access}}}var pagingEdge: CellGenPagingEdge? { nil }
        }
        {{/hasPaging}}

        /// A header or footer whose values changed but not its kind: shown in place on its view, if shown.
        {{{access}}}nonisolated struct CellGenSupplementaryChange<Supplementary: CellGenSupplementary> {
            /// The section's index in the applied snapshot.
            {{{access}}}var section: Int
            {{{access}}}var isFooter: Bool
            {{{access}}}var supplementary: Supplementary
        }

        /// What one apply changes: the snapshot to apply, how many rows it inserts, removes or
        /// reconfigures, and the headers and footers to show in place.
        {{{access}}}nonisolated struct CellGenListChanges<Section: CellGenSection> {
            {{{access}}}typealias Item = Section.Item
            {{{access}}}var snapshot: NSDiffableDataSourceSnapshot<Section.ID, Item>
            {{{access}}}var count: Int
            {{{access}}}var supplementaries: [CellGenSupplementaryChange<Section.Supplementary>]
        {{#hasOutlines}}
            /// The outline of each section that has one, to apply after `snapshot`.
            {{{access}}}var outlines: [(section: Section.ID, snapshot: NSDiffableDataSourceSectionSnapshot<Item>)]
        {{/hasOutlines}}
        }

        /// Where a row is: its section's index, its index in the section, and the apply that put it there.
        {{{access}}}nonisolated struct CellGenRowLocation: Hashable, Sendable {
            {{{access}}}var section: Int
            {{{access}}}var row: Int
            {{{access}}}var generation: Int
        }

        /// What a list shows as of its last apply: its sections and each row by item identifier. A new
        /// apply is compared with these, never with a snapshot rebuilt from the previous sections.
        {{{access}}}nonisolated struct CellGenListModel<Section: CellGenSection> {
            {{{access}}}typealias Item = Section.Item

            /// The sections of the last apply, each row in them once.
            {{{access}}}private(set) var sections: [Section] = []
            /// Where each item's row is in `sections`: small values, so a new apply's table is cheap to
            /// build and the last one's cheap to drop, whatever the rows hold.
            private var locations: [Item: CellGenRowLocation] = [:]
            /// Counts applies: an entry of `locations` an apply did not write is a row it removed.
            private var generation = 0
            /// For rows named by position: each row's position among the rows of its kind, by section
            /// index, worked out when a cell first asks after an apply.
            private var positions: [Int: [Int]] = [:]

            {{{access}}}init() {}

            /// The row of `item` as of the last apply, for the cell provider and `row(at:)`.
            {{{access}}}subscript(item: Item) -> Section.Row? {
                guard let location = locations[item] else { return nil }
                return sections[location.section].rows[location.row]
            }

            /// Whether the last apply shows `item`.
            {{{access}}}func shows(_ item: Item) -> Bool { locations.keys.contains(item) }
        {{#hasReordering}}

            /// Where `item`'s row is as of the last apply.
            {{{access}}}func location(of item: Item) -> CellGenRowLocation? { locations[item] }
        {{/hasReordering}}

            /// Where the row `id` is: in the section `section`, else in the first section that shows it.
            {{{access}}}func location(of id: Section.Row.ID, in section: Section.ID? = nil) -> CellGenRowLocation? {
                if let section { return locations[Item(section: section, row: id)] }
                for shown in sections {
                    if let location = locations[Item(section: shown.id, row: id)] { return location }
                }
                return nil
            }

            /// Where the section `id` is: its index, with row 0 (whether or not it has rows).
            {{{access}}}func location(ofSection id: Section.ID) -> CellGenRowLocation? {
                for (index, section) in sections.enumerated() where section.id == id {
                    return CellGenRowLocation(section: index, row: 0, generation: generation)
                }
                return nil
            }

            /// Whether anything was applied yet: the first apply reloads the list instead of animating.
            {{{access}}}var hasApplied: Bool { generation > 0 }

            /// How many rows the last apply shows.
            {{{access}}}var rowCount: Int { locations.count }

            /// Keeps `newSections` and says what changed since the last apply: a row is reconfigured only when
            /// its values changed (or it is `held`: its cell was not configured while the user typed in it);
            /// a header or footer whose values changed is shown in place, and a section is reloaded only when
            /// its header or footer changes kind. Of two rows with one id in a section the first is kept;
            /// debug builds stop at the second, since UIKit would raise on it.{{#hasOutlines}} The rows under a collapsed parent
            /// (`expansion`, else as the spec starts it) are kept but are not items of the snapshot.{{/hasOutlines}}
            {{{access}}}mutating func replace(with newSections: [Section], reconfiguring held: Set<Item> = []{{#hasOutlines}}, expansion: [Item: Bool] = [:]{{/hasOutlines}}) -> CellGenListChanges<Section> {
                // The table is updated in place, one hash per row: writing a row's location returns the last
                // apply's, which is all the comparison needs.
                generation &+= 1
                let oldCount = locations.count, checksHeld = held.isEmpty == false
                var oldIndices: [Section.ID: Int] = [:], rowCount = 0
                for (index, section) in sections.enumerated() { oldIndices[section.id] = index }
                for section in newSections { rowCount += section.rows.count }
                locations.reserveCapacity(rowCount)
                var snapshot = NSDiffableDataSourceSnapshot<Section.ID, Item>()
                snapshot.appendSections(newSections.map(\.id))
                var kept = newSections, reconfigured: [Item] = [], reloaded: [Section.ID] = []
                var supplementaries: [CellGenSupplementaryChange<Section.Supplementary>] = []
                var inserted = 0, keptRows = 0
        {{#hasOutlines}}
                var outlines: [(section: Section.ID, snapshot: NSDiffableDataSourceSectionSnapshot<Item>)] = []
        {{/hasOutlines}}
                for (index, section) in newSections.enumerated() {
                    var reloads = false
                    if let oldIndex = oldIndices[section.id] {
                        let old = sections[oldIndex]
                        reloads = Self.changesKind(old.header, section.header) || Self.changesKind(old.footer, section.footer)
                        if reloads {
                            reloaded.append(section.id)
                        } else {
                            Self.addChange(from: old.header, to: section.header, in: index, isFooter: false, to: &supplementaries)
                            Self.addChange(from: old.footer, to: section.footer, in: index, isFooter: true, to: &supplementaries)
                        }
                    }
                    var items: [Item] = [], repeated: [Int] = []
                    items.reserveCapacity(section.rows.count)
        {{#hasOutlines}}
                    var outline = CellGenOutlineSnapshot<Item>(expansion: expansion)
        {{/hasOutlines}}
                    for (position, row) in section.rows.enumerated() {
                        let item = Item(section: section.id, row: row.id)
                        // Its index among the section's kept rows: those before it, less the repeated ids.
                        let location = CellGenRowLocation(section: index, row: position - repeated.count, generation: generation)
                        guard let old = locations.updateValue(location, forKey: item) else {
        {{#hasOutlines}}
                            if outline.add(item, row.outlineRole) { items.append(item) }
        {{/hasOutlines}}
        {{^hasOutlines}}
                            items.append(item)
        {{/hasOutlines}}
                            inserted += 1
                            continue
                        }
                        if old.generation == generation {
                            locations[item] = old
                            repeated.append(position)
                            continue
                        }
                        keptRows += 1
        {{#hasOutlines}}
                        guard outline.add(item, row.outlineRole) else { continue }
        {{/hasOutlines}}
                        items.append(item)
                        if reloads { continue }
                        if sections[old.section].rows[old.row] != row {
                            reconfigured.append(item)
                        } else if checksHeld, held.contains(item) {
                            reconfigured.append(item)
                        }
                    }
                    snapshot.appendItems(items, toSection: section.id)
        {{#hasOutlines}}
                    if let sectionOutline = outline.finished() { outlines.append((section.id, sectionOutline)) }
        {{/hasOutlines}}
                    if repeated.isEmpty { continue }
                    assertionFailure("CellGen: \(repeated.count) more row(s) with an id already shown in section \(section.id): only the first is shown; ids must be unique in a section")
                    for position in repeated.reversed() { kept[index].rows.remove(at: position) }
                }
                snapshot.reloadSections(reloaded)
                snapshot.reconfigureItems(reconfigured)
                let removed = oldCount - keptRows, count = inserted + removed + reconfigured.count
                if removed > 0 {
                    // Drops the rows of the last apply (still `sections`) that this one did not write.
                    for section in sections {
                        for row in section.rows {
                            let item = Item(section: section.id, row: row.id)
                            if let location = locations[item], location.generation != generation { locations[item] = nil }
                        }
                    }
                }
                sections = kept
                positions = [:]
                return CellGenListChanges(snapshot: snapshot, count: count, supplementaries: supplementaries{{#hasOutlines}}, outlines: outlines{{/hasOutlines}})
            }

            /// Whether a header or footer goes from one view to another (or comes or goes).
            private static func changesKind(_ old: Section.Supplementary?, _ new: Section.Supplementary?) -> Bool {
                switch (old, new) {
                case (nil, nil): false
                case let (old?, new?): old.kind != new.kind
                default: true
                }
            }

            /// Adds a header or footer that keeps its kind and changed its values to `changes`.
            private static func addChange(
                from old: Section.Supplementary?, to new: Section.Supplementary?, in section: Int, isFooter: Bool,
                to changes: inout [CellGenSupplementaryChange<Section.Supplementary>]
            ) {
                guard let old, let new, old != new else { return }
                changes.append(CellGenSupplementaryChange(section: section, isFooter: isFooter, supplementary: new))
            }

            /// The accessibility identifier of the cell that shows `item`, for UI tests: the screen, the
            /// section's id (and a repeated section's position among them) and the row's id (and a repeating
            /// row's identity, else its position among its kind), joined by dots: `Screen.section.row`,
            /// `Screen.section.2.row.42`. Worked out when a cell is configured, never while comparing applies.
            {{{access}}}mutating func accessibilityIdentifier(screen: String, of item: Item) -> String? {
                guard let location = locations[item] else { return nil }
                let sectionIndex = location.section, rowIndex = location.row
                let sectionName = sections[sectionIndex].id.accessibilityName
                var parts = [screen, sectionName.id]
                if sectionName.repeats {
                    var position = 0
                    for earlier in sections.prefix(sectionIndex) where earlier.id.accessibilityName.id == sectionName.id { position += 1 }
                    parts.append(String(position))
                }
                let row = sections[sectionIndex].rows[rowIndex], rowName = row.accessibilityName
                parts.append(rowName.row)
                if row.isRepeating {
                    parts.append(rowName.identity ?? String(position(ofRowAt: sectionIndex, rowIndex)))
                }
                return parts.joined(separator: ".")
            }

            private mutating func position(ofRowAt section: Int, _ row: Int) -> Int {
                if let known = positions[section] { return known[row] }
                // A section has a few kinds of rows: a short list searched by name costs less than
                // hashing each row's name, and this runs over every row of the section after each apply.
                var names: [String] = [], counts: [Int] = [], known: [Int] = []
                for shown in sections[section].rows {
                    let name = shown.accessibilityName.row
                    if let kind = names.firstIndex(of: name) {
                        known.append(counts[kind])
                        counts[kind] += 1
                    } else {
                        names.append(name)
                        counts.append(1)
                        known.append(0)
                    }
                }
                positions[section] = known
                return known[row]
            }
        }

        /// The headers and footers of a screen that declares no header views: its sections' titles.
        {{{access}}}nonisolated enum CellGenTitleSupplementary: CellGenSupplementary {
            case title(String)

            {{{access}}}var kind: String { "title" }

            {{{access}}}var title: String? { if case .title(let title) = self { title } else { nil } }
        }

        /// What a list manager needs of a screen's data source: to show a screen's input.
        @MainActor
        {{{access}}}protocol CellGenInputApplying: AnyObject {
            associatedtype Input
            func apply(_ input: Input, animatingDifferences: Bool, completion: (() -> Void)?)
        }

        /// Made before its list view exists, to be given it later (seed 4's table manager): it keeps the
        /// last input, and `attach(_:)` makes the data source for the list, sets it up with `configure`
        /// and shows that input without animation. A screen's `ListManager` subclasses it.
        @MainActor
        {{{openAccess}}}class CellGenListManager<List: AnyObject, DataSource: CellGenInputApplying> {
            /// Makes the data source of a list.
            private let make: (List) -> DataSource
            /// Sets up each data source `attach(_:)` makes: its handler, closures, delegate.
            private let configure: (DataSource) -> Void
            /// The data source of the attached list; nil until `attach(_:)`.
            {{{access}}}private(set) var dataSource: DataSource?
            /// The last input given, shown when a list is attached.
            {{{access}}}private(set) var input: DataSource.Input?

            {{>nonisolated-deinit}}

            {{{access}}}init(make: @escaping (List) -> DataSource, configure: @escaping (DataSource) -> Void) {
                self.make = make
                self.configure = configure
            }

            /// Shows the list in `list`, with the last input if there is one; replaces a list attached before.
            {{{openAccess}}}func attach(_ list: List) {
                let dataSource = make(list)
                prepare(dataSource)
                configure(dataSource)
                self.dataSource = dataSource
                if let input { dataSource.apply(input, animatingDifferences: false, completion: nil) }
            }

            /// Sets up a data source `attach(_:)` made, before `configure`: a screen's manager passes its closures.
            {{{openAccess}}}func prepare(_ dataSource: DataSource) {}

            /// Shows `input` in the attached list, or keeps it for the list to come; `completion` runs when
            /// the list shows it, or at once when no list is attached.
            {{{openAccess}}}func apply(_ input: DataSource.Input, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
                self.input = input
                guard let dataSource else {
                    completion?()
                    return
                }
                dataSource.apply(input, animatingDifferences: animatingDifferences, completion: completion)
            }
        }

        """#,
        "support-layout": #"""
        {{! Compositional layouts and registrations for collection screens, in the support file. }}
        /// How a section of a collection screen is laid out, as its data source says by section identifier.
        {{{access}}}nonisolated enum CellGenSectionLayout {
            /// Rows as a list (`UICollectionLayoutListConfiguration`): list headers, swipe actions.
            case list(UICollectionLayoutListConfiguration.Appearance)
        {{#hasGridLayouts}}
            /// Items in rows of `columns`, `spacing` apart, `height` tall.
            case grid(columns: CellGenColumns, spacing: CGFloat, height: CellGenItemHeight)
            /// One row of items `width` wide that scrolls sideways, `spacing` apart, `height` tall.
            case carousel(width: CellGenItemWidth, spacing: CGFloat, height: CellGenItemHeight)
        {{/hasGridLayouts}}

            /// The section for a container as `environment` describes it (asked again when its width changes,
            /// so a grid's fitting columns follow), declaring only the supplementary kinds it shows; swipe
            /// actions only in list sections, header and footer views that size themselves in the others.
            @MainActor
            {{{access}}}func section(
                in environment: any NSCollectionLayoutEnvironment, showsHeader: Bool, showsFooter: Bool,
                leadingSwipe: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?,
                trailingSwipe: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?{{#hasOutlines}},
                headerIsFirstItem: Bool = false{{/hasOutlines}}
            ) -> NSCollectionLayoutSection {
                switch self {
                case .list(let appearance):
                    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        {{#hasOutlines}}
                    // A collapsible section's header is its first row, an outline parent.
                    configuration.headerMode = headerIsFirstItem ? .firstItemInSection : showsHeader ? .supplementary : .none
        {{/hasOutlines}}
        {{^hasOutlines}}
                    configuration.headerMode = showsHeader ? .supplementary : .none
        {{/hasOutlines}}
                    configuration.footerMode = showsFooter ? .supplementary : .none
                    configuration.leadingSwipeActionsConfigurationProvider = leadingSwipe
                    configuration.trailingSwipeActionsConfigurationProvider = trailingSwipe
                    return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        {{#hasGridLayouts}}
                case .grid(let columns, let spacing, let height):
                    let count = columns.count(in: environment.container.effectiveContentSize.width, spacing: spacing)
                    // Fractions of the section's width, so a row fits it whatever the section's insets
                    // (the safe area); half the spacing is an inset on each side of an item.
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(count)), heightDimension: height.dimension))
                    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: spacing / 2, bottom: 0, trailing: spacing / 2)
                    let group = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height.dimension)
                    return Self.section(of: NSCollectionLayoutGroup.horizontal(layoutSize: group, subitems: Array(repeating: item, count: count)), spacing: spacing, showsHeader: showsHeader, showsFooter: showsFooter)
                case .carousel(let width, let spacing, let height):
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height.dimension))
                    let group = NSCollectionLayoutSize(widthDimension: width.dimension, heightDimension: height.dimension)
                    let section = Self.section(of: NSCollectionLayoutGroup.horizontal(layoutSize: group, subitems: [item]), spacing: spacing, showsHeader: showsHeader, showsFooter: showsFooter)
                    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                    return section
        {{/hasGridLayouts}}
                }
            }
        {{#hasGridLayouts}}

            /// A section of `group`s `spacing` apart, with a header and footer that size themselves.
            @MainActor
            private static func section(of group: NSCollectionLayoutGroup, spacing: CGFloat, showsHeader: Bool, showsFooter: Bool) -> NSCollectionLayoutSection {
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = spacing
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(CellGenTitleView.height))
                let kinds = [(showsHeader, UICollectionView.elementKindSectionHeader, NSRectAlignment.top), (showsFooter, UICollectionView.elementKindSectionFooter, .bottom)]
                for (shows, kind, alignment) in kinds where shows {
                    section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment))
                }
                return section
            }
        {{/hasGridLayouts}}

            /// How a section's title looks as a header or footer: like the system's for a list's appearance.
            @MainActor
            {{{access}}}func titleConfiguration(ofKind kind: String) -> UIListContentConfiguration {
                let isFooter = kind == UICollectionView.elementKindSectionFooter
                switch self {
                case .list(.grouped), .list(.insetGrouped):
                    return isFooter ? .groupedFooter() : .groupedHeader()
                case .list(.sidebar) where !isFooter, .list(.sidebarPlain) where !isFooter:
                    return .sidebarHeader()
                default:
                    return isFooter ? .plainFooter() : .plainHeader()
                }
            }
        }

        {{#hasGridLayouts}}
        /// A grid's columns: a fixed number, or as many as fit items at least `minWidth` wide.
        {{{access}}}nonisolated enum CellGenColumns: Hashable, Sendable {
            case fixed(Int)
            case fitting(minWidth: CGFloat)

            /// The most columns a fitting grid makes, however wide the container.
            static let maximumFitting = 100

            /// How many columns a container `width` wide holds, at least one.
            {{{access}}}func count(in width: CGFloat, spacing: CGFloat) -> Int {
                switch self {
                case .fixed(let count):
                    return max(1, count)
                case .fitting(let minWidth):
                    // Every item, the outer ones too, is inset by half the spacing on each side.
                    let fitting = width / (minWidth + spacing)
                    guard fitting.isFinite, fitting >= 1 else { return 1 }
                    return Int(min(fitting, CGFloat(Self.maximumFitting)).rounded(.down))
                }
            }
        }

        /// How tall a grid's or carousel's items are: fixed when every cell of the section says so,
        /// else sized by the cells, from an estimate.
        {{{access}}}nonisolated enum CellGenItemHeight: Hashable, Sendable {
            case fixed(CGFloat)
            case estimated(CGFloat)

            @MainActor
            var dimension: NSCollectionLayoutDimension {
                switch self {
                case .fixed(let points): .absolute(points)
                case .estimated(let points): .estimated(points)
                }
            }
        }

        /// A carousel item's width: up to 1 in the spec, a fraction of the container's; above, points.
        {{{access}}}nonisolated enum CellGenItemWidth: Hashable, Sendable {
            case fraction(CGFloat)
            case points(CGFloat)

            @MainActor
            var dimension: NSCollectionLayoutDimension {
                switch self {
                case .fraction(let fraction): .fractionalWidth(fraction)
                case .points(let points): .absolute(points)
                }
            }
        }
        {{/hasGridLayouts}}

        /// A compositional layout whose sections the data source of its collection view lays out: made
        /// before the data source (a collection view needs its layout at `init`), it finds it at each call.
        @MainActor
        {{{access}}}enum CellGenCompositionalLayout {
            {{{access}}}static func make<DataSource>(
                _ section: @escaping (DataSource, Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
            ) -> UICollectionViewCompositionalLayout {
                let owner = LayoutReference()
                let layout = UICollectionViewCompositionalLayout { index, environment in
                    let shownBy = owner.layout?.collectionView?.dataSource
                    guard let dataSource = shownBy as? DataSource else {
                        // No data source yet: a plain list. Another screen's is a mistake.
                        if let shownBy { assertionFailure("\(DataSource.self).makeLayout() lays out a collection view shown by \(type(of: shownBy))") }
                        return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
                    }
                    return section(dataSource, index, environment)
                }
                owner.layout = layout
                return layout
            }

            /// The layout, for its own section provider, which it holds.
            private nonisolated final class LayoutReference {
                weak var layout: UICollectionViewLayout?
            }
        }

        /// A view's registrations as a section header and as a footer (a registration is for one kind),
        /// whose handlers do nothing: the data source configures the view it dequeues.
        @MainActor
        {{{access}}}struct CellGenSupplementaryRegistrations<View: UICollectionReusableView> {
            private let header: UICollectionView.SupplementaryRegistration<View>
            private let footer: UICollectionView.SupplementaryRegistration<View>

            {{{access}}}init(nib: UINib?) {
                header = Self.registration(ofKind: UICollectionView.elementKindSectionHeader, nib: nib)
                footer = Self.registration(ofKind: UICollectionView.elementKindSectionFooter, nib: nib)
            }

            private static func registration(ofKind kind: String, nib: UINib?) -> UICollectionView.SupplementaryRegistration<View> {
                if let nib { return UICollectionView.SupplementaryRegistration(supplementaryNib: nib, elementKind: kind) { _, _, _ in } }
                return UICollectionView.SupplementaryRegistration(elementKind: kind) { _, _, _ in }
            }

            /// Dequeues a view of `kind` (a footer's, or else a header's).
            {{{access}}}func view(in collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath) -> View {
                let registration = kind == UICollectionView.elementKindSectionFooter ? footer : header
                return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
            }
        }

        /// A section's title as a header or footer: a list cell with the system's look for its section.
        {{{access}}}nonisolated enum CellGenTitleView {
            /// The estimate for a title's height (and its height in a flow layout).
            {{{access}}}static let height: CGFloat = 44
        }

        """#,
        "support-list-data-source": #"""
        {{! What the table and collection data sources share, once: reading the last apply and editing rows one at a time (seed 3, RDDM), and, file-private in CellGenListEngine, applying and preparing cells. Included by support.mustache after support-engine. }}
        /// What both list engines give teams: the last apply, and rows edited one at a time by id (seed 3).
        @MainActor
        {{{access}}}protocol CellGenListDataSource: AnyObject {
            associatedtype Section: CellGenSection
            associatedtype Cell: UIView
            var listModel: CellGenListModel<Section> { get }
            func itemIdentifier(for indexPath: IndexPath) -> Section.Item?
            func indexPath(for itemIdentifier: Section.Item) -> IndexPath?
            func shownCell(at indexPath: IndexPath) -> Cell?
            func applyEditedRows(_ sections: [Section], animatingDifferences: Bool)
        }

        extension CellGenListDataSource {
            /// The sections of the last apply, which the list shows.
            {{{access}}}var sections: [Section] { listModel.sections }

            /// The section at `index` as of the last apply.
            {{{access}}}func section(at index: Int) -> Section? { sections.indices.contains(index) ? sections[index] : nil }

            /// The row shown at `indexPath`, with its values as of the last apply.
            {{{access}}}func row(at indexPath: IndexPath) -> Section.Row? {
                itemIdentifier(for: indexPath).flatMap { listModel[$0] }
            }

            /// The reuse identifier of a cell or header view class: its name, which is also its nib's name
            /// and, for a storyboard's prototype cell, the identifier to give the prototype.
            {{{access}}}static func reuseIdentifier<View: UIView>(of viewClass: View.Type) -> String {
                String(describing: viewClass)
            }

            /// The index path of the row `id` in `section`, else in the first section that shows it; nil
            /// when none does.
            {{{access}}}func indexPath(for id: Section.Row.ID, in section: Section.ID? = nil) -> IndexPath? {
                guard let location = listModel.location(of: id, in: section) else { return nil }
                return indexPath(for: Section.Item(section: sections[location.section].id, row: id))
            }

            /// The cell that shows the row `id` now, as the class that shows it:
            /// `cell(for: id, as: ProductCell.self)`; nil when it is not on screen or is of another class.
            {{{access}}}func cell<Shown: UIView>(for id: Section.Row.ID, in section: Section.ID? = nil, as type: Shown.Type = Shown.self) -> Shown? {
                indexPath(for: id, in: section).flatMap { shownCell(at: $0) } as? Shown
            }

            // MARK: Editing rows one at a time
            //
            // An edit applies the edited sections like any apply (compared, animated) but for `willApply(_:)`, and a
            // later apply of the input is the truth again. A row is found in `section`, else in the first
            // section that shows it; an edit naming no shown row or section changes nothing and returns
            // false. A section left without rows stays, with its header and footer.

            /// Inserts `rows` after the row `id`. Like `append(_:to:)`, it changes nothing and returns false
            /// when the section already shows one of the rows' ids (a list shows an id once per section).
            @discardableResult
            {{{access}}}func insert(_ rows: [Section.Row], after id: Section.Row.ID, in section: Section.ID? = nil, animatingDifferences: Bool = true) -> Bool {
                edit(unlessShown(rows, listModel.location(of: id, in: section)), animatingDifferences) { $0.insert(contentsOf: rows, at: $1 + 1) }
            }

            /// Inserts `rows` before the row `id`, as `insert(_:after:in:animatingDifferences:)` does after it.
            @discardableResult
            {{{access}}}func insert(_ rows: [Section.Row], before id: Section.Row.ID, in section: Section.ID? = nil, animatingDifferences: Bool = true) -> Bool {
                edit(unlessShown(rows, listModel.location(of: id, in: section)), animatingDifferences) { $0.insert(contentsOf: rows, at: $1) }
            }

            @discardableResult
            {{{access}}}func append(_ rows: [Section.Row], to section: Section.ID, animatingDifferences: Bool = true) -> Bool {
                edit(unlessShown(rows, listModel.location(ofSection: section)), animatingDifferences) { rowsShown, _ in rowsShown.append(contentsOf: rows) }
            }

            /// Gives the row with `row`'s id `row`'s values; its cell is reconfigured if they changed.
            @discardableResult
            {{{access}}}func update(_ row: Section.Row, in section: Section.ID? = nil, animatingDifferences: Bool = true) -> Bool {
                edit(listModel.location(of: row.id, in: section), animatingDifferences) { $0[$1] = row }
            }

            @discardableResult
            {{{access}}}func remove(_ ids: [Section.Row.ID], in section: Section.ID? = nil, animatingDifferences: Bool = true) -> Bool {
                // From the last row of each section, so that each removal leaves the indices of those still to
                // remove (a removal moves no other section's rows).
                let locations = Set(ids.compactMap { listModel.location(of: $0, in: section) }).sorted { $0.row > $1.row }
                return edit(locations, animatingDifferences) { sections, location in sections[location.section].rows.remove(at: location.row) }
            }

            @discardableResult
            {{{access}}}func clear(_ section: Section.ID, animatingDifferences: Bool = true) -> Bool {
                edit(listModel.location(ofSection: section), animatingDifferences) { rows, _ in rows = [] }
            }

        {{#hasSectionIndex}}
            /// The section index: each title `title` gives once, in order, with the first section that
            /// shows rows under it (a section without rows or title has no entry).
            {{{access}}}func sectionIndex(_ title: (Section) -> String?) -> [(title: String, section: Int)] {
                var seen: Set<String> = []
                return sections.enumerated().compactMap { index, section in
                    guard !section.rows.isEmpty, let title = title(section), seen.insert(title).inserted else { return nil }
                    return (title, index)
                }
            }

        {{/hasSectionIndex}}
        {{#hasReordering}}
        {{>support-data-source-editing}}
        {{/hasReordering}}

            /// The nib named after `viewClass` in `bundle`, or nil (the class itself) without a bundle.
            fileprivate static func nib<View: UIView>(of viewClass: View.Type, in bundle: Bundle?) -> UINib? {
                bundle.map { UINib(nibName: reuseIdentifier(of: viewClass), bundle: $0) }
            }

            /// `location`, unless its section already shows one of `rows`' ids.
            private func unlessShown(_ rows: [Section.Row], _ location: CellGenRowLocation?) -> CellGenRowLocation? {
                guard let location else { return nil }
                let section = listModel.sections[location.section].id
                for row in rows where listModel.shows(Section.Item(section: section, row: row.id)) { return nil }
                return location
            }

            /// Applies the sections with `location`'s section's rows changed by `change`, given the row's index.
            private func edit(_ location: CellGenRowLocation?, _ animatingDifferences: Bool, _ change: (inout [Section.Row], Int) -> Void) -> Bool {
                edit(location.map { [$0] } ?? [], animatingDifferences) { sections, location in change(&sections[location.section].rows, location.row) }
            }

            /// Applies the sections changed by `change` at each of `locations`, in order; false when there are none.
            private func edit(_ locations: [CellGenRowLocation], _ animatingDifferences: Bool, _ change: (inout [Section], CellGenRowLocation) -> Void) -> Bool {
                guard !locations.isEmpty else { return false }
                var sections = listModel.sections
                for location in locations { change(&sections, location) }
                applyEditedRows(sections, animatingDifferences: animatingDifferences)
                return true
            }
        }

        /// What the table and collection engines share beyond `CellGenListDataSource`, written once.
        /// File-private: its requirements are the engines' own state and UIKit's diffable data source's.
        @MainActor
        fileprivate protocol CellGenListEngine: CellGenListDataSource {
            var screenName: String { get }
            var listModel: CellGenListModel<Section> { get set }
            var maximumAnimatedChanges: Int { get }
            var heldItems: Set<Section.Item> { get set }
            var editingWatch: CellGenEditingWatch? { get set }
            var visibleIndexPaths: [IndexPath] { get }
            var wiringProblem: String? { get }
        {{#keepsScrollPositions}}
            var keepsScrollPosition: Bool { get }
            var scrollingView: UIScrollView? { get }
            func frame(ofRowAt indexPath: IndexPath) -> CGRect?
        {{/keepsScrollPositions}}
        {{#hasSelectionModes}}
            func restoreSelection()
        {{/hasSelectionModes}}
        {{#hasOutlines}}
            var outlineExpansion: [Section.Item: Bool] { get }
            func showOutlines(_ outlines: [(section: Section.ID, snapshot: NSDiffableDataSourceSectionSnapshot<Section.Item>)], animatingDifferences: Bool)
            func showOutlines(of shown: [Section]?, animatingDifferences: Bool)
        {{/hasOutlines}}
            func willApply(_ sections: [Section])
            func didApply()
            func showInPlace(_ change: CellGenSupplementaryChange<Section.Supplementary>)
            func snapshot() -> NSDiffableDataSourceSnapshot<Section.ID, Section.Item>
            func apply(_ snapshot: NSDiffableDataSourceSnapshot<Section.ID, Section.Item>, animatingDifferences: Bool, completion: (() -> Void)?)
            func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<Section.ID, Section.Item>, completion: (() -> Void)?)
        }

        extension CellGenListEngine {
            /// The body of the engines' `apply(_:animatingDifferences:completion:)`.
            fileprivate func applySections(_ sections: [Section], animatingDifferences: Bool, completion: (() -> Void)?, isRowEdit: Bool = false) {
                #if DEBUG
                if let wiringProblem { print(wiringProblem) }
                #endif
                if !isRowEdit { willApply(sections) }
                // The visible cells as the last apply named them: those whose rows are named by position and
                // moved are renamed after it, unless they show an identifier of their own.
                var named: [(cell: Cell, item: Section.Item, identifier: String)] = []
                for indexPath in visibleIndexPaths {
                    guard let cell = shownCell(at: indexPath), let item = itemIdentifier(for: indexPath),
                          let identifier = listModel.accessibilityIdentifier(screen: screenName, of: item) else { continue }
                    named.append((cell, item, identifier))
                }
                let hadApplied = listModel.hasApplied
        {{#keepsScrollPositions}}
                let anchors = {{#hasPaging}}(keepsScrollPosition || bringsOlderRows(sections)){{/hasPaging}}{{^hasPaging}}keepsScrollPosition{{/hasPaging}} && hadApplied ? scrollAnchors() : []
        {{/keepsScrollPositions}}
                let changes = listModel.replace(with: sections, reconfiguring: heldItems{{#hasOutlines}}, expansion: outlineExpansion{{/hasOutlines}})
                heldItems = []
                if hadApplied, changes.count <= maximumAnimatedChanges {
                    apply(changes.snapshot, animatingDifferences: animatingDifferences, completion: completion)
                } else {
                    applySnapshotUsingReloadData(changes.snapshot, completion: completion)
                }
        {{#hasOutlines}}
                showOutlines(changes.outlines, animatingDifferences: hadApplied && animatingDifferences)
        {{/hasOutlines}}
                for change in changes.supplementaries { showInPlace(change) }
        {{#keepsScrollPositions}}
                keepScrollPosition(anchors)
        {{/keepsScrollPositions}}
        {{#hasSelectionModes}}
                restoreSelection()
        {{/hasSelectionModes}}
                for (cell, item, identifier) in named {
                    guard let current = cell.accessibilityIdentifier, current == identifier,
                          let renamed = listModel.accessibilityIdentifier(screen: screenName, of: item), renamed != identifier else { continue }
                    cell.accessibilityIdentifier = renamed
                }
                didApply()
            }
        {{#keepsScrollPositions}}

            /// The visible rows, top first, each with how far below the top of the visible area it is.
            private func scrollAnchors() -> [(item: Section.Item, offset: CGFloat)] {
                guard let scrollingView else { return [] }
                return visibleIndexPaths.sorted().compactMap { indexPath in
                    guard let item = itemIdentifier(for: indexPath), let frame = frame(ofRowAt: indexPath) else { return nil }
                    return (item, frame.minY - scrollingView.contentOffset.y)
                }
            }

            /// Scrolls so that the first of `anchors` still shown is as far below the top as before the apply.
            private func keepScrollPosition(_ anchors: [(item: Section.Item, offset: CGFloat)]) {
                guard let scrollingView else { return }
                for anchor in anchors {
                    guard let indexPath = indexPath(for: anchor.item), let frame = frame(ofRowAt: indexPath) else { continue }
                    scrollingView.contentOffset.y = frame.minY - anchor.offset
                    return
                }
            }
        {{/keepsScrollPositions}}
        {{#hasPaging}}

            /// Whether `sections` bring rows above the first row of a section that pages at the top (a
            /// chat's older messages): the apply keeps the scroll position, as `keepsScrollPosition` does.
            private func bringsOlderRows(_ sections: [Section]) -> Bool {
                sections.contains { section in
                    guard section.pagingEdge == .top, let first = listModel.sections.first(where: { $0.id == section.id })?.rows.first else { return false }
                    return section.rows.first?.id != first.id && section.rows.contains { $0.id == first.id }
                }
            }

            /// Applies `snapshot` at once, the visible rows staying where they are if `keepingPosition`.
            fileprivate func apply(_ snapshot: NSDiffableDataSourceSnapshot<Section.ID, Section.Item>, keepingPosition: Bool) {
                let anchors = keepingPosition ? scrollAnchors() : []
                apply(snapshot, animatingDifferences: false, completion: nil)
        {{#hasOutlines}}
                showOutlines(of: nil, animatingDifferences: false)
        {{/hasOutlines}}
                keepScrollPosition(anchors)
            }
        {{/hasPaging}}
        {{>support-data-source-focus}}
        }
        {{#hasOutlines}}

        /// The table engine shows no outlines: only a collection's list sections have section snapshots.
        extension CellGenTableDataSource {
            fileprivate var outlineExpansion: [Section.Item: Bool] { [:] }
            fileprivate func showOutlines(_ outlines: [(section: Section.ID, snapshot: NSDiffableDataSourceSectionSnapshot<Section.Item>)], animatingDifferences: Bool) {}
            fileprivate func showOutlines(of shown: [Section]?, animatingDifferences: Bool) {}
        }
        {{/hasOutlines}}

        /// A weak reference, for a closure UIKit takes before the object it reaches exists.
        @MainActor
        final class CellGenWeakReference<Object: AnyObject> {
            weak var object: Object?

            {{>nonisolated-deinit}}
        }

        """#,
        "support-outline": #"""
        {{! One-level outlines (issue 34): what a screen's input gives, the row's role, and each section's outline built as the engine compares an apply. In the support file where a screen has `children:`. }}
        /// One parent row of an outline with the rows under it (`children:` in the spec): what a screen's
        /// input holds for a row that has children.
        {{{access}}}nonisolated struct CellGenOutline<Parent: Hashable & Sendable, Child: Hashable & Sendable>: Hashable, Sendable {
            {{{access}}}var parent: Parent
            {{{access}}}var children: [Child]

            {{{access}}}init(_ parent: Parent, children: [Child]) {
                self.parent = parent
                self.children = children
            }
        }

        /// A row's place in an outline.
        {{{access}}}nonisolated enum CellGenOutlineRole: Hashable, Sendable {
            case none
            /// A parent, expanded at first or not. A header (a collapsible section's first row) toggles
            /// when tapped anywhere; another parent when its disclosure is, and is selected otherwise.
            case parent(expanded: Bool, isHeader: Bool)
            /// A row under the parent before it.
            case child

            /// Whether it is a collapsible section's header.
            {{{access}}}var isHeader: Bool { if case .parent(_, true) = self { true } else { false } }
        }

        /// A section's outline, built as its rows come in order (`CellGenListModel.replace`): each parent
        /// with the rows under it, expanded as the user or the team left it (`expansion`), else as the
        /// spec starts it. Nothing is built for a section without parents.
        {{{access}}}nonisolated struct CellGenOutlineSnapshot<Item: Hashable & Sendable> {
            private let expansion: [Item: Bool]
            private var snapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            /// The rows before the first parent, appended once one comes.
            private var leading: [Item] = []
            private var parent: Item?
            private var isExpanded = true
            private var children: [Item] = []
            private var expanded: [Item] = []
            private var hasParents = false

            {{{access}}}init(expansion: [Item: Bool]) { self.expansion = expansion }

            /// Adds the row `item`; whether it is shown, which a row under a collapsed parent is not.
            {{{access}}}mutating func add(_ item: Item, _ role: CellGenOutlineRole) -> Bool {
                switch role {
                case .child where parent != nil:
                    children.append(item)
                    return isExpanded
                case .parent(let expandedAtFirst, _):
                    endParent()
                    if !hasParents {
                        snapshot.append(leading)
                        leading = []
                        hasParents = true
                    }
                    snapshot.append([item])
                    parent = item
                    isExpanded = expansion[item] ?? expandedAtFirst
                    if isExpanded { expanded.append(item) }
                case .none, .child:
                    endParent()
                    if hasParents { snapshot.append([item]) } else { leading.append(item) }
                }
                return true
            }

            /// The section's outline; nil for a section without parents.
            {{{access}}}mutating func finished() -> NSDiffableDataSourceSectionSnapshot<Item>? {
                guard hasParents else { return nil }
                endParent()
                snapshot.expand(expanded)
                return snapshot
            }

            private mutating func endParent() {
                if let parent, !children.isEmpty { snapshot.append(children, to: parent) }
                parent = nil
                children = []
            }
        }

        """#,
        "support-paging": #"""
        {{! Paging states (issue 34), at the top level of the support file: a section's loadMore, its paging state and the view that shows it. Rendered only when a screen pages. }}
        /// The end of a section that pages: its last rows ask for the next page, or (a chat) its first
        /// rows ask for older ones.
        {{{access}}}nonisolated enum CellGenPagingEdge: Hashable, Sendable {
            case bottom, top
        }

        /// A section's `loadMore`: its action, how near the end that pages the row that sends it is
        /// (1: the last row, or the first at the top), and that end.
        {{{access}}}nonisolated struct CellGenLoadMore<Action: Hashable & Sendable>: Hashable, Sendable {
            {{{access}}}var action: Action
            {{{access}}}var distance: Int
            {{{access}}}var edge: CellGenPagingEdge

            {{{access}}}init(action: Action, distance: Int, edge: CellGenPagingEdge = .bottom) {
                self.action = action
                self.distance = distance
                self.edge = edge
            }

            /// Whether showing row `row` of a section of `count` rows reaches the distance.
            {{{access}}}func isReached(atRow row: Int, of count: Int) -> Bool {
                edge == .top ? row < distance : row >= count - distance
            }
        }

        /// A section's paging, as the team sets it on the data source (`setPaging(_:for:)`): the list
        /// sends the section's `loadMore` only while it is idle, and shows a paging view while it loads
        /// or failed.
        {{{access}}}nonisolated enum CellGenPaging: Hashable, Sendable {
            /// More may load: the section's `loadMore` is sent once per page (the default).
            case idle
            /// A page is on its way: nothing is sent, and the section shows a spinner.
            case loading
            /// The page did not come: the section shows a retry button; a retry asks for the same page.
            case failed
            /// Nothing more to load: nothing is sent any more.
            case exhausted

            /// Whether the section shows its paging view.
            {{{access}}}var showsView: Bool { self == .loading || self == .failed }
        }

        /// The view a section shows while its page loads (a spinner) or after it failed (a retry
        /// button): the engine puts it in a table's header-footer view or a collection's supplementary
        /// view, so a screen needs no class of its own.
        @MainActor
        {{{access}}}final class CellGenPagingView: UIView {
            /// The retry button's title: "Try Again" from the app's `Localizable.strings` (or string
            /// catalog), so a translation there localizes it; set it once for a title of another table.
            {{{access}}}static var retryTitle = NSLocalizedString("Try Again", comment: "The retry button of a list's paging view, after a page failed to load")
            /// How tall it is at least.
            {{{access}}}static let height: CGFloat = 44

            private let spinner = UIActivityIndicatorView(style: .medium)
            private let retryButton = UIButton(type: .system)
            private var retry: () -> Void = {}

            /// The paging view shown in `host`, added the first time.
            {{{access}}}static func shown(in host: UIView) -> CellGenPagingView {
                if let view = host.subviews.lazy.compactMap({ $0 as? CellGenPagingView }).first { return view }
                let view = CellGenPagingView(frame: host.bounds)
                host.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: host.leadingAnchor), view.trailingAnchor.constraint(equalTo: host.trailingAnchor),
                    view.topAnchor.constraint(equalTo: host.topAnchor), view.bottomAnchor.constraint(equalTo: host.bottomAnchor),
                    view.heightAnchor.constraint(greaterThanOrEqualToConstant: height),
                ])
                return view
            }

            override init(frame: CGRect) {
                super.init(frame: frame)
                retryButton.setTitle(Self.retryTitle, for: .normal)
                retryButton.addAction(UIAction { [weak self] _ in self?.retry() }, for: .primaryActionTriggered)
                for view in [spinner, retryButton] as [UIView] {
                    addSubview(view)
                    view.translatesAutoresizingMaskIntoConstraints = false
                    view.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                    view.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                }
            }

            required init?(coder: NSCoder) { nil }

            /// Shows `paging`: the spinner while loading, the retry button, which runs `retry`, after a failure.
            {{{access}}}func show(_ paging: CellGenPaging, retry: @escaping () -> Void) {
                self.retry = retry
                retryButton.isHidden = paging != .failed
                if paging == .loading { spinner.startAnimating() } else { spinner.stopAnimating() }
            }

            {{>nonisolated-deinit}}
        }

        """#,
        "support-swiftui-cell-show": #"""
        {{! In each hosting cell class of support-swiftui-cells.mustache: how it shows a SwiftUI cell's view, on iOS 16 and on iOS 15. }}
            private lazy var hosted = CellGenHostedView()

            /// Shows `view`, made for this row: from iOS 16 in a `UIHostingConfiguration`; on iOS 15,
            /// `fallback` when the spec's `ios15` gives one, else the view in a hosting controller's view.
            {{{access}}}func show(_ view: some View, before16 fallback: @autoclosure () -> UIListContentConfiguration? = nil) {
                if #available(iOS 16, *) {
                    contentConfiguration = UIHostingConfiguration { view }
                } else if let content = fallback() {
                    hosted.remove()
                    contentConfiguration = content
                } else {
                    // Setting a configuration replaces the content view: none while the view is hosted.
                    if contentConfiguration != nil { contentConfiguration = nil }
                    hosted.show(AnyView(view), in: contentView)
                }
            }

            {{>nonisolated-deinit}}

        """#,
        "support-swiftui-cells": #"""
        {{! The classes that show SwiftUI cells (issue 33): the team's view in a UIHostingConfiguration from iOS 16; on iOS 15 in a hosting controller's view, or the system content the spec's `ios15` gives. Rendered once for the iOS 15 host, then per kind of list. }}
        {{^isTable}}
        {{^isCollection}}
        /// Shows a SwiftUI cell's view on iOS 15, where `UIHostingConfiguration` is not: in a hosting
        /// controller's view pinned to the cell's layout margins. No view controller contains it, so the
        /// view gets no navigation or presentation from it; the row's id (`.id`) keeps rows' state apart.
        @MainActor
        {{{access}}}final class CellGenHostedView {
            private var controller: UIHostingController<AnyView>?

            /// Shows `view` in `contentView`, in the controller made for the cell's first row.
            {{{access}}}func show(_ view: AnyView, in contentView: UIView) {
                if let controller, controller.view.superview === contentView {
                    controller.rootView = view
                    controller.view.invalidateIntrinsicContentSize()
                    return
                }
                remove()
                let controller = UIHostingController(rootView: view)
                controller.view.backgroundColor = .clear
                controller.view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(controller.view)
                let margins = contentView.layoutMarginsGuide
                NSLayoutConstraint.activate([
                    controller.view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    controller.view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    controller.view.topAnchor.constraint(equalTo: margins.topAnchor),
                    controller.view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                ])
                self.controller = controller
            }

            /// Takes the view away, for a row that shows a content configuration instead.
            {{{access}}}func remove() {
                controller?.view.removeFromSuperview()
                controller = nil
            }

            {{>nonisolated-deinit}}
        }
        {{/isCollection}}
        {{/isTable}}
        {{#isTable}}
        /// Shows every SwiftUI cell of a table: the row's SwiftUI view in a `UIHostingConfiguration`.
        @MainActor
        {{{openAccess}}}class CellGenHostingCell: UITableViewCell {
        {{>support-swiftui-cell-show}}
        }
        {{/isTable}}
        {{#isCollection}}
        /// Shows every SwiftUI cell of a collection: the row's SwiftUI view in a `UIHostingConfiguration`,
        /// in a list cell, which shows swipe actions.
        @MainActor
        {{{openAccess}}}class CellGenHostingListCell: UICollectionViewListCell {
        {{>support-swiftui-cell-show}}
        }
        {{/isCollection}}

        """#,
        "support-system-cell-controls": #"""
        {{! The controls both system cell classes keep for their accessories, made when first shown and reused with the cell. }}
            /// What the switch sends when the user flips it: set by the data source on every apply.
            {{{access}}}var onToggle: ((Bool) -> Void)?
            /// What a tap on the detail button sends: set by the data source on every apply.
            {{{access}}}var onDetail: (() -> Void)?

            private var shownToggle: UISwitch?
            private var shownLabel: UILabel?
            private lazy var detailButton = UIButton(type: .detailDisclosure, primaryAction: UIAction { [weak self] _ in self?.onDetail?() })

            /// The cell's switch, showing `isOn`.
            private func toggle(_ isOn: Bool) -> UISwitch {
                let toggle = shownToggle ?? UISwitch()
                if shownToggle == nil {
                    toggle.addAction(UIAction { [weak self, weak toggle] _ in self?.onToggle?(toggle?.isOn ?? false) }, for: .valueChanged)
                    shownToggle = toggle
                }
                toggle.isOn = isOn
                return toggle
            }

            /// The cell's trailing label, showing `text` in the secondary text's colour.
            private func label(_ text: String?) -> UILabel {
                let label = shownLabel ?? UILabel()
                shownLabel = label
                label.text = text
                label.textColor = .secondaryLabel
                label.sizeToFit()
                return label
            }

        """#,
        "support-system-cells": #"""
        {{! The classes that show system cells (issue 33): no class of the team's, a UIListContentConfiguration and accessories bound to the row. Rendered once for the accessory type, then per kind of list. }}
        {{^isTable}}
        {{^isCollection}}
        /// An accessory of a system cell, with the row's values; what its controls send is set apart, on
        /// the cell's `onToggle` and `onDetail`, so that it is set again on every apply.
        {{{access}}}nonisolated enum CellGenAccessory: Hashable, Sendable {
            case disclosure
            /// A checkmark while the value is true.
            case checkmark(Bool)
            /// A switch showing the value.
            case toggle(Bool)
            /// Trailing text; none for nil.
            case label(String?)
            /// A detail (info) button.
            case detail
            /// While editing, the delete control (it reveals the row's trailing swipe actions, its
            /// deletion first), the reorder control and the multi-select circle: a table shows them itself.
            case delete, reorder, multiselect
        }
        {{/isCollection}}
        {{/isTable}}
        {{#isTable}}
        /// Shows every system cell of a table: a `UIListContentConfiguration` with a table cell's
        /// accessory type (disclosure, checkmark) and accessory view (switch, label, detail button).
        @MainActor
        {{{openAccess}}}class CellGenSystemCell: UITableViewCell {
        {{>support-system-cell-controls}}

            /// Shows `content` and `accessories`, leaving nothing of the row the cell showed before.
            {{{access}}}func show(_ content: UIListContentConfiguration, with accessories: [CellGenAccessory]) {
                contentConfiguration = content
                accessoryType = .none
                accessoryView = nil
                for accessory in accessories {
                    switch accessory {
                    case .disclosure: accessoryType = .disclosureIndicator
                    case .checkmark(let isChecked): accessoryType = isChecked ? .checkmark : .none
                    case .toggle(let isOn): accessoryView = toggle(isOn)
                    case .label(let text): accessoryView = label(text)
                    case .detail: accessoryView = detailButton
                    case .delete, .reorder, .multiselect: break
                    }
                }
            }

            {{>nonisolated-deinit}}
        }
        {{/isTable}}
        {{#isCollection}}
        /// Shows every system cell of a collection: a `UIListContentConfiguration` with list cell
        /// accessories.
        @MainActor
        {{{openAccess}}}class CellGenSystemListCell: UICollectionViewListCell {
        {{>support-system-cell-controls}}

            /// Shows `content` and `accessories`, leaving nothing of the row the cell showed before.
            {{{access}}}func show(_ content: UIListContentConfiguration, with accessories: [CellGenAccessory]) {
                contentConfiguration = content
                var shown: [UICellAccessory] = []
                for accessory in accessories {
                    switch accessory {
                    case .disclosure: shown.append(.disclosureIndicator())
                    case .checkmark(let isChecked): if isChecked { shown.append(.checkmark()) }
                    case .toggle(let isOn): shown.append(Self.trailing(toggle(isOn)))
                    case .label(let text): if let text { shown.append(.label(text: text)) }
                    case .detail:
                        if #available(iOS 15.4, *) {
                            shown.append(.detail(actionHandler: { [weak self] in self?.onDetail?() }))
                        } else {
                            shown.append(Self.trailing(detailButton))
                        }
                    case .delete: shown.append(.delete(displayed: .whenEditing))
                    case .reorder: shown.append(.reorder(displayed: .whenEditing))
                    case .multiselect: shown.append(.multiselect(displayed: .whenEditing))
                    }
                }
                self.accessories = shown
            }

            private static func trailing(_ view: UIView) -> UICellAccessory {
                .customView(configuration: UICellAccessory.CustomViewConfiguration(customView: view, placement: .trailing()))
            }

            {{>nonisolated-deinit}}
        }
        {{/isCollection}}

        """#,
        "support": #"""
        {{#headerLines}}
        {{{.}}}
        {{/headerLines}}

        import UIKit
        {{#hasSwiftUICells}}
        import SwiftUI
        {{/hasSwiftUICells}}

        /// How tall a row or header view is, as its spec's `height` says.
        {{{access}}}nonisolated enum CellGenHeight: Hashable, Sendable {
            /// Sized by Auto Layout.
            case automatic
            /// Exactly this many points.
            case fixed(Double)
            /// Sized by Auto Layout, estimated at this many points until then.
            case estimated(Double)

            /// For `tableView(_:heightForRowAt:)`: the fixed height, else `UITableView.automaticDimension`.
            @MainActor
            {{{access}}}var rowHeight: CGFloat {
                if case .fixed(let points) = self { return CGFloat(points) }
                return UITableView.automaticDimension
            }

            /// For `tableView(_:estimatedHeightForRowAt:)`.
            @MainActor
            {{{access}}}var estimatedRowHeight: CGFloat { itemHeight(fallback: UITableView.automaticDimension) }

            /// For a flow layout's item size: the fixed or estimated height, else `fallback`.
            {{{access}}}func itemHeight(fallback: CGFloat) -> CGFloat {
                switch self {
                case .automatic: fallback
                case .fixed(let points), .estimated(let points): CGFloat(points)
                }
            }
        }

        {{#hasSelectionModes}}
        /// How a section's rows stay selected (its spec's `selection`).
        {{{access}}}nonisolated enum CellGenSelectionMode: Hashable, Sendable {
            /// Until the screen reappears (`deselectMomentaryRows(animated:)`).
            case momentary
            /// One row per section, kept across applies.
            case single
            /// One row of all the sections in this mode (the screen's `selection: single`), kept across applies.
            case singleInList
            /// Any number of rows, kept across applies.
            case multiple
        }

        {{/hasSelectionModes}}
        {{>support-engine}}

        {{>support-list-data-source}}
        {{#lists}}

        {{>support-data-source}}
        {{/lists}}
        {{#hasSystemCells}}

        {{>support-system-cells}}
        {{#lists}}

        {{>support-system-cells}}
        {{/lists}}
        {{/hasSystemCells}}
        {{#hasSwiftUICells}}

        {{>support-swiftui-cells}}
        {{#lists}}

        {{>support-swiftui-cells}}
        {{/lists}}
        {{/hasSwiftUICells}}
        {{#hasMenus}}

        /// A row's context menu identifier (UIKit wants an `NSCopying`): the row's item, which the
        /// screen's `row(forMenu:)` reads back.
        {{{access}}}nonisolated final class CellGenMenuIdentifier: NSObject, NSCopying {
            {{{access}}}let item: AnyHashable
            {{{access}}}init(_ item: AnyHashable) { self.item = item }
            {{{access}}}func copy(with zone: NSZone? = nil) -> Any { self }
        }
        {{#hasCollections}}

        /// The menu of several rows pressed together (iOS 16): the actions all `count` menus offer, by
        /// title, in the first's order, each sending every row's.
        @MainActor
        {{{access}}}func cellGenSharedMenu<Action>(
            _ menus: [[Action]], count: Int, presentation: (Action) -> CellGenActionPresentation?, send: @escaping @MainActor ([Action]) -> Void
        ) -> [UIAction] {
            guard menus.count == count, let first = menus.first else { return [] }
            return first.compactMap { action in
                guard let look = presentation(action) else { return nil }
                let each = menus.compactMap { menu in menu.first { presentation($0)?.title == look.title } }
                return each.count == count ? look.menuAction { send(each) } : nil
            }
        }
        {{/hasCollections}}
        {{/hasMenus}}
        {{#hasOfferConditions}}

        /// The actions whose condition holds, in order: the swipe and menu actions a row offers by its
        /// values (`when` and `unless` in the spec).
        {{{access}}}nonisolated func cellGenOffered<Action>(_ offers: (action: Action, isOffered: Bool)...) -> [Action] {
            offers.compactMap { $0.isOffered ? $0.action : nil }
        }
        {{/hasOfferConditions}}

        {{#hasPaging}}
        {{>support-paging}}

        {{/hasPaging}}
        {{#hasOutlines}}
        {{>support-outline}}

        {{/hasOutlines}}
        {{#hasPresentations}}
        /// How a swipe or menu action looks: its localized title, an SF Symbol, whether it is destructive.
        {{{access}}}nonisolated struct CellGenActionPresentation: Hashable, Sendable {
            {{{access}}}var title: String
            {{{access}}}var image: String?
            {{{access}}}var isDestructive: Bool

            {{{access}}}init(title: String, image: String?, isDestructive: Bool) {
                self.title = title
                self.image = image
                self.isDestructive = isDestructive
            }

            /// A swipe action that calls `perform`. A destructive one reports itself not done, so UIKit
            /// closes the swipe instead of removing the row: the row goes when the next apply drops it,
            /// and stays if the handler asked first and the user said no.
            @MainActor
            {{{access}}}func contextualAction(perform: @escaping @MainActor () -> Void) -> UIContextualAction {
                let action = UIContextualAction(style: isDestructive ? .destructive : .normal, title: title) { _, _, completion in
                    perform()
                    completion(!isDestructive)
                }
                action.image = image.flatMap { UIImage(systemName: $0) }
                return action
            }

            /// A menu item that calls `perform`.
            @MainActor
            {{{access}}}func menuAction(perform: @escaping @MainActor () -> Void) -> UIAction {
                UIAction(title: title, image: image.flatMap { UIImage(systemName: $0) }, attributes: isDestructive ? .destructive : []) { _ in
                    perform()
                }
            }
        }

        {{/hasPresentations}}
        /// Watches the app's text fields and text views while a data source holds cells the user is typing
        /// in: `changed` gets the field the user typed in, `ended` runs when one ends editing.
        {{{access}}}nonisolated final class CellGenEditingWatch {
            private let observers: [any NSObjectProtocol]

            @MainActor
            {{{access}}}init(changed: @escaping @MainActor @Sendable (UIView) -> Void, ended: @escaping @MainActor @Sendable () -> Void) {
                let center = NotificationCenter.default
                let change: @Sendable (Notification) -> Void = { notification in
                    nonisolated(unsafe) let field = notification.object
                    MainActor.assumeIsolated { if let field = field as? UIView { changed(field) } }
                }
                let end: @Sendable (Notification) -> Void = { _ in MainActor.assumeIsolated { ended() } }
                // No queue: UIKit posts on the main thread, and the block runs there, before the next event.
                observers = [
                    center.addObserver(forName: UITextField.textDidChangeNotification, object: nil, queue: nil, using: change),
                    center.addObserver(forName: UITextView.textDidChangeNotification, object: nil, queue: nil, using: change),
                    center.addObserver(forName: UITextField.textDidEndEditingNotification, object: nil, queue: nil, using: end),
                    center.addObserver(forName: UITextView.textDidEndEditingNotification, object: nil, queue: nil, using: end),
                ]
            }

            deinit {
                for observer in observers { NotificationCenter.default.removeObserver(observer) }
            }
        }

        extension UIView {
            /// Whether the user is typing in this view or a view in it: a text field that is editing, or an
            /// editable text view that is first responder (what posts the notifications the watch hears).
            fileprivate var cellGenIsBeingEdited: Bool {
                if let field = self as? UITextField, field.isEditing { return true }
                if let textView = self as? UITextView, textView.isEditable, textView.isFirstResponder { return true }
                return subviews.contains { $0.cellGenIsBeingEdited }
            }
        }

        #if canImport(ObjectiveC)
        /// Tells a data source when the team delegate it forwards to goes away: a list asks which delegate
        /// methods its delegate implements when it is set, and a method answered for a team delegate that
        /// is gone would be sent to nobody ("unrecognized selector"). Attached to the team delegate.
        {{{access}}}nonisolated final class CellGenDelegateWatch: NSObject {
            private let onRelease: @MainActor @Sendable () -> Void

            private init(onRelease: @escaping @MainActor @Sendable () -> Void) { self.onRelease = onRelease }

            /// Calls `onRelease` on the main actor when `delegate` goes away; a later watch by the same
            /// `owner` on the same delegate replaces this one.
            @MainActor
            {{{access}}}static func watch(_ delegate: AnyObject, for owner: AnyObject, onRelease: @escaping @MainActor @Sendable () -> Void) {
                let key = UnsafeRawPointer(Unmanaged.passUnretained(owner).toOpaque())
                objc_setAssociatedObject(delegate, key, CellGenDelegateWatch(onRelease: onRelease), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }

            deinit {
                let onRelease = onRelease
                if Thread.isMainThread {
                    MainActor.assumeIsolated { onRelease() }
                } else {
                    Task { @MainActor in onRelease() }
                }
            }
        }

        #endif

        /// Sends `dispatch: { selectors: ... }` up the responder chain from the action's cell (seed 5); while
        /// the method runs, `value(sentBy:as:)` gives what the action carries, so one method up the chain
        /// serves every screen that sends the selector, without a cast per screen.
        @MainActor
        {{{access}}}enum CellGenSelectors {
            /// The sender and action of the selector being sent.
            private static var sending: (sender: AnyObject, action: Any)?

            /// Sends `selector` from `sender` to the first responder from `sender` up that implements it,
            /// carrying `action`; false when none does.
            @discardableResult
            {{{access}}}static func send(_ selector: Selector, carrying action: Any, from sender: UIResponder) -> Bool {
                guard let target = sender.target(forAction: selector, withSender: sender) as? NSObject else { return false }
                let outer = sending
                sending = (sender, action)
                defer { sending = outer }
                _ = target.perform(selector, with: sender)
                return true
            }

            /// While the method of a selector `sender` sent runs: its action if it is a `Value`, else the
            /// first of the action's values that is (a row's view-model, an event's value); nil otherwise.
            {{{access}}}static func value<Value>(sentBy sender: Any?, as type: Value.Type = Value.self) -> Value? {
                guard let sending, let sender, sending.sender === sender as AnyObject else { return nil }
                // The action's values, level by level: the case's payload, then a tuple's elements.
                var level: [Any] = [sending.action]
                while !level.isEmpty {
                    var next: [Any] = []
                    for value in level {
                        if let found = value as? Value { return found }
                        let mirror = Mirror(reflecting: value)
                        switch mirror.displayStyle {
                        case .enum?, .tuple?: next += mirror.children.map(\.value)
                        default: continue
                        }
                    }
                    level = next
                }
                return nil
            }
        }

        // The team's delegate also receives the delegate methods a data source implements itself (selection,
        // display, swipe actions, menus, header views), when it implements them; else UIKit's defaults.

        /// `method`, a delegate method, as an optional, so that one call compiles on Apple platforms (an
        /// optional requirement) and on Linux (the UIKit double's requirement, whose default does what
        /// UIKit does for a missing one).
        func cellGenOptional<Method>(_ method: Method?) -> Method? { method }

        extension UITableViewDelegate {
            func cellGenShouldHighlight(_ tableView: UITableView, at indexPath: IndexPath) -> Bool {
                cellGenOptional(self.tableView(_:shouldHighlightRowAt:))?(tableView, indexPath) ?? true
            }

            func cellGenDidSelect(_ tableView: UITableView, at indexPath: IndexPath) {
                cellGenOptional(self.tableView(_:didSelectRowAt:))?(tableView, indexPath)
            }

            func cellGenWillDisplay(_ tableView: UITableView, _ cell: UITableViewCell, at indexPath: IndexPath) {
                cellGenOptional(self.tableView(_:willDisplay:forRowAt:))?(tableView, cell, indexPath)
            }
        {{#hasImpressions}}

            func cellGenDidEndDisplaying(_ tableView: UITableView, _ cell: UITableViewCell, at indexPath: IndexPath) {
                cellGenOptional(self.tableView(_:didEndDisplaying:forRowAt:))?(tableView, cell, indexPath)
            }
        {{/hasImpressions}}

            func cellGenSwipeActions(_ tableView: UITableView, at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
                if leading { return cellGenOptional(self.tableView(_:leadingSwipeActionsConfigurationForRowAt:))?(tableView, indexPath) ?? nil }
                return cellGenOptional(self.tableView(_:trailingSwipeActionsConfigurationForRowAt:))?(tableView, indexPath) ?? nil
            }

            func cellGenContextMenu(_ tableView: UITableView, at indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                cellGenOptional(self.tableView(_:contextMenuConfigurationForRowAt:point:))?(tableView, indexPath, point) ?? nil
            }

            func cellGenView(_ tableView: UITableView, in section: Int, isFooter: Bool) -> UIView? {
                if isFooter { return cellGenOptional(self.tableView(_:viewForFooterInSection:))?(tableView, section) ?? nil }
                return cellGenOptional(self.tableView(_:viewForHeaderInSection:))?(tableView, section) ?? nil
            }
        }
        {{#hasCollections}}

        extension UICollectionViewDelegate {
            func cellGenShouldHighlight(_ collectionView: UICollectionView, at indexPath: IndexPath) -> Bool {
                cellGenOptional(self.collectionView(_:shouldHighlightItemAt:))?(collectionView, indexPath) ?? true
            }

            func cellGenDidSelect(_ collectionView: UICollectionView, at indexPath: IndexPath) {
                cellGenOptional(self.collectionView(_:didSelectItemAt:))?(collectionView, indexPath)
            }

            func cellGenWillDisplay(_ collectionView: UICollectionView, _ cell: UICollectionViewCell, at indexPath: IndexPath) {
                cellGenOptional(self.collectionView(_:willDisplay:forItemAt:))?(collectionView, cell, indexPath)
            }
        {{#hasImpressions}}

            func cellGenDidEndDisplaying(_ collectionView: UICollectionView, _ cell: UICollectionViewCell, at indexPath: IndexPath) {
                cellGenOptional(self.collectionView(_:didEndDisplaying:forItemAt:))?(collectionView, cell, indexPath)
            }
        {{/hasImpressions}}

            @available(iOS 16.0, *)
            func cellGenContextMenu(_ collectionView: UICollectionView, at indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
                cellGenOptional(self.collectionView(_:contextMenuConfigurationForItemsAt:point:))?(collectionView, indexPaths, point) ?? nil
            }
        }

        {{>support-layout}}
        {{/hasCollections}}

        """#,
        "view-model": #"""
        {{#docLines}}
        {{{.}}}
        {{/docLines}}
        {{{access}}}nonisolated struct {{{viewModel}}}: Hashable, Sendable{{#isCell}}, Identifiable{{/isCell}} {
        {{>stored-properties}}
        {{#identityStruct}}

            /// What identifies a row across updates: {{{identityDescription}}}. When other fields change,
            /// the row keeps its cell and is reconfigured.
            {{{access}}}struct ID: Hashable, Sendable {
        {{>stored-properties}}
            }
        {{/identityStruct}}
        {{#idProperty}}
        {{#writesInitializers}}

        {{/writesInitializers}}
            /// {{{doc}}}
            {{{access}}}var id: {{{type}}} { {{{expression}}} }
        {{/idProperty}}
        }

        """#,
    ]
}
