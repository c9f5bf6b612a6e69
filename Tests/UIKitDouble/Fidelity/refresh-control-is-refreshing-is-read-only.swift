// expect: error: cannot assign to property: 'isRefreshing'
// `isRefreshing` is read-only: a refresh ends with `endRefreshing()`.
import UIKit

@MainActor func stop(_ refreshControl: UIRefreshControl) {
    refreshControl.isRefreshing = false
}
