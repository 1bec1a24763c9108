import Foundation
import SimulationContext

// Swift's key-path key-value observing, `observe(_:options:changeHandler:)`, as Foundation has it
// on iOS for every NSObject and Foundation on Linux has not: the same registrations as
// `addObserver(_:forKeyPath:options:context:)` (KeyValueObserving.swift), told through a block.

/// What can be observed by key path, as Foundation's `_KeyValueCodingAndObserving`, which every
/// `NSObject` adopts on iOS: here every responder. A view's `frame`, `center` and `bounds`, and a
/// scroll view's `contentOffset` and `contentSize`, are observed; any other key path is refused
/// with a diagnostic in the trace.
public protocol _KeyValueCodingAndObserving {}

extension UIResponder: _KeyValueCodingAndObserving {}

/// A change of an observed value, as Foundation's `NSKeyValueObservedChange`: what the change
/// handler of `observe(_:options:changeHandler:)` is given.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of a change, as Foundation's.
    public typealias Kind = NSKeyValueChange
    /// `.setting`: only properties are observed here.
    public let kind: Kind
    /// The value after the change, when the options have `.new`.
    public let newValue: Value?
    /// The value before the change, when the options have `.old` (never for the initial call).
    public let oldValue: Value?
    /// The indexes of a collection's change: always `nil` here (only properties are observed).
    public let indexes: IndexSet?
    /// Whether the change is told before it happens (`.prior`): always `false` here, where
    /// `.prior` is not simulated.
    public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// A registration made with `observe(_:options:changeHandler:)`, as Foundation's
/// `NSKeyValueObservation`: the handler is called while the object is kept and until
/// `invalidate()`; releasing it ends the observation, as on iOS.
///
/// ```swift
/// sizeObservation = tableView.observe(\.contentSize, options: [.new]) { [weak self] _, change in
///     self?.contentHeight = change.newValue?.height ?? 0
/// }
/// ```
public final class NSKeyValueObservation: @unchecked Sendable {
    // @unchecked Sendable: `isValid` goes through `lock`; `changed` is only called by the observed
    // view, on the main actor.
    private let lock = NSLock()
    private var valid: Bool
    /// Calls the change handler with the view and the old and new values (each unboxed, `nil`
    /// when not asked for).
    let changed: @MainActor (UIView, Any?, Any?) -> Void

    init(valid: Bool, changed: @escaping @MainActor (UIView, Any?, Any?) -> Void) {
        self.valid = valid
        self.changed = changed
    }

    /// Whether the handler is still called: false after `invalidate()`, or for a key path that
    /// cannot be observed here.
    var isValid: Bool {
        lock.lock()
        defer { lock.unlock() }
        return valid
    }

    /// Ends the observation: the handler is not called again.
    public func invalidate() {
        lock.lock()
        defer { lock.unlock() }
        valid = false
    }
}

extension _KeyValueCodingAndObserving where Self: UIResponder {
    /// Observes `keyPath`, calling `changeHandler` after each change of its value, as
    /// Foundation's method of the same name: for a view's `\.frame`, `\.center` and `\.bounds`
    /// (see `UIView.observe(_:options:changeHandler:)`). A responder that is not a view has no key
    /// path observed here: the call leaves a diagnostic in the trace and returns an observation
    /// whose handler is never called.
    @preconcurrency @MainActor public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        CurrentSimulation.host?.diagnostic(
            "observe(_:options:changeHandler:) of a \(Value.self) of \(type(of: self)): key-value observing of a \(type(of: self)) is not simulated (only a view's frame, center and bounds, and a scroll view's contentOffset and contentSize); the change handler is never called"
        )
        return NSKeyValueObservation(valid: false) { _, _, _ in }
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Observes `keyPath`, calling `changeHandler` after each change of its value, as
    /// Foundation's method of the same name does on iOS: one of a view's `\.frame`, `\.center`
    /// and `\.bounds`, told as `addObserver(_:forKeyPath:options:context:)` tells its observer —
    /// when the value changes, however it was set (the property, a layout pass, an animation
    /// block's model value). `.new` and `.old` fill the change's `newValue` and `oldValue`;
    /// `.initial` calls the handler at once; `.prior` is not simulated (a diagnostic says so).
    /// The handler is called while the returned observation is kept and not invalidated.
    ///
    /// Any other key path — or one of these redeclared by a subclass of the app's, which Swift
    /// cannot match to the view's own — is refused with a diagnostic in the trace: the returned
    /// observation's handler is never called.
    @preconcurrency @MainActor public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let candidates: [(AnyKeyPath, String)] = [(\Self.frame, "frame"), (\Self.center, "center"), (\Self.bounds, "bounds")]
        let name = candidates.first { $0.0 == keyPath }?.1
        return observe(named: name, keyPath, options: options, changeHandler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
    /// Observes `keyPath`, as a view's `observe(_:options:changeHandler:)` does, for a scroll
    /// view's `\.contentOffset` and `\.contentSize` as well as its `\.frame`, `\.center` and
    /// `\.bounds`: a chat screen follows its table's content size to keep the last message
    /// above the input bar.
    @preconcurrency @MainActor public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let candidates: [(AnyKeyPath, String)] = [
            (\Self.contentOffset, "contentOffset"), (\Self.contentSize, "contentSize"), (\Self.frame, "frame"),
            (\Self.center, "center"), (\Self.bounds, "bounds"),
        ]
        let name = candidates.first { $0.0 == keyPath }?.1
        return observe(named: name, keyPath, options: options, changeHandler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Registers `changeHandler` for the key path `name` (nil: not observable) of this view.
    @MainActor fileprivate func observe<Value>(
        named name: String?, _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions,
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let what = "observe(_:options:changeHandler:) of a \(Value.self) of \(debugName)"
        guard let name else {
            diagnostic(
                "\(what): observing that key path is not simulated (only \(UIView.observableKeyPaths.sorted().joined(separator: ", ")), the content ones on a scroll view, as declared by UIKit's classes); the change handler is never called"
            )
            return NSKeyValueObservation(valid: false) { _, _, _ in }
        }
        let observation = NSKeyValueObservation(valid: true) { view, old, new in
            guard let view = view as? Self else { return }
            changeHandler(
                view,
                NSKeyValueObservedChange(kind: .setting, newValue: new as? Value, oldValue: old as? Value, indexes: nil, isPrior: false))
        }
        register(KeyValueObservation(block: observation, keyPath: name, options: options, context: nil), what: what)
        return observation
    }
}
