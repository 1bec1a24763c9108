import KeyboardSim
import Testing
import UIKit

/// A card number field whose delegate takes digits only, up to 16 (this test's own code, in the
/// shape published payment forms take).
private final class CardFieldController: UIViewController, UITextFieldDelegate {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    private(set) var asked: [String] = []
    private(set) var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        field.delegate = self
        field.addTarget(self, action: CardFieldController.changed, for: .editingChanged)
        view.addSubview(field)
    }

    func changed() { changes += 1 }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        asked.append(string)
        let digits = string.allSatisfy(\.isNumber)
        return digits && (textField.text ?? "").utf16.count - range.length + string.utf16.count <= 16
    }
}

/// A text view that grows with its text in `layoutSubviews` (as `TextViewRelayoutTests`' does),
/// whose delegate is asked before each change.
private final class GrowingTextView: UITextView, UITextViewDelegate {
    private var heightConstraint: NSLayoutConstraint?
    private(set) var asked: [String] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width > 0 else { return }
        let height = min(sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height, 200)
        if let heightConstraint {
            heightConstraint.constant = height
        } else {
            heightConstraint = heightAnchor.constraint(equalToConstant: height)
            heightConstraint?.isActive = true
        }
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        asked.append(text)
        return true
    }
}

@MainActor private func show(_ controller: UIViewController) -> Simulation {
    let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
    sim.window.rootViewController = controller
    sim.advance(by: .seconds(1))
    return sim
}

