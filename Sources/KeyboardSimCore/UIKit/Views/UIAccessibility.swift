import Foundation
import SimulationContext

/// UIKit's accessibility settings and announcements, as UIKit's `UIAccessibility`
/// (https://developer.apple.com/documentation/uikit/uiaccessibility). Assistive technologies
/// and the accessibility settings are not simulated: every status reads `false`, as on a device
/// with none of them on, nothing posts the status notifications, and
/// ``post(notification:argument:)`` leaves the announcement in the trace, where nothing hears
/// it. Code that tailors its screen to VoiceOver (a sheet's pull bar that only answers a tap
/// under VoiceOver) takes its ordinary path.
public struct UIAccessibility: Sendable {
    /// Whether VoiceOver is on: `false` (not simulated).
    @preconcurrency @MainActor public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: `false` (not simulated).
    @preconcurrency @MainActor public static var isSwitchControlRunning: Bool { false }
    /// Whether AssistiveTouch is on: `false` (not simulated).
    @preconcurrency @MainActor public static var isAssistiveTouchRunning: Bool { false }
    /// Whether Reduce Motion is on: `false` (not simulated; UIKit's animations are not changed by
    /// it on iOS either, apps read it).
    @preconcurrency @MainActor public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: `false` (not simulated).
    @preconcurrency @MainActor public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: `false` (not simulated).
    @preconcurrency @MainActor public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: `false` (not simulated).
    @preconcurrency @MainActor public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Grayscale is on: `false` (not simulated).
    @preconcurrency @MainActor public static var isGrayscaleEnabled: Bool { false }
    /// Whether Classic Invert is on: `false` (not simulated).
    @preconcurrency @MainActor public static var isInvertColorsEnabled: Bool { false }
    /// Whether Guided Access is on: `false` (not simulated).
    @preconcurrency @MainActor public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Button Shapes is on: `false` (not simulated).
    @preconcurrency @MainActor public static var buttonShapesEnabled: Bool { false }
    /// Whether Prefer Cross-Fade Transitions is on: `false` (not simulated).
    @preconcurrency @MainActor public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether Auto-Play Video Previews is on: `true`, iOS's default (not simulated).
    @preconcurrency @MainActor public static var isVideoAutoplayEnabled: Bool { true }

    /// An announcement to assistive technologies, as UIKit's `UIAccessibility.Notification`.
    /// UIKit declares each as an external constant whose value its headers do not show: the
    /// numbers here are unconfirmed, only distinct.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the announcement.
        public var rawValue: UInt32
        /// The announcement numbered `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Much of the screen changed.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of part of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak (the argument is its text).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished (the argument describes the new position).
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Assistive technologies pause.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Assistive technologies resume.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Posts `notification` to assistive technologies, none of which is simulated: the trace
    /// records it (with the argument when it is text) and nothing hears it.
    @preconcurrency @MainActor public static func post(notification: Notification, argument: Any?) {
        let text = (argument as? String).map { " \"\($0)\"" } ?? ""
        CurrentSimulation.host?.diagnostic(
            "UIAccessibility.post(notification: \(notification.rawValue))\(text): assistive technologies are not simulated; nothing hears it"
        )
    }

    /// Posted when VoiceOver starts or stops (never here: not simulated).
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes (never here: not simulated).
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Bold Text changes (never here: not simulated).
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops (never here: not simulated).
    public static let switchControlStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes (never here: not simulated).
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
}
