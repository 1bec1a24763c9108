import Foundation
import SimulationContext

extension UIScreen {
    /// The current simulation's screen's scale (`ApplicationHost.screen`), for UIKit's drawing
    /// functions, which have no view to ask; with no simulation on this thread, 2, an iPhone SE
    /// (3rd generation)'s, the device `UIScreen.main` falls back to.
    @MainActor static var currentScale: CGFloat {
        CurrentSimulation.host?.screen.scale ?? 2
    }
}
