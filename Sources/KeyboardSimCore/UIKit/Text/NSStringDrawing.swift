import Foundation

extension NSAttributedString.Key {
    /// The paragraph style (an ``NSParagraphStyle``) of the text, as UIKit's key.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The color behind the text (a ``UIColor``), as UIKit's key.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}

/// The font UIKit measures and draws text in when its attributes name none: Helvetica at 12 points.
private let defaultTextFont = UIFont(fontName: "Helvetica", familyName: "Helvetica", pointSize: 12, weight: .regular)

/// The size of `text` on one line per paragraph in the attributes' font (UIKit's default font
/// when they name none), by the simulation's text metric, the one a ``UILabel`` sizes by.
private func drawnSize(of text: String, font: Any?) -> CGSize {
    UILabel.textSize(text, font: font as? UIFont ?? defaultTextFont, width: .greatestFiniteMagnitude, numberOfLines: 0)
}

// UIKit's drawing additions to strings (NSStringDrawing). Nothing is drawn in a simulation: there
// are no pixels. The sizes are the simulation's text metric.
extension StringProtocol {
    /// Draws the string in `rect` with `attributes`; nothing is drawn in a simulation.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// Draws the string from `point` with `attributes`; nothing is drawn in a simulation.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// The size the string takes on one line per paragraph in the attributes' font (Helvetica 12
    /// when they name none), by the simulation's text metric.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        drawnSize(of: String(self), font: attributes?[.font])
    }
}

extension NSAttributedString {
    /// Draws the string in `rect`; nothing is drawn in a simulation.
    public func draw(in rect: CGRect) {}

    /// Draws the string from `point`; nothing is drawn in a simulation.
    public func draw(at point: CGPoint) {}

    /// The size the string takes on one line per paragraph in its first character's font
    /// (Helvetica 12 when it names none), by the simulation's text metric.
    public func size() -> CGSize {
        guard length > 0 else { return .zero }
        return drawnSize(of: string, font: attribute(.font, at: 0, effectiveRange: nil))
    }
}

extension NSString {
    /// Draws the string in `rect` with `attributes`; nothing is drawn in a simulation.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// Draws the string from `point` with `attributes`; nothing is drawn in a simulation.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// The size the string takes, as `String`'s ``Swift/StringProtocol/size(withAttributes:)``.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        drawnSize(of: String(self), font: attributes?[.font])
    }
}
