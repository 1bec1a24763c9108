// `import UIKit` where Apple's UIKit does not exist (Linux): Foundation, the simulation's
// UIKit-shaped types, and the names through which iOS code reaches "the app" resolving to the
// simulation that code runs in. A file that begins `import UIKit` compiles unchanged but for the
// edits Swift on Linux forces (the KeyboardSim documentation's "Porting your view controller").
//
// Every public name this module itself declares is one Apple's SDK declares
// (`Tests/UIKitTests/Fixtures/AppleNames.txt`, kept in step by a test). The UIKit-shaped types
// still come from KeyboardSimCore, re-exported whole, so its other public names (`Simulation`,
// `KeyboardInfo`…) are visible too: a facade of typealiases was tried and refused, because Swift 6
// rejects a library's public declaration that names a nested type (`UIView.AnimationOptions`)
// unless the module declaring it is imported by the file. Apple's names only needs the
// UIKit-shaped types declared in this module itself.
@_exported import Foundation
@_exported import KeyboardSimCore

/// The selector named `aSelectorName`, as Foundation's `NSSelectorFromString`: a name only (Swift
/// on Linux has no Objective-C runtime; see `Selector`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// The name of `aSelector`, as Foundation's `NSStringFromSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}
