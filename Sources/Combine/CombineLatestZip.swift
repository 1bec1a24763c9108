extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon receiving output from
    /// either publisher.
    ///
    /// The combined publisher doesn't produce elements until each upstream publisher publishes
    /// at least one element; then each new element publishes a tuple of the latest element of
    /// each. It finishes when all upstream publishers finish, and fails as soon as one fails.
    ///
    /// - Parameter other: Another publisher to combine with this one.
    /// - Returns: A publisher that receives and combines elements from this and another
    ///   publisher.
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P> where P: Publisher, Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to an additional publisher and invokes a closure upon receiving output from
    /// either publisher.
    ///
    /// - Parameters:
    ///   - other: Another publisher to combine with this one.
    ///   - transform: A closure that receives the most-recent value from each publisher and
    ///     returns a new value to publish.
    /// - Returns: A publisher that receives and combines elements from this and another
    ///   publisher.
    public func combineLatest<P, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P: Publisher, Failure == P.Failure
    {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Subscribes to two additional publishers and publishes a tuple upon receiving output from
    /// any of the publishers.
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher to combine with the first publisher.
    ///   - publisher2: A third publisher to combine with the first publisher.
    /// - Returns: A publisher that receives and combines elements from this publisher and two
    ///   other publishers.
    public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Subscribes to two additional publishers and invokes a closure upon receiving output from
    /// any of the publishers.
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher to combine with the first publisher.
    ///   - publisher2: A third publisher to combine with the first publisher.
    ///   - transform: A closure that receives the most-recent value from each publisher and
    ///     returns a new value to publish.
    /// - Returns: A publisher that receives and combines elements from this publisher and two
    ///   other publishers.
    public func combineLatest<P, Q, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    /// Combines elements from another publisher and deliver pairs of elements as tuples.
    ///
    /// The returned publisher waits until both publishers have emitted an element, then
    /// publishes the oldest unconsumed element from each publisher together as a tuple. If one
    /// publisher emits faster, its elements wait in a buffer. It finishes once a finished
    /// upstream publisher has no element left to pair, and fails as soon as one fails.
    ///
    /// - Parameter other: Another publisher.
    /// - Returns: A publisher that emits pairs of elements from the upstream publishers as
    ///   tuples.
    public func zip<P>(_ other: P) -> Publishers.Zip<Self, P> where P: Publisher, Failure == P.Failure {
        Publishers.Zip(self, other)
    }

    /// Combines elements from another publisher and delivers a transformed output.
    ///
    /// - Parameters:
    ///   - other: Another publisher.
    ///   - transform: A closure that receives the most-recent value from each publisher and
    ///     returns a new value to publish.
    /// - Returns: A publisher that uses the `transform` closure to emit new elements, produced
    ///   by combining the most recent value from two upstream publishers.
    public func zip<P, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.Zip<Self, P>, T>
    where P: Publisher, Failure == P.Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Combines elements from two other publishers and delivers groups of elements as tuples.
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher.
    ///   - publisher2: A third publisher.
    /// - Returns: A publisher that emits groups of elements from the upstream publishers as
    ///   tuples.
    public func zip<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Combines elements from two other publishers and delivers a transformed output.
    ///
    /// - Parameters:
    ///   - publisher1: A second publisher.
    ///   - publisher2: A third publisher.
    ///   - transform: A closure that receives the most-recent value from each publisher and
    ///     returns a new value to publish.
    /// - Returns: A publisher that uses the `transform` closure to emit new elements, produced
    ///   by combining the most recent value from three upstream publishers.
    public func zip<P, Q, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
    where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2).map(transform)
    }
}

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The kind of values published by this publisher: a tuple of the latest element of
        /// each.
        public typealias Output = (A.Output, B.Output)

        /// The kind of errors this publisher might publish: the upstream publishers'.
        public typealias Failure = A.Failure

        /// The first publisher to combine.
        public let a: A

        /// The second publisher to combine.
        public let b: B

        /// Creates a publisher that receives and combines the latest elements from two
        /// publishers.
        ///
        /// - Parameters:
        ///   - a: The first upstream publisher.
        ///   - b: The second upstream publisher.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
            let inner = CombiningInner<S>(subscriber, name: "CombineLatest", pairsInOrder: false)
            let (sa, sb) = (inner.source(A.Output.self), inner.source(B.Output.self))
            inner.start { (sa.take(), sb.take()) }
            a.subscribe(sa)
            b.subscribe(sb)
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The kind of values published by this publisher: a tuple of the latest element of
        /// each.
        public typealias Output = (A.Output, B.Output, C.Output)

        /// The kind of errors this publisher might publish: the upstream publishers'.
        public typealias Failure = A.Failure

        /// The first publisher to combine.
        public let a: A

        /// The second publisher to combine.
        public let b: B

        /// The third publisher to combine.
        public let c: C

        /// Creates a publisher that receives and combines the latest elements from three
        /// publishers.
        ///
        /// - Parameters:
        ///   - a: The first upstream publisher.
        ///   - b: The second upstream publisher.
        ///   - c: The third upstream publisher.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {
            let inner = CombiningInner<S>(subscriber, name: "CombineLatest3", pairsInOrder: false)
            let (sa, sb, sc) = (inner.source(A.Output.self), inner.source(B.Output.self), inner.source(C.Output.self))
            inner.start { (sa.take(), sb.take(), sc.take()) }
            a.subscribe(sa)
            b.subscribe(sb)
            c.subscribe(sc)
        }
    }

    /// A publisher created by applying the zip function to two upstream publishers.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The kind of values published by this publisher: a tuple of one element of each, in
        /// order.
        public typealias Output = (A.Output, B.Output)

        /// The kind of errors this publisher might publish: the upstream publishers'.
        public typealias Failure = A.Failure

        /// A publisher to zip.
        public let a: A

        /// Another publisher to zip.
        public let b: B

        /// Creates a publisher that applies the zip function to two upstream publishers.
        ///
        /// - Parameters:
        ///   - a: A publisher to zip.
        ///   - b: Another publisher to zip.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
            let inner = CombiningInner<S>(subscriber, name: "Zip", pairsInOrder: true)
            let (sa, sb) = (inner.source(A.Output.self), inner.source(B.Output.self))
            inner.start { (sa.take(), sb.take()) }
            a.subscribe(sa)
            b.subscribe(sb)
        }
    }

    /// A publisher created by applying the zip function to three upstream publishers.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The kind of values published by this publisher: a tuple of one element of each, in
        /// order.
        public typealias Output = (A.Output, B.Output, C.Output)

        /// The kind of errors this publisher might publish: the upstream publishers'.
        public typealias Failure = A.Failure

        /// A publisher to zip.
        public let a: A

        /// A second publisher to zip.
        public let b: B

        /// A third publisher to zip.
        public let c: C

        /// Creates a publisher that applies the zip function to three upstream publishers.
        ///
        /// - Parameters:
        ///   - a: A publisher to zip.
        ///   - b: A second publisher to zip.
        ///   - c: A third publisher to zip.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {
            let inner = CombiningInner<S>(subscriber, name: "Zip3", pairsInOrder: true)
            let (sa, sb, sc) = (inner.source(A.Output.self), inner.source(B.Output.self), inner.source(C.Output.self))
            inner.start { (sa.take(), sb.take(), sc.take()) }
            a.subscribe(sa)
            b.subscribe(sb)
            c.subscribe(sc)
        }
    }
}

