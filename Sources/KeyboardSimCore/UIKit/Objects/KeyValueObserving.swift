import Foundation

// Key-value observing of a view's geometry, as iOS code does it: Foundation on Linux has no
// key-value observing (no NSKeyValueObservingOptions, no addObserver(_:forKeyPath:…)), and its
// NSObject has no Objective-C runtime. Keyboard code observes a view's `center` or `frame` to
// follow what moves without telling it — the view the keyboard's input accessory view sits in,
// dragged by an interactive dismissal — and a scroll view's `contentOffset` or `contentSize`.

/// What an observation reports, as Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The raw bits, as Foundation's.
    public let rawValue: UInt
    /// The options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value (`change?[.newKey]`).
    public static let new = Self(rawValue: 0x01)
    /// The change carries the old value (`change?[.oldKey]`).
    public static let old = Self(rawValue: 0x02)
    /// The observer is told at once, when it registers, with the current value.
    public static let initial = Self(rawValue: 0x04)
    /// The observer is told before each change too (not simulated: a diagnostic says so).
    public static let prior = Self(rawValue: 0x08)
}

/// The keys of an observed change, as Foundation's `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's value, as Foundation's constant's.
    public var rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind of change (an `NSNumber` of `NSKeyValueChange.setting` for a property).
    public static let kindKey = Self(rawValue: "kind")
    /// The new value.
    public static let newKey = Self(rawValue: "new")
    /// The old value.
    public static let oldKey = Self(rawValue: "old")
    /// The indexes of a collection's change (never given here: only properties are observed).
    public static let indexesKey = Self(rawValue: "indexes")
    /// Whether the notification comes before the change (`.prior`, not simulated).
    public static let notificationIsPriorKey = Self(rawValue: "notificationIsPrior")
}

/// The kind of an observed change, as Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
    /// A property was set: the only kind here.
    case setting = 1
    /// Objects were inserted in a collection.
    case insertion = 2
    /// Objects were removed from a collection.
    case removal = 3
    /// Objects of a collection were replaced.
    case replacement = 4
}

/// One registration: of `addObserver(_:forKeyPath:options:context:)` (an `observer`) or of
/// `observe(_:options:changeHandler:)` (a `block`, held weakly as iOS holds none: the
/// registration ends when the `NSKeyValueObservation` is released or invalidated).
struct KeyValueObservation {
    weak var observer: UIResponder?
    weak var block: NSKeyValueObservation?
    let keyPath: String
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?

    /// Whether whoever registered is still there to be told.
    var isLive: Bool { observer != nil || block?.isValid == true }
}

extension UIView {
    /// The key paths a view can be observed for; each value comes boxed as key-value coding
    /// boxes it, in an `NSValue`.
    static let observableKeyPaths: Set<String> = ["frame", "center", "bounds", "contentOffset", "contentSize"]

    /// Registers `observer` to be told, through its `observeValue(forKeyPath:of:change:context:)`,
    /// whenever the view's `keyPath` changes — what Foundation's method of the same name does on
    /// iOS. The key paths are a view's `frame`, `center` and `bounds`, and a scroll view's
    /// `contentOffset` and `contentSize`: a change is told when the
    /// value changes, however it was set (the property, `frame` or `bounds` for `center`, a layout
    /// pass, an animation block's model value — not each frame of an animation, as on iOS).
    /// Another key path, or an observer that is not a responder (a view or a view controller),
    /// is refused with a diagnostic: UIKit's key-value observing of other properties is not
    /// simulated. The observer is held weakly; remove it with `removeObserver(_:forKeyPath:)`.
    public func addObserver(
        _ observer: AnyObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer? = nil
    ) {
        guard let responder = observer as? UIResponder else {
            return diagnostic(
                "addObserver(_:forKeyPath: \"\(keyPath)\"): the observer, a \(type(of: observer)), is not a view or a view controller, whose observeValue(forKeyPath:of:change:context:) the simulation can call; it is not registered"
            )
        }
        guard Self.observableKeyPaths.contains(keyPath), keyPath.hasPrefix("content") ? self is UIScrollView : true else {
            return diagnostic(
                "addObserver(_:forKeyPath: \"\(keyPath)\") on \(debugName): observing that key path is not simulated (only \(Self.observableKeyPaths.sorted().joined(separator: ", ")), the content ones on a scroll view); it is not registered"
            )
        }
        register(
            KeyValueObservation(observer: responder, keyPath: keyPath, options: options, context: context),
            what: "addObserver(_:forKeyPath: \"\(keyPath)\")")
    }

