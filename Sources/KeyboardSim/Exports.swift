// `import KeyboardSim` gives the whole simulation: its core (the clock, the bus, the UIKit-shaped
// types, the keyboard, `Simulation`) and what this module adds on top. Foundation and the `UIKit`
// module are deliberately not re-exported: a test that says `import UIKit` reaches Foundation
// only through it, so that `NotificationCenter` there is the simulation's (see the article
// "Porting your view controller", `KeyboardSim.docc/Articles/PortingYourViewController.md`).
@_exported import KeyboardSimCore
