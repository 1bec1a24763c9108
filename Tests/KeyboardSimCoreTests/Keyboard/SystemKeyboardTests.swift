import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

private let showOrder = ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]
private let hideOrder = ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"]

@MainActor @Suite("SystemKeyboard")
struct SystemKeyboardTests {
    @Test("a show posts willChangeFrame, willShow, then didChangeFrame, didShow 0.5 s later with iOS's frames")
    func show() {
        let (sim, _, form) = makeFormSimulation()
        sim.advance(by: .seconds(1))
        #expect(form.nameField.becomeFirstResponder())
        #expect(sim.keyboardPosts.isEmpty, "iOS 17: the keyboard answers in a later run-loop turn")
        sim.advance(by: .zero)
        #expect(sim.keyboardPosts == ["WillChangeFrame", "WillShow"])
        sim.advance(by: .milliseconds(499))
        #expect(sim.keyboardPosts.count == 2)
        sim.advance(by: .milliseconds(1))
        #expect(sim.keyboardPosts == showOrder)
        let notes = sim.keyboardNotifications
        #expect(notes.map(\.time) == [.seconds(1), .seconds(1), .seconds(1.5), .seconds(1.5)])
        for note in notes {
            #expect(note.userInfo.beginFrame == CGRect(x: 0, y: 667, width: 375, height: 260))
            #expect(note.userInfo.endFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
            #expect(note.userInfo.animationDuration == 0.25)
            #expect(note.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] == .integer(7))
            #expect(note.userInfo.isLocal == true)
        }
        #expect(sim.keyboard.phase == .shown)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
    }

    @Test("iOS 10 posts synchronously, inside becomeFirstResponder")
    func synchronousBefore17() {
        let (sim, _, form) = makeFormSimulation(profile: .iOS10)
        form.nameField.becomeFirstResponder()
        #expect(sim.keyboardPosts == ["WillChangeFrame", "WillShow"])
        let end = sim.keyboardNotifications.last?.userInfo.endFrame
        #expect(end == CGRect(x: 0, y: 409, width: 375, height: 258), "iOS 8–10 predictive bar: 258")
    }

