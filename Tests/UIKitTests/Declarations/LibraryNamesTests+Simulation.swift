import UIKit
import KeyboardSim

// The simulation side of `LibraryNamesTests.swift`, which cannot import KeyboardSim itself (its
// `KeyboardInfo` and `Device` are the library's).

/// The notification an iPhone SE (3rd generation) on iOS 17 posts when a field at the bottom of
/// the screen becomes first responder: `keyboardWillShowNotification`.
@MainActor func keyboardWillShowOnIPhoneSE() -> Notification? {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    let screen = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 600, width: 300, height: 34))
    sim.window.rootViewController = screen
    screen.view.addSubview(field)
    sim.advance(by: .seconds(1))
    var posted: Notification?
    let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
        posted = $0
    }
    field.becomeFirstResponder()
    sim.advance(by: .seconds(1))
    NotificationCenter.default.removeObserver(token)
    return posted
}

/// `body`'s result inside a simulation of an iPhone SE (3rd generation), or an iPad (10th generation)
/// when `onPad`.
@MainActor func withSimulation<T>(onPad: Bool, _ body: () -> T) -> T {
    let sim = Simulation(device: onPad ? .iPad10 : .iPhoneSE3, profile: .iOS17)
    defer { _ = sim }
    return body()
}
