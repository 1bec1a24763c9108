extension Publisher {
    /// Terminates publishing if the upstream publisher exceeds the specified time interval
    /// without producing an element.
    ///
    /// The interval starts when the upstream publisher subscribes and again at each element.
    /// When it passes, the publisher cancels its upstream subscription and finishes, or fails
    /// with `customError()` if given. Elements and the completion reach the subscriber through
    /// the scheduler.
    ///
    /// - Parameters:
    ///   - interval: The maximum time interval the publisher can go without emitting an element,
    ///     expressed in the time system of the scheduler.
    ///   - scheduler: The scheduler to deliver events on.
    ///   - options: Scheduler options that customize the delivery of elements.
    ///   - customError: A closure that executes if the publisher times out. The publisher sends
    ///     the failure returned by this closure to the subscriber as the reason for
    ///     termination.
    /// - Returns: A publisher that terminates if the specified interval elapses with no events
    ///   received from the upstream publisher.
    public func timeout<S>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil, customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> where S: Scheduler {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}

extension Publishers {
    /// A publisher that terminates publishing if the upstream publisher exceeds a specified time
    /// interval without producing an element.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher: the upstream publisher's.
        public typealias Output = Upstream.Output

        /// The kind of errors this publisher might publish: the upstream publisher's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// The maximum time interval the publisher can go without emitting an element.
        public let interval: Context.SchedulerTimeType.Stride

        /// The scheduler on which to deliver events.
        public let scheduler: Context

        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// A closure that executes if the publisher times out.
        public let customError: (() -> Upstream.Failure)?

        /// Creates a publisher that terminates publishing if the upstream publisher exceeds a
        /// specified time interval without producing an element.
        ///
        /// - Parameters:
        ///   - upstream: The publisher from which this publisher receives elements.
        ///   - interval: The maximum time interval the publisher can go without emitting an
        ///     element.
        ///   - scheduler: The scheduler on which to deliver events.
        ///   - options: Scheduler options that customize the delivery of elements.
        ///   - customError: A closure that executes if the publisher times out.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?,
            customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(
                TimeoutInner(subscriber, interval: interval, scheduler: scheduler, options: options, customError: customError))
        }
    }
}

/// Delivers through the scheduler like `receive(on:)`, and keeps one deadline: each element
/// moves it (a timer of an older generation does nothing).
private final class TimeoutInner<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private let deliveryLock = DeliveryLock()
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let customError: (() -> Failure)?
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var isTerminal = false
    private var generation = 0

    init(
        _ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?,
        customError: (() -> Failure)?
    ) {
        self.downstream = downstream
        self.interval = interval
        self.scheduler = scheduler
        self.options = options
        self.customError = customError
    }

    var description: String { "Timeout" }

    func receive(subscription: Subscription) {
        let receiver = lock.withLock { () -> Downstream? in
            guard upstream == nil, !isTerminal else { return nil }
            upstream = subscription
            return downstream
        }
        guard let receiver else {
            subscription.cancel()
            return
        }
        startTimer()
        receiver.receive(subscription: self)
    }

    private func startTimer() {
        let number = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options) {
            [self] in
            timedOut(number)
        }
    }

    private func timedOut(_ number: Int) {
        let step = lock.withLock { () -> Subscription?? in
            guard number == generation, !isTerminal, downstream != nil else { return nil }
            isTerminal = true
            defer { upstream = nil }
            return .some(upstream)
        }
        guard let step else { return }
        step?.cancel()
        deliver(completion: customError.map { .failure($0()) } ?? .finished)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ downstream != nil && !isTerminal }) else { return .none }
        startTimer()
        scheduler.schedule(options: options) { [self] in
            let more = deliveryLock.withLock { () -> Subscribers.Demand in
                guard let receiver = lock.withLock({ downstream }) else { return .none }
                return receiver.receive(input)
            }
            if more > 0 {
                lock.withLock { downstream == nil ? nil : upstream }?.request(more)
            }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil, !isTerminal else { return false }
            isTerminal = true
            generation += 1
            upstream = nil
            return true
        }
        if accepted {
            deliver(completion: completion)
        }
    }

    private func deliver(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            deliveryLock.withLock {
                let receiver = lock.withLock { () -> Downstream? in
                    defer { downstream = nil }
                    return downstream
                }
                receiver?.receive(completion: completion)
            }
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { downstream == nil ? nil : upstream }?.request(demand)
    }

    func cancel() {
        lock.withLock { () -> Subscription? in
            isTerminal = true
            downstream = nil
            generation += 1
            defer { upstream = nil }
            return upstream
        }?.cancel()
    }
}
