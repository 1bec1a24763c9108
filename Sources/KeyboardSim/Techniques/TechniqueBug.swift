import Foundation

/// A classic bug a technique can be built with, by its JSON spelling
/// (`"technique": {"name": "bottom-constant", "bug": "frameBegin"}`).
///
/// Which technique has which bug is the catalogue's (`TechniqueCatalogue.bugs(of:)`); a bug
/// two techniques share (`repeatedWillShow`) is one case. Each bug is built as a subclass of
/// the technique's controller that overrides only the lines the tutorial gets wrong; the
/// subclasses live in the bug's namespace (`TechniqueBug.FrameBegin.BottomConstantController`).
public enum TechniqueBug: String, Sendable, CaseIterable, CustomStringConvertible {
    case frameBegin
    case sizeOnly
    case noLayoutIfNeeded
    case doubleSafeArea
    case repeatedWillShow
    case crashingSwitch
    case hardCodedTiming
    case rawCurveOptions
    case curveOrShiftedCurve
    case landscapeWidthAsHeight

    /// The JSON spelling: reports print `(bug: frameBegin)`.
    public var description: String { rawValue }
}
