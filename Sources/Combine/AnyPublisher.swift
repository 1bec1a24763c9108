/// A publisher that performs type erasure by wrapping another publisher.
///
/// `AnyPublisher` is a concrete implementation of `Publisher` that has no significant
/// properties of its own, and passes through elements and completion values from its upstream
/// publisher. Use it to wrap a publisher whose type has details you don't want to expose across
/// API boundaries, such as different modules.
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    private let box: PublisherBoxBase<Output, Failure>

    /// A textual representation of this publisher.
    public var description: String { "AnyPublisher" }

    /// A description of this publisher for playgrounds: its textual representation.
    public var playgroundDescription: Any { description }

    /// Creates a type-erasing publisher to wrap the provided publisher.
    ///
    /// - Parameter publisher: A publisher to wrap with a type-eraser.
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            box = erased.box
        } else {
            box = PublisherBox(publisher)
        }
    }
}

extension AnyPublisher: Publisher {
    /// Attaches the specified subscriber to the wrapped publisher.
    ///
    /// - Parameter subscriber: The subscriber to attach to this publisher.
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        box.receive(subscriber: subscriber)
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    ///
    /// Use `eraseToAnyPublisher()` to expose an instance of `AnyPublisher` to the downstream
    /// subscriber, rather than this publisher's actual type.
    ///
    /// - Returns: An `AnyPublisher` wrapping this publisher.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// The erased interface of a wrapped publisher.
class PublisherBoxBase<Output, Failure: Error> {
    func receive<S>(subscriber: S) where S: Subscriber, S.Input == Output, S.Failure == Failure {
        fatalError("PublisherBoxBase.receive(subscriber:) is abstract")
    }
}

/// A wrapped publisher of a concrete type.
final class PublisherBox<Base: Publisher>: PublisherBoxBase<Base.Output, Base.Failure> {
    private let base: Base

    init(_ base: Base) {
        self.base = base
    }

    override func receive<S>(subscriber: S) where S: Subscriber, S.Input == Base.Output, S.Failure == Base.Failure {
        base.receive(subscriber: subscriber)
    }
}
