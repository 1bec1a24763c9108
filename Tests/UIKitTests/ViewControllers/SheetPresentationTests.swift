import Testing
import UIKit
import KeyboardSim

// The numbers below come from the device catalogue and the sheet's documented geometry
// (`UISheetPresentationController`): on the iPhone 16 (393 × 852, safe area 59 top, 34 bottom;
// csl.cool/2023/09/15/ios-dev/ios-layout-adaptation) the large sheet's top is 59 + 10 = 69
// (the 10 unconfirmed), `maximumDetentValue` 852 − 69 − 34 = 749, the large sheet 749 + 34 = 783
// tall, the medium detent 749 / 2 = 374.5 (408.5 tall with the inset, top 443.5). The iOS 17
// keyboard with its predictive bar is 336 tall there (0, 516, 393, 336): a published screenshot
// of an iOS 17.5 simulator, and RxKeyboard's code comment.

/// A sheet's content: a text field pinned to the bottom of the view by a constraint that a
/// keyboard handler raises — by the converted overlap, or (the classic bug) by the screen height.
private final class SheetFormController: UIViewController {
    let field = UITextField()
    var bottom: NSLayoutConstraint!
    /// The overlaps the handler computed: converted into the view, and naively from the screen.
    var convertedOverlaps: [CGFloat] = []
    var naiveOverlaps: [CGFloat] = []
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        bottom = field.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor), field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44), bottom,
        ])
        tokens.append(
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                [weak self] note in
                guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                MainActor.assumeIsolated {
                    guard let self else { return }
                    // Right: the keyboard's frame converted from the window into the sheet's view.
                    let converted = self.view.convert(end, from: nil)
                    let overlap = max(0, self.view.bounds.maxY - converted.minY)
                    // Wrong: the screen's coordinates taken as the view's.
                    self.naiveOverlaps.append(self.view.bounds.height - end.minY)
                    self.convertedOverlaps.append(overlap)
                    self.bottom.constant = -overlap
                    self.view.layoutIfNeeded()
                }
            })
    }

    func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
}

/// Records what a sheet's delegate hears.
private final class SheetListener: UISheetPresentationControllerDelegate {
    var events: [String] = []
    var allowsDismissal = true

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        events.append("didChangeDetent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        events.append("didAttemptToDismiss")
    }
}

@MainActor @Suite("UISheetPresentationController: detents, the keyboard, the user's drags and swipes")
struct SheetPresentationTests {
    /// A simulation showing a plain root controller, and `sheet` presented over it (animated,
    /// the transition over) after `configure` set up its sheet.
    private func present(
        _ sheet: UIViewController, device: Device = .iPhone16, configure: (UISheetPresentationController) -> Void = { _ in }
    ) -> Simulation {
        let sim = Simulation(device: device, profile: .iOS17)
        let root = UIViewController()
        sim.window.rootViewController = root
        if let presentation = sheet.sheetPresentationController { configure(presentation) }
        root.present(sheet, animated: true)
        sim.advance(by: .seconds(1))
        return sim
    }

    @Test("each detent's frame on an iPhone 16: large 783 tall from y 69, medium 408.5 from 443.5, a custom quarter 221.25")
    func detentFrames() throws {
        let sheet = SheetFormController()
        var maximumSeen: [CGFloat] = []
        let quarter = UISheetPresentationController.Detent.custom(identifier: .init("quarter")) { context in
            maximumSeen.append(context.maximumDetentValue)
            return context.maximumDetentValue / 4
        }
        let sim = present(sheet) { $0.detents = [quarter, .medium(), .large()] }
        let presentation = try #require(sheet.sheetPresentationController)
        #expect(sheet.presentationController === presentation)
        // No selection: the smallest active detent (Apple's documentation of selectedDetentIdentifier).
        #expect(sheet.view.frame == CGRect(x: 0, y: 630.75, width: 393, height: 221.25))
        #expect(maximumSeen.last == 749)
        presentation.selectedDetentIdentifier = .medium
        #expect(sheet.view.frame == CGRect(x: 0, y: 443.5, width: 393, height: 408.5))
        presentation.animateChanges { presentation.selectedDetentIdentifier = .large }
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        // The sheet's view keeps the bottom inset and none at the top (it starts below the status bar).
        #expect(sheet.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(sim.diagnostics == [])
    }

