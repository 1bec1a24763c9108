import Foundation

// The Objective-C runtime's optional protocol requirements (`@objc optional func`), for Swift on
// Linux, where a protocol has no optional requirements. `kbsim port` makes each one a requirement
// that throws, with a default implementation in a protocol extension that throws
// `OptionalRequirementNotImplemented`: a conformer that implements it (without `throws`, as on
// iOS) is called; one that does not reaches the default. The call `delegate?.f?(x)` becomes
// `try? delegate?.f(x)`, `nil` when the conformer does not implement `f`, as on iOS.

/// Thrown by the default implementation `kbsim port` gives an optional requirement: the
/// conformer does not implement it. On iOS the call `delegate?.f?(x)` gives `nil` for such a
/// conformer, and the port's `try? delegate?.f(x)` gives the same; `delegate!.f!(x)` stops the
/// process on iOS, and the port's `try! delegate!.f(x)` stops it too, naming the requirement.
///
/// Making one records that the conformer's class does not implement the requirement, which
/// ``OptionalRequirement`` answers `responds(to:)` from.
public struct OptionalRequirementNotImplemented: Error, CustomStringConvertible {
    /// The requirement's name, as Swift writes it (`inputBar(_:didSend:)`, `tint`).
    public let selector: String
    /// The name of the conformer's class.
    public let className: String

    /// The error for `object`, whose class does not implement the optional requirement
    /// `selector`; recorded for ``OptionalRequirement``.
    public init(_ object: AnyObject, _ selector: String) {
        self.selector = selector
        className = String(describing: type(of: object))
        OptionalRequirement.record.add(ObjectIdentifier(type(of: object)), selector)
    }

    public var description: String {
        "\(className) does not implement the optional requirement \(selector) (its protocol extension's default was called)"
    }
}

/// What `kbsim port` writes for `responds(to:)` with the `#selector` of an optional requirement:
/// `delegate?.responds(to: #selector(InputBarDelegate.inputBar(_:didSend:)))` becomes
/// `OptionalRequirement.responds(delegate, to: "inputBar(_:didSend:)")`.
///
/// Swift on Linux cannot tell, without calling it, whether a conformer implements a requirement
/// or gets the protocol extension's default (there is no runtime list of a class's methods). The
/// answer is therefore learnt from the calls: `false` once a call on an object of the same class
/// reached the default (``OptionalRequirementNotImplemented``), `true` until then. A conformer that
/// implements the requirement is always answered `true`, as on iOS; one that does not is answered
/// `true` until its first call, which through `try?` does nothing and gives `nil`, as iOS's
/// guarded call would. `kbsim port` says so in its report for each `responds(to:)` it rewrites.
public enum OptionalRequirement {
    /// Whether `object` responds to the optional requirement `selector`, as NSObject's
    /// `responds(to:)`; see ``OptionalRequirement``.
    public static func responds(_ object: AnyObject, to selector: String) -> Bool {
        !record.contains(ObjectIdentifier(type(of: object)), selector)
    }

    /// Whether `object` responds to `selector`; `nil` when there is no object, as
    /// `delegate?.responds(to:)` gives for a `nil` delegate.
    public static func responds(_ object: AnyObject?, to selector: String) -> Bool? {
        object.map { responds($0, to: selector) }
    }

    /// What `kbsim port` writes for an optional method requirement taken as a value, which iOS
    /// gives as an optional closure (`nil` when the conformer does not implement it):
    /// `if let m = delegate?.barDidGrow { m(self) }` becomes
    /// `if let m = OptionalRequirement.method(delegate, "barDidGrow(_:)", delegate?.barDidGrow) { do { try m(self) } catch {} }`.
    ///
    /// `method` is the requirement as ported (it throws ``OptionalRequirementNotImplemented``
    /// from the default); it is given back unless there is no object or a call showed that the
    /// object's class does not implement `selector` (what `responds(_:to:)` answers).
    /// So the first use on a class that does not implement it runs the `if`'s body up to the
    /// call, which reaches the default and ends the body through the port's `catch`; later uses
    /// skip the body, as on iOS.
    public static func method<Method>(_ object: AnyObject?, _ selector: String, _ method: Method?) -> Method? {
        guard let object, let method, responds(object, to: selector) else { return nil }
        return method
    }

    /// The classes seen not to implement a requirement, for the whole process: whether a class
    /// implements a method is a fact of its declaration, the same in every test.
    static let record = NotImplementedRecord()
}

/// The pairs (class, selector) whose default implementation was called.
final class NotImplementedRecord: @unchecked Sendable {
    // @unchecked Sendable: every access goes through `lock`.
    private let lock = NSLock()
    private var pairs: Set<Pair> = []

    private struct Pair: Hashable {
        var type: ObjectIdentifier
        var selector: String
    }

    func add(_ type: ObjectIdentifier, _ selector: String) {
        lock.lock()
        defer { lock.unlock() }
        pairs.insert(Pair(type: type, selector: selector))
    }

    func contains(_ type: ObjectIdentifier, _ selector: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return pairs.contains(Pair(type: type, selector: selector))
    }
}
