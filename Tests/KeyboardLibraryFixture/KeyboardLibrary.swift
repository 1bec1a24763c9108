import UIKit

// A keyboard library as they are published: one file that imports UIKit and nothing else, and
// whose public types carry the plain names libraries give them (KeyboardMan and others declare a
// `KeyboardInfo`; many apps have a `Device`). An app that imports UIKit beside this library must
// see these types and no other type of the same name (`Tests/UIKitTests/Declarations/LibraryNamesTests.swift`).

/// What one keyboard notification says, read with the casts iOS code writes.
public struct KeyboardInfo: Equatable, Sendable {
    /// The keyboard's frame at the end of the change, in screen coordinates.
    public let endFrame: CGRect
    /// How long the keyboard's animation lasts.
    public let duration: TimeInterval
    /// The raw value of the keyboard's animation curve (7 on iOS 7 and later).
    public let curve: Int

    /// The keyboard's height on screen: 0 when the frame lies below the screen (hidden).
    @MainActor public var visibleHeight: CGFloat {
        max(0, UIScreen.main.bounds.maxY - endFrame.minY)
    }

    /// The information of a keyboard notification; `nil` when it lacks a frame.
    public init?(_ notification: Notification) {
        guard let info = notification.userInfo,
              let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return nil }
        endFrame = frame
        duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0
        curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0
    }
}

/// The kind of device the app runs on, as apps define their own.
public enum Device: Equatable, Sendable {
    case phone, pad

    /// The current device's kind, from `UIDevice.current`.
    @MainActor public static var current: Device {
        UIDevice.current.userInterfaceIdiom == .pad ? .pad : .phone
    }
}
