extension Publisher {
    /// Combines elements from this publisher with those from another publisher, delivering an
    /// interleaved sequence of elements.
    ///
    /// The merged publisher continues to emit elements until all upstream publishers finish. If
    /// an upstream publisher produces an error, the merged publisher fails with that error.
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A publisher that emits an event when either upstream publisher emits an event.
    public func merge<P>(with other: P) -> Publishers.Merge<Self, P> where P: Publisher, Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// Combines elements from this publisher with those from another publisher of the same
    /// type, delivering an interleaved sequence of elements.
    ///
    /// - Parameter other: Another publisher of this publisher's type.
    /// - Returns: A publisher that emits an event when either upstream publisher emits an event.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany(self, other)
    }
}

extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers.
    ///
    /// It subscribes to `a`, then `b`, and delivers their elements in the order they arrive. It
    /// finishes when both have finished, and fails as soon as either fails.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        /// The kind of values published by this publisher: the upstream publishers'.
        public typealias Output = A.Output

        /// The kind of errors this publisher might publish: the upstream publishers'.
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A

        /// A second publisher to merge.
        public let b: B

        /// Creates a publisher created by applying the merge function to two upstream
        /// publishers.
        ///
        /// - Parameters:
        ///   - a: A publisher to merge.
        ///   - b: A second publisher to merge.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, B.Output == S.Input {
            let merger = Merger(subscriber, upstreamCount: 2)
            subscriber.receive(subscription: merger)
            a.subscribe(MergeSource(merger, index: 0))
            b.subscribe(MergeSource(merger, index: 1))
            merger.drain()
        }
    }

    /// A publisher created by applying the merge function to an arbitrary number of upstream
    /// publishers.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: the upstream publishers'.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publishers'.
        public typealias Failure = Upstream.Failure

        /// The array of upstream publishers that this publisher merges together.
        public let publishers: [Upstream]

        /// Creates a publisher created by applying the merge function to an arbitrary number of
        /// upstream publishers.
        ///
        /// - Parameter upstream: A variadic parameter containing zero or more publishers to
        ///   merge with this publisher.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Creates a publisher created by applying the merge function to a sequence of upstream
        /// publishers.
        ///
        /// - Parameter upstream: A sequence containing zero or more publishers to merge with
        ///   this publisher.
        public init<S>(_ upstream: S) where Upstream == S.Element, S: Swift.Sequence {
            publishers = Array(upstream)
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let merger = Merger(subscriber, upstreamCount: publishers.count)
            subscriber.receive(subscription: merger)
            for (index, publisher) in publishers.enumerated() {
                publisher.subscribe(MergeSource(merger, index: index))
            }
            merger.drain()
        }

        /// Adds a publisher to the merged publishers.
        ///
        /// - Parameter other: Another publisher of the same type.
        /// - Returns: A `MergeMany` publisher that also merges `other`.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {
    /// Returns whether two merging publishers merge equal publishers.
    ///
    /// - Parameters:
    ///   - lhs: A merging publisher to compare for equality.
    ///   - rhs: Another merging publisher to compare for equality.
    public static func == (lhs: Publishers.Merge<A, B>, rhs: Publishers.Merge<A, B>) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b
    }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {
    /// Returns whether two merging publishers merge equal publishers.
    ///
    /// - Parameters:
    ///   - lhs: A merging publisher to compare for equality.
    ///   - rhs: Another merging publisher to compare for equality.
    public static func == (lhs: Publishers.MergeMany<Upstream>, rhs: Publishers.MergeMany<Upstream>) -> Bool {
        lhs.publishers == rhs.publishers
    }
}

