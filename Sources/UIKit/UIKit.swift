// `import UIKit` where Apple's UIKit does not exist (Linux): Foundation, the simulation's
// UIKit-shaped types, and the few names through which iOS code reaches "the app" resolving to the
// simulation that code runs in. A file that begins `import UIKit` compiles unchanged but for the
// edits Swift on Linux forces (the KeyboardSim documentation's
// "Porting your view controller").
@_exported import Foundation
@_exported import KeyboardSimCore
