// Sources/KeyboardSim/KeyboardSim.docc/Articles/WhatIsSimulated.md:120, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit
import KeyboardSim

@MainActor struct WhatIsSimulated1 {
    @Test func stageManagerWindow() {
        let sim = Simulation(device: .iPad10, profile: .iOS17)
        sim.placeWindow(CGRect(x: 60, y: 200, width: 700, height: 720))
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let view = controller.view!
        // The keyboard's end frame as a willShow posts it on this iPad: screen coordinates.
        let keyboardFrame = CGRect(x: 0, y: 860, width: 820, height: 320)
        let frame = view.convert(keyboardFrame, from: UIScreen.main.coordinateSpace)
        #expect(view.bounds.intersection(frame).height == 60)  // the part over the window
        #expect(view.bounds.intersection(view.convert(keyboardFrame, from: nil)).height == 0)  // off by its origin
    }
}
