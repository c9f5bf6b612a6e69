// expect: error: missing argument label 'rawValue:' in call
import UIKit

nonisolated func style() -> UIFont.TextStyle { UIFont.TextStyle("custom") }
