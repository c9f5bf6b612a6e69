// This file is written by scripts/embed-templates.py from Templates/. Do not edit it: edit the
// templates and run the script. BuiltinTemplatesTests fails while the two differ.

/// The built-in templates, by name, embedded so that the `cellgen` binary needs no files
/// beside it.
enum BuiltinTemplates {
    static let all: [String: String] = [
        "actions": #"""
        {{#actionRows}}
        /// Which kind of row sent `{{{action}}}`, with its values.
        {{{access}}}enum {{{type}}}: Hashable, Sendable {
        {{#cases}}
            case {{{caseName}}}({{{viewModel}}})
        {{/cases}}
        }

        {{/actionRows}}
        /// Everything the rows of {{{screen}}} send, with the values each one delivers.
        {{{access}}}enum Action: Hashable, Sendable {
        {{#actions}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            case {{{caseName}}}{{{casePayload}}}
        {{/actions}}

            /// The action selecting `row` sends: its row's `select`, else its cell's; nil for none, and
            /// for a row that is not selectable.
            {{{access}}}static func selection(of row: Row) -> Action? {
                guard row.isSelectable else { return nil }
                return switch row {
        {{#selections}}
                case {{{pattern}}}:
                    {{{result}}}
        {{/selections}}
                }
            }
        {{#hasActions}}

            /// Calls the handler's method for this action.
            @MainActor
            {{{access}}}func send(to handler: any ActionHandler) {
                switch self {
        {{#actions}}
                case {{{sendPattern}}}:
                    handler.{{{methodName}}}({{{sendArguments}}})
        {{/actions}}
                }
            }
        {{/hasActions}}
        }

        /// Handles the screen's actions: usually its view controller.
        @MainActor
        {{{access}}}protocol ActionHandler: AnyObject {
        {{#actions}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            func {{{methodName}}}({{{methodParameters}}})
        {{/actions}}
        }


        /// Delivers actions to the handler or, without one, up the responder chain.
        @MainActor
        final class ActionRouter {
            weak var handler: (any ActionHandler)?
            weak var responder: UIResponder?

            init(handler: (any ActionHandler)?) {
                self.handler = handler
            }
        {{#hasActions}}

            func send(_ action: Action) {
                if let handler {
                    action.send(to: handler)
                    return
                }
                #if canImport(ObjectiveC)
                if let responder { SelectorMap.send(action, from: responder) }
                #endif
            }
        {{/hasActions}}
        }

        """#,
        "builder-input": #"""
        /// What the screen shows, shaped like its spec: give it to `DataSource.apply(_:)`, or to
        /// `Builder.sections(from:)` for a data source of your own.
        {{{access}}}struct Input: Hashable, Sendable {
        {{>stored-properties}}
        }
        {{#sections}}

        /// The rows of section `{{{id}}}`{{#isRepeated}}; the input holds one per section shown{{/isRepeated}}.
        {{{access}}}struct {{{inputType}}}: Hashable, Sendable {
        {{>stored-properties}}
        }
        {{/sections}}
        {{#slotItems}}

        /// One element of slot `{{{slot}}}` in section `{{{section}}}`: which cell shows it, with its values.
        {{{access}}}enum {{{type}}}: Hashable, Sendable {
        {{#cases}}
            case {{{caseName}}}{{{payload}}}
        {{/cases}}
        }
        {{/slotItems}}
        {{#environmentStruct}}

        /// Values every cell and header view of the screen is configured with that belong to no row
        /// (a theme, a display mode); they never count in a row's identity or equality.
        {{{access}}}struct Environment {
        {{>stored-properties}}
        }
        {{/environmentStruct}}

        """#,
        "builder": #"""
        /// Turns an input into sections of rows, in spec order. Of two rows with one `id` in a section,
        /// the first is shown{{#hasKeyedSections}}, and so is the first of two sections with one identity (even one left out){{/hasKeyedSections}}.
        /// A section without rows is left out unless its spec says `whenEmpty: show`.
        {{{access}}}enum Builder {
            {{{access}}}static func sections(from input: Input) -> [Section] {
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
            }

        {{#localizationBundle}}
            /// Where the screen's fixed titles are localized: the spec's `bundle`.
            private static var bundle: Bundle {
                {{{.}}}
            }

        {{/localizationBundle}}
        {{#emptyTitle}}
            /// The title of the empty state, localized.
            {{{access}}}static var emptyTitle: String {
                {{{.}}}
            }

        {{/emptyTitle}}
            /// The rows of `sections` by item identifier.
            {{{access}}}static func rows(of sections: [Section]) -> [Item: Row] {
                var rows: [Item: Row] = [:]
                for section in sections {
                    for row in section.rows { rows[Item(section: section.id, row: row.id)] = row }
                }
                return rows
            }

            /// A snapshot of the sections after `previous`. An item that was there with other values is
            /// reconfigured, so its cell stays and shows the new values. A kept section whose header or
            /// footer changed is reloaded: lists ask for headers and footers only when a section loads.
            {{{access}}}static func snapshot(of sections: [Section], previous: [Section]) -> NSDiffableDataSourceSnapshot<SectionID, Item> {
                let previousRows = rows(of: previous)
                var previousSupplementaries: [SectionID: [Supplementary?]] = [:]
                for section in previous { previousSupplementaries[section.id] = [section.header, section.footer] }
                var snapshot = NSDiffableDataSourceSnapshot<SectionID, Item>()
                var changed: [Item] = [], reloaded: [SectionID] = []
                for section in sections {
                    snapshot.appendSections([section.id])
                    let items = section.rows.map { Item(section: section.id, row: $0.id) }
                    snapshot.appendItems(items, toSection: section.id)
                    if let old = previousSupplementaries[section.id], old != [section.header, section.footer] {
                        reloaded.append(section.id)
                        continue
                    }
                    for (item, row) in zip(items, section.rows) where previousRows[item].map({ $0 != row }) == true {
                        changed.append(item)
                    }
                }
                snapshot.reloadSections(reloaded)
                snapshot.reconfigureItems(changed)
                return snapshot
            }
        {{#sections}}

            private static func {{{builderFunction}}}(_ section: {{{inputType}}}, id: SectionID) -> Section {
                var rows = CellGenRowList<Row>()
        {{#appendStatements}}
                {{{.}}}
        {{/appendStatements}}
                return Section(
                    id: id,
                    header: {{{headerExpression}}},
                    footer: {{{footerExpression}}},
                    rows: rows.rows
                )
            }
        {{/sections}}
        {{#slotFunctions}}

            private static func {{{function}}}({{{parameters}}}) -> Row {
                switch item {
        {{#cases}}
                case {{{pattern}}}:
                    {{{row}}}
        {{/cases}}
                }
            }
        {{/slotFunctions}}
        }

        """#,
        "cell-provider": #"""
        /// Dequeues the cell for a row, shows its values and wires its events to the router.
        private static func cell(in {{{listParameter}}}: {{{listType}}}, at indexPath: IndexPath, for row: Row{{{environmentParameter}}}, router: ActionRouter) -> {{{cellType}}} {
            switch row {
        {{#rowCases}}
            case .{{{caseName}}}({{{cellPattern}}}):
        {{^hasEvents}}
                {{{configurator}}}.cell(in: {{{listParameter}}}, at: indexPath, showing: viewModel{{{environmentArgument}}})
        {{/hasEvents}}
        {{#hasEvents}}
                {{{configurator}}}.cell(in: {{{listParameter}}}, at: indexPath, showing: viewModel{{{environmentArgument}}}, events: .init(
        {{#events}}
        {{#isBound}}
                    {{{property}}}: { [weak router] {{{closureParameter}}}in router?.send({{{actionExpression}}}) }{{^isLast}},{{/isLast}}
        {{/isBound}}
        {{^isBound}}
                    {{{property}}}: nil{{^isLast}},{{/isLast}}
        {{/isBound}}
        {{/events}}
                ))
        {{/hasEvents}}
        {{/rowCases}}
            }
        }

        /// Dequeues the view for a header view; nil for a title.
        private static func view(in {{{listParameter}}}: {{{listType}}}, for supplementary: Supplementary{{{environmentParameter}}}{{#isCollection}}, ofKind kind: String, at indexPath: IndexPath{{/isCollection}}) -> {{{supplementaryType}}}? {
            switch supplementary {
            case .title{{#isCollection}}(let title){{/isCollection}}:
        {{#isTable}}
                nil
        {{/isTable}}
        {{#isCollection}}
                CellGenTitleView.view(in: collectionView, ofKind: kind, at: indexPath, title: title)
        {{/isCollection}}
        {{#headerViews}}
            case .{{{caseName}}}(let viewModel):
                {{{configurator}}}.view(in: {{{listParameter}}}{{#isCollection}}, ofKind: kind, at: indexPath{{/isCollection}}, showing: viewModel{{{environmentArgument}}})
        {{/headerViews}}
            }
        }

        """#,
        "configurable": #"""
        /// Adopted by `{{{className}}}` to show {{{description}}}.
        @MainActor
        {{{access}}}protocol {{{configurable}}}: AnyObject {
            /// Shows the values{{#hasEnvironment}} in the screen's environment{{/hasEnvironment}}; called on every dequeue and whenever the content{{#hasEnvironment}} or the environment{{/hasEnvironment}} changes.
            func configure(with viewModel: {{{viewModel}}}{{{environmentParameter}}})
        {{#events}}

            /// Set by the data source; call it when {{{description}}}.
            var {{{property}}}: {{{closureType}}} { get set }
        {{/events}}
        }

        """#,
        "configurator": #"""
        /// Registers, dequeues and configures `{{{className}}}` for {{{description}}}{{#isNib}} (from its nib){{/isNib}}{{#isStoryboard}} (a storyboard prototype){{/isStoryboard}}.
        @MainActor
        {{{access}}}enum {{{configurator}}} {
            /// The class name{{#isStoryboard}}: use it as the prototype's identifier in the storyboard{{/isStoryboard}}{{#isNib}}, which is also the nib's name{{/isNib}}.
            {{{access}}}static let reuseIdentifier = String(describing: {{{className}}}.self)
            /// Read by nonisolated code (`Row.height`); a `Sendable` constant needs no actor.
            {{{access}}}nonisolated static let height: CellGenHeight = {{{heightExpression}}}
        {{#hasEvents}}

            /// What the cell's events do; the data source fills it for each row.
            {{{access}}}struct Events {
        {{#events}}
                {{{access}}}var {{{property}}}: {{{closureType}}}
        {{/events}}

                {{{access}}}init({{{eventsInitParameters}}}) {
        {{#events}}
                    self.{{{property}}} = {{{property}}}
        {{/events}}
                }
            }
        {{/hasEvents}}

        {{>registration}}

        {{>dequeue}}

        {{#isEmptyState}}
            /// A view outside the list's reuse, for the screen's empty state; internal, as the
            /// team's class may be.
            static func makeView() -> {{{className}}}? {
                {{{makeExpression}}}
            }

        {{/isEmptyState}}
            /// Shows the values in a view{{#hasEvents}} and wires its events{{/hasEvents}}.
            {{{access}}}static func configure(_ view: some {{{configurable}}}, with viewModel: {{{viewModel}}}{{{environmentParameter}}}{{#hasEvents}}, events: Events{{/hasEvents}}) {
                view.configure(with: viewModel{{{environmentArgument}}})
        {{#events}}
                view.{{{property}}} = events.{{{property}}}
        {{/events}}
            }
        }

        """#,
        "data-source-apply": #"""
        {{! row(at:), apply(_:animatingDifferences:) and the empty state: shared by the table and collection data sources. }}
            /// The row shown at `indexPath`, with its values as of the last apply.
            {{{access}}}func row(at indexPath: IndexPath) -> Row? {
                itemIdentifier(for: indexPath).flatMap { state.rows[$0] }
            }

            /// Shows `input`: builds its sections and applies them; rows whose content changed are reconfigured.
            {{{access}}}func apply(_ input: Input, animatingDifferences: Bool = true) {
                let newSections = Builder.sections(from: input)
                let snapshot = Builder.snapshot(of: newSections, previous: sections)
                sections = newSections
                state.rows = Builder.rows(of: newSections)
                apply(snapshot, animatingDifferences: animatingDifferences)
        {{#hasEmptyState}}
                showEmptyState(input)
        {{/hasEmptyState}}
            }
        {{#hasEmptyState}}

            /// The empty state, as the list's background while no section has rows.
            private func showEmptyState(_ input: Input) {
                guard let listView else { return }
                guard state.rows.isEmpty else {
                    listView.backgroundView = nil
                    return
                }
        {{#emptyTitle}}
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
                guard let view = (listView.backgroundView as? {{{className}}}) ?? {{{configurator}}}.makeView() else { return }
                {{{configurator}}}.configure(view, with: {{{viewModelExpression}}}{{{environmentArgument}}})
                listView.backgroundView = view
        {{/emptyView}}
            }
        {{/hasEmptyState}}

        """#,
        "data-source-collection": #"""
        /// Shows the screen in a collection view: registers its cells and header views, applies inputs
        /// as diffable snapshots, provides header and footer views, sizes for a flow layout and
        /// selection, and delivers the actions rows send. It becomes the collection view's data source
        /// and delegate.
        @MainActor
        {{{access}}}final class DataSource: UICollectionViewDiffableDataSource<SectionID, Item>, UICollectionViewDelegateFlowLayout {
            private let router: ActionRouter
            /// The sections of the last `apply`, for headers, footers and content changes.
            {{{access}}}private(set) var sections: [Section] = []

            /// Receives the actions; held weakly.
            {{{access}}}weak var handler: (any ActionHandler)? {
                get { router.handler }
                set { router.handler = newValue }
            }

        {{>data-source-state}}

            {{{access}}}init(collectionView: UICollectionView{{{environmentParameter}}}, handler: (any ActionHandler)? = nil) {
                let router = ActionRouter(handler: handler)
                self.router = router
                let state = State({{{stateArguments}}})
                self.state = state
        {{#views}}
                {{{configurator}}}.register(in: collectionView)
        {{/views}}
                CellGenTitleView.register(in: collectionView)
                super.init(collectionView: collectionView) { collectionView, indexPath, item in
                    state.rows[item].map { DataSource.cell(in: collectionView, at: indexPath, for: $0{{{providerEnvironmentArgument}}}, router: router) }
                }
                supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
                    supplementaryView(in: collectionView, ofKind: kind, at: indexPath)
                }
                router.responder = collectionView
        {{#hasEmptyState}}
                listView = collectionView
        {{/hasEmptyState}}
                collectionView.delegate = self
            }

        {{>data-source-apply}}

            {{{access}}}func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
                row(at: indexPath)?.isSelectable ?? false
            }

            {{{access}}}func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                collectionView.deselectItem(at: indexPath, animated: true)
        {{#hasActions}}
                guard let row = row(at: indexPath), let action = Action.selection(of: row) else { return }
                router.send(action)
        {{/hasActions}}
            }

            /// Full-width items: a fixed height as given; otherwise the estimate (or the layout's item
            /// height) for a flow layout whose cells size themselves.
            {{{access}}}func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                let fallback = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.height ?? 44
                let height = row(at: indexPath)?.height.itemHeight(fallback: fallback) ?? fallback
                return CGSize(width: collectionView.bounds.width, height: height)
            }

            {{{access}}}func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
            ) -> CGSize {
                referenceSize(of: supplementary(\.header, in: section), in: collectionView)
            }

            {{{access}}}func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
            ) -> CGSize {
                referenceSize(of: supplementary(\.footer, in: section), in: collectionView)
            }

            private func supplementaryView(in collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
                let keyPath: KeyPath<Section, Supplementary?> = kind == UICollectionView.elementKindSectionFooter ? \.footer : \.header
                return supplementary(keyPath, in: indexPath.section).flatMap { DataSource.view(in: collectionView, for: $0{{{environmentArgument}}}, ofKind: kind, at: indexPath) }
            }

            private func supplementary(_ kind: KeyPath<Section, Supplementary?>, in section: Int) -> Supplementary? {
                sections.indices.contains(section) ? sections[section][keyPath: kind] : nil
            }

            private func referenceSize(of supplementary: Supplementary?, in collectionView: UICollectionView) -> CGSize {
                guard let supplementary else { return .zero }
                return CGSize(width: collectionView.bounds.width, height: DataSource.height(of: supplementary))
            }

            private static func height(of supplementary: Supplementary) -> CGFloat {
                switch supplementary {
                case .title:
                    CellGenTitleView.height
        {{#headerViews}}
                case .{{{caseName}}}:
                    {{{configurator}}}.height.itemHeight(fallback: CellGenTitleView.height)
        {{/headerViews}}
                }
            }

        {{>cell-provider}}
        }

        """#,
        "data-source-state": #"""
        {{! The state a data source keeps for its cell provider, and its environment: shared by the table and collection data sources. }}
            /// What the cell provider reads, made before `self` is: the rows of the last apply by item
            /// identifier{{#hasEnvironment}}, and the environment{{/hasEnvironment}}.
            @MainActor
            private final class State {
                var rows: [Item: Row] = [:]
        {{#hasEnvironment}}
                var environment: Environment

                init(environment: Environment) {
                    self.environment = environment
                }
        {{/hasEnvironment}}
            }

            private let state: State
        {{#hasEmptyState}}
            /// The list, whose background shows the empty state.
            private weak var listView: {{{listType}}}?
        {{/hasEmptyState}}
        {{#hasEnvironment}}

            /// The values every cell and header view is configured with. Setting it reconfigures every
            /// row, so cells prepared ahead of time show it too; header and footer views get it when
            /// they are next shown.
            {{{access}}}var environment: Environment {
                get { state.environment }
                set {
                    state.environment = newValue
                    var snapshot = snapshot()
                    snapshot.reconfigureItems(snapshot.itemIdentifiers)
                    apply(snapshot, animatingDifferences: false)
                }
            }
        {{/hasEnvironment}}

        """#,
        "data-source-table": #"""
        /// Shows the screen in a table view: registers its cells and header views, applies inputs as
        /// diffable snapshots, provides header and footer titles and views, heights and selection, and
        /// delivers the actions rows send. It becomes the table view's data source and delegate.
        @MainActor
        {{{access}}}final class DataSource: UITableViewDiffableDataSource<SectionID, Item>, UITableViewDelegate {
            private let router: ActionRouter
            /// The sections of the last `apply`, for headers, footers and content changes.
            {{{access}}}private(set) var sections: [Section] = []

            /// Receives the actions; held weakly.
            {{{access}}}weak var handler: (any ActionHandler)? {
                get { router.handler }
                set { router.handler = newValue }
            }

        {{>data-source-state}}

            {{{access}}}init(tableView: UITableView{{{environmentParameter}}}, handler: (any ActionHandler)? = nil) {
                let router = ActionRouter(handler: handler)
                self.router = router
                let state = State({{{stateArguments}}})
                self.state = state
        {{#views}}
                {{{configurator}}}.register(in: tableView)
        {{/views}}
                super.init(tableView: tableView) { tableView, indexPath, item in
                    state.rows[item].map { DataSource.cell(in: tableView, at: indexPath, for: $0{{{providerEnvironmentArgument}}}, router: router) }
                }
                router.responder = tableView
        {{#hasEmptyState}}
                listView = tableView
        {{/hasEmptyState}}
                tableView.delegate = self
            }

        {{>data-source-apply}}

            {{{access}}}override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                supplementary(\.header, in: section)?.title
            }

            {{{access}}}override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                supplementary(\.footer, in: section)?.title
            }

            {{{access}}}func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                supplementary(\.header, in: section).flatMap { DataSource.view(in: tableView, for: $0{{{environmentArgument}}}) }
            }

            {{{access}}}func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                supplementary(\.footer, in: section).flatMap { DataSource.view(in: tableView, for: $0{{{environmentArgument}}}) }
            }

            {{{access}}}func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                row(at: indexPath)?.height.rowHeight ?? UITableView.automaticDimension
            }

            {{{access}}}func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
                row(at: indexPath)?.height.estimatedRowHeight ?? UITableView.automaticDimension
            }
        {{#hasHeaderViews}}

            {{{access}}}func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                supplementary(\.header, in: section).map(DataSource.height(of:)) ?? UITableView.automaticDimension
            }

            {{{access}}}func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
                supplementary(\.footer, in: section).map(DataSource.height(of:)) ?? UITableView.automaticDimension
            }
        {{/hasHeaderViews}}

            {{{access}}}func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                row(at: indexPath)?.isSelectable ?? false
            }

            {{{access}}}func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
        {{#hasActions}}
                guard let row = row(at: indexPath), let action = Action.selection(of: row) else { return }
                router.send(action)
        {{/hasActions}}
            }

            private func supplementary(_ kind: KeyPath<Section, Supplementary?>, in section: Int) -> Supplementary? {
                sections.indices.contains(section) ? sections[section][keyPath: kind] : nil
            }
        {{#hasHeaderViews}}

            private static func height(of supplementary: Supplementary) -> CGFloat {
                switch supplementary {
                case .title:
                    UITableView.automaticDimension
        {{#headerViews}}
                case .{{{caseName}}}:
                    {{{configurator}}}.height.rowHeight
        {{/headerViews}}
                }
            }
        {{/hasHeaderViews}}

        {{>cell-provider}}
        }

        """#,
        "dequeue-check": #"""
        if let view = cell as? {{{className}}} {
            configure(view, with: viewModel{{{environmentArgument}}}{{#hasEvents}}, events: events{{/hasEvents}})
        } else {
            assertionFailure("\(reuseIdentifier) dequeued \(type(of: cell)), not {{{className}}}: check its registration")
        }

        """#,
        "dequeue": #"""
        {{#isTableCell}}
        /// Dequeues a cell for the row and shows the values in it.
        {{{access}}}static func cell(in tableView: UITableView, at indexPath: IndexPath, showing viewModel: {{{viewModel}}}{{{environmentParameter}}}{{#hasEvents}}, events: Events{{/hasEvents}}) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        {{>dequeue-check}}
            return cell
        }
        {{/isTableCell}}
        {{#isCollectionCell}}
        /// Dequeues a cell for the item and shows the values in it.
        {{{access}}}static func cell(in collectionView: UICollectionView, at indexPath: IndexPath, showing viewModel: {{{viewModel}}}{{{environmentParameter}}}{{#hasEvents}}, events: Events{{/hasEvents}}) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        {{>dequeue-check}}
            return cell
        }
        {{/isCollectionCell}}
        {{#isTableHeader}}
        /// Dequeues a header or footer view and shows the values in it.
        {{{access}}}static func view(in tableView: UITableView, showing viewModel: {{{viewModel}}}{{{environmentParameter}}}) -> UITableViewHeaderFooterView? {
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier)
            if let view = view as? {{{className}}} {
                configure(view, with: viewModel{{{environmentArgument}}})
            } else {
                assertionFailure("\(reuseIdentifier) is not registered as a {{{className}}}")
            }
            return view
        }
        {{/isTableHeader}}
        {{#isCollectionHeader}}
        /// Dequeues a supplementary view of `kind` and shows the values in it.
        {{{access}}}static func view(in collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath, showing viewModel: {{{viewModel}}}{{{environmentParameter}}}) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
            if let view = view as? {{{className}}} {
                configure(view, with: viewModel{{{environmentArgument}}})
            } else {
                assertionFailure("\(reuseIdentifier) dequeued \(type(of: view)), not {{{className}}}: check its registration")
            }
            return view
        }
        {{/isCollectionHeader}}

        """#,
        "registration": #"""
        {{#isStoryboard}}
        /// Nothing to register: the storyboard registers its prototype cells.
        {{{access}}}static func register(in {{{listParameter}}}: {{{listType}}}) {}
        {{/isStoryboard}}
        {{^isStoryboard}}
        {{{access}}}static func register(in {{{listParameter}}}: {{{listType}}}) {
        {{#isTableCell}}
            tableView.register({{{registrant}}}, forCellReuseIdentifier: reuseIdentifier)
        {{/isTableCell}}
        {{#isTableHeader}}
            tableView.register({{{registrant}}}, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
        {{/isTableHeader}}
        {{#isCollectionCell}}
            collectionView.register({{{registrant}}}, forCellWithReuseIdentifier: reuseIdentifier)
        {{/isCollectionCell}}
        {{#isCollectionHeader}}
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                collectionView.register({{{registrant}}}, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
            }
        {{/isCollectionHeader}}
        }
        {{/isStoryboard}}

        """#,
        "scaffold-cell": #"""
        // Written by `cellgen scaffold` for {{{specFileName}}}. This file is yours to edit; CellGen
        // never overwrites it. Its conformances to generated protocols live in files of their own.

        import UIKit

        /// Shows {{{description}}} of {{{screen}}}{{#usesOutlets}}; its views come from Interface Builder{{/usesOutlets}}.
        final class {{{className}}}: {{{superclass}}} {
        {{#events}}
            var {{{property}}}: {{{closureType}}}
        {{/events}}
        {{#usesOutlets}}
        {{#elements}}
            @IBOutlet var {{{property}}}: {{{type}}}!
        {{/elements}}
        {{#hasSetupLines}}

            override func awakeFromNib() {
                super.awakeFromNib()
                // UIKit declares `awakeFromNib()` on NSObject without `@MainActor`, yet always calls it on
                // the main thread, after connecting every outlet.
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

            /// Call when the cell's event happens.
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
        "scaffold-view-controller": #"""
        // Written by `cellgen scaffold` for {{{specFileName}}}. This file is yours to edit; CellGen
        // never overwrites it.

        import UIKit

        /// The {{{screen}}} screen: shows an input with the generated data source and handles its actions.
        final class {{{viewControllerName}}}: UIViewController {
        {{#usesStoryboard}}
        {{#isTable}}
            /// The table view of the storyboard scene, with the prototype cells.
            @IBOutlet var tableView: UITableView!
        {{/isTable}}
        {{#isCollection}}
            /// The collection view of the storyboard scene, with the prototype cells.
            @IBOutlet var collectionView: UICollectionView!
        {{/isCollection}}
        {{/usesStoryboard}}
        {{^usesStoryboard}}
        {{#isTable}}
            let tableView = UITableView(frame: .zero, style: .insetGrouped)
        {{/isTable}}
        {{#isCollection}}
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        {{/isCollection}}
        {{/usesStoryboard}}
            private var dataSource: {{{screen}}}.DataSource?
        {{#hasEnvironment}}

            /// What every cell is configured with besides its row; set it to restyle the list.
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
                dataSource = {{{screen}}}.DataSource(tableView: tableView{{{environmentArgument}}}, handler: self)
        {{/isTable}}
        {{#isCollection}}
                dataSource = {{{screen}}}.DataSource(collectionView: collectionView{{{environmentArgument}}}, handler: self)
        {{/isCollection}}
            }

            /// Shows `input`; call it whenever the data changes.
            func show(_ input: {{{screen}}}.Input, animated: Bool = true) {
                dataSource?.apply(input, animatingDifferences: animated)
            }
        }

        extension {{{viewControllerName}}}: {{{screen}}}.ActionHandler {
        {{#actions}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            func {{{methodName}}}({{{methodParameters}}}) {
            }

        {{/actions}}
        }

        """#,
        "screen-layout": #"""
        {{! The parts of a screen's file, in order. Each block can be overridden on its own. }}
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
        {{#docLines}}
        {{{.}}}
        {{/docLines}}
        {{{access}}}enum {{{screen}}} {}
        {{/namespace}}

        {{$viewModels}}
        // MARK: - View-models

        extension {{{screen}}} {
        {{#views}}
        {{>view-model}}

        {{/views}}
        {{#contexts}}
        {{>section-context}}

        {{/contexts}}
        }
        {{/viewModels}}

        {{$cellProtocols}}
        // MARK: - Cell and header protocols

        extension {{{screen}}} {
        {{#views}}
        {{>configurable}}

        {{/views}}
        }
        {{/cellProtocols}}

        {{$configurators}}
        // MARK: - Configurators

        extension {{{screen}}} {
        {{#views}}
        {{>configurator}}

        {{/views}}
        }
        {{/configurators}}

        {{$sections}}
        // MARK: - Sections

        extension {{{screen}}} {
        {{>builder-input}}

        {{>snapshot-types}}

        {{>builder}}
        }
        {{/sections}}

        {{$actions}}
        // MARK: - Actions

        extension {{{screen}}} {
        {{>actions}}
        }
        {{/actions}}

        {{$dataSource}}
        // MARK: - Data source

        extension {{{screen}}} {
        {{#isTable}}
        {{>data-source-table}}
        {{/isTable}}
        {{#isCollection}}
        {{>data-source-collection}}
        {{/isCollection}}
        }
        {{/dataSource}}

        {{$selectorMap}}
        {{>selector-map}}
        {{/selectorMap}}

        """#,
        "screen": #"""
        {{! The file generated for one screen. To change one part, override this template with one
            that includes screen-layout and replaces only that part's block (see docs/Templates.md). }}
        {{<screen-layout}}{{/screen-layout}}

        """#,
        "section-context": #"""
        /// What the rows of section `{{{sectionID}}}` deliver with their actions.
        {{{access}}}struct {{{contextType}}}: Hashable, Sendable {
        {{>stored-properties}}
        }

        """#,
        "selector-map": #"""
        {{#hasActions}}
        // MARK: - Selector map

        #if canImport(ObjectiveC)
        /// Implemented by a responder up the chain (a view controller, the app delegate) to receive the
        /// actions of {{{screen}}} as selectors. Each method's sender is a `{{{screen}}}.ActionSender`.
        @MainActor
        @objc({{{selectorTarget}}})
        {{{access}}}protocol {{{selectorTarget}}} {
        {{#actions}}
            {{#docLines}}
            {{{.}}}
            {{/docLines}}
            @objc optional func {{{selectorMethod}}}(_ sender: Any?)
        {{/actions}}
        }

        extension {{{screen}}} {
            /// The selector of every action, compile-checked with `#selector`: a row's selection is looked
            /// up by its row case through `Action.selection(of:)`, never by a type-name string.
            @MainActor
            {{{access}}}enum SelectorMap {
                {{{access}}}static func selector(for action: Action) -> Selector {
                    switch action {
        {{#actions}}
                    case .{{{caseName}}}:
                        #selector({{{selectorTarget}}}.{{{selectorMethod}}}(_:))
        {{/actions}}
                    }
                }

                /// Sends the action up the responder chain from `responder`; false when no responder
                /// implements its method.
                @discardableResult
                {{{access}}}static func send(_ action: Action, from responder: UIResponder) -> Bool {
                    let selector = selector(for: action)
                    let sender = ActionSender(action)
                    guard let target = responder.target(forAction: selector, withSender: sender) as? NSObject else { return false }
                    _ = target.perform(selector, with: sender)
                    return true
                }
            }

            /// The sender of a selector: carries the action and its values.
            {{{access}}}final class ActionSender: NSObject {
                {{{access}}}let action: Action

                {{{access}}}init(_ action: Action) {
                    self.action = action
                }
            }
        }
        #endif
        {{/hasActions}}

        """#,
        "snapshot-types": #"""
        /// Identifies a section in snapshots; a repeated section by its identity fields, or else by its
        /// position in the input.
        {{{access}}}enum SectionID: Hashable, Sendable {
        {{#sections}}
            case {{{idCase}}}
        {{/sections}}
        }

        /// One row of the screen: which row of the spec it is, with its values. Equal rows have equal
        /// values; rows with one `id` are the same row, perhaps with other values.
        {{{access}}}enum Row: Hashable, Sendable, Identifiable {
        {{#rowCases}}
            case {{{caseName}}}({{{payload}}})
        {{/rowCases}}

            /// Identifies a row across updates: which row of the spec it is, and its view-model's id.
            {{{access}}}enum ID: Hashable, Sendable {
        {{#rowCases}}
                case {{{caseName}}}({{{idPayload}}})
        {{/rowCases}}
            }

            {{{access}}}var id: ID {
                switch self {
        {{#rowCases}}
                case {{{idPattern}}}:
                    .{{{caseName}}}(viewModel.id)
        {{/rowCases}}
                }
            }

            /// Whether the row highlights and can be selected: it has a selection action, or its cell's
            /// `selectable` says so (or its Bool field does).
            {{{access}}}var isSelectable: Bool {
                switch self {
        {{#selectability}}
                case {{{pattern}}}:
                    {{{result}}}
        {{/selectability}}
                }
            }

            /// The row's height policy, from its cell's configurator.
            {{{access}}}var height: CellGenHeight {
                switch self {
        {{#rowCases}}
                case .{{{caseName}}}:
                    {{{configurator}}}.height
        {{/rowCases}}
                }
            }
        }

        /// A section header or footer: a fixed title or a declared header view.
        {{{access}}}enum Supplementary: Hashable, Sendable {
            case title(String)
        {{#headerViews}}
            case {{{caseName}}}({{{viewModel}}})
        {{/headerViews}}

            /// The text of a title; nil for a header view.
            {{{access}}}var title: String? {
                if case .title(let title) = self { return title }
                return nil
            }
        }

        /// A section as shown: its identity, header, footer and rows.
        {{{access}}}struct Section: Hashable, Sendable {
            {{{access}}}var id: SectionID
            {{{access}}}var header: Supplementary?
            {{{access}}}var footer: Supplementary?
            {{{access}}}var rows: [Row]

            {{{access}}}init(id: SectionID, header: Supplementary?, footer: Supplementary?, rows: [Row]) {
                self.id = id
                self.header = header
                self.footer = footer
                self.rows = rows
            }
        }

        /// The item identifier of diffable snapshots: a row's id in its section, so a row whose values
        /// change stays the same item (and is reconfigured), and one row in two sections is two items.
        {{{access}}}struct Item: Hashable, Sendable {
            {{{access}}}var section: SectionID
            {{{access}}}var row: Row.ID

            {{{access}}}init(section: SectionID, row: Row.ID) {
                self.section = section
                self.row = row
            }
        }

        """#,
        "starter-spec": #"""
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
        {{{access}}}var {{{name}}}: {{{type}}}
        {{/fields}}
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

        """#,
        "support": #"""
        {{#headerLines}}
        {{{.}}}
        {{/headerLines}}

        import UIKit

        /// How tall a row or header view is, as its spec's `height` says.
        {{{access}}}enum CellGenHeight: Hashable, Sendable {
            /// Sized by Auto Layout.
            case automatic
            /// Exactly this many points.
            case fixed(Double)
            /// Sized by Auto Layout, estimated at this many points until then.
            case estimated(Double)
        }

        extension CellGenHeight {
            /// For `tableView(_:heightForRowAt:)`: the fixed height, else `UITableView.automaticDimension`.
            @MainActor
            {{{access}}}var rowHeight: CGFloat {
                if case .fixed(let points) = self { return CGFloat(points) }
                return UITableView.automaticDimension
            }

            /// For `tableView(_:estimatedHeightForRowAt:)`.
            @MainActor
            {{{access}}}var estimatedRowHeight: CGFloat {
                switch self {
                case .automatic: UITableView.automaticDimension
                case .fixed(let points), .estimated(let points): CGFloat(points)
                }
            }

            /// For a flow layout's item size: the fixed or estimated height, else `fallback`.
            {{{access}}}func itemHeight(fallback: CGFloat) -> CGFloat {
                switch self {
                case .automatic: fallback
                case .fixed(let points), .estimated(let points): CGFloat(points)
                }
            }
        }

        /// The rows of one section in order, each at most once: diffable data sources require unique
        /// items, so a row whose id is already there is dropped (debug builds say so).
        {{{access}}}struct CellGenRowList<Row: Identifiable> {
            {{{access}}}private(set) var rows: [Row] = []
            private var seen: Set<Row.ID> = []

            {{{access}}}init() {}

            {{{access}}}mutating func append(_ row: Row) {
                guard seen.insert(row.id).inserted else {
                    #if DEBUG
                    print("CellGen: a second row with id \(row.id) in one section is not shown; ids must be unique in a section")
                    #endif
                    return
                }
                rows.append(row)
            }

            {{{access}}}mutating func append(contentsOf rows: some Sequence<Row>) {
                for row in rows { append(row) }
            }
        }
        {{#hasCollections}}

        /// The header or footer a collection view shows for a section's fixed title.
        @MainActor
        {{{access}}}final class CellGenTitleView: UICollectionReusableView {
            {{{access}}}static let reuseIdentifier = String(describing: CellGenTitleView.self)
            {{{access}}}static let height: CGFloat = 44
            {{{access}}}let label = UILabel()

            {{{access}}}override init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                    label.centerYAnchor.constraint(equalTo: centerYAnchor),
                ])
            }

            {{{access}}}required init?(coder: NSCoder) {
                fatalError("CellGenTitleView is created in code")
            }

            {{{access}}}static func register(in collectionView: UICollectionView) {
                for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                    collectionView.register(CellGenTitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
                }
            }

            {{{access}}}static func view(in collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath, title: String) -> UICollectionReusableView {
                let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath)
                (view as? CellGenTitleView)?.label.text = title
                return view
            }
        }
        {{/hasCollections}}

        """#,
        "view-model": #"""
        {{#docLines}}
        {{{.}}}
        {{/docLines}}
        {{{access}}}struct {{{viewModel}}}: Hashable, Sendable{{#isCell}}, Identifiable{{/isCell}} {
        {{>stored-properties}}
        {{#identityStruct}}

            /// What identifies a row across updates: {{{identityDescription}}}. When other fields change,
            /// the row keeps its cell and is reconfigured.
            {{{access}}}struct ID: Hashable, Sendable {
        {{>stored-properties}}
            }
        {{/identityStruct}}
        {{#idProperty}}

            /// {{{doc}}}
            {{{access}}}var id: {{{type}}} {
                {{{expression}}}
            }
        {{/idProperty}}
        }

        """#,
    ]
}
