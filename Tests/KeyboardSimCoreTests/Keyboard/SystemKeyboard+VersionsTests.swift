import Foundation
import KeyboardSimTestSupport
import Testing
import KeyboardSimCore

// What changed between iOS versions, each expected value from a public device log or the
// facts file (cited beside it), never from the simulator's own output.

private let showOrder = ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]
private let hideOrder = ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"]

private func profile(_ version: Int) throws -> BehaviorProfile {
    try #require(BehaviorProfile.iOS(version))
}

@MainActor @Suite("SystemKeyboard by iOS version")
struct SystemKeyboardVersionTests {
    @Test("iOS 5 iPad: a hardware keyboard means no keyboard notification at all on focus")
    func hardwareKeyboardBeforeIOS9() throws {
        // OmniGroup's OUIDocumentRenameViewController.m quotes an iPad log of iOS 5 (2012): with a
        // hardware keyboard attached, focusing a field posted only the text field's own notifications.
        let (sim, _, form) = makeFormSimulation(device: .iPad97, profile: try profile(5))
        sim.keyboard.connectHardwareKeyboard()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        form.nameField.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts.isEmpty)
        #expect(sim.keyboard.visibleFrame == nil || sim.keyboard.visibleFrame?.height == 0)
    }

    @Test("iOS 5–7 with a hardware keyboard: an accessory view still shows, the frame reporting the whole keyboard")
    func hardwareKeyboardAccessoryBeforeIOS9() throws {
        // An SO question of the iOS 5–7 era (mirrored at pullrequest.ru/2245648): with a hardware
        // keyboard and a 44-point accessory view, willShow ends at {{0, 980}, {768, 308}}.
        let (sim, _, form) = makeFormSimulation(device: .iPad97, profile: try profile(6))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 768, height: 44))
        form.nameField.inputAccessoryView = accessory
        sim.keyboard.connectHardwareKeyboard()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts == showOrder)
        #expect(sim.keyboardNotifications[1].userInfo.endFrame == CGRect(x: 0, y: 980, width: 768, height: 308))
    }

    @Test("iOS 9 on: the iPad shortcuts bar, 55 points visible of a frame still 313 tall")
    func shortcutsBarFromIOS9() throws {
        // SO 32319697 (iOS 9) and ionic-plugin-keyboard PR 273 (iOS 10): the shortcut-bar frame is
        // 313 tall and 55 of it is on screen.
        let (sim, _, form) = makeFormSimulation(device: .iPad97, profile: try profile(9))
        sim.keyboard.connectHardwareKeyboard()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts == showOrder)
        let end = try #require(sim.keyboardNotifications[1].userInfo.endFrame)
        #expect(end == CGRect(x: 0, y: 969, width: 768, height: 313), "1024 − 55 = 969")
    }

    @Test("iOS 5 iPad rotation: the hide is announced with the keyboard's 0.25 s and curve 0, not duration 0")
    func earlyRotation() throws {
        // The OmniGroup iOS 5 iPad log: rotating with the keyboard up posted willChangeFrame,
        // willHide (0.25, curve 0, end {{-352, 0}, {352, 1024}} in unrotated coordinates), their
        // did-pair, then the show in the new orientation (0.25, curve 0).
        let (sim, _, form) = makeFormSimulation(device: .iPad97, profile: try profile(5))
        sim.rotate(to: .landscapeRight)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let mark = sim.mark()
        sim.rotate(to: .portrait)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark) == hideOrder + showOrder)
        let notes = Array(sim.keyboardNotifications.dropFirst(4))
        #expect(notes[1].userInfo.animationDuration == 0.25)
        #expect(notes[1].userInfo.animationCurve == 0)
        #expect(notes[1].userInfo.beginFrame?.size == CGSize(width: 352, height: 1024), "landscape, unrotated: width holds the height")
        #expect(notes[5].userInfo.endFrame == CGRect(x: 0, y: 760, width: 768, height: 264), "the Omni log's portrait end frame")
        #expect(notes[5].userInfo.animationDuration == 0.25)
    }

    @Test("iOS 8 on, the rotation's hide is posted with duration 0")
    func laterRotation() throws {
        // Duration 0 from iOS 8 is KeyboardSim's documented, unconfirmed choice (kbsim list behaviours).
        let (sim, _, form) = makeFormSimulation(device: .iPad97, profile: try profile(8))
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let mark = sim.mark()
        sim.rotate(to: .landscapeRight)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark) == hideOrder + showOrder)
        let rotation = Array(sim.keyboardNotifications.suffix(8))
        #expect(rotation[1].userInfo.animationDuration == 0)
        // Facts file: 1024 wide → 391 on iOS 8 (with the predictive bar).
        #expect(sim.keyboardNotifications.last?.userInfo.endFrame == CGRect(x: 0, y: 377, width: 1024, height: 391))
    }

    @Test("iOS 8: the predictive bar arrives after the show — in place, then animated from the keyboard at rest")
    func latePredictiveBar() throws {
        // Facts file: 375×667 → 216 without the bar, 258 with it on iOS 8–10. The order of the
        // late arrival is the account of held-out iOS 8/9 logs (no public paste found).
        let (sim, _, form) = makeFormSimulation(device: .iPhoneSE3, profile: try profile(8))
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(2))
        #expect(sim.keyboardPosts == showOrder + ["WillChangeFrame", "DidChangeFrame"] + showOrder)
        let notes = sim.keyboardNotifications
        #expect(notes[1].userInfo.endFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
        #expect(notes[4].userInfo.animationDuration == 0)
        #expect(notes[4].userInfo.beginFrame == notes[4].userInfo.endFrame)
        #expect(notes[7].userInfo.beginFrame == CGRect(x: 0, y: 451, width: 375, height: 216), "from the keyboard at rest")
        #expect(notes[7].userInfo.endFrame == CGRect(x: 0, y: 409, width: 375, height: 258))
        #expect(notes[7].userInfo.animationDuration == 0.25 && notes[7].userInfo.animationCurve == 7)
        #expect(sim.keyboard.frame.height == 258)
    }

    @Test("iOS 10 and iOS 17: the predictive bar is there from the first willShow")
    func predictiveBarAtOnce() throws {
        for version in [10, 17] {
            let (sim, _, form) = makeFormSimulation(device: .iPhoneSE3, profile: try profile(version))
            form.nameField.becomeFirstResponder()
            sim.advance(by: .seconds(2))
            #expect(sim.keyboardPosts == showOrder)
            // Facts file: 258 on iOS 8–10, 260 on iOS 11+.
            #expect(sim.keyboardNotifications[1].userInfo.endFrame?.height == (version == 10 ? 258 : 260))
        }
    }

    @Test("iOS 7: input methods changed in place; no third-party keyboards before iOS 8")
    func inputMethodBeforeIOS8() throws {
        // KeyboardSim's documented, unconfirmed choice: no third-party keyboards before iOS 8.
        let (sim, _, form) = makeFormSimulation(device: .iPhoneSE1, profile: try profile(7))
        sim.keyboard.useThirdPartyKeyboard(heights: [216, 252])
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(2))
        let shows = sim.keyboardNotifications.filter { $0.name == "WillShow" }
        #expect(shows.map(\.userInfo.animationDuration) == [0.25, 0])
    }

    @Test("iOS 16.1 makes the screen the notification's object; 16.0 posts none (facts file)")
    func screenObject() throws {
        for (version, hasObject) in [("16.0", false), ("16.1", true)] {
            let (sim, _, form) = makeFormSimulation(profile: try #require(BehaviorProfile.named(version)))
            form.nameField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            let objects = sim.trace.compactMap { record -> String?? in
                guard case .notification(_, let name, let object, _) = record.event, name.hasPrefix("UIKeyboard") else { return nil }
                return .some(object)
            }
            #expect(!objects.isEmpty && objects.allSatisfy { ($0 != nil) == hasObject }, "\(version)")
        }
    }

    @Test("a keyboard raised as a presented screen arrives rides the presentation: 0.4 s, begin one screen height below")
    func ridesPresentation() throws {
        // Public logs of iOS 7–8 on 320×568 (techfeed.net/de/246623 and GitHub code comments):
        // willShow duration 0.4, curve 7, begin {{0, 920}, {320, 216}}, end {{0, 352}, {320, 216}}.
        let (sim, nav, _) = makeFormSimulation(device: .iPhoneSE1, profile: try profile(7))
        let detail = FormController(center: sim.notificationCenter)
        nav.present(detail, animated: true)
        detail.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts == showOrder)
        let willShow = sim.keyboardNotifications[1].userInfo
        #expect(willShow.beginFrame == CGRect(x: 0, y: 920, width: 320, height: 216))
        #expect(willShow.endFrame == CGRect(x: 0, y: 352, width: 320, height: 216))
        #expect(willShow.animationDuration == 0.4)
        #expect(willShow.animationCurve == 7)
        #expect(sim.keyboardNotifications[2].time == .seconds(0.4), "the did-pair when the presentation ends")
    }

    @Test("a keyboard raised after the transition ended shows as usual: 0.25 s from just below the screen")
    func noRideAfterTransition() throws {
        let (sim, nav, _) = makeFormSimulation(device: .iPhoneSE1, profile: try profile(7))
        let detail = FormController(center: sim.notificationCenter)
        nav.present(detail, animated: true)
        sim.advance(by: .seconds(1))
        detail.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let willShow = sim.keyboardNotifications[1].userInfo
        #expect(willShow.beginFrame == CGRect(x: 0, y: 568, width: 320, height: 216))
        #expect(willShow.animationDuration == 0.25)
    }

    @Test("a keyboard raised as a pushed screen arrives slides in with it: 0.35 s, begin one screen width to the right")
    func ridesPush() throws {
        // The push's ride is the account (held-out logs), unconfirmed by a public log.
        let (sim, nav, _) = makeFormSimulation(device: .iPhoneSE3, profile: .iOS17)
        let detail = FormController(center: sim.notificationCenter)
        nav.pushViewController(detail, animated: true)
        detail.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let willShow = sim.keyboardNotifications[1].userInfo
        #expect(willShow.beginFrame == CGRect(x: 375, y: 407, width: 375, height: 260))
        #expect(willShow.endFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(willShow.animationDuration == 0.35)
    }

    @Test("a late predictive bar turned off, or a hardware keyboard connected, before it arrives never arrives")
    func lateBarCancelled() throws {
        let (sim, _, form) = makeFormSimulation(device: .iPhoneSE3, profile: try profile(8))
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(0.2))
        sim.keyboard.setPredictiveBar(false)
        sim.advance(by: .seconds(2))
        #expect(sim.keyboardNotifications.allSatisfy { $0.userInfo.endFrame?.height != 258 })
        #expect(sim.keyboard.frame.height == 216)

        let (pad, _, padForm) = makeFormSimulation(device: .iPad97, profile: try profile(9))
        padForm.nameField.becomeFirstResponder()
        pad.advance(by: .seconds(0.2))
        pad.keyboard.connectHardwareKeyboard()
        let mark = pad.mark()
        pad.advance(by: .seconds(2))
        #expect(pad.keyboardPosts(since: mark).filter { $0 == "WillShow" }.count <= 1, "no second willShow from the bar")
        #expect(pad.keyboard.placement == .shortcutsBar)
    }

    @Test("a keyboard raised late in a presentation begins where the arriving screen is, not a whole screen away")
    func lateRide() throws {
        let (sim, nav, _) = makeFormSimulation(device: .iPhoneSE1, profile: try profile(7))
        let detail = FormController(center: sim.notificationCenter)
        nav.present(detail, animated: true)
        sim.advance(by: .seconds(0.3))
        detail.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let willShow = sim.keyboardNotifications[1].userInfo
        // 0.1 s of 0.4 s left: a quarter of the 568-point travel (the linear share is KeyboardSim's choice).
        #expect(willShow.beginFrame == CGRect(x: 0, y: 352 + 142, width: 320, height: 216))
        #expect(abs((willShow.animationDuration ?? 0) - 0.1) < 1e-9)
    }

    @Test("a pop after an interrupted push rides nothing: the push's end does not leave its ride behind")
    func interruptedTransition() throws {
        let (sim, nav, _) = makeFormSimulation(device: .iPhoneSE3, profile: .iOS17)
        nav.pushViewController(FormController(center: sim.notificationCenter), animated: true)
        sim.advance(by: .seconds(0.1))
        nav.popViewController(animated: true)
        let form = try #require(nav.topViewController as? FormController)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let willShow = sim.keyboardNotifications[1].userInfo
        #expect(willShow.beginFrame == CGRect(x: 0, y: 667, width: 375, height: 260), "from just below the screen")
        #expect(willShow.animationDuration == 0.25)
    }

    @Test("a device on an iOS no device with its screen ran says so in the trace; one that ran it says nothing")
    func versionOutsideDevice() throws {
        func diagnostics(_ sim: Simulation) -> [String] {
            sim.trace.compactMap { if case .diagnostic(let message) = $0.event { message } else { nil } }
        }
        let never = Simulation(device: .iPhone16, profile: try profile(6))
        #expect(
            diagnostics(never) == [
                "no iPhone 16 ran iOS 6 (devices with its screen ran iOS 16–26); its keyboard heights are those of iOS 16 and later"
            ])
        #expect(diagnostics(Simulation(device: .iPhone16, profile: .iOS17)).isEmpty)
    }
}
