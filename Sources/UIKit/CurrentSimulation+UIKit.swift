import KeyboardSimCore
import SimulationContext

extension UIApplication {
    /// The current simulation's app (`Simulation.current`); with no simulation on this thread, a
    /// detached app with no window.
    public static var shared: UIApplication {
        Simulation.current?.application ?? CurrentSimulation.threadValue("UIApplication.shared") { UIApplication() }
    }

    /// Key-value coding on the class, as `NSObject`'s `value(forKey:)` answers when it is sent to
    /// the class object: `UIApplication.value(forKey: "sharedApplication")` (or `"shared"`) is
    /// `shared`, what libraries that may run in an app extension write instead of
    /// `UIApplication.shared`. Foundation on Linux has no key-value coding; any other key is
    /// `nil`, and the trace says so (on iOS an unknown key raises `NSUnknownKeyException`).
    public class func value(forKey key: String) -> Any? {
        guard key == "sharedApplication" || key == "shared" else {
            Simulation.current?.diagnostic(
                "UIApplication.value(forKey: \"\(key)\"): only sharedApplication (shared) is simulated; answered nil")
            return nil
        }
        return shared
    }

    /// `value(forKey:)` for a key path: its first key, then `value(forKeyPath:)` of the rest on
    /// the answer, which the simulation does not do (key-value coding of objects is not
    /// simulated): `"sharedApplication"` and `"shared"` alone are answered.
    public class func value(forKeyPath keyPath: String) -> Any? {
        guard !keyPath.contains(".") else {
            Simulation.current?.diagnostic(
                "UIApplication.value(forKeyPath: \"\(keyPath)\"): only sharedApplication (shared) is simulated; answered nil")
            return nil
        }
        return value(forKey: keyPath)
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

/// The current device's idiom, as UIKit's `UI_USER_INTERFACE_IDIOM()`
/// (https://developer.apple.com/documentation/uikit/1620045-ui_user_interface_idiom): what
/// `UIDevice.current.userInterfaceIdiom` answers, which Apple's documentation says to use instead.
@preconcurrency @MainActor public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom {
    UIDevice.current.userInterfaceIdiom
}