    /// Adds `observation`, whose key path is observable, and tells it at once with `.initial`:
    /// the one mechanism behind `addObserver(_:forKeyPath:options:context:)` and
    /// `observe(_:options:changeHandler:)`.
    func register(_ observation: KeyValueObservation, what: String) {
        if observation.options.contains(.prior) {
            diagnostic("\(what) on \(debugName): .prior is not simulated; the observer is told after each change only")
        }
        keyValueObservations.removeAll { !$0.isLive }
        keyValueObservations.append(observation)
        if observation.options.contains(.initial) {
            tell(observation, old: nil, new: observation.options.contains(.new) ? observedValue(observation.keyPath) : nil)
        }
    }

    /// Tells `observation`'s observer or block of a change of its key path (`old` nil: the
    /// initial telling, or `.old` not asked for).
    private func tell(_ observation: KeyValueObservation, old: Any?, new: Any?) {
        if let observer = observation.observer {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
            if let new { change[.newKey] = new }
            if let old { change[.oldKey] = old }
            observer.observeValue(forKeyPath: observation.keyPath, of: self, change: change, context: observation.context)
        } else if let block = observation.block, block.isValid {
            block.changed(
                self, old.map { Self.unboxed($0, keyPath: observation.keyPath) }, new.map { Self.unboxed($0, keyPath: observation.keyPath) }
            )
        }
    }

    /// The geometry value of `box`, an `NSValue` of `keyPath`'s value (a `CGRect` for `frame`).
    static func unboxed(_ box: Any, keyPath: String) -> Any {
        guard let value = box as? NSValue else { return box }
        switch keyPath {
        case "frame", "bounds": return value.cgRectValue
        case "center", "contentOffset": return value.cgPointValue
        case "contentSize": return value.cgSizeValue
        default: return box
        }
    }

    /// Removes `observer`'s registrations for `keyPath` (all contexts).
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
        keyValueObservations.removeAll { !$0.isLive || ($0.observer === observer && $0.keyPath == keyPath) }
    }

    /// Removes `observer`'s registration for `keyPath` made with `context`.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        keyValueObservations.removeAll {
            !$0.isLive || ($0.observer === observer && $0.keyPath == keyPath && $0.context == context)
        }
    }

    /// The value of an observable key path, boxed as key-value coding boxes it.
    func observedValue(_ keyPath: String) -> Any {
        switch keyPath {
        case "frame": NSValue(cgRect: frame)
        case "center": NSValue(cgPoint: center)
        case "bounds": NSValue(cgRect: bounds)
        case "contentOffset": NSValue(cgPoint: (self as? UIScrollView)?.contentOffset ?? .zero)
        case "contentSize": NSValue(cgSize: (self as? UIScrollView)?.contentSize ?? .zero)
        default: NSNull()
        }
    }

    /// Tells the observers of each key path in `old` (the values before a change) that it changed,
    /// when its value is now different.
    func keyValuesDidChange(_ old: [String: Any]) {
        let observations = keyValueObservations
        for observation in observations {
            guard let old = old[observation.keyPath], observation.isLive else { continue }
            let new = observedValue(observation.keyPath)
            guard !((new as? NSObject)?.isEqual(old) ?? false) else { continue }
            tell(observation, old: observation.options.contains(.old) ? old : nil, new: observation.options.contains(.new) ? new : nil)
        }
    }

    /// The observed values of a view's `frame`, `center` and `bounds` before its frame changes;
    /// nil when none is observed.
    func observedFrameValues() -> [String: Any]? {
        var values: [String: Any] = [:]
        for observation in keyValueObservations where ["frame", "center", "bounds"].contains(observation.keyPath) {
            values[observation.keyPath] = observedValue(observation.keyPath)
        }
        return values.isEmpty ? nil : values
    }
}
