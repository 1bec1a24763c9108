import KeyboardSim
import UIKit

/// `controller` as the root of a new simulation's window (an iPhone SE on iOS 17), after a
/// second of the simulation's time: loaded, laid out and on screen. Keep the simulation: the
/// window goes with it.
@MainActor func shownScreen<Controller: UIViewController>(_ controller: Controller) -> (Simulation, Controller) {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    sim.window.rootViewController = controller
    sim.advance(by: .seconds(1))
    return (sim, controller)
}
