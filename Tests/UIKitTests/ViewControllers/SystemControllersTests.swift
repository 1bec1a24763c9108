import KeyboardSim
import Testing
import UIKit

/// The system's colour picker, font picker and share sheet: presented like any view controller,
/// their content inert; the user's pick or finish reaches the app only through
/// `pickColor`, `pickFont` and `completeActivity`.
@MainActor @Suite("Colour and font pickers and the share sheet")
struct SystemControllersTests {
    final class Screen: UIViewController, UIColorPickerViewControllerDelegate, UIFontPickerViewControllerDelegate {
        var log: [String] = []
        func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
            log.append("color \(viewController.selectedColor == .systemTeal ? "teal" : "other")")
        }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { log.append("finish") }
        func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
            log.append("font \(viewController.selectedFontDescriptor?.postscriptName ?? "none")")
        }
    }

    private func screen() -> (Simulation, Screen) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let screen = Screen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        return (sim, screen)
    }

    @Test("a colour set in code tells nothing; the user's pick sets it and tells the iOS 14 delegate method")
    func colorPicker() {
        let (sim, screen) = screen()
        let picker = UIColorPickerViewController()
        picker.delegate = screen
        #expect(picker.selectedColor == .white && picker.supportsAlpha)
        sim.pickColor(.systemTeal, in: picker)  // not on screen yet
        #expect(screen.log.isEmpty && sim.diagnostics.contains { $0.contains("pick a colour") })
        screen.present(picker, animated: false)
        #expect(screen.presentedViewController === picker)
        picker.selectedColor = .red
        #expect(screen.log.isEmpty)
        sim.pickColor(.systemTeal, in: picker)
        #expect(picker.selectedColor == .systemTeal)
        picker.dismiss(animated: false)
        #expect(screen.log == ["color teal"])  // a dismissal in code is not the user's close: no finish
    }

    @Test("the font picker keeps a copy of its configuration; the user's pick sets the descriptor and tells the delegate")
    func fontPicker() {
        let (sim, screen) = screen()
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        let picker = UIFontPickerViewController(configuration: configuration)
        configuration.includeFaces = false
        #expect(picker.configuration.includeFaces && picker.configuration !== configuration)
        picker.delegate = screen
        screen.present(picker, animated: false)
        #expect(picker.selectedFontDescriptor == nil)
        sim.pickFont(UIFontDescriptor(name: "Georgia", size: 17), in: picker)
        #expect(picker.selectedFontDescriptor == UIFontDescriptor(name: "Georgia", size: 17))
        #expect(screen.log == ["font Georgia"])
    }

    @Test("the share sheet's handler is called only when the test says the user finished")
    func activitySheet() {
        let (sim, screen) = screen()
        let share = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com")!], applicationActivities: nil)
        share.excludedActivityTypes = [.print, .airDrop]
        var finished: [String] = []
        share.completionWithItemsHandler = { type, completed, items, error in
            finished.append("\(type?.rawValue ?? "closed") \(completed) \(items?.count ?? -1) \(error == nil)")
        }
        screen.present(share, animated: true)
        sim.advance(by: .seconds(1))
        #expect(screen.presentedViewController === share && finished.isEmpty)
        sim.completeActivity(share, type: .copyToPasteboard, completed: true)
        sim.completeActivity(share, type: nil, completed: false)
        #expect(finished == ["com.apple.UIKit.activity.CopyToPasteboard true -1 true", "closed false -1 true"])
        share.dismiss(animated: false)
        #expect(finished.count == 2)
    }

    @Test("an activity has Apple's defaults: no type, title or image, and it performs nothing")
    func activityDefaults() {
        let activity = UIActivity()
        #expect(activity.activityType == nil && activity.activityTitle == nil && activity.activityImage == nil)
        #expect(!activity.canPerform(withActivityItems: ["text"]))
        #expect(UIActivity.activityCategory == .action)
    }
}
