import UIKit

/// A keyboard library's singleton, written the way several popular ones are: each event knows its
/// notification and its handler as a `Selector` value, and the app's key window is found through
/// the Objective-C runtime (`NSClassFromString`, `responds(to:)`, `perform(_:)`) so that the
/// library also links into an app extension, where `UIApplication.shared` is unavailable.
@MainActor final class KeyboardEventCenter: NSObject {
    static let shared = KeyboardEventCenter()

    enum Event: CaseIterable {
        case willShow, didShow, willHide, didHide

        var name: Notification.Name {
            switch self {
            case .willShow: return UIResponder.keyboardWillShowNotification
            case .didShow: return UIResponder.keyboardDidShowNotification
            case .willHide: return UIResponder.keyboardWillHideNotification
            case .didHide: return UIResponder.keyboardDidHideNotification
            }
        }

        var selector: Selector {
            switch self {
            case .willShow: return Selector("keyboardWillShow:", KeyboardEventCenter.keyboardWillShow)
            case .didShow: return Selector("keyboardDidShow:", KeyboardEventCenter.keyboardDidShow)
            case .willHide: return Selector("keyboardWillHide:", KeyboardEventCenter.keyboardWillHide)
            case .didHide: return Selector("keyboardDidHide:", KeyboardEventCenter.keyboardDidHide)
            }
        }
    }

    /// What to call for each event, with the keyboard's end frame in the key window's coordinates.
    private var handlers: [Event: (CGRect) -> Void] = [:]

    func on(_ event: Event, do handler: @escaping (CGRect) -> Void) {
        handlers[event] = handler
    }

    func start() {
        for event in Event.allCases where handlers[event] != nil {
            NotificationCenter.default.addObserver(self, selector: event.selector, name: event.name, object: nil)
        }
    }

    func stop() {
        NotificationCenter.default.removeObserver(self)
        handlers.removeAll()
    }

    /// The app's key window, found without naming `UIApplication.shared`; nil in an extension.
    var keyWindow: UIWindow? {
        let sharedApplication = NSSelectorFromString("sharedApplication")
        guard let applicationClass = (NSClassFromString("UIApplication") as UIResponder.Type?), applicationClass.responds(to: sharedApplication),
              let application = applicationClass.perform(sharedApplication)?.takeUnretainedValue() as? UIApplication
        else { return nil }
        return application.windows.first { $0.isKeyWindow }
    }

    private func keyboardWillShow(_ notification: Notification) { forward(.willShow, notification) }
    private func keyboardDidShow(_ notification: Notification) { forward(.didShow, notification) }
    private func keyboardWillHide(_ notification: Notification) { forward(.willHide, notification) }
    private func keyboardDidHide(_ notification: Notification) { forward(.didHide, notification) }

    private func forward(_ event: Event, _ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let inWindow = keyWindow.map { $0.convert(frame, from: nil) } ?? frame
        handlers[event]?(inWindow)
    }
}
