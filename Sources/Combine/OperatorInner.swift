// The two shapes most single-upstream operators take, shared by them:
//
// - `ElementwiseInner`: each element is published, skipped, or ends the stream, as it arrives,
//   under the subscriber's demand (`dropFirst`, `prefix`, `output(at:)`, `scan`, `tryMap`,
//   `mapError`, `replaceEmpty`, `replaceError`, `collect(_:)`, `ignoreOutput`…).
// - `ReducingInner`: it asks the upstream publisher for everything and publishes one result at the
//   end, once the subscriber has asked for it (`first`, `last`, `reduce`, `collect()`, `count`…).
//
// Both follow the module's locking rule (`Locks.swift`): state under the lock, never a call out
// while holding it.

/// What an element-wise operator makes of one upstream element.
enum ElementStep<Output, Failure: Error> {
    /// Publish this element.
    case publish(Output)
    /// Publish nothing, and ask the upstream publisher for one more element instead.
    case skip
    /// Publish nothing yet: the element is part of one the subscriber asked for.
    case hold
    /// Publish this element, then cancel the upstream subscription and finish.
    case publishAndFinish(Output)
    /// Cancel the upstream subscription and finish.
    case finish
    /// Cancel the upstream subscription and fail.
    case fail(Failure)
}

/// What an element-wise operator makes of the upstream completion.
enum EndStep<Output, Failure: Error> {
    /// Complete so.
    case complete(Subscribers.Completion<Failure>)
    /// Publish this element once the subscriber has demand, then finish.
    case publishAndFinish(Output)
}

/// The subscription between an upstream publisher and a subscriber for an operator that decides
/// element by element. It counts the subscriber's demand, passes requests upstream (scaled by
/// `upstreamDemand`, for operators that need several upstream elements per published one), and
/// after it ends the stream itself, cancels the upstream subscription and delivers nothing more.
final class ElementwiseInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
{
    typealias Failure = UpstreamFailure
    typealias Output = Downstream.Input

    private let lock = StateLock()
    private let onElement: (Input) -> ElementStep<Output, Downstream.Failure>
    private let onEnd: (Subscribers.Completion<UpstreamFailure>) -> EndStep<Output, Downstream.Failure>
    private let upstreamDemand: (Subscribers.Demand) -> Subscribers.Demand
    private let initialUpstreamDemand: Subscribers.Demand
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var isTerminal = false
    private var demand = Subscribers.Demand.none
    private var finalElement: Output?
    let description: String

    /// - Parameters:
    ///   - upstreamDemand: The upstream demand for a demand of the subscriber's (the same, by
    ///     default; `.none` for an operator that asked for `initialUpstreamDemand` once).
    ///   - initialUpstreamDemand: What to ask of the upstream publisher as soon as it subscribes.
    init(
        _ downstream: Downstream, name: String,
        upstreamDemand: @escaping (Subscribers.Demand) -> Subscribers.Demand = { $0 },
        initialUpstreamDemand: Subscribers.Demand = .none,
        onElement: @escaping (Input) -> ElementStep<Output, Downstream.Failure>,
        onEnd: @escaping (Subscribers.Completion<UpstreamFailure>) -> EndStep<Output, Downstream.Failure>
    ) {
        self.downstream = downstream
        description = name
        self.upstreamDemand = upstreamDemand
        self.initialUpstreamDemand = initialUpstreamDemand
        self.onElement = onElement
        self.onEnd = onEnd
    }

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
        receiver.receive(subscription: self)
        if initialUpstreamDemand > 0 {
            subscription.request(initialUpstreamDemand)
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ !isTerminal && downstream != nil }) else { return .none }
        switch onElement(input) {
        case .publish(let output):
            return publish(output)
        case .skip:
            return upstreamDemand(.max(1))
        case .hold:
            return .none
        case .publishAndFinish(let output):
            guard let (receiver, subscription) = end() else { return .none }
            subscription?.cancel()
            _ = receiver.receive(output)
            receiver.receive(completion: .finished)
            return .none
        case .finish:
            guard let (receiver, subscription) = end() else { return .none }
            subscription?.cancel()
            receiver.receive(completion: .finished)
            return .none
        case .fail(let error):
            guard let (receiver, subscription) = end() else { return .none }
            subscription?.cancel()
            receiver.receive(completion: .failure(error))
            return .none
        }
    }

    private func publish(_ output: Output) -> Subscribers.Demand {
        let receiver = lock.withLock { () -> Downstream? in
            guard let downstream else { return nil }
            demand -= 1
            return downstream
        }
        guard let receiver else { return .none }
        let more = receiver.receive(output)
        return lock.withLock { () -> Subscribers.Demand in
            guard downstream != nil else { return .none }
            demand += more
            return upstreamDemand(more)
        }
    }

    /// Marks the stream ended, and hands back the subscriber and the upstream subscription.
    private func end() -> (Downstream, Subscription?)? {
        lock.withLock { () -> (Downstream, Subscription?)? in
            guard !isTerminal, let receiver = downstream else { return nil }
            isTerminal = true
            downstream = nil
            defer { upstream = nil }
            return (receiver, upstream)
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard lock.withLock({ !isTerminal && downstream != nil }) else { return }
        switch onEnd(completion) {
        case .complete(let completion):
            guard let (receiver, _) = end() else { return }
            receiver.receive(completion: completion)
        case .publishAndFinish(let output):
            let ready = lock.withLock { () -> Bool in
                upstream = nil
                guard demand > 0 else {
                    finalElement = output
                    return false
                }
                return true
            }
            if ready {
                publishFinal(output)
            }
        }
    }

    private func publishFinal(_ output: Output) {
        guard let (receiver, _) = end() else { return }
        _ = receiver.receive(output)
        receiver.receive(completion: .finished)
    }

    func request(_ newDemand: Subscribers.Demand) {
        guard newDemand > 0 else { return }
        let (subscription, final) = lock.withLock { () -> (Subscription?, Output?) in
            guard downstream != nil, !isTerminal else { return (nil, nil) }
            demand += newDemand
            if let element = finalElement {
                finalElement = nil
                return (nil, element)
            }
            return (upstream, nil)
        }
        if let final {
            publishFinal(final)
            return
        }
        let scaled = upstreamDemand(newDemand)
        if scaled > 0 {
            subscription?.request(scaled)
        }
    }

    func cancel() {
        let subscription = lock.withLock { () -> Subscription? in
            isTerminal = true
            downstream = nil
            finalElement = nil
            defer { upstream = nil }
            return upstream
        }
        subscription?.cancel()
    }
}

