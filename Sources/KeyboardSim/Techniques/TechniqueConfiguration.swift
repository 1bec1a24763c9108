import Foundation

/// How a screen's controller handles the keyboard: the technique, how and when it observes the
/// keyboard's notifications, the gap it keeps, and the mistakes built into it.
///
/// ```swift
/// var technique = TechniqueConfiguration(name: .bottomConstant, bug: .frameBegin)
/// technique.register = .viewDidLoad
/// technique.unregister = .never      // the observer outlives the screen
/// ```
public struct TechniqueConfiguration: Sendable, Equatable {
    /// Where in its lifecycle the controller adds its keyboard observers.
    public enum RegistrationPoint: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Register the observers in `viewDidLoad`, or in `viewWillAppear`.
        case viewDidLoad, viewWillAppear

        /// The JSON spelling (`"register": "viewDidLoad"`).
        public var description: String { rawValue }
    }

    /// Where in its lifecycle the controller removes its keyboard observers (`never`: it does
    /// not).
    public enum RemovalPoint: String, Sendable, CaseIterable, CustomStringConvertible {
        /// Remove them in `viewWillDisappear`, in `deinit`, or never.
        case viewWillDisappear, `deinit`, never

        /// The JSON spelling (`"unregister": "deinit"`).
        public var description: String { rawValue }
    }

    /// The technique.
    public var name: Technique
    /// Selector, block or typed-message observers.
    public var observers: ObserverStyle
    /// Where the observers are registered.
    public var register: RegistrationPoint
    /// Where they are removed.
    public var unregister: RemovalPoint
    /// Points between the field and the keyboard.
    public var gap: Double
    /// A classic bug to build into the handler, or nil for the tutorial's correct code.
    public var bug: TechniqueBug?
    /// A block observer that captures `self` strongly.
    public var capturesSelfStrongly: Bool
    /// The handler runs in `DispatchQueue.main.async { … }`: after the keyboard's animation
    /// transaction has closed, so its animation no longer inherits the keyboard's timing.
    public var dispatchAsync = false
    /// The handler reads `userInfo` the tutorial way, `userInfo![key] as! NSValue`: a key a
    /// notification lacks (or a value of another type) traps, and the `handlerCrashes` verdict
    /// counts it.
    public var forceUnwrap = false

    /// The technique as a scenario file gets it when it names only the technique (and a bug):
    /// selector observers added in `viewWillAppear` and removed in `viewWillDisappear`, a
    /// 20-point gap.
    public init(name: Technique, bug: TechniqueBug? = nil) {
        self.init(
            name: name, observers: .selector, register: .viewWillAppear, unregister: .viewWillDisappear, gap: 20, bug: bug,
            capturesSelfStrongly: false)
    }

    /// A configuration with every option stated.
    public init(
        name: Technique, observers: ObserverStyle, register: RegistrationPoint, unregister: RemovalPoint, gap: Double,
        bug: TechniqueBug?, capturesSelfStrongly: Bool
    ) {
        self.name = name
        self.observers = observers
        self.register = register
        self.unregister = unregister
        self.gap = gap
        self.bug = bug
        self.capturesSelfStrongly = capturesSelfStrongly
    }
}
