// expect: error: missing argument label 'rawValue:' in call
import UIKit

nonisolated func key() -> UINib.OptionsKey { UINib.OptionsKey("custom") }
