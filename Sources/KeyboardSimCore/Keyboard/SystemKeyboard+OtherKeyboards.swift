import Foundation

// Keyboards that are not this app's system keyboard: another app's in Split View, and
// third-party keyboards and input methods that re-post willShow as they grow.

extension SystemKeyboard {
    /// Another app in Split View raises its keyboard: this app receives the notifications with
    /// `UIKeyboardIsLocalUserInfoKey` false.
    public func showOtherAppsKeyboard() {
        guard requireSimulated("otherAppKeyboard") else { return }
        guard environment.profile.postsIsLocal else {
            // Two apps on screen at once came with Split View, in iOS 9, with the key that tells
            // their keyboards apart.
            environment.recorder.diagnostic(
                "another app's keyboard needs two apps on screen, which iOS \(environment.profile.majorVersion) does not have (Split View came with iOS 9). Ignored."
            )
            return
        }
        guard !phase.isUp else {
            // One keyboard at a time: the other app gets it when the user taps one of its
            // fields, and this app's field resigns first (`resign`, then this step).
            environment.recorder.diagnostic(
                "another app's keyboard while this app's keyboard is up: the keyboard is this app's until its field resigns. Ignored.")
            return
        }
        guard placement.isDocked else {
            // The app was told the keyboard had gone when it left the dock: an undocked, split
            // or floating keyboard coming up for another app tells it nothing.
            return
        }
        isShowingOtherAppsKeyboard = true
        let target = dockedFrame()
        startBelowScreen(target)
        phase = .showing
        transition(Self.showNames, to: target, animated: true) { [weak self] in self?.phase = .shown }
    }

    /// The other app's keyboard goes away.
    public func hideOtherAppsKeyboard() {
        guard requireSimulated("otherAppKeyboard") else { return }
        guard isShowingOtherAppsKeyboard else { return }
        hide()
        isShowingOtherAppsKeyboard = false
    }

    /// Uses a third-party keyboard (or input method) that reports these heights one after
    /// another on every show, re-posting willShow each time (`[0, 216, 256]`; a Chinese IME:
    /// `[216, 289.5]`). `nil` returns to the system keyboard.
    ///
    /// - Precondition: each height is from 0 to 2000 points (what a scenario allows), and at
    ///   least one is given.
    public func useThirdPartyKeyboard(heights: [Double]?) {
        if let heights {
            requireArgument(
                !heights.isEmpty && heights.allSatisfy { (0...2000).contains($0) }, "useThirdPartyKeyboard(heights: \(heights))",
                "expected one or more heights from 0 to 2000 points")
        }
        guard requireSimulated("thirdPartyKeyboard") else { return }
        thirdPartyHeights = heights.flatMap { $0.isEmpty ? nil : $0 }
        if phase.isUp, placement == .docked, let heights = thirdPartyHeights {
            showGeneration += 1
            transition(Self.showNames, to: dockedFrame(height: CGFloat(heights[0]) + accessoryHeight), animated: false)
            scheduleThirdPartyGrowth()
        }
    }

    /// A third-party keyboard or input method re-posts willShow with growing heights. From
    /// iOS 8 (third-party keyboards) each re-post is animated with the keyboard's duration and
    /// curve, 0.3 s after the previous one, and begins at the keyboard at rest (the previous
    /// stage's frame); before, an input method's change was in place (duration 0), 0.1 s
    /// apart. Both spacings are unconfirmed ("a few hundred milliseconds later" in device logs).
    /// The show's own did-pair is superseded by the growth.
    func scheduleThirdPartyGrowth() {
        guard let heights = thirdPartyHeights, heights.count > 1 else { return }
        let generation = showGeneration
        let animated = environment.profile.keyboardChangeRepostIsAnimated
        for stage in 1..<heights.count {
            environment.clock.schedule(after: .milliseconds((animated ? 300 : 100) * stage)) { [weak self] in
                guard let self, self.showGeneration == generation, self.phase.isUp, self.placement == .docked else { return }
                self.transition(
                    Self.showNames, to: self.targetFrame(stage: stage), reportedBegin: animated ? self.frame : nil,
                    animated: animated
                ) { [weak self] in
                    self?.phase = .shown
                }
            }
        }
    }
}
