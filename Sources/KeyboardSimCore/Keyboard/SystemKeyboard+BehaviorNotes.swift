// The keyboard behaviours chosen without a public trace: `kbsim list behaviours` prints them and
// the "What is simulated" article shows them.

extension SystemKeyboard {
    /// Every keyboard behaviour KeyboardSim had to choose without a public trace.
    public static let behaviorNotes: [String] = [
        "didChangeFrame/didShow/didHide are posted when the keyboard's move ends: 0.5 s after the will-pair for curve 7 (the spring's real length), not after the 0.25 s the userInfo announces.",
        "A show or hide interrupted by the opposite transition does not post its did-pair; the new transition's begin frame is where the keyboard is on screen.",
        "In-place changes (predictive bar, emoji, accessory height; before iOS 8 an input method's growth) post the did-pair in the same turn as the will-pair (duration 0).",
        "Keyboard types (the focused input's UITextInputTraits.keyboardType): on an iPhone the number, phone and ASCII number pads are taken as tall as the decimal pad, whose height simulator screenshots measure (the letters' without the predictive bar: 291 on 390- to 402-point-wide phones, iOS 15–18; 308 with the iOS 26 SDK) — the same four-row pad, no measurement of them found; email address, URL, Twitter, web search, numbers and punctuation, name phone pad and ASCII keep the letters' rows and height, the bar as set (no public trace of another height); an iPad's pads are its full keyboard.",
        "Input modes (the globe key): Chinese, Japanese and Korean add a candidate row over the keys, shown with the predictive bar on or off (44 pt from iOS 8, from public logs of 380 on 393×852 whose mode is not named; 36 pt before, no public value); another Latin layout and dictation keep the English height; a switch with the keyboard up is an in-place change, and nothing is posted when the height stays.",
        "Rotation with the keyboard up: the hide is posted in the old orientation (iOS ≤ 7 announcing the keyboard's 0.25 s and curve, as an iOS 5 iPad log shows; later with duration 0) and its did-pair at once, then the show animates in the new one. The iOS 5 log's did-notifications lack the duration and curve keys; KeyboardSim's keep them.",
        "iPad undock and float post willChangeFrame/willHide with a zero end frame; a focus change while undocked or split posts nothing; the undocked keyboard sits 150 pt above the bottom edge.",
        "Docking posts willShow with a zero begin frame. Dragging an undocked keyboard posts willChangeFrame then didChangeFrame, both with zero rects.",
        "The floating keyboard is 320×254 pt, centred 100 pt above the bottom edge, and hiding it posts didChangeFrame with a zero end frame. Dragging it posts willChangeFrame with zero rects (the begin frame's zero is chosen: sources give only the end frame), then didChangeFrame from the old frame to the new.",
        "The Simulator's hardware-keyboard mode posts willChangeFrame, willHide, didChangeFrame, didHide (duration 0) when a field is focused.",
        "A third-party keyboard's or input method's re-posted willShow comes 0.3 s after the previous one, animated (0.25 s, the keyboard's curve) from the keyboard at rest (iOS 8+); before iOS 8, 0.1 s apart and in place.",
        "iOS 8 and 9: the predictive bar arrives when the show's move has ended, after its did-pair: willChangeFrame/didChangeFrame in place (duration 0), then an animated willShow from the keyboard at rest to the taller frame.",
        "A keyboard raised by a screen arriving in an animated presentation or push rides it: the notifications announce the transition's time left (0.4 s, 0.35 s) with the keyboard's curve, the begin frame is one screen height below (presentation; public iOS 7–8 logs) or one screen width to the right (push; unconfirmed), and the keyboard moves ease-in-out with the screen.",
        "iOS 5–8 with a hardware keyboard: no keyboard and no notification unless the field has an accessory view, which shows alone (its frame reporting the whole keyboard).",
        "Interactive dismissal: the scenario step drags the keyboard 80% of the way down over the given duration, then the hide animates the rest; a drag of a scroll view (`Simulation.drag`) moves the keyboard's top with the finger and dismisses it when the finger lifts moving down, or shows it again (willShow, didShow) when it lifts moving up.",
        "Text-field delegate order on resign: didEndEditing runs before the keyboard's hide is posted.",
        "Navigation push/pop animate for 0.35 s and presentations for 0.4 s; a field in a leaving screen resigns right after viewWillDisappear.",
        "Appearance callbacks of a container and its children: the container's will/did runs before its children's.",
    ]
}
