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

/// How `boundingRect(with:options:attributes:context:)` on a string measures, as UIKit's options
/// (Apple's raw values).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The text wraps at the given width, lines from the top-left corner; without it the string
    /// is measured on one line from its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights use the font's leading (the simulation's text metric already does).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds instead of typographic ones (the same with the simulation's metric).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits is truncated (nothing is drawn in a simulation).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement with ``NSStringDrawingOptions`` used, as UIKit's drawing context:
/// `totalBounds` is the last measured rectangle; text is never scaled down in a simulation, so
/// `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (kept; the simulation does not shrink text).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: always 1 here.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle of the last string measured with this context.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with no measurement yet.
    public override init() {}
}

/// The rectangle `text` takes in `font`: with `.usesLineFragmentOrigin` wrapped to `size.width`
/// (the height is not limited to `size.height`), otherwise on one line per paragraph.
private func measuredRect(
    of text: String, font: Any?, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
) -> CGRect {
    let width = options.contains(.usesLineFragmentOrigin) ? size.width : .greatestFiniteMagnitude
    let measured = UILabel.textSize(text, font: font as? UIFont ?? defaultTextFont, width: width, numberOfLines: 0)
    let rect = CGRect(origin: .zero, size: measured)
    context?.totalBounds = rect
    return rect
}

extension StringProtocol {
    /// The rectangle the string takes in the attributes' font (Helvetica 12 when they name none):
    /// with `.usesLineFragmentOrigin` wrapped to `size.width`, otherwise on one line per
    /// paragraph, by the simulation's text metric.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        measuredRect(of: String(self), font: attributes?[.font], size: size, options: options, context: context)
    }
}

extension NSString {
    /// The rectangle the string takes, as `String`'s
    /// `boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        measuredRect(of: String(self), font: attributes?[.font], size: size, options: options, context: context)
    }
}

extension NSAttributedString {
    /// The rectangle the string takes in its first character's font (Helvetica 12 when it names
    /// none), as `String`'s `boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let font = length > 0 ? attribute(.font, at: 0, effectiveRange: nil) : nil
        return measuredRect(of: string, font: font, size: size, options: options, context: context)
    }
}