    @Test("a medium sheet goes to the large detent with the keyboard, moving with it, and stays large when it hides")
    func mediumSheetExpands() throws {
        let sheet = SheetFormController()
        let listener = SheetListener()
        let sim = present(sheet) {
            $0.detents = [.medium(), .large()]
            $0.delegate = listener
        }
        defer { sheet.stop() }
        let presentation = try #require(sheet.sheetPresentationController)
        #expect(sheet.view.frame == CGRect(x: 0, y: 443.5, width: 393, height: 408.5))
        sheet.field.becomeFirstResponder()
        let start = sim.now
        // Midway, the sheet has come as far along its way as the keyboard along its own (same curve).
        sim.advance(by: .milliseconds(100))
        let keyboardProgress = (852 - sim.keyboard.presentationFrame(at: sim.now).minY) / 336
        let sheetProgress = (443.5 - sim.presentationFrameOnScreen(sheet.view, at: sim.now).minY) / (443.5 - 69)
        #expect(keyboardProgress > 0.2 && keyboardProgress < 0.99)
        #expect(abs(sheetProgress - keyboardProgress) < 0.0001)
        #expect(presentation.selectedDetentIdentifier == .large)
        sim.advance(to: start + .seconds(1))
        #expect(sim.presentationFrameOnScreen(sheet.view, at: sim.now) == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 516, width: 393, height: 336))
        // The handler converted the frame into the expanded sheet: 783 − (516 − 69) = 336.
        #expect(sheet.convertedOverlaps == [336])
        sheet.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(presentation.selectedDetentIdentifier == .large)
        // The keyboard's expansion is not the user's drag: the delegate is not told (unconfirmed).
        #expect(listener.events == [])
    }

