import Foundation

// Where the keyboard sits on screen: the docked, shortcuts-bar, undocked and floating frames,
// and frames as notifications report them.

extension SystemKeyboard {
    var screenBounds: CGRect { environment.screen.bounds }

    /// The focused responder's input accessory view's height; one that is not a number from 0 to
    /// 2000 points (NaN, 10⁶) counts as 0, and the trace says so once per view.
    var accessoryHeight: CGFloat {
        guard let view = shownAccessoryView else { return 0 }
        let height = view.frame.height
        guard height.isFinite, (0...2000).contains(height) else {
            if view !== reportedAccessoryView {
                reportedAccessoryView = view
                environment.recorder.diagnostic(
                    "the input accessory view is \(height) points high; expected 0 to 2000. The keyboard leaves it out (0).")
            }
            return 0
        }
        return height
    }

    /// The accessory view the keyboard shows for the focused responder: its own
    /// `inputAccessoryView`; for a responder inside the accessory view already shown (a chat
    /// bar's text view, when the bar is the screen's), that one: the bar stays above the keys.
    var shownAccessoryView: UIView? {
        guard let responder = focusedResponder else { return nil }
        if let own = responder.shownInputAccessoryView { return own }
        guard let hosted = hostedAccessoryView, let view = responder as? UIView, view.isDescendant(of: hosted) else { return nil }
        return hosted
    }

    /// The docked keyboard's height now: what the focused responder shows in the keys' place
    /// (`focusedInput`) and its accessory view.
    public var dockedHeight: CGFloat {
        switch focusedInput {
        case .keys: keysHeight + accessoryHeight
        case .inputView(let height): height + accessoryHeight
        case .accessoryOnly: accessoryHeight
        }
    }

    /// The system keyboard's keys' height on this device, orientation and iOS, with the
    /// predictive bar and the input mode (emoji) as they are, for the focused input's keyboard
    /// type: an iPhone's number, decimal and phone pads have no predictive bar.
    var keysHeight: CGFloat {
        CGFloat(
            environment.device.keyboardHeight(
                in: environment.screen.interfaceOrientation,
                predictiveBar: isPredictiveBarEnabled && environment.profile.hasPredictiveBar && !isPredictiveBarPending
                    && !focusedPadHasNoBar,
                inputMode: inputMode, profile: environment.profile
            ).value)
    }

    /// Whether the focused input shows a keypad without the predictive bar: the number, decimal
    /// and phone pads on an iPhone. Simulator screenshots show the decimal pad at the height of
    /// the letters without the bar (291 points on 390- to 402-point-wide iPhones, iOS 15–18;
    /// 308 with the iOS 26 SDK: github.com/kirillzyusko/react-native-keyboard-controller at
    /// af130ca4f9, e2e/kit/assets/ios/*/AwareScrollViewInputChanged.png). An iPad's pads are its
    /// full keyboard, bar and all.
    private var focusedPadHasNoBar: Bool {
        guard environment.device.idiom == .phone, inputMode != .emoji,
            let type = (focusedResponder as? any UITextInputTraits)?.keyboardType
        else { return false }
        return [.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad].contains(type)
    }

    /// What the focused responder shows where the keys go, as UIKit decides it: its own
    /// `inputView` (a date picker, a picker view, a custom keypad) in place of the keys; the
    /// system keyboard for a text input (`UIKeyInput`: text fields, text views, search bars);
    /// for any other responder that can become first responder, only its `inputAccessoryView`,
    /// docked at the bottom of the screen (a chat screen's bar, Messages' pattern: the bar sits
    /// flush with the screen's bottom edge, over the home indicator's inset — openradar 34694827).
    /// With no responder (the keyboard going away), the keys.
    var focusedInput: FocusedInput { input(of: focusedResponder) }

    /// What `responder` shows where the keys go (`focusedInput`).
    func input(of responder: UIResponder?) -> FocusedInput {
        guard let responder else { return .keys }
        if let view = responder.shownInputView { return .inputView(height: inputViewHeight(view)) }
        return responder is UIKeyInput ? .keys : .accessoryOnly
    }

    /// What a responder shows in the keys' place.
    enum FocusedInput: Equatable {
        /// The system keyboard.
        case keys
        /// The responder's own input view, this many points high.
        case inputView(height: CGFloat)
        /// Nothing: only the accessory view, if any.
        case accessoryOnly
    }

    /// An input view's height as UIKit sizes it: its frame's height, or its intrinsic height when
    /// its frame has none (a view sized by Auto Layout); the width is always the screen's. Not
    /// a number from 0 to 2000 points: 0, and the trace says so once per view.
    private func inputViewHeight(_ view: UIView) -> CGFloat {
        var height = view.frame.height
        if height == 0, view.intrinsicContentSize.height != UIView.noIntrinsicMetric { height = view.intrinsicContentSize.height }
        guard height.isFinite, (0...2000).contains(height) else {
            if view !== reportedAccessoryView {
                reportedAccessoryView = view
                environment.recorder.diagnostic("the input view is \(height) points high; expected 0 to 2000. The keyboard takes it as 0.")
            }
            return 0
        }
        return height
    }