@MainActor @Suite("UIPasteboard and the edit menu's paste, copy and cut")
struct PasteboardTests {
    @Test("a paste goes through the field's delegate once with the whole string, as typing does; a refused paste changes nothing")
    func pasteThroughDelegate() {
        let controller = CardFieldController()
        let sim = show(controller)
        sim.tap(controller.field)
        sim.advance(by: .seconds(1))
        UIPasteboard.general.string = "4242 4242"
        sim.paste()
        #expect(controller.field.text == "", "the delegate refuses the space")
        #expect(controller.asked == ["4242 4242"], "asked once, with the whole string")
        #expect(controller.changes == 0)
        UIPasteboard.general.string = "42424242"
        sim.paste()
        controller.field.paste(nil)
        #expect(controller.field.text == "4242424242424242")
        #expect(controller.asked == ["4242 4242", "42424242", "42424242"])
        #expect(controller.changes == 2, "editingChanged once a paste")
        UIPasteboard.general.string = "1"
        controller.field.paste(nil)
        #expect(controller.field.text == "4242424242424242", "the delegate's limit of 16 holds for a paste")
        #expect(
            controller.field.selectedTextRange.map { controller.field.offset(from: controller.field.beginningOfDocument, to: $0.start) }
                == 16)
    }

    @Test("a paste into a growing text view asks its delegate and grows it, as typing does")
    func pasteGrowsTextView() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let textView = GrowingTextView()
        textView.delegate = textView
        textView.font = .systemFont(ofSize: 20)
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            controller.view.trailingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 16),
            controller.view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: textView.bottomAnchor),
        ])
        sim.advance(by: .milliseconds(100))
        textView.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(textView.frame.height == 40, "one 24-point line with 8 above and 8 below")
        UIPasteboard.general.string = "one\ntwo\nthree"
        sim.paste()
        sim.advance(by: .milliseconds(100))
        #expect(textView.text == "one\ntwo\nthree")
        #expect(textView.asked == ["one\ntwo\nthree"])
        #expect(textView.frame.height == 88, "three lines")
    }

    @Test("copy and cut put the selection on the pasteboard; cut deletes it through the delegate; secure text is never copied")
    func copyAndCut() {
        let controller = CardFieldController()
        let sim = show(controller)
        let field = controller.field
        sim.tap(field)
        sim.type("1234")
        field.selectAll(nil)
        field.copy(nil)
        #expect(UIPasteboard.general.string == "1234")
        field.selectedTextRange = field.textRange(
            from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 2)!)
        field.cut(nil)
        #expect(UIPasteboard.general.string == "12")
        #expect(field.text == "34")
        #expect(controller.asked.last == "", "the cut asked the delegate with an empty replacement")
        field.isSecureTextEntry = true
        field.selectAll(nil)
        field.copy(nil)
        #expect(UIPasteboard.general.string == "12")
        #expect(!field.canPerformAction(Selector("copy:", UIResponder.copy), withSender: nil))
        #expect(sim.diagnostics.contains("UITextField.copy(_:): secure text is never copied; nothing was copied"))
    }

    @Test("the edit menu offers Paste only with a string on the pasteboard; an empty one pastes nothing and the trace says so")
    func pasteOffered() {
        let controller = CardFieldController()
        let sim = show(controller)
        sim.tap(controller.field)
        let paste = Selector("paste:", UIResponder.paste)
        #expect(!controller.field.canPerformAction(paste, withSender: nil))
        #expect(!UIPasteboard.general.hasStrings)
        sim.paste()
        #expect(
            sim.diagnostics.contains(
                "paste: the edit menu of UITextField offers no Paste (the pasteboard holds no string); nothing was pasted"))
        UIPasteboard.general.string = "7"
        #expect(controller.field.canPerformAction(paste, withSender: nil))
        UIView().paste(nil)
        #expect(sim.diagnostics.contains { $0.hasPrefix("UIView.paste: sent to a responder that does not handle it") })
    }

    @Test("each simulation starts with an empty general pasteboard: nothing copied in one reaches the next")
    func emptiedBetweenSimulations() {
        do {
            let first = Simulation(device: .iPhoneSE3, profile: .iOS17)
            first.perform { UIPasteboard.general.string = "secret" }
            #expect(first.perform { UIPasteboard.general.string } == "secret")
        }
        let second = Simulation(device: .iPhoneSE3, profile: .iOS17)
        second.perform {
            #expect(UIPasteboard.general.string == nil)
            #expect(UIPasteboard.general.numberOfItems == 0)
            #expect(UIPasteboard.general.changeCount == 0)
        }
    }

    @Test("changeCount counts once per run-loop turn and changedNotification carries the types added and removed")
    func changeCountAndNotification() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        var posts: [[String]] = []
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: nil, queue: nil) { note in
            let added = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
            let removed = note.userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []
            MainActor.assumeIsolated { posts.append(added + removed.map { "-" + $0 }) }
        }
        let pasteboard = UIPasteboard.general
        pasteboard.string = "a"
        pasteboard.string = "b"
        #expect(pasteboard.changeCount == 0, "counted at the end of the turn (Apple's page for changeCount)")
        sim.advance(by: .milliseconds(10))
        #expect(pasteboard.changeCount == 1)
        #expect(posts == [["public.utf8-plain-text"]])
        pasteboard.url = URL(string: "https://example.com")
        sim.advance(by: .milliseconds(10))
        #expect(pasteboard.changeCount == 2)
        #expect(posts.last == ["public.url", "-public.utf8-plain-text"])
        #expect(pasteboard.hasURLs && !pasteboard.hasStrings)
        pasteboard.items = [["public.utf8-plain-text": "x"], ["public.utf8-plain-text": Data("y".utf8)]]
        #expect(pasteboard.strings == ["x", "y"])
        #expect(pasteboard.itemSet(withPasteboardTypes: ["public.utf8-plain-text"]) == IndexSet([0, 1]))
        NotificationCenter.default.removeObserver(token)
    }

    @Test("named pasteboards belong to the simulation; init(name:create:) finds one made before")
    func namedPasteboards() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.perform {
            let name = UIPasteboard.Name("com.example.drafts")
            #expect(UIPasteboard(name: name, create: false) == nil)
            let made = UIPasteboard(name: name, create: true)
            made?.string = "draft"
            #expect(UIPasteboard(name: name, create: false)?.string == "draft")
            #expect(UIPasteboard.general.string == nil)
            UIPasteboard.remove(withName: name)
            #expect(UIPasteboard(name: name, create: false) == nil)
        }
    }
}

