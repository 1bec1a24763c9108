import KeyboardSimCore
import SimulationContext

extension UIApplication {
    /// The current simulation's app (`Simulation.current`); with no simulation on this thread, a
    /// detached app with no window.
    public static var shared: UIApplication {
        Simulation.current?.application ?? CurrentSimulation.threadValue("UIApplication.shared") { UIApplication() }
    }
}

extension UIScreen {
    /// The current simulation's screen (`Simulation.current`); with no simulation on this
    /// thread, a portrait iPhone SE (3rd generation) screen.
    @available(iOS, deprecated: 16.0, message: "Use a UIScreen instance found through context instead")
    public static var main: UIScreen {
        Simulation.current?.screen
            ?? CurrentSimulation.threadValue("UIScreen.main") {
                let device = Device.iPhoneSE3
                return UIScreen(
                    portraitSize: device.portraitSize, scale: device.scale, maximumFramesPerSecond: device.framesPerSecond, idiom: .phone)
            }
    }

    /// The screens attached to the device: the simulated device's own (no external display is
    /// simulated).
    @available(iOS, deprecated: 16.0, message: "Use UIApplication.shared.openSessions to find open scenes")
    public static var screens: [UIScreen] { [main] }
}

extension UIDevice {
    /// The current simulation's device (`Simulation.current`); with no simulation on this
    /// thread, an iPhone SE (3rd generation) on iOS 17.
    public static var current: UIDevice {
        Simulation.current?.currentDevice
            ?? CurrentSimulation.threadValue("UIDevice.current") {
                Simulation.uiDevice(.iPhoneSE3, .iOS17, screen: nil)
            }
    }
}