    /// Whether the focused responder shows nothing at all: no keys, no input view, no accessory
    /// view (a responder that is not a text input and has no accessory view).
    var focusedResponderShowsNothing: Bool {
        focusedInput == .accessoryOnly && accessoryHeight == 0
    }

    func dockedFrame(height: CGFloat? = nil) -> CGRect {
        let h = height ?? dockedHeight
        return CGRect(x: 0, y: screenBounds.height - h, width: screenBounds.width, height: h)
    }

    func shortcutsBarFrame() -> CGRect {
        // The frame may still report the whole keyboard: only the bar's height is on screen.
        // Before iOS 9 there was no shortcuts bar: only an accessory view shows.
        let bar = environment.profile.hardwareKeyboardPostsNothing ? 0 : CGFloat(environment.device.shortcutsBarHeight.value)
        let visible = bar + accessoryHeight
        return CGRect(x: 0, y: screenBounds.height - visible, width: screenBounds.width, height: dockedHeight)
    }

    func undockedFrame() -> CGRect {
        // Lifted 150 pt off the bottom edge (unconfirmed: no trace gives the position).
        dockedFrame().offsetBy(dx: 0, dy: -150)
    }

    func floatingFrame() -> CGRect {
        let size = environment.device.floatingKeyboardSize?.value ?? CGSize(width: 320, height: 254)
        return CGRect(
            x: (screenBounds.width - size.width) / 2, y: screenBounds.height - size.height - 100,
            width: size.width, height: size.height)
    }

    /// iOS 5–8 with a hardware keyboard and no accessory view: nothing of the keyboard shows,
    /// and nothing is posted.
    var showsNothing: Bool {
        placement == .shortcutsBar && environment.profile.hardwareKeyboardPostsNothing && accessoryHeight == 0
    }

    func offscreen(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX, y: screenBounds.height, width: rect.width, height: rect.height)
    }

    /// The docked target for the current state (third-party growth stage included).
    func targetFrame(stage: Int = 0) -> CGRect {
        if placement == .shortcutsBar { return shortcutsBarFrame() }
        if let heights = thirdPartyHeights, !heights.isEmpty {
            return dockedFrame(height: CGFloat(heights[min(stage, heights.count - 1)]) + accessoryHeight)
        }
        return dockedFrame()
    }

    /// A frame as the notification reports it: as is on iOS 8+; before, in portrait screen
    /// coordinates, so in landscape the width holds the keyboard's height.
    func reported(_ rect: CGRect) -> CGRect {
        guard !environment.profile.framesFollowRotation, rect != .zero else { return rect }
        let portrait = environment.screen.portraitBounds.size
        switch environment.screen.interfaceOrientation {
        case .portrait:
            return rect
        case .portraitUpsideDown:
            return CGRect(x: portrait.width - rect.maxX, y: portrait.height - rect.maxY, width: rect.width, height: rect.height)
        case .landscapeRight:
            return CGRect(x: portrait.width - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        case .landscapeLeft:
            return CGRect(x: rect.minY, y: portrait.height - rect.maxX, width: rect.height, height: rect.width)
        }
    }

    /// The inverse of `reported(_:)`: a frame as a notification gave it, in the current
    /// orientation's screen coordinates.
    func unreported(_ rect: CGRect) -> CGRect {
        guard !environment.profile.framesFollowRotation, rect != .zero else { return rect }
        let portrait = environment.screen.portraitBounds.size
        switch environment.screen.interfaceOrientation {
        case .portrait, .portraitUpsideDown:
            return reported(rect)
        case .landscapeRight:
            return CGRect(x: rect.minY, y: portrait.width - rect.maxX, width: rect.height, height: rect.width)
        case .landscapeLeft:
            return CGRect(x: portrait.height - rect.maxY, y: rect.minX, width: rect.height, height: rect.width)
        }
    }

    /// Where the keyboard rests in its current placement.
    func targetForPlacement() -> CGRect {
        switch placement {
        case .docked, .shortcutsBar, .none: targetFrame()
        case .undocked, .split: undockedFrame()
        case .floating: floatingFrame()
        }
    }

    /// `rect` moved the least to lie inside the screen.
    func clampedToScreen(_ rect: CGRect) -> CGRect {
        let bounds = screenBounds
        let x = min(max(rect.minX, bounds.minX), bounds.maxX - rect.width)
        let y = min(max(rect.minY, bounds.minY), bounds.maxY - rect.height)
        return CGRect(x: x, y: y, width: rect.width, height: rect.height)
    }
}

// MARK: - The keyboard layout guide reads the keyboard

extension SystemKeyboard: KeyboardGuideSource {
    var guideKeyboard: KeyboardGuideFrame? {
        guard phase.isUp else { return nil }
        switch placement {
        case .docked, .shortcutsBar: return KeyboardGuideFrame(frame: frame, arrangement: .docked)
        case .undocked, .split: return KeyboardGuideFrame(frame: frame, arrangement: .undocked)
        case .floating: return KeyboardGuideFrame(frame: frame, arrangement: .floating)
        case .none: return nil
        }
    }
}
