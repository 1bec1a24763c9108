// The machinery shared by PassthroughSubject, CurrentValueSubject, @Published's publisher and
// ObservableObjectPublisher: a list of conduits (one per subscriber, in subscription order), the
// terminal completion, and the subscriptions the subject received as a subscriber itself.

/// The state of one subject.
final class SubjectCore<Output, Failure: Error> {
    private let lock = StateLock()
    private var conduits: [SubjectConduitBase<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    private var upstreamSubscriptions: [Subscription] = []
    /// The current value, for a subject that replays it (`CurrentValueSubject`, `@Published`).
    private var current: Output?
    /// Whether a new subscriber first receives the current value.
    let replaysCurrentValue: Bool

    /// A subject that delivers only what is sent after a subscriber subscribed.
    init() {
        replaysCurrentValue = false
    }

    /// A subject that delivers its current value to each subscriber when it first has demand,
    /// and whose subscribers that had no demand when a value was sent receive the latest value
    /// when they next have demand.
    init(currentValue: Output) {
        replaysCurrentValue = true
        current = currentValue
    }

    /// The current value of a replaying subject.
    var currentValue: Output {
        get { lock.withLock { current! } }
        set { lock.withLock { current = newValue } }
    }

    /// Whether the subject has completed.
    var isCompleted: Bool {
        lock.withLock { completion != nil }
    }

    /// Attaches a subscriber: after completion, the subscriber receives the empty subscription
    /// and the completion at once.
    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectConduit(downstream: subscriber, core: self)
        let finished = lock.withLock { () -> Subscribers.Completion<Failure>? in
            if let completion { return completion }
            conduits.append(conduit)
            return nil
        }
        if let finished {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: finished)
        } else {
            subscriber.receive(subscription: conduit)
        }
    }

    /// Delivers a value to the subscribers in subscription order; a replaying subject stores it
    /// first. After completion this does nothing.
    func send(_ value: Output) {
        let receivers = lock.withLock { () -> [SubjectConduitBase<Output, Failure>]? in
            guard completion == nil else { return nil }
            if replaysCurrentValue { current = value }
            return conduits
        }
        guard let receivers else { return }
        for conduit in receivers {
            conduit.offer(value)
        }
    }

    /// Delivers a value to the subscribers in subscription order and only then stores it, as a
    /// property's `willSet` would (`@Published`).
    func sendBeforeStoring(_ value: Output) {
        let receivers = lock.withLock { () -> [SubjectConduitBase<Output, Failure>] in
            completion == nil ? conduits : []
        }
        for conduit in receivers {
            conduit.offer(value)
        }
        lock.withLock { current = value }
    }

    /// Completes every subscriber, in subscription order; the first completion is the only one.
    func send(completion newCompletion: Subscribers.Completion<Failure>) {
        let receivers = lock.withLock { () -> [SubjectConduitBase<Output, Failure>]? in
            guard completion == nil else { return nil }
            completion = newCompletion
            defer { conduits = [] }
            return conduits
        }
        guard let receivers else { return }
        for conduit in receivers {
            conduit.finish(newCompletion)
        }
    }

    /// Keeps a subscription the subject received as a subscriber, and requests an unlimited
    /// number of values from it.
    func send(subscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard completion == nil else { return false }
            upstreamSubscriptions.append(subscription)
            return true
        }
        if accepted {
            subscription.request(.unlimited)
        } else {
            subscription.cancel()
        }
    }

    /// Cancels the subscriptions the subject received as a subscriber (when the subject goes).
    func cancelUpstreamSubscriptions() {
        let subscriptions = lock.withLock { () -> [Subscription] in
            defer { upstreamSubscriptions = [] }
            return upstreamSubscriptions
        }
        for subscription in subscriptions {
            subscription.cancel()
        }
    }

    /// Forgets a canceled conduit.
    func detach(_ conduit: SubjectConduitBase<Output, Failure>) {
        lock.withLock {
            conduits.removeAll { $0 === conduit }
        }
    }
}

/// The subscription a subject gives one subscriber.
class SubjectConduitBase<Output, Failure: Error>: Subscription, CustomStringConvertible {
    /// Delivers a sent value if the subscriber has demand (else drops it, or, for a replaying
    /// subject, owes the subscriber the latest value).
    func offer(_ value: Output) {
        fatalError("SubjectConduitBase.offer(_:) is abstract")
    }

    /// Delivers the subject's completion.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        fatalError("SubjectConduitBase.finish(_:) is abstract")
    }

    func request(_ demand: Subscribers.Demand) {
        fatalError("SubjectConduitBase.request(_:) is abstract")
    }

    func cancel() {
        fatalError("SubjectConduitBase.cancel() is abstract")
    }

    var description: String { "Subject.Conduit" }
}

final class SubjectConduit<Downstream: Subscriber>: SubjectConduitBase<Downstream.Input, Downstream.Failure> {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = StateLock()
    private let deliveryLock = DeliveryLock()
    private var downstream: Downstream?
    private weak var core: SubjectCore<Output, Failure>?
    private var demand = Subscribers.Demand.none
    /// Whether the subject replays its current value.
    private let replays: Bool
    /// Whether the subscriber is owed the subject's current value as soon as it has demand.
    private var owesCurrentValue: Bool

    init(downstream: Downstream, core: SubjectCore<Output, Failure>) {
        self.downstream = downstream
        self.core = core
        replays = core.replaysCurrentValue
        owesCurrentValue = core.replaysCurrentValue
    }

    override func offer(_ value: Output) {
        let deliver = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            if demand > 0 {
                demand -= 1
                return true
            }
            if replays {
                owesCurrentValue = true
            }
            return false
        }
        if deliver {
            self.deliver(value)
        }
    }

    override func request(_ newDemand: Subscribers.Demand) {
        guard newDemand > 0 else { return }
        add(newDemand)
    }

    private func add(_ newDemand: Subscribers.Demand) {
        let (owed, core) = lock.withLock { () -> (Bool, SubjectCore<Output, Failure>?) in
            guard downstream != nil else { return (false, nil) }
            demand += newDemand
            guard owesCurrentValue, demand > 0 else { return (false, nil) }
            owesCurrentValue = false
            demand -= 1
            return (true, self.core)
        }
        if owed, let core {
            deliver(core.currentValue)
        }
    }

    private func deliver(_ value: Output) {
        let more = deliveryLock.withLock { () -> Subscribers.Demand in
            guard let receiver = lock.withLock({ downstream }) else { return .none }
            return receiver.receive(value)
        }
        if more > 0 {
            add(more)
        }
    }

    override func finish(_ completion: Subscribers.Completion<Failure>) {
        let receiver = lock.withLock { () -> Downstream? in
            defer {
                downstream = nil
                core = nil
            }
            return downstream
        }
        guard let receiver else { return }
        deliveryLock.withLock {
            receiver.receive(completion: completion)
        }
    }

    override func cancel() {
        let (receiver, core) = lock.withLock { () -> (Downstream?, SubjectCore<Output, Failure>?) in
            defer {
                downstream = nil
                self.core = nil
            }
            return (downstream, self.core)
        }
        guard receiver != nil else { return }
        core?.detach(self)
    }
}
