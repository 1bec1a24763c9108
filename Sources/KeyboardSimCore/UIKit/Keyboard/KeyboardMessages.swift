import Foundation

/// A typed keyboard message, in the spirit of iOS 26's `UIResponder.KeyboardWillShowMessage`
/// and its siblings: the same values as the notification's `userInfo`, already decoded.
///
/// Messages are built from the very post that carries the plain notification and delivered in
/// the bus's registration order, interleaved with selector- and block-style observers.
public protocol KeyboardMessage: Equatable, CustomStringConvertible {
    /// The notification this message is built from.
    static var name: Notification.Name { get }
    /// The decoded `userInfo`.
    var info: KeyboardInfo { get }
    /// The screen the keyboard is on: the notification's object (iOS 16.1+), `nil` before.
    var screen: UIScreen? { get }
    /// The message for a post decoded into `info`, posted for `screen`.
    init(info: KeyboardInfo, screen: UIScreen?)
}

extension KeyboardMessage {
    /// UIKit's memberwise shape: `init(beginFrame:endFrame:animationDuration:animationCurve:isLocal:screen:)`.
    public init(
        beginFrame: CGRect, endFrame: CGRect, animationDuration: TimeInterval,
        animationCurve: UIView.AnimationCurve, isLocal: Bool, screen: UIScreen?
    ) {
        self.init(
            info: KeyboardInfo(
                beginFrame: beginFrame, endFrame: endFrame, animationDuration: animationDuration,
                animationCurve: animationCurve, isLocal: isLocal), screen: screen)
    }

    /// Builds the message from a posted notification, throwing what is missing or mistyped.
    public init(validating notification: Notification) throws(KeyboardInfoError) {
        self.init(info: try KeyboardInfo(validating: notification), screen: notification.object as? UIScreen)
    }

    /// Builds the message from a posted notification, or `nil` (UIKit's `makeMessage(_:)`).
    public static func makeMessage(_ notification: Notification) -> Self? {
        guard notification.name == name else { return nil }
        return try? Self(validating: notification)
    }

    /// The keyboard's frame before the change, in screen coordinates.
    public var beginFrame: CGRect { info.beginFrame }
    /// The keyboard's frame after the change, in screen coordinates.
    public var endFrame: CGRect { info.endFrame }
    /// The change's duration.
    public var animationDuration: TimeInterval { info.animationDuration }
    /// The change's curve.
    public var animationCurve: UIView.AnimationCurve { info.animationCurve }
    /// `true` when the key was absent (before iOS 9 every keyboard was local).
    public var isLocal: Bool { info.isLocal ?? true }

    public var description: String { "\(Self.self)(\(info))" }
}

/// Names a keyboard message for `addObserver(of:for:using:)`: `.keyboardWillShow`, ….
public protocol KeyboardMessageIdentifier {
    /// The typed message a post of this name is delivered as.
    associatedtype Message: KeyboardMessage
}

/// The identifier of one keyboard message type.
public struct KeyboardMessageKind<Message: KeyboardMessage>: KeyboardMessageIdentifier {
    /// The identifier.
    public init() {}
}

extension UIResponder {
    /// The typed form of `UIKeyboardWillShowNotification`.
    public struct KeyboardWillShowMessage: KeyboardMessage {
        public static let name = UIResponder.keyboardWillShowNotification
        public var info: KeyboardInfo
        public var screen: UIScreen?
        /// The message for a post decoded into `info`, posted for `screen`.
        public init(info: KeyboardInfo, screen: UIScreen?) {
            self.info = info
            self.screen = screen
        }
    }

    /// The typed form of `UIKeyboardDidShowNotification`.
    public struct KeyboardDidShowMessage: KeyboardMessage {
        public static let name = UIResponder.keyboardDidShowNotification
        public var info: KeyboardInfo
        public var screen: UIScreen?
        /// The message for a post decoded into `info`, posted for `screen`.
        public init(info: KeyboardInfo, screen: UIScreen?) {
            self.info = info
            self.screen = screen
        }
    }

    /// The typed form of `UIKeyboardWillHideNotification`.
    public struct KeyboardWillHideMessage: KeyboardMessage {
        public static let name = UIResponder.keyboardWillHideNotification
        public var info: KeyboardInfo
        public var screen: UIScreen?
        /// The message for a post decoded into `info`, posted for `screen`.
        public init(info: KeyboardInfo, screen: UIScreen?) {
            self.info = info
            self.screen = screen
        }
    }

    /// The typed form of `UIKeyboardDidHideNotification`.
    public struct KeyboardDidHideMessage: KeyboardMessage {
        public static let name = UIResponder.keyboardDidHideNotification
        public var info: KeyboardInfo
        public var screen: UIScreen?
        /// The message for a post decoded into `info`, posted for `screen`.
        public init(info: KeyboardInfo, screen: UIScreen?) {
            self.info = info
            self.screen = screen
        }
    }

    /// The typed form of `UIKeyboardWillChangeFrameNotification`.
    public struct KeyboardWillChangeFrameMessage: KeyboardMessage {
        public static let name = UIResponder.keyboardWillChangeFrameNotification
        public var info: KeyboardInfo
        public var screen: UIScreen?
        /// The message for a post decoded into `info`, posted for `screen`.
        public init(info: KeyboardInfo, screen: UIScreen?) {
            self.info = info
            self.screen = screen
        }
    }

    /// The typed form of `UIKeyboardDidChangeFrameNotification`.
    public struct KeyboardDidChangeFrameMessage: KeyboardMessage {
        public static let name = UIResponder.keyboardDidChangeFrameNotification
        public var info: KeyboardInfo
        public var screen: UIScreen?
        /// The message for a post decoded into `info`, posted for `screen`.
        public init(info: KeyboardInfo, screen: UIScreen?) {
            self.info = info
            self.screen = screen
        }
    }
}

extension KeyboardMessageIdentifier where Self == KeyboardMessageKind<UIResponder.KeyboardWillShowMessage> {
    /// `UIResponder.KeyboardWillShowMessage`.
    public static var keyboardWillShow: Self { .init() }
}

extension KeyboardMessageIdentifier where Self == KeyboardMessageKind<UIResponder.KeyboardDidShowMessage> {
    /// `UIResponder.KeyboardDidShowMessage`.
    public static var keyboardDidShow: Self { .init() }
}

extension KeyboardMessageIdentifier where Self == KeyboardMessageKind<UIResponder.KeyboardWillHideMessage> {
    /// `UIResponder.KeyboardWillHideMessage`.
    public static var keyboardWillHide: Self { .init() }
}

extension KeyboardMessageIdentifier where Self == KeyboardMessageKind<UIResponder.KeyboardDidHideMessage> {
    /// `UIResponder.KeyboardDidHideMessage`.
    public static var keyboardDidHide: Self { .init() }
}

extension KeyboardMessageIdentifier where Self == KeyboardMessageKind<UIResponder.KeyboardWillChangeFrameMessage> {
    /// `UIResponder.KeyboardWillChangeFrameMessage`.
    public static var keyboardWillChangeFrame: Self { .init() }
}

extension KeyboardMessageIdentifier where Self == KeyboardMessageKind<UIResponder.KeyboardDidChangeFrameMessage> {
    /// `UIResponder.KeyboardDidChangeFrameMessage`.
    public static var keyboardDidChangeFrame: Self { .init() }
}