/// The subscription a merge gives its subscriber.
///
/// Downstream demand is forwarded to every upstream publisher; an element that arrives while the
/// subscriber has no demand, or while another element is being delivered, waits in a queue, so
/// the subscriber receives one element at a time, in arrival order, and never more than it
/// asked for.
final class Merger<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private enum Step {
        case value(Downstream, Output)
        case finish(Downstream)
    }

    private let lock = StateLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var queue: [Output] = []
    private var queueStart = 0
    private var subscriptions: [Subscription?]
    private var finishedCount = 0
    private var isDelivering = false

    init(_ downstream: Downstream, upstreamCount: Int) {
        self.downstream = downstream
        subscriptions = Array(repeating: nil, count: upstreamCount)
    }

    var description: String { "Merge" }

    // MARK: Downstream

    func request(_ newDemand: Subscribers.Demand) {
        guard newDemand > 0 else { return }
        let upstream = lock.withLock { () -> [Subscription] in
            guard downstream != nil else { return [] }
            demand += newDemand
            return subscriptions.compactMap { $0 }
        }
        drain()
        for subscription in upstream {
            subscription.request(newDemand)
        }
    }

    func cancel() {
        let upstream = lock.withLock { () -> [Subscription] in
            downstream = nil
            queue = []
            queueStart = 0
            defer { subscriptions = subscriptions.map { _ in nil } }
            return subscriptions.compactMap { $0 }
        }
        for subscription in upstream {
            subscription.cancel()
        }
    }

    // MARK: Upstream

    func receive(subscription: Subscription, from index: Int) {
        let demandNow = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, subscriptions[index] == nil else { return nil }
            subscriptions[index] = subscription
            return demand
        }
        guard let demandNow else {
            subscription.cancel()
            return
        }
        if demandNow > 0 {
            subscription.request(demandNow)
        }
    }

    func receive(_ input: Output) {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            queue.append(input)
            return true
        }
        if accepted {
            drain()
        }
    }

    func receive(completion: Subscribers.Completion<Failure>, from index: Int) {
        switch completion {
        case .finished:
            lock.withLock {
                finishedCount += 1
                subscriptions[index] = nil
            }
            drain()
        case .failure:
            let (receiver, others) = lock.withLock { () -> (Downstream?, [Subscription]) in
                guard let current = downstream else { return (nil, []) }
                downstream = nil
                queue = []
                queueStart = 0
                subscriptions[index] = nil
                defer { subscriptions = subscriptions.map { _ in nil } }
                return (current, subscriptions.compactMap { $0 })
            }
            guard let receiver else { return }
            for subscription in others {
                subscription.cancel()
            }
            receiver.receive(completion: completion)
        }
    }

    // MARK: Delivery

    /// Delivers queued elements while the subscriber has demand, then the completion once every
    /// upstream publisher has finished and the queue is empty. One thread delivers at a time;
    /// another, or a nested call from a subscriber's callback, leaves its work to it.
    func drain() {
        while let step = nextStep() {
            switch step {
            case .value(let receiver, let value):
                let more = receiver.receive(value)
                let upstream = lock.withLock { () -> [Subscription] in
                    isDelivering = false
                    guard downstream != nil, more > 0 else { return [] }
                    demand += more
                    return subscriptions.compactMap { $0 }
                }
                for subscription in upstream {
                    subscription.request(more)
                }
            case .finish(let receiver):
                receiver.receive(completion: .finished)
                return
            }
        }
    }

    private func nextStep() -> Step? {
        lock.withLock {
            guard let receiver = downstream, !isDelivering else { return nil }
            if queueStart < queue.count {
                guard demand > 0 else { return nil }
                demand -= 1
                let value = queue[queueStart]
                queueStart += 1
                if queueStart == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    queueStart = 0
                }
                isDelivering = true
                return .value(receiver, value)
            }
            guard finishedCount == subscriptions.count else { return nil }
            downstream = nil
            return .finish(receiver)
        }
    }
}

/// The subscriber a merge attaches to one of its upstream publishers.
final class MergeSource<Downstream: Subscriber>: Subscriber, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let merger: Merger<Downstream>
    private let index: Int

    init(_ merger: Merger<Downstream>, index: Int) {
        self.merger = merger
        self.index = index
    }

    var description: String { "Merge" }

    func receive(subscription: Subscription) {
        merger.receive(subscription: subscription, from: index)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        merger.receive(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        merger.receive(completion: completion, from: index)
    }
}