@Suite("UIBezierPath, CGPath and CAShapeLayer geometry")
struct PathGeometryTests {
    @Test("the standard shapes' bounds are their rectangles; an empty path's are null")
    func shapeBounds() {
        let rect = CGRect(x: 10, y: 20, width: 200, height: 44)
        #expect(UIBezierPath(rect: rect).bounds == rect)
        #expect(UIBezierPath(roundedRect: rect, cornerRadius: 18).bounds == rect)
        #expect(
            UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 12, height: 12)).bounds
                == rect)
        let oval = UIBezierPath(ovalIn: rect).bounds
        #expect(abs(oval.minX - 10) < 1e-9 && abs(oval.maxX - 210) < 1e-9 && abs(oval.minY - 20) < 1e-9 && abs(oval.maxY - 64) < 1e-9)
        #expect(UIBezierPath().bounds.isNull)
        #expect(UIBezierPath().isEmpty)
    }

    @Test("bounds hold a curve's control points (Apple's page); CGPath's boundingBoxOfPath holds only the curve")
    func controlPoints() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 40), controlPoint2: CGPoint(x: 100, y: 40))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.currentPoint == CGPoint(x: 100, y: 0))
        let tight = path.cgPath.boundingBoxOfPath
        #expect(abs(tight.height - 30) < 1e-9, "the curve's lowest point: 3/4 of the control points' 40")
        #expect(path.cgPath.boundingBox == path.bounds)
    }

    @Test("a chat bubble's tail: lines and a close; contains follows closed subpaths only; apply transforms")
    func bubbleTail() {
        let tail = UIBezierPath()
        tail.move(to: CGPoint(x: 0, y: 0))
        tail.addLine(to: CGPoint(x: 20, y: 0))
        tail.addLine(to: CGPoint(x: 0, y: 20))
        #expect(!tail.contains(CGPoint(x: 5, y: 5)), "open: it encloses nothing")
        tail.close()
        #expect(tail.contains(CGPoint(x: 5, y: 5)))
        #expect(!tail.contains(CGPoint(x: 15, y: 15)))
        #expect(tail.currentPoint == .zero, "a closed subpath ends at its start")
        tail.apply(CGAffineTransform(translationX: 100, y: 50))
        #expect(tail.bounds == CGRect(x: 100, y: 50, width: 20, height: 20))
        let reversed = tail.reversing()
        #expect(reversed.bounds == tail.bounds)
        #expect(reversed.contains(CGPoint(x: 105, y: 55)))
    }

    @Test("arcs: clockwise on screen in UIKit, the other way round in Core Graphics")
    func arcs() {
        let half = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(half.bounds.minY) < 1e-9 && abs(half.bounds.maxY - 10) < 1e-9, "clockwise on screen (y down): through the bottom")
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(cg.boundingBox.maxY) < 1e-9 && abs(cg.boundingBox.minY + 10) < 1e-9, "Core Graphics' clockwise: angles decreasing")
    }

    @MainActor @Test("filling or stroking a path says in the trace that nothing was drawn, on whichever thread runs the main actor")
    func drawingSaysSo() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.fill()
        path.stroke()
        #expect(
            sim.diagnostics.filter { $0.hasPrefix("UIBezierPath.") } == [
                "UIBezierPath.fill(): drawing is not simulated; nothing was drawn",
                "UIBezierPath.stroke(): drawing is not simulated; nothing was drawn",
            ])
    }

    @MainActor @Test("a shape layer keeps its path and Core Animation's defaults; a mask and sublayers are kept")
    func shapeLayer() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(shape.strokeColor == nil && shape.lineWidth == 1 && shape.strokeEnd == 1 && shape.fillRule == .nonZero)
        let bubble = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        shape.path = UIBezierPath(roundedRect: bubble.bounds, cornerRadius: 18).cgPath
        bubble.layer.mask = shape
        #expect(bubble.layer.mask === shape)
        #expect(shape.path?.boundingBox == bubble.bounds)
        let border = CAShapeLayer(layer: shape)
        bubble.layer.addSublayer(border)
        #expect(border.superlayer === bubble.layer)
        #expect(border.path == shape.path)
        border.removeFromSuperlayer()
        #expect(bubble.layer.sublayers == nil)
    }
}

@MainActor @Suite("NSTextAttachment and UIContentSizeCategory's notification")
struct TextAttachmentTests {
    @Test("an attachment string is one object replacement character carrying the attachment")
    func attachmentString() {
        let attachment = NSTextAttachment(data: Data([1, 2]), ofType: "public.data")
        #expect(attachment.bounds == .zero)
        #expect(attachment.contents == Data([1, 2]))
        attachment.image = UIImage(systemName: "paperclip")
        let string = NSAttributedString(attachment: attachment)
        #expect(string.string == "\u{FFFC}")
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(NSTextAttachment.character == 0xFFFC)
    }

    @Test("the content size category's notification names are UIKit's; the simulation keeps .large and never posts it")
    func contentSizeCategory() {
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.window.rootViewController = UIViewController()
        var heard = 0
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) {
            _ in
            MainActor.assumeIsolated { heard += 1 }
        }
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        #expect(sim.window.traitCollection.preferredContentSizeCategory == .large)
        #expect(heard == 0)
        NotificationCenter.default.removeObserver(token)
    }
}
