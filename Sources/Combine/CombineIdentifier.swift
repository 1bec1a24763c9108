/// A unique identifier for identifying publisher streams.
///
/// To conform to `CustomCombineIdentifierConvertible` in a `Subscription` or `Subject` that you
/// implement as a structure, create an instance of `CombineIdentifier` as follows:
///
///     let combineIdentifier = CombineIdentifier()
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    private let rawValue: UInt64

    /// Creates a unique Combine identifier.
    public init() {
        rawValue = CombineIdentifierCounter.shared.next()
    }

    /// Creates a Combine identifier, using the bit pattern of the provided object.
    ///
    /// - Parameter obj: The object whose identity the identifier represents.
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    }

    /// A textual representation of the identifier: its value in hexadecimal.
    public var description: String {
        "0x" + String(rawValue, radix: 16)
    }
}

/// The source of `CombineIdentifier()` values. Object identifiers are addresses, which are
/// multiples of the allocation alignment; counted identifiers are odd, so the two never collide.
private final class CombineIdentifierCounter: @unchecked Sendable {
    static let shared = CombineIdentifierCounter()

    private let lock = StateLock()
    private var last: UInt64 = 1

    func next() -> UInt64 {
        lock.withLock {
            last &+= 2
            return last
        }
    }
}

/// A protocol for uniquely identifying publisher streams.
///
/// If you create a custom `Subscription` or `Subscriber` type, implement this protocol so that
/// development tools can uniquely identify publisher chains in your app. A class gets a
/// default implementation based on its identity.
public protocol CustomCombineIdentifierConvertible {
    /// A unique identifier for identifying publisher streams.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// A unique identifier for identifying publisher streams: the identity of this object.
    public var combineIdentifier: CombineIdentifier {
        CombineIdentifier(self)
    }
}