    @Test("userInfo holds UIKit's value types: NSValue(CGRect), NSNumber duration, curve and isLocal")
    func valueTypes() {
        let (sim, _, form) = makeFormSimulation()
        var captured: [AnyHashable: Any] = [:]
        var object: Any?
        sim.notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            captured = note.userInfo ?? [:]
            object = note.object
        }
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect((captured[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.rectValue == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(
            (captured[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.rectValue == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect((captured[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((captured[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue == 7)
        #expect((captured[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect(captured.count == 5, "no deprecated keys unless the profile asks for them")
        #expect((object as? UIScreen) === sim.screen, "iOS 16.1+: the object is the screen")
    }

    @Test("the deprecated center and bounds keys are included on request")
    func deprecatedKeys() {
        var profile = BehaviorProfile.iOS17
        profile.includesDeprecatedKeys = true
        let (sim, _, form) = makeFormSimulation(profile: profile)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let info = sim.keyboardNotifications[1].userInfo
        #expect(info[UIResponder.keyboardCenterEndUserInfoKey] == .point(CGPoint(x: 187.5, y: 537)))
        #expect(info[UIResponder.keyboardCenterBeginUserInfoKey] == .point(CGPoint(x: 187.5, y: 797)))
        #expect(info[UIResponder.keyboardBoundsUserInfoKey] == .rect(CGRect(x: 0, y: 0, width: 375, height: 260)))
    }

    @Test("a hide mirrors the show")
    func hide() {
        let (sim, _, form) = makeFormSimulation()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let mark = sim.mark()
        form.nameField.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark) == hideOrder)
        let hide = sim.keyboardNotifications[4]
        #expect(hide.userInfo.beginFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(hide.userInfo.endFrame == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect(sim.keyboard.phase == .hidden)
        #expect(sim.keyboard.visibleFrame == nil)
    }

    @Test("the keyboard moves along curve 7's critically damped spring, frame by frame")
    func motion() {
        let (sim, _, form) = makeFormSimulation()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let frames = sim.trace.compactMap { record -> (SimulationInstant, CGRect?)? in
            if case .frame(_, let keyboard, _, _) = record.event { return (record.time, keyboard) }
            return nil
        }
        #expect(frames.count == 31, "the start, then 0.5 s at 60 Hz")
        #expect(
            frames.first?.1 == CGRect(x: 0, y: 667, width: 375, height: 260), "the first record is the instant it starts, below the screen")
        for (time, keyboard) in frames {
            let p = KeyboardSpring.progress(atSeconds: time.seconds)
            let expectedTop = 667 - 260 * p
            let top = keyboard.map { Double($0.minY) } ?? 667
            // Frame records hold the numbers their JSON Lines spell: 6 decimals.
            #expect(abs(top - expectedTop) <= 5e-7, "frame at \(time)")
        }
        #expect(frames.last?.1 == CGRect(x: 0, y: 407, width: 375, height: 260), "snaps to the target at 0.5 s")
    }

    @Test("interrupting a show with a hide drops the show's did-pair and starts from where the keyboard is")
    func interruptedShow() {
        let (sim, _, form) = makeFormSimulation()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .milliseconds(100))
        let onScreen = sim.keyboard.presentationFrame
        form.nameField.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts == ["WillChangeFrame", "WillShow", "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(sim.keyboardNotifications[2].userInfo.beginFrame == onScreen)
        #expect(onScreen.minY > 407 && onScreen.minY < 667)
    }

    @Test("in-place changes post the four notifications with duration 0")
    func inPlace() {
        let (sim, _, form) = makeFormSimulation()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        var mark = sim.mark()
        sim.keyboard.setPredictiveBar(false)
        #expect(sim.keyboardPosts(since: mark) == showOrder)
        let change = sim.keyboardNotifications.last!
        #expect(change.userInfo.animationDuration == 0)
        #expect(change.userInfo.beginFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(change.userInfo.endFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
        mark = sim.mark()
        sim.keyboard.setEmojiKeyboard(true)
        #expect(sim.keyboardPosts(since: mark) == showOrder)
        #expect(sim.keyboard.frame.height == 260)
    }

    @Test(
        "input modes: Korean grows the keyboard in place by its candidate row, another Latin layout posts nothing, back to English shrinks it"
    )
    func inputModes() {
        let (sim, _, form) = makeFormSimulation()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))

        var mark = sim.mark()
        sim.keyboard.setInputMode(.latin)
        #expect(sim.keyboardPosts(since: mark).isEmpty, "the same height: nothing to post")

        sim.keyboard.setInputMode(.korean)
        #expect(sim.keyboardPosts(since: mark) == showOrder)
        let grow = sim.keyboardNotifications.last!
        #expect(grow.userInfo.animationDuration == 0)
        #expect(grow.userInfo.beginFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(grow.userInfo.endFrame == CGRect(x: 0, y: 363, width: 375, height: 304), "260 + a 44-point candidate row")
        #expect(sim.keyboard.inputMode == .korean)

        // Emoji and back returns to Korean, the mode before it.
        sim.keyboard.setEmojiKeyboard(true)
        sim.keyboard.setEmojiKeyboard(false)
        #expect(sim.keyboard.inputMode == .korean)
        #expect(sim.keyboard.frame.height == 304)

        mark = sim.mark()
        sim.keyboard.setInputMode(.english)
        #expect(sim.keyboardPosts(since: mark) == showOrder)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))

        // With the keyboard down a switch posts nothing; the next show has the mode's height.
        sim.keyboard.setInputMode(.japanese)
        _ = form.nameField.resignFirstResponder()
        sim.advance(by: .seconds(1))
        sim.keyboard.setInputMode(.chinese)
        mark = sim.mark()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark).isEmpty)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.height == 304)

        // The globe key leaves a third-party keyboard for the system's Korean one.
        sim.keyboard.useThirdPartyKeyboard(heights: [216])
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame.height == 216)
        sim.keyboard.setInputMode(.korean)
        #expect(sim.keyboard.thirdPartyHeights == nil)
        #expect(sim.keyboard.frame.height == 304)
    }

    @Test("input-mode heights: the candidate row is 44 points from iOS 8 (36 before), unconfirmed; dictation keeps the keyboard")
    func inputModeHeights() throws {
        let phone = try #require(Device.named("iphone-se-3"))
        let iOS17 = BehaviorProfile.iOS17, iOS7 = BehaviorProfile.iOS7
        let english = phone.keyboardHeight(in: .portrait, predictiveBar: true, inputMode: .english, profile: iOS17)
        #expect(english.value == 260)
        for mode in [KeyboardInputMode.chinese, .japanese, .korean] {
            let height = phone.keyboardHeight(in: .portrait, predictiveBar: false, inputMode: mode, profile: iOS17)
            #expect(height.value == 304, "the candidate row stays with the predictive bar off")
            #expect(!height.isConfirmed)
        }
        #expect(phone.keyboardHeight(in: .portrait, predictiveBar: true, inputMode: .dictation, profile: iOS17) == english)
        #expect(phone.keyboardHeight(in: .portrait, predictiveBar: true, inputMode: .latin, profile: iOS17).value == 260)
        let old = phone.keyboardHeight(in: .portrait, predictiveBar: false, inputMode: .english, profile: iOS7).value
        #expect(phone.keyboardHeight(in: .portrait, predictiveBar: false, inputMode: .korean, profile: iOS7).value == old + 36)
    }

    @Test("an input accessory view adds its height")
    func accessory() {
        let (sim, _, form) = makeFormSimulation(device: .iPad97)
        form.nameField.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 768, height: 44))
        sim.keyboard.setPredictiveBar(false)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 1024 - 307, width: 768, height: 307), "263 + 44 = 307")
    }

    @Test("focus moving between fields: iOS 10 re-posts willShow with begin == end, iOS 17 posts nothing")
    func focusChange() {
        for (profile, expected) in [(BehaviorProfile.iOS10, showOrder), (.iOS17, [])] {
            let (sim, _, form) = makeFormSimulation(profile: profile)
            form.nameField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            let mark = sim.mark()
            form.emailField.becomeFirstResponder()
            sim.advance(by: .seconds(1))
            #expect(sim.keyboardPosts(since: mark) == expected, "\(profile)")
            if let repost = sim.keyboardNotifications.dropFirst(4).first {
                #expect(repost.userInfo.beginFrame == repost.userInfo.endFrame)
            }
        }
    }

    @Test("rotation is a hide in the old orientation followed by a show in the new one")
    func rotation() {
        let (sim, _, form) = makeFormSimulation()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let mark = sim.mark()
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark) == hideOrder + showOrder)
        let notes = Array(sim.keyboardNotifications.dropFirst(4))
        #expect(notes[1].userInfo.endFrame == CGRect(x: 0, y: 667, width: 375, height: 260), "hide in portrait")
        #expect(notes[5].userInfo.beginFrame == CGRect(x: 0, y: 375, width: 667, height: 200))
        #expect(notes[5].userInfo.endFrame == CGRect(x: 0, y: 175, width: 667, height: 200))
        #expect(sim.screen.bounds.size == CGSize(width: 667, height: 375))
        #expect(sim.window.frame.size == CGSize(width: 667, height: 375))
    }

    @Test(
        "a handler that rotates the device mid-show: only the landscape sequence follows, no stale portrait notification",
        arguments: ["WillShow", "WillChangeFrame"])
    func rotationInsideAHandler(rotatingIn handler: String) {
        let (sim, _, form) = makeFormSimulation()
        var rotated = false
        sim.notificationCenter.addObserver(forName: Notification.Name("UIKeyboard\(handler)Notification"), object: nil, queue: nil) {
            _ in
            guard !rotated else { return }
            rotated = true
            sim.rotate(to: .landscapeLeft)
        }
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(2))
        // The show's will-notifications up to the rotating handler, the rotation's hide (duration
        // 0) and its show; the portrait show's rest is never posted: its geometry is gone.
        let portraitWill = handler == "WillShow" ? ["WillChangeFrame", "WillShow"] : ["WillChangeFrame"]
        #expect(sim.keyboardPosts == portraitWill + hideOrder + showOrder)
        let notes = sim.keyboardNotifications
        let landscapeEnd = CGRect(x: 0, y: 175, width: 667, height: 200)
        for note in notes.suffix(4) {
            #expect(note.userInfo.endFrame == landscapeEnd, "\(note.name) at \(note.time)")
        }
        #expect(notes.suffix(2).map(\.time) == [.seconds(0.5), .seconds(0.5)])
        #expect(sim.keyboard.phase == .shown)
        #expect(sim.keyboard.frame == landscapeEnd)
    }

    @Test("before iOS 8 landscape frames ignore rotation: the width holds the keyboard's height")
    func preIOS8Landscape() {
        let sim = Simulation(device: .iPhoneSE1, orientation: .portrait, profile: .iOS7)
        let form = FormController(center: sim.notificationCenter)
        sim.window.rootViewController = form
        sim.rotate(to: .landscapeLeft)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let end = sim.keyboardNotifications[1].userInfo.endFrame
        #expect(end == CGRect(x: 158, y: 0, width: 162, height: 568))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 158, width: 568, height: 162), "on screen it is at the bottom")
    }

    @Test("iPad undock posts willHide with a zero end frame; dock posts willShow")
    func undockAndDock() {
        let (sim, _, form) = makeFormSimulation(device: .iPad97)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        var mark = sim.mark()
        sim.keyboard.undock()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark) == hideOrder)
        #expect(sim.keyboardNotifications[5].userInfo.endFrame == .zero)
        #expect(sim.keyboard.placement == .undocked)
        #expect(sim.keyboard.visibleFrame != nil, "the undocked keyboard is still on screen")
        mark = sim.mark()
        sim.keyboard.split()
        sim.keyboard.drag(dy: -100)
        #expect(
            sim.keyboardPosts(since: mark) == ["WillChangeFrame", "DidChangeFrame"], "layout changes post nothing; a drag posts zero rects")
        #expect(sim.keyboardNotifications.last?.userInfo.endFrame == .zero)
        mark = sim.mark()
        sim.keyboard.dock()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark) == showOrder)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 1024 - 313, width: 768, height: 313))
    }

    @Test("a floating keyboard posts only didChangeFrame, and a drag first a willChangeFrame with zero rects")
    func floating() {
        let (sim, _, form) = makeFormSimulation(device: .iPad97)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        var mark = sim.mark()
        sim.keyboard.float()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark) == hideOrder + ["DidChangeFrame"])
        let floatFrame = CGRect(x: 224, y: 1024 - 254 - 100, width: 320, height: 254)
        #expect(sim.keyboardNotifications.last?.userInfo.endFrame == floatFrame)
        mark = sim.mark()
        sim.keyboard.drag(dx: -100, dy: -200)
        #expect(sim.keyboardPosts(since: mark) == ["WillChangeFrame", "DidChangeFrame"])
        let will = sim.keyboardNotifications[sim.keyboardNotifications.count - 2].userInfo
        #expect(will.beginFrame == .zero && will.endFrame == .zero)
        let moved = floatFrame.offsetBy(dx: -100, dy: -200)
        #expect(sim.keyboardNotifications.last?.userInfo.beginFrame == floatFrame)
        #expect(sim.keyboardNotifications.last?.userInfo.endFrame == moved)
        mark = sim.mark()
        form.nameField.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark) == ["DidChangeFrame"])
        #expect(sim.keyboardNotifications.last?.userInfo.beginFrame == moved)
        #expect(sim.keyboardNotifications.last?.userInfo.endFrame == .zero)
    }

    @Test("float before iPadOS 13 is a diagnostic: the floating keyboard came with iPadOS 13; nothing is posted")
    func floatBeforeIPadOS13() throws {
        let iOS12 = try #require(BehaviorProfile.all.first { $0.majorVersion == 12 })
        let (sim, _, form) = makeFormSimulation(device: .iPad97, profile: iOS12)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let mark = sim.mark()
        sim.keyboard.float()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark).isEmpty)
        #expect(sim.keyboard.placement == .docked)
        #expect(
            sim.diagnostics.last
                == "float: the floating keyboard came with iPadOS 13; iOS 12 has the undocked and split keyboards. Ignored.")
    }

    @Test("undock on an iPhone is a diagnostic, not a crash")
    func undockOnPhone() {
        let (sim, _, _) = makeFormSimulation()
        sim.keyboard.undock()
        #expect(sim.keyboard.placement == .docked)
        #expect(sim.diagnostics == ["undock needs an iPad; iPhone SE (3rd generation) has only a docked keyboard. Ignored."])
    }

    @Test("a hardware keyboard on an iPad leaves the shortcuts bar, whose frame still reports the whole keyboard")
    func hardwareKeyboard() {
        let (sim, _, form) = makeFormSimulation(device: .iPad97)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let mark = sim.mark()
        sim.keyboard.connectHardwareKeyboard()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark) == showOrder)
        let end = sim.keyboardNotifications.last?.userInfo.endFrame
        #expect(end == CGRect(x: 0, y: 1024 - 55, width: 768, height: 313))
        #expect(sim.keyboard.visibleFrame == CGRect(x: 0, y: 969, width: 768, height: 55))
    }

    @Test("the Simulator with a hardware keyboard posts no willShow, but a willHide on focus")
    func simulatorHardwareKeyboard() {
        var profile = BehaviorProfile.iOS17
        profile.runsInSimulator = true
        let (sim, _, form) = makeFormSimulation(profile: profile)
        sim.keyboard.connectHardwareKeyboard()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts == hideOrder)
        #expect(sim.keyboard.visibleFrame == nil)
    }

    @Test("another app's keyboard in Split View arrives with isLocal false")
    func otherApp() {
        let (sim, _, _) = makeFormSimulation(device: .iPad97)
        sim.keyboard.showOtherAppsKeyboard()
        sim.advance(by: .seconds(1))
        sim.keyboard.hideOtherAppsKeyboard()
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts == showOrder + hideOrder)
        #expect(sim.keyboardNotifications.allSatisfy { $0.userInfo.isLocal == false })
    }

    @Test("a third-party keyboard re-posts willShow with growing heights, each animated from the keyboard at rest (iOS 8+)")
    func thirdParty() {
        // Heights: the facts file (0 → 216 → 256). Animated re-posts 0.3 s apart: the account of
        // held-out logs, spacing KeyboardSim's unconfirmed choice (kbsim list behaviours).
        let (sim, _, form) = makeFormSimulation()
        sim.keyboard.useThirdPartyKeyboard(heights: [0, 216, 256])
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(2))
        let shows = sim.keyboardNotifications.filter { $0.name == "WillShow" }
        #expect(shows.map { $0.userInfo.endFrame?.height } == [0, 216, 256])
        #expect(shows.map(\.time) == [.zero, .seconds(0.3), .seconds(0.6)])
        #expect(shows.map(\.userInfo.animationDuration) == [0.25, 0.25, 0.25])
        #expect(shows.map(\.userInfo.animationCurve) == [7, 7, 7])
        // Each re-post begins where the previous one said the keyboard would rest.
        #expect(shows[1].userInfo.beginFrame == shows[0].userInfo.endFrame)
        #expect(shows[2].userInfo.beginFrame == shows[1].userInfo.endFrame)
        #expect(sim.keyboard.frame.height == 256)
    }

    @Test("interactive dismissal posts nothing during the drag, then the hide from where the finger let go")
    func interactiveDismiss() {
        let (sim, _, form) = makeFormSimulation()
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let mark = sim.mark()
        sim.interactivelyDismissKeyboard(over: .milliseconds(300))
        sim.advance(by: .milliseconds(299))
        #expect(sim.keyboardPosts(since: mark).isEmpty)
        #expect(sim.keyboard.presentationFrame.minY > 407)
        sim.advance(by: .seconds(1))
        #expect(sim.keyboardPosts(since: mark) == hideOrder)
        let hide = sim.keyboardNotifications[5]
        #expect(hide.userInfo.beginFrame == CGRect(x: 0, y: 615, width: 375, height: 260))
        #expect(!form.nameField.isFirstResponder)
    }
}

