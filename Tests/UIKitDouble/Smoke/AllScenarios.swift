// Every scenario, in the order the Linux runner (main.swift) runs them. A test target on a Mac
// compiles every Smoke file but main.swift and runs these (see Expect.swift for how it reports).

/// A named scenario: `run` drives a screen and checks it with `expect(...)`.
struct Scenario {
    let name: String
    let run: @MainActor () -> Void
}

/// Every scenario, in order.
@MainActor let allScenarios: [Scenario] = [
    Scenario(name: "catalogSearchScenario", run: catalogSearchScenario),
    Scenario(name: "employeeListScenario", run: employeeListScenario),
    Scenario(name: "productListScenario", run: productListScenario),
    Scenario(name: "settingsScenario", run: settingsScenario),
    Scenario(name: "seedEmployeeListScenario", run: seedEmployeeListScenario),
    Scenario(name: "seedArticleFeedScenario", run: seedArticleFeedScenario),
    Scenario(name: "seedCheckoutFormScenario", run: seedCheckoutFormScenario),
    Scenario(name: "seedRowEditingScenario", run: seedRowEditingScenario),
    Scenario(name: "collectionRowEditingScenario", run: collectionRowEditingScenario),
    Scenario(name: "seedProductListScenario", run: seedProductListScenario),
    Scenario(name: "seedCatalogSearchScenario", run: seedCatalogSearchScenario),
    Scenario(name: "seedCatalogSearchManagerScenario", run: seedCatalogSearchManagerScenario),
    Scenario(name: "seedSettingsScenario", run: seedSettingsScenario),
    Scenario(name: "listShapesOptionalRowsScenario", run: listShapesOptionalRowsScenario),
    Scenario(name: "listShapesKeyedSectionsScenario", run: listShapesKeyedSectionsScenario),
    Scenario(name: "listShapesWhenEmptyScenario", run: listShapesWhenEmptyScenario),
    Scenario(name: "listShapesRowSelectScenario", run: listShapesRowSelectScenario),
    Scenario(name: "activityIdentityScenario", run: activityIdentityScenario),
    Scenario(name: "activityTitlesScenario", run: activityTitlesScenario),
    Scenario(name: "activityEnvironmentScenario", run: activityEnvironmentScenario),
    Scenario(name: "activitySelectionScenario", run: activitySelectionScenario),
    Scenario(name: "activityEmptyStateScenario", run: activityEmptyStateScenario),
    Scenario(name: "inboxSwipeAndMenuScenario", run: inboxSwipeAndMenuScenario),
    Scenario(name: "inboxLoadMoreScenario", run: inboxLoadMoreScenario),
    Scenario(name: "inboxPagingStatesScenario", run: inboxPagingStatesScenario),
    Scenario(name: "chatPagingAtTopScenario", run: chatPagingAtTopScenario),
    Scenario(name: "chatPagingInPlaceScenario", run: chatPagingInPlaceScenario),
    Scenario(name: "inboxDelegateScenario", run: inboxDelegateScenario),
    Scenario(name: "inboxIdentifiersAndClosuresScenario", run: inboxIdentifiersAndClosuresScenario),
    Scenario(name: "inboxHeaderEventsScenario", run: inboxHeaderEventsScenario),
    Scenario(name: "galleryInteractionsScenario", run: galleryInteractionsScenario),
    Scenario(name: "photosLayoutScenario", run: photosLayoutScenario),
    Scenario(name: "photosRegistrationsScenario", run: photosRegistrationsScenario),
    Scenario(name: "photosSwipeScenario", run: photosSwipeScenario),
    Scenario(name: "shelfFlowLayoutScenario", run: shelfFlowLayoutScenario),
    Scenario(name: "libraryCellsServeTwoScreensScenario", run: libraryCellsServeTwoScreensScenario),
    Scenario(name: "collectionLibraryScenario", run: collectionLibraryScenario),
    Scenario(name: "offMainActorScenario", run: offMainActorScenario),
    Scenario(name: "enginePrependScenario", run: enginePrependScenario),
    Scenario(name: "engineHeaderInPlaceScenario", run: engineHeaderInPlaceScenario),
    Scenario(name: "engineLargeChangeScenario", run: engineLargeChangeScenario),
    Scenario(name: "engineWiringScenario", run: engineWiringScenario),
    Scenario(name: "engineOtherSupplementaryScenario", run: engineOtherSupplementaryScenario),
    Scenario(name: "settingsResponderChainScenario", run: settingsResponderChainScenario),
    Scenario(name: "sharedSelectorScenario", run: sharedSelectorScenario),
    Scenario(name: "systemSettingsScenario", run: systemSettingsScenario),
    Scenario(name: "mailboxesScenario", run: mailboxesScenario),
    Scenario(name: "composeSwiftUIScenario", run: composeSwiftUIScenario),
    Scenario(name: "browseChosenLayoutsScenario", run: browseChosenLayoutsScenario),
    Scenario(name: "bookmarksEditingScenario", run: bookmarksEditingScenario),
    Scenario(name: "mailListEditingScenario", run: mailListEditingScenario),
    Scenario(name: "mailListBulkScenario", run: mailListBulkScenario),
    Scenario(name: "mailboxesEditingScenario", run: mailboxesEditingScenario),
    Scenario(name: "mailboxesSelectionScenario", run: mailboxesSelectionScenario),
    Scenario(name: "feedsOutlineScenario", run: feedsOutlineScenario),
    Scenario(name: "bookmarksMomentarySelectionScenario", run: bookmarksMomentarySelectionScenario),
    Scenario(name: "mailListScenario", run: mailListScenario),
    Scenario(name: "contactsSectionIndexScenario", run: contactsSectionIndexScenario),
    Scenario(name: "contactsPrefetchAndImpressionsScenario", run: contactsPrefetchAndImpressionsScenario),
    Scenario(name: "contactsByIDScenario", run: contactsByIDScenario),
    Scenario(name: "contactsKeepScrollPositionScenario", run: contactsKeepScrollPositionScenario),
    Scenario(name: "directoryIndexPrefetchAndByIDScenario", run: directoryIndexPrefetchAndByIDScenario),
]

/// Scenarios that stop a debug build on purpose (an assertion of the engine); run by name.
@MainActor let stoppingScenarios: [Scenario] = [
    Scenario(name: "duplicateRowsScenario", run: duplicateRowsScenario)
]
