import Foundation

// UIKit's typed keyboard messages (iOS 26's `UIResponder.KeyboardWillShowMessage` and its
// siblings) observed on the simulation's notification center.

extension NotificationBus {
    /// Observes a keyboard message, in the spirit of iOS 26's typed UIKit notifications:
    /// `center.addObserver(of: nil, for: .keyboardWillShow) { message in … }`.
    ///
    /// The message is built from the same post as the plain notification and delivered in the
    /// same registration order. A post whose `userInfo` cannot form the message (a missing key)
    /// is not delivered, and the simulation records a diagnostic saying which key was missing.
    @discardableResult
    public func addObserver<Identifier: KeyboardMessageIdentifier>(
        of subject: UIScreen?,
        for identifier: Identifier,
        using observer: @escaping (Identifier.Message) -> Void
    ) -> NSObjectProtocol {
        addObserver(of: subject, for: Identifier.Message.self, using: observer)
    }

    /// Observes a keyboard message by type: `center.addObserver(of: nil, for:
    /// UIResponder.KeyboardWillShowMessage.self) { message in … }`.
    @discardableResult
    public func addObserver<Message: KeyboardMessage>(
        of subject: UIScreen?,
        for messageType: Message.Type,
        using observer: @escaping (Message) -> Void
    ) -> NSObjectProtocol {
        addMessageObserver(name: Message.name, object: subject, typeName: String(describing: Message.self)) { note in
            Result { () throws(KeyboardInfoError) -> Message in try Message(validating: note) }
                .map { message in { observer(message) } }
                .mapError { $0 }
        }
    }
}