/// The subscription of `combineLatest` and `zip`: each upstream publisher is asked for what the
/// subscriber asks; its elements are kept in its source (the latest one, or a queue of them in
/// order for `zip`) and combined, one group for each element the subscriber asked for.
final class CombiningInner<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    /// Guards this state and the sources' elements.
    let lock = StateLock()
    let pairsInOrder: Bool
    private var combine: (() -> Downstream.Input)?
    private var downstream: Downstream?
    private var sources: [CombiningSlot] = []
    private var subscriptions: [Subscription?] = []
    private var finished: [Bool] = []
    private var hasNewLatest = false
    private var demand = Subscribers.Demand.none
    private var isDelivering = false
    let description: String

    init(_ downstream: Downstream, name: String, pairsInOrder: Bool) {
        self.downstream = downstream
        description = name
        self.pairsInOrder = pairsInOrder
    }

    /// A subscriber for the next upstream publisher.
    func source<Input>(_ type: Input.Type) -> CombiningSource<Input, Downstream> {
        let source = CombiningSource<Input, Downstream>(self, index: sources.count)
        sources.append(source)
        subscriptions.append(nil)
        finished.append(false)
        return source
    }

    /// Sets how a group is made from the sources' elements (under the lock, with every source
    /// holding one), then gives the subscriber its subscription, before the upstream publishers
    /// are subscribed to.
    func start(_ combine: @escaping () -> Downstream.Input) {
        self.combine = combine
        lock.withLock { downstream }?.receive(subscription: self)
    }

    func receive(subscription: Subscription, from index: Int) {
        let outstanding = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, subscriptions[index] == nil, !finished[index] else { return nil }
            subscriptions[index] = subscription
            return demand
        }
        guard let outstanding else {
            subscription.cancel()
            return
        }
        if outstanding > 0 {
            subscription.request(outstanding)
        }
    }

    /// Whether source `index` may keep an element now (call under the lock); notes that the
    /// latest elements changed.
    func accepts(from index: Int) -> Bool {
        guard downstream != nil, !finished[index] else { return false }
        hasNewLatest = true
        return true
    }

    func received() {
        drain()
    }

    func receive(completion: Subscribers.Completion<Downstream.Failure>, from index: Int) {
        switch completion {
        case .finished:
            let accepted = lock.withLock { () -> Bool in
                guard downstream != nil, !finished[index] else { return false }
                finished[index] = true
                subscriptions[index] = nil
                return true
            }
            if accepted {
                drain()
            }
        case .failure:
            let step = lock.withLock { () -> (Downstream, [Subscription])? in
                guard let receiver = downstream else { return nil }
                release()
                defer { subscriptions = subscriptions.map { _ in nil } }
                return (receiver, subscriptions.compactMap { $0 })
            }
            guard let (receiver, others) = step else { return }
            for subscription in others {
                subscription.cancel()
            }
            receiver.receive(completion: completion)
        }
    }

    /// Ends the stream's state (call under the lock): the subscriber, the sources and the
    /// closure that holds them are let go, which breaks the inner's cycle with its sources.
    private func release() {
        downstream = nil
        sources = []
        combine = nil
    }

    private enum Step {
        case value(Downstream, Downstream.Input)
        case finish(Downstream, [Subscription])
    }

    /// Whether no more groups can be formed (call under the lock): for `zip`, a finished source
    /// has nothing left to pair; for `combineLatest`, every source has finished.
    private var isExhausted: Bool {
        if pairsInOrder {
            return sources.indices.contains { finished[$0] && sources[$0].isEmpty }
        }
        return !finished.contains(false)
    }

    private func nextStep() -> Step? {
        lock.withLock { () -> Step? in
            guard let receiver = downstream, !isDelivering else { return nil }
            if demand > 0, let combine, !sources.contains(where: \.isEmpty), pairsInOrder || hasNewLatest {
                demand -= 1
                isDelivering = true
                hasNewLatest = false
                return .value(receiver, combine())
            }
            guard isExhausted else { return nil }
            release()
            defer { subscriptions = subscriptions.map { _ in nil } }
            return .finish(receiver, subscriptions.compactMap { $0 })
        }
    }

    private func drain() {
        while let step = nextStep() {
            switch step {
            case .value(let receiver, let group):
                let more = receiver.receive(group)
                let upstreams = lock.withLock { () -> [Subscription] in
                    isDelivering = false
                    guard downstream != nil, more > 0 else { return [] }
                    demand += more
                    return subscriptions.compactMap { $0 }
                }
                for subscription in upstreams {
                    subscription.request(more)
                }
            case .finish(let receiver, let others):
                for subscription in others {
                    subscription.cancel()
                }
                receiver.receive(completion: .finished)
                return
            }
        }
    }

    func request(_ newDemand: Subscribers.Demand) {
        guard newDemand > 0 else { return }
        let upstreams = lock.withLock { () -> [Subscription] in
            guard downstream != nil else { return [] }
            demand += newDemand
            return subscriptions.compactMap { $0 }
        }
        for subscription in upstreams {
            subscription.request(newDemand)
        }
        drain()
    }

    func cancel() {
        let upstreams = lock.withLock { () -> [Subscription] in
            release()
            defer { subscriptions = subscriptions.map { _ in nil } }
            return subscriptions.compactMap { $0 }
        }
        for subscription in upstreams {
            subscription.cancel()
        }
    }
}

