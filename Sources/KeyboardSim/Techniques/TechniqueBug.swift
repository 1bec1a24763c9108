import Foundation

/// A classic bug a technique can be built with, by its JSON spelling
/// (`"technique": {"name": "bottom-constant", "bug": "frameBegin"}`).
///
/// Which technique has which bug is the catalogue's (`TechniqueCatalog.bugs(of:)`); a bug
/// two techniques share (`repeatedWillShow`) is one case. Each bug is built as a subclass of
/// the technique's controller that overrides only the lines the tutorial gets wrong; the
/// subclasses live in the bug's namespace (`TechniqueBug.FrameBegin.BottomConstantController`).
public enum TechniqueBug: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Reads `UIKeyboardFrameBeginUserInfoKey` instead of the end frame.
    case frameBegin
    /// Uses the end frame's height and ignores its origin.
    case sizeOnly
    /// Changes the constant in the animation block without `layoutIfNeeded()`.
    case noLayoutIfNeeded
    /// Counts the home indicator's inset twice.
    case doubleSafeArea
    /// Saves the state to restore in every willShow.
    case repeatedWillShow
    /// A switch over the curve with a trapping `default`: curve 7 crashes.
    case crashingSwitch
    /// A hard-coded 0.3 s linear animation instead of the notification's timing.
    case hardCodedTiming
    /// The raw curve as options, without `<< 16`.
    case rawCurveOptions
    /// `curve
    /// curve << 16` as options.
    case curveOrShiftedCurve
    /// The pre-iOS-8 code: the keyboard's height from its width in landscape.
    case landscapeWidthAsHeight
    /// Insets set in `keyboardDidShow`, after the keyboard has arrived.
    case insetsInDidShow
    /// The keyboard's screen frame compared with the scroll view's frame unconverted.
    case frameNotConverted
    /// Insets never restored on hide.
    case insetsNeverRestored

    /// The JSON spelling: reports print `(bug: frameBegin)`.
    public var description: String { rawValue }
}

// The namespaces of the bugs' controllers: `TechniqueBug.FrameBegin.BottomConstantController`
// is bottom-constant's controller with the frameBegin bug. Each variant is declared beside its
// technique, in the technique's `+Bugs` file.
extension TechniqueBug {
    /// The controllers that read the keyboard's begin frame instead of its end frame.
    enum FrameBegin {}
    /// The controllers that use the keyboard's height and ignore its origin.
    enum SizeOnly {}
    /// The controllers that animate a constant change without `layoutIfNeeded()`.
    enum NoLayoutIfNeeded {}
    /// The controllers that count the home-indicator inset twice.
    enum DoubleSafeArea {}
    /// The controllers that save their state in every willShow.
    enum RepeatedWillShow {}
    /// The controllers that switch over the curve with a trapping default.
    enum CrashingSwitch {}
    /// The controllers that animate with a hard-coded duration and curve.
    enum HardCodedTiming {}
    /// The controllers that pass the raw curve as options.
    enum RawCurveOptions {}
    /// The controllers that pass `curve | curve << 16` as options.
    enum CurveOrShiftedCurve {}
    /// The controllers that read a landscape keyboard's height from its width.
    enum LandscapeWidthAsHeight {}
    /// The controllers that adjust in `keyboardDidShow`, after the keyboard has arrived.
    enum InsetsInDidShow {}
    /// The controllers that compare the keyboard's screen frame with a view's frame unconverted.
    enum FrameNotConverted {}
    /// The controllers that leave the insets set when the keyboard hides.
    enum InsetsNeverRestored {}
}
