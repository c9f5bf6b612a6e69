// expect: error: property 'automaticDimension' can not be referenced from a nonisolated context
import UIKit

nonisolated func height() -> CGFloat { UITableView.automaticDimension }