    @Test("a sheet with only a small detent is lifted onto the keyboard, the detent's value tall, and goes back down")
    func smallSheetLifted() {
        let sheet = SheetFormController()
        let sim = present(sheet) { $0.detents = [.custom(identifier: .init("small")) { _ in 200 }] }
        defer { sheet.stop() }
        #expect(sheet.view.frame == CGRect(x: 0, y: 618, width: 393, height: 234))
        sheet.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        // On the keyboard's top (516): 516 − 200 = 316; the keyboard covers the home indicator.
        #expect(sheet.view.frame == CGRect(x: 0, y: 316, width: 393, height: 200))
        #expect(sheet.convertedOverlaps == [0])
        sheet.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sheet.view.frame == CGRect(x: 0, y: 618, width: 393, height: 234))
    }

    @Test("a large sheet stays put; the converted overlap is the keyboard's 336 and the naive one is 69 short (the sheet's top)")
    func largeSheetConvertedOverlap() {
        let sheet = SheetFormController()
        let sim = present(sheet)
        defer { sheet.stop() }
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        sheet.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(sheet.convertedOverlaps == [336])
        #expect(sheet.naiveOverlaps == [267])
        // The field sits on the keyboard: its bottom at the keyboard's top, 516 on screen.
        #expect(sim.presentationFrameOnScreen(sheet.field, at: sim.now).maxY == 516)
        // The keyboard layout guide agrees: 447 in the sheet's coordinates, 336 tall.
        #expect(sheet.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 447, width: 393, height: 336))
    }

    @Test("an iPad form sheet, 540 × 620 in the middle, rises until its bottom clears the keyboard and centres again")
    func iPadFormSheet() throws {
        let sheet = SheetFormController()
        sheet.modalPresentationStyle = .formSheet
        let sim = present(sheet, device: .iPad10)
        defer { sheet.stop() }
        // 820 × 1180: (820 − 540) / 2 = 140, (1180 − 620) / 2 = 280.
        #expect(sheet.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        sheet.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let keyboardTop = sim.keyboard.frame.minY
        #expect(keyboardTop < 900)
        #expect(sheet.view.frame == CGRect(x: 140, y: 280 - (900 - keyboardTop), width: 540, height: 620))
        #expect(sheet.convertedOverlaps == [0])
        sheet.field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        #expect(sheet.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
    }

    @Test("a drag to another detent tells the delegate once the sheet rests; the app's own change does not")
    func detentChangesCallTheDelegate() throws {
        let sheet = SheetFormController()
        let listener = SheetListener()
        let sim = present(sheet) {
            $0.detents = [.medium(), .large()]
            $0.delegate = listener
        }
        let presentation = try #require(sheet.sheetPresentationController)
        sim.dragSheet(sheet, to: .large)
        #expect(listener.events == [])
        sim.advance(by: .seconds(1))
        #expect(listener.events == ["didChangeDetent com.apple.UIKit.large"])
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        presentation.selectedDetentIdentifier = .medium
        sim.advance(by: .seconds(1))
        #expect(listener.events.count == 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 443.5, width: 393, height: 408.5))
        sim.dragSheet(sheet, to: .init("missing"))
        #expect(sim.diagnostics == ["dragSheet(_:to:): SheetFormController's sheet has no active detent missing"])
    }

    @Test("a swipe down asks, warns, dismisses and tells; a modal sheet stays; dismiss(animated:) tells nothing")
    func dismissalCallbacks() throws {
        let sheet = SheetFormController()
        let listener = SheetListener()
        let sim = present(sheet) { $0.delegate = listener }
        let root = try #require(sim.window.rootViewController)
        sim.swipeDownToDismiss(sheet)
        #expect(listener.events == ["shouldDismiss", "willDismiss"])
        sim.advance(by: .seconds(1))
        #expect(listener.events == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(root.presentedViewController == nil)

        let modal = SheetFormController()
        modal.isModalInPresentation = true
        let modalListener = SheetListener()
        modal.presentationController?.delegate = modalListener
        root.present(modal, animated: true)
        sim.advance(by: .seconds(1))
        sim.swipeDownToDismiss(modal)
        sim.advance(by: .seconds(1))
        #expect(modalListener.events == ["didAttemptToDismiss"])
        #expect(root.presentedViewController === modal)
        modal.isModalInPresentation = false
        modalListener.allowsDismissal = false
        sim.swipeDownToDismiss(modal)
        #expect(modalListener.events == ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"])
        modal.dismiss(animated: true)
        sim.advance(by: .seconds(1))
        #expect(modalListener.events.count == 3)
        #expect(root.presentedViewController == nil)
        sim.swipeDownToDismiss(modal)
        #expect(sim.diagnostics.last == "swipeDownToDismiss(_:): SheetFormController#2 is not presented in a sheet")
    }

    @Test("a rotation places the sheet again: medium is inactive in compact height (large: 10 below the top, 21 inset below)")
    func rotation() {
        let sheet = SheetFormController()
        let sim = present(sheet) { $0.detents = [.medium(), .large()] }
        #expect(sheet.view.frame == CGRect(x: 0, y: 443.5, width: 393, height: 408.5))
        // Landscape 852 × 393, safe area 0 top, 21 bottom: maximumDetentValue 393 − 10 − 21 = 362.
        sim.rotate(to: .landscapeLeft)
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 852, height: 383))
        sim.rotate(to: .portrait)
        #expect(sheet.view.frame == CGRect(x: 0, y: 443.5, width: 393, height: 408.5))
    }

    @Test("a full-screen presentation has a presentation controller but no sheet, and fills the window")
    func fullScreenHasNoSheet() {
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.sheetPresentationController == nil)
        #expect(cover.presentationController != nil)
        let sim = present(cover)
        #expect(cover.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        // A child of a presented navigation controller reaches the navigation controller's sheet.
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        cover.present(navigation, animated: false)
        sim.advance(by: .seconds(1))
        #expect(child.sheetPresentationController === navigation.sheetPresentationController)
        #expect(navigation.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
    }
}
