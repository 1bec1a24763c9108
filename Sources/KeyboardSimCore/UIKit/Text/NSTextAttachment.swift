import Foundation

/// The value of an attributed string's attachment attribute, as UIKit's `NSTextAttachment`: an
/// image (an emoji sticker, an icon) or a file's data placed in text. Its properties are stored
/// with UIKit's defaults (Apple's pages: zero `bounds`, no padding); nothing is drawn, and text
/// layout counts the attachment as the one character it stands on (`NSTextAttachment.character`,
/// U+FFFC).
///
/// ```swift
/// let icon = NSTextAttachment(image: UIImage(systemName: "paperclip")!)
/// icon.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
/// label.attributedText = NSAttributedString(attachment: icon)
/// ```
open class NSTextAttachment: NSObject {
    /// The attachment's contents; nil for one without document contents.
    open var contents: Data?
    /// The uniform type identifier of `contents`.
    open var fileType: String?
    /// The image shown for the attachment.
    open var image: UIImage?
    /// Where the attachment is laid out, from the glyph's place on the baseline: zero by default.
    open var bounds: CGRect = .zero
    /// The padding before and after the attachment: 0 by default.
    open var lineLayoutPadding: CGFloat = 0
    /// Whether the attachment may use a view of its own: true by default (no view is made here).
    open var allowsTextAttachmentView = true
    /// Whether the attachment uses a view of its own: never here (no text attachment view
    /// provider is simulated).
    open var usesTextAttachmentView: Bool { false }

    /// The character an attachment stands on in text, U+FFFC (OBJECT REPLACEMENT CHARACTER).
    public class var character: Int { 0xFFFC }

    /// An attachment of `contentData` of the type `uti` (the designated initializer, Apple's page).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
    }

    /// An attachment with no contents and no image.
    public override convenience init() { self.init(data: nil, ofType: nil) }

    /// The image drawn for the attachment in `imageBounds`: `image` (nothing is drawn from
    /// `contents` here).
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        image
    }

    /// Where the attachment is laid out: `bounds` (Apple's default answer).
    open func attachmentBounds(
        for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
        characterIndex charIndex: Int
    ) -> CGRect {
        bounds
    }

    /// An attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}

extension NSAttributedString.Key {
    /// The attachment attribute (an `NSTextAttachment`), as UIKit's `NSAttributedString.Key.attachment`.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// A one-character string (`NSTextAttachment.character`) carrying `attachment` as its
    /// attachment attribute.
    public convenience init(attachment: NSTextAttachment) {
        self.init(
            string: String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character)) ?? "\u{FFFC}")),
            attributes: [.attachment: attachment])
    }
}
