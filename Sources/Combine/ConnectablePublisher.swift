/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// Use a connectable publisher when you need to perform additional configuration or setup
/// prior to producing any elements: it produces nothing until `connect()`. Use `autoconnect()`
/// to connect when the first subscriber attaches.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance with
    /// which to cancel publishing.
    ///
    /// - Returns: A `Cancellable` instance that you use to cancel publishing.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    ///
    /// Use `autoconnect()` to simplify working with `ConnectablePublisher` instances, such as
    /// `Timer.TimerPublisher`: the returned publisher connects when the first subscriber
    /// attaches, and cancels the connection when the last one goes.
    ///
    /// - Returns: A publisher which automatically connects to its upstream connectable
    ///   publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers.
    ///
    /// The returned publisher is a class: every subscriber of the same instance shares one
    /// subscription to the upstream publisher, made when the first subscriber attaches and
    /// cancelled when the last one cancels. Like a `PassthroughSubject`, it gives each
    /// subscriber the elements published while it is attached (as it has demand), and a
    /// subscriber that attaches after the upstream publisher completed gets the completion.
    ///
    /// - Returns: A class instance that shares elements received from its upstream to multiple
    ///   subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    ///
    /// It connects when the first subscriber attaches, and cancels the connection when the last
    /// subscriber cancels or completes; the next subscriber connects again.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream

        private let connection = RefCountedConnection()

        /// Creates a publisher that automatically connects to an upstream connectable
        /// publisher.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber to this publisher, connecting the upstream
        /// publisher if this is the only subscriber.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let upstream = self.upstream
            connection.attach(subscriber, to: upstream) { upstream.connect() }
        }
    }

    /// A publisher that shares the output of an upstream publisher with multiple subscribers.
    ///
    /// This publisher type supports multiple subscribers, all of whom receive unchanged
    /// elements and completion states from the upstream publisher, through one subscription to
    /// it.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream

        private let subject = PassthroughSubject<Output, Failure>()
        private let connection = RefCountedConnection()

        /// Creates a publisher that shares the output of an upstream publisher with multiple
        /// subscribers.
        ///
        /// - Parameter upstream: The publisher from which this publisher receives elements.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the specified subscriber to this publisher, subscribing to the upstream
        /// publisher if this is the only subscriber.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (upstream, subject) = (self.upstream, self.subject)
            connection.attach(subscriber, to: subject) { upstream.subscribe(subject) }
        }

        /// Returns whether two share publishers are the same instance.
        ///
        /// - Parameters:
        ///   - lhs: A `Share` publisher to compare for equality.
        ///   - rhs: Another `Share` publisher to compare for equality.
        public static func == (lhs: Publishers.Share<Upstream>, rhs: Publishers.Share<Upstream>) -> Bool {
            lhs === rhs
        }
    }
}

/// A connection shared by the subscribers of a publisher: made when the first one attaches, and
/// cancelled when the last one cancels or completes.
final class RefCountedConnection {
    private let lock = StateLock()
    private var subscribers = 0
    private var connection: Cancellable?
    private var generation = 0

    /// Attaches `subscriber` to `publisher`, and connects (`connect`) when it is the only one.
    func attach<P: Publisher, S: Subscriber>(_ subscriber: S, to publisher: P, connect: () -> Cancellable)
    where P.Output == S.Input, P.Failure == S.Failure {
        let isFirst = lock.withLock { () -> Bool in
            subscribers += 1
            return subscribers == 1
        }
        publisher.subscribe(RefCountedSubscriber(subscriber) { [self] in detach() })
        guard isFirst else { return }
        let generationAtConnect = lock.withLock { generation }
        let made = connect()
        let stale = lock.withLock { () -> Bool in
            // The last subscriber left while connecting: the connection is not wanted.
            guard generation == generationAtConnect, subscribers > 0 else { return true }
            connection = made
            return false
        }
        if stale {
            made.cancel()
        }
    }

    /// One subscriber has gone; the last one cancels the connection.
    private func detach() {
        let last = lock.withLock { () -> Cancellable? in
            subscribers -= 1
            guard subscribers == 0 else { return nil }
            generation += 1
            defer { connection = nil }
            return connection
        }
        last?.cancel()
    }
}

/// Passes everything through to the subscriber, and tells its connection once when the
/// subscriber cancels or completes.
private final class RefCountedSubscriber<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private var downstream: Downstream?
    private var onEnd: (() -> Void)?
    private var upstream: Subscription?

    init(_ downstream: Downstream, onEnd: @escaping () -> Void) {
        self.downstream = downstream
        self.onEnd = onEnd
    }

    var description: String { "Share" }

    private func end() {
        lock.withLock { () -> (() -> Void)? in
            defer { onEnd = nil }
            return onEnd
        }?()
    }

    func receive(subscription: Subscription) {
        lock.withLock { () -> Downstream? in
            upstream = subscription
            return downstream
        }?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { downstream }?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { downstream }?.receive(completion: completion)
        end()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        // A cancelled subscription lets go of its subscriber, outside the lock.
        let (subscription, released) = lock.withLock { () -> (Subscription?, Downstream?) in
            defer {
                upstream = nil
                downstream = nil
            }
            return (upstream, downstream)
        }
        withExtendedLifetime(released) {
            subscription?.cancel()
        }
        end()
    }
}
