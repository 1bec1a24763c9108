import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

/// What the app hears when the keyboard changes hands or shape: a hardware keyboard connected
/// while the keyboard is undocked, split or floating, and another app's keyboard changed while
/// nothing here is focused (defects the fuzz found: a second hide after a didHide; another app's
/// changes posted as this app's).
@MainActor @Suite("SystemKeyboard: whose keyboard, and what the app was last told")
struct SystemKeyboardOwnershipTests {
    /// An iPad (10th generation) on iOS 17 (or `profile`) with a form; every keyboard
    /// notification recorded as `name local|other`.
    private func pad(_ profile: BehaviorProfile = .iOS17) -> (Simulation, FormController, () -> [String]) {
        let sim = Simulation(device: .iPad10, profile: profile)
        let form = FormController(center: sim.notificationCenter)
        sim.window.rootViewController = form
        sim.advance(by: .seconds(1))
        var heard: [String] = []
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            _ = sim.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { note in
                let local = note.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool
                heard.append(
                    "\(note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")) \(local.map { $0 ? "local" : "other" } ?? "-")"
                )
            }
        }
        return (sim, form, { heard })
    }

    @Test("floating, then a hardware keyboard: the shortcuts bar is a show, and resigning is one hide")
    func hardwareWhileFloating() {
        let (sim, form, heard) = pad()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.keyboard.float()
        sim.advance(by: .seconds(1))
        sim.keyboard.connectHardwareKeyboard()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.placement == .shortcutsBar)
        _ = sim.window.endEditing(true)
        sim.advance(by: .seconds(1))
        #expect(heard() == ["WillShow local", "WillHide local", "WillShow local", "WillHide local"])
    }

    @Test("undock from split merges the halves into the undocked keyboard, posting nothing (it silently stayed split before)")
    func mergeSplit() {
        let (sim, form, heard) = pad()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.keyboard.split()
        sim.advance(by: .seconds(1))
        let before = heard()
        sim.keyboard.undock()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.placement == .undocked)
        #expect(heard() == before)
        sim.keyboard.dock()
        sim.advance(by: .seconds(1))
        #expect(heard().suffix(1) == ["WillShow local"])
    }

    @Test("another app's keyboard while this app's is up is ignored with a reason (it returned silently before)")
    func otherAppWhileUp() {
        let (sim, form, heard) = pad()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let before = heard()
        sim.keyboard.showOtherAppsKeyboard()
        sim.advance(by: .seconds(1))
        #expect(heard() == before)
        #expect(sim.diagnostics.last?.contains("the keyboard is this app's until its field resigns") == true)
    }

    @Test("split, then a hardware keyboard in the Simulator: nothing more, since the app was told the keyboard went")
    func hardwareWhileSplitInSimulator() {
        var profile = BehaviorProfile.iOS17
        profile.runsInSimulator = true
        let (sim, form, heard) = pad(profile)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.keyboard.split()
        sim.advance(by: .seconds(1))
        sim.keyboard.connectHardwareKeyboard()
        sim.advance(by: .seconds(1))
        _ = sim.window.endEditing(true)
        sim.advance(by: .seconds(1))
        #expect(heard() == ["WillShow local", "WillHide local"])
        #expect(sim.keyboard.phase == .hidden)
    }

    @Test("iOS 17: split, focus, resign and a hardware keyboard at one instant post what they post a second apart (nothing)")
    func stepsAtOneInstant() {
        func posts(apart: Duration) -> [String] {
            let (padSim, _, padForm) = makeFormSimulation(device: .iPad10)
            padSim.advance(by: .seconds(1))
            padSim.keyboard.split()
            padSim.advance(by: apart)
            padForm.nameField.becomeFirstResponder()
            padSim.advance(by: apart)
            padForm.nameField.resignFirstResponder()
            padSim.advance(by: apart)
            padSim.keyboard.connectHardwareKeyboard()
            padSim.advance(by: .seconds(2))
            return padSim.keyboardPosts
        }
        let apart = posts(apart: .seconds(1))
        #expect(posts(apart: .zero) == apart, "the keyboard answers a focus as it stands when it answers")
        #expect(!apart.contains("WillShow"), "\(apart)")
    }

    @Test("another app's keyboard, nothing focused here: floating it, undocking it, its predictive bar are the other app's")
    func otherAppsKeyboardChanges() {
        let (sim, _, heard) = pad()
        sim.keyboard.showOtherAppsKeyboard()
        sim.advance(by: .seconds(1))
        sim.keyboard.setPredictiveBar(false)
        sim.advance(by: .seconds(1))
        sim.keyboard.float()
        sim.advance(by: .seconds(1))
        sim.keyboard.undock()
        sim.advance(by: .seconds(1))
        #expect(!heard().isEmpty)
        #expect(heard().allSatisfy { $0.hasSuffix(" other") }, "\(heard())")
    }

    @Test(
        "another app's keyboard, nothing focused here: floating it is one hide, never a hide after a hide; docking it again one show",
        arguments: [false, true])
    func otherAppsKeyboardFloats(undockFirst: Bool) {
        let (sim, _, heard) = pad()
        sim.keyboard.showOtherAppsKeyboard()
        sim.advance(by: .seconds(1))
        if undockFirst {
            sim.keyboard.undock()
            sim.advance(by: .seconds(1))
        }
        sim.keyboard.float()
        sim.advance(by: .seconds(1))
        sim.keyboard.dock()
        sim.advance(by: .seconds(1))
        var hidden = false
        for post in heard() {
            if post.hasPrefix("WillHide") {
                #expect(!hidden, "a hide after a hide, with no show between: \(heard())")
                hidden = true
            } else {
                hidden = false
            }
        }
        #expect(heard().first == "WillShow other", "\(heard())")
        #expect(heard().filter { $0.hasPrefix("WillHide") }.count >= 1, "floating it hides the docked keyboard: \(heard())")
        #expect(heard().last == "WillShow other", "docked again, it shows: \(heard())")
    }

    @Test("before iOS 9 there is no other app on screen: its keyboard is refused with a diagnostic")
    func noOtherAppBeforeIOS9() throws {
        let (sim, _, heard) = pad(try #require(BehaviorProfile.iOS(8)))
        sim.keyboard.showOtherAppsKeyboard()
        sim.advance(by: .seconds(1))
        #expect(heard().isEmpty)
        #expect(sim.diagnostics.contains { $0.contains("Split View came with iOS 9") })
    }
}
