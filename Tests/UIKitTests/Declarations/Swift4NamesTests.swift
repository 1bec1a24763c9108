import Testing
import UIKit
import KeyboardSim
import Swift4LibraryFixture

/// UIKit's Swift 4 spellings (`UIKeyboardFrameEndUserInfoKey`, `NSNotification.Name.UIKeyboardWillShow`,
/// `UIViewAnimationOptions`): a library compiled in Swift 4 mode uses them and hears the keyboard;
/// in Swift 4.2 and later they are refused with Apple's renaming, as in Apple's SDK (this file,
/// in Swift 6 mode, could not name them).
@MainActor @Suite("Swift 4 spellings of UIKit's keyboard names, in Swift 4 mode")
struct Swift4NamesTests {
    @Test("a Swift 4 observer hears iOS 17's show and hide on an iPhone SE")
    func swift4Observer() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let observer = Swift4KeyboardObserver()
        observer.start()
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        field.resignFirstResponder()
        sim.advance(by: .seconds(1))
        observer.stop()
        // 260 points, 0.25 s, curve 7 << 16 (iOS 17's keyboard on a 375×667 screen).
        #expect(observer.events == ["willShow 260.0 0.25 0x70000", "willHide 260.0 0.25 0x70000"])
    }

    @Test("a Swift 4 toolbar: nested types by their Swift 4 names, inputs compared with isEqual(_:), Next moves focus")
    func swift4Toolbar() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let first = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
        sim.window.rootViewController = controller
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        sim.advance(by: .seconds(1))
        let toolbar = Swift4FormToolbar()
        toolbar.inputs = [first, second]
        #expect(toolbar.index(of: second) == 1)
        #expect(toolbar.index(of: UITextField()) == nil)
        #expect(toolbar.previousItem.systemItem == .fixedSpace)
        #expect(toolbar.doneItem.style == .done)
        #expect(toolbar.editingEvents == [.editingDidBegin, .editingDidEnd])
        #expect(first.becomeFirstResponder())
        sim.advance(by: .seconds(1))
        #expect(toolbar.goForward())
        #expect(second.isFirstResponder)
        #expect(!toolbar.goForward())
    }

    @Test("a class off the main actor loads a nib, as Swift 4 code does: nil for a nib the bundle lacks")
    func swift4NibLoader() {
        _ = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(Swift4NibLoader().load("NoSuchNib") == nil)
    }
}
