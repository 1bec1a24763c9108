import Testing
import UIKit

/// UITextView's initializers as Apple declares them: `init(frame:textContainer:)` and
/// `init(coder:)` are designated, `init(frame:)` is not, so a subclass overriding the two
/// designated ones (GrowingTextView, InputBarAccessoryView's InputTextView) is made with
/// `Subclass()` or `Subclass(frame:)`, through its own override.
@MainActor @Suite("UITextView's initializers, as Apple declares them")
struct TextViewInitializersTests {
    final class Growing: UITextView {
        var madeThrough: [String] = []
        override init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
            madeThrough.append("init(frame:textContainer:)")
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
        convenience init(placeholder: String) {
            self.init(frame: .zero)
            text = placeholder
        }
    }

    @Test("a subclass overriding the designated initializers inherits init() and init(frame:), which go through its override")
    func inheritedConvenienceInitializers() {
        let plain = Growing()
        #expect(plain.madeThrough == ["init(frame:textContainer:)"] && plain.frame == .zero)
        let framed = Growing(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(framed.madeThrough == ["init(frame:textContainer:)"] && framed.frame.width == 200)
        #expect(framed.textContainer.size.width == 0)
        let own = Growing(placeholder: "Say something")
        #expect(own.text == "Say something" && own.madeThrough == ["init(frame:textContainer:)"])
        #expect(UITextView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).textContainer.size == .zero)
    }
}