/// What `CombiningInner` asks of a source whatever its element type.
protocol CombiningSlot: AnyObject {
    /// Whether the source holds no element (read under the inner's lock).
    var isEmpty: Bool { get }
}

/// The subscriber `combineLatest` and `zip` attach to one of their upstream publishers; it
/// keeps that publisher's elements, under the inner's lock.
final class CombiningSource<Input, Downstream: Subscriber>: Subscriber, CombiningSlot, CustomStringConvertible {
    typealias Failure = Downstream.Failure

    private let inner: CombiningInner<Downstream>
    private let index: Int
    /// The latest element (`combineLatest`: at most one), or those not yet paired (`zip`).
    private var elements: [Input] = []

    init(_ inner: CombiningInner<Downstream>, index: Int) {
        self.inner = inner
        self.index = index
    }

    var description: String { inner.description }

    var isEmpty: Bool { elements.isEmpty }

    /// The element for the next group (under the inner's lock, when no source is empty).
    func take() -> Input {
        inner.pairsInOrder ? elements.removeFirst() : elements[0]
    }

    func receive(subscription: Subscription) {
        inner.receive(subscription: subscription, from: index)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let accepted = inner.lock.withLock { () -> Bool in
            guard inner.accepts(from: index) else { return false }
            if inner.pairsInOrder {
                elements.append(input)
            } else {
                elements = [input]
            }
            return true
        }
        if accepted {
            inner.received()
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        inner.receive(completion: completion, from: index)
    }
}