/// What a reducing operator makes of one upstream element.
enum ReduceStep<Failure: Error> {
    /// Keep going.
    case proceed
    /// The result is known: cancel the upstream subscription and publish it.
    case finish
    /// Cancel the upstream subscription and fail.
    case fail(Failure)
}

/// The subscription for an operator that publishes at most one element, at the end: it asks the
/// upstream publisher for unlimited elements as soon as it subscribes, and publishes the result
/// (`result()`, if any) once the upstream publisher finishes, or `onElement` says the result is
/// known, and the subscriber has asked for at least one element. A failure goes down at once.
final class ReducingInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
{
    typealias Failure = UpstreamFailure
    typealias Output = Downstream.Input

    private let lock = StateLock()
    private let onElement: (Input) -> ReduceStep<Downstream.Failure>
    private let result: () -> Output?
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var isTerminal = false
    private var hasDemand = false
    private var isComplete = false
    private var pendingResult: Output?
    let description: String

    init(
        _ downstream: Downstream, name: String, mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
        onElement: @escaping (Input) -> ReduceStep<Downstream.Failure>, result: @escaping () -> Output?
    ) {
        self.downstream = downstream
        description = name
        self.mapFailure = mapFailure
        self.onElement = onElement
        self.result = result
    }

    func receive(subscription: Subscription) {
        let receiver = lock.withLock { () -> Downstream? in
            guard upstream == nil, !isTerminal, !isComplete else { return nil }
            upstream = subscription
            return downstream
        }
        guard let receiver else {
            subscription.cancel()
            return
        }
        receiver.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ !isTerminal && !isComplete && downstream != nil }) else { return .none }
        switch onElement(input) {
        case .proceed:
            break
        case .finish:
            let subscription = lock.withLock { () -> Subscription? in
                defer { upstream = nil }
                return upstream
            }
            subscription?.cancel()
            complete()
        case .fail(let error):
            let step = lock.withLock { () -> (Downstream, Subscription?)? in
                guard !isTerminal, let receiver = downstream else { return nil }
                isTerminal = true
                downstream = nil
                defer { upstream = nil }
                return (receiver, upstream)
            }
            guard let (receiver, subscription) = step else { break }
            subscription?.cancel()
            receiver.receive(completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        switch completion {
        case .finished:
            lock.withLock { upstream = nil }
            complete()
        case .failure(let error):
            let receiver = lock.withLock { () -> Downstream? in
                guard !isTerminal, !isComplete, let receiver = downstream else { return nil }
                isTerminal = true
                downstream = nil
                upstream = nil
                return receiver
            }
            receiver?.receive(completion: .failure(mapFailure(error)))
        }
    }

    /// The result is known: publish it now if the subscriber has asked, or when it asks.
    private func complete() {
        let ready = lock.withLock { () -> Bool in
            guard !isTerminal, !isComplete else { return false }
            isComplete = true
            return true
        }
        guard ready else { return }
        if let output = result() {
            let receiver = lock.withLock { () -> Downstream? in
                guard hasDemand else {
                    pendingResult = output
                    return nil
                }
                return take()
            }
            if let receiver {
                _ = receiver.receive(output)
                receiver.receive(completion: .finished)
            }
        } else {
            lock.withLock { take() }?.receive(completion: .finished)
        }
    }

    /// Takes the subscriber for the last time (call under the lock).
    private func take() -> Downstream? {
        guard !isTerminal, let receiver = downstream else { return nil }
        isTerminal = true
        downstream = nil
        return receiver
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let step = lock.withLock { () -> (Downstream, Output)? in
            hasDemand = true
            guard let output = pendingResult, let receiver = take() else { return nil }
            pendingResult = nil
            return (receiver, output)
        }
        guard let (receiver, output) = step else { return }
        _ = receiver.receive(output)
        receiver.receive(completion: .finished)
    }

    func cancel() {
        let subscription = lock.withLock { () -> Subscription? in
            isTerminal = true
            downstream = nil
            pendingResult = nil
            defer { upstream = nil }
            return upstream
        }
        subscription?.cancel()
    }
}