@MainActor @Suite("UITextInputMode: the input mode as UIKit gives it")
struct TextInputModeTests {
    @Test(
        "a switch with the keyboard up posts currentInputModeDidChangeNotification (object: the new mode) before the frame change; textInputMode says the mode"
    )
    func switchPostsTheMode() throws {
        let (sim, _, form) = makeFormSimulation()
        var received: [(name: String, language: String?)] = []
        for name in [UITextInputMode.currentInputModeDidChangeNotification, UIResponder.keyboardWillChangeFrameNotification] {
            sim.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { note in
                let language = MainActor.assumeIsolated { (note.object as? UITextInputMode)?.primaryLanguage }
                received.append((note.name.rawValue, language))
            }
        }
        #expect(form.nameField.textInputMode?.primaryLanguage == "en-US")
        sim.keyboard.setInputMode(.japanese)  // before any show: the mode the user last chose; nothing posted
        #expect(received.isEmpty)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(form.nameField.textInputMode?.primaryLanguage == "ja-JP")
        received.removeAll()
        sim.keyboard.setEmojiKeyboard(true)
        #expect(received.map(\.name) == ["UITextInputCurrentInputModeDidChangeNotification", "UIKeyboardWillChangeFrameNotification"])
        #expect(received.first?.language == "emoji")
        #expect(form.nameField.textInputMode == form.emailField.textInputMode)
        sim.keyboard.setInputMode(.dictation)
        #expect(form.nameField.textInputMode?.primaryLanguage == "dictation")
        // A responder that takes no text has no input mode.
        #expect(form.view.textInputMode == nil)
    }
}
