extension Sequence {
    /// A publisher that emits the elements of this sequence, then finishes.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}

extension Publishers {
    /// A publisher that publishes a given sequence of elements.
    ///
    /// When the publisher exhausts the elements in the sequence, the next request causes the
    /// publisher to finish. It emits elements only as the subscriber demands them, and finishes
    /// as soon as the last element is delivered (an empty sequence finishes at once).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The kind of values published by this publisher: the sequence's elements.
        public typealias Output = Elements.Element

        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        ///
        /// - Parameter sequence: The sequence of elements to publish.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach.
        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Elements.Element == S.Input {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: SequenceSubscription(first: first, rest: iterator, downstream: subscriber))
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {
    /// Returns whether two sequence publishers publish equal sequences.
    ///
    /// - Parameters:
    ///   - lhs: A sequence publisher to compare for equality.
    ///   - rhs: Another sequence publisher to compare for equality.
    public static func == (lhs: Publishers.Sequence<Elements, Failure>, rhs: Publishers.Sequence<Elements, Failure>) -> Bool {
        lhs.sequence == rhs.sequence
    }
}

/// Emits a sequence's elements on demand; it always holds the next element, so that it can
/// finish right after the last one.
private final class SequenceSubscription<Iterator: IteratorProtocol, Downstream: Subscriber>: Subscription,
    CustomStringConvertible
where Downstream.Input == Iterator.Element {
    private let lock = StateLock()
    private var next: Iterator.Element?
    private var rest: Iterator
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var isEmitting = false

    init(first: Iterator.Element, rest: Iterator, downstream: Downstream) {
        next = first
        self.rest = rest
        self.downstream = downstream
    }

    var description: String { "Sequence" }

    func request(_ newDemand: Subscribers.Demand) {
        guard newDemand > 0 else { return }
        let start = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            demand += newDemand
            // A request from inside `receive(_:)` only adds demand; the loop below uses it.
            guard !isEmitting else { return false }
            isEmitting = true
            return true
        }
        guard start else { return }
        emit()
    }

    private func emit() {
        while true {
            let step = lock.withLock { () -> (Downstream, Iterator.Element)? in
                guard let downstream, demand > 0, let element = next else {
                    isEmitting = false
                    return nil
                }
                demand -= 1
                next = nil
                return (downstream, element)
            }
            guard let (receiver, element) = step else { return }
            // Only the emitting thread (`isEmitting`) touches the iterator.
            let following = rest.next()
            lock.withLock { next = following }
            let more = receiver.receive(element)
            let finished = lock.withLock { () -> Downstream? in
                guard downstream != nil else { return nil }
                demand += more
                guard following == nil else { return nil }
                defer { downstream = nil }
                return downstream
            }
            if let finished {
                lock.withLock { isEmitting = false }
                finished.receive(completion: .finished)
                return
            }
        }
    }

    func cancel() {
        let released = lock.withLock { () -> Downstream? in
            defer { downstream = nil }
            return downstream
        }
        _ = released
    }
}
