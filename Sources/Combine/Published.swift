/// A type that publishes a property marked with an attribute.
///
/// Publishing a property with the `@Published` attribute creates a publisher of this type. You
/// access the publisher with the `$` operator:
///
///     class Weather {
///         @Published var temperature: Double
///         init(temperature: Double) {
///             self.temperature = temperature
///         }
///     }
///
///     let weather = Weather(temperature: 20)
///     cancellable = weather.$temperature
///         .sink() {
///             print ("Temperature now: \($0)")
///     }
///     weather.temperature = 25
///
///     // Prints:
///     // Temperature now: 20.0
///     // Temperature now: 25.0
///
/// When the property changes, publishing occurs in the property's `willSet` block, meaning
/// subscribers receive the new value before it's actually set on the property. A subscriber
/// receives the current value when it subscribes. In a class that adopts `ObservableObject`,
/// a change also sends the object's `objectWillChange` first.
///
/// The `@Published` attribute is class constrained: use it with properties of classes, not
/// with non-class types like structures.
@propertyWrapper
public struct Published<Value> {
    /// The storage every copy of this wrapper shares: the value and its subscribers.
    let storage: PublishedStorage<Value>

    /// Creates the published instance with an initial wrapped value.
    ///
    /// Don't call this initializer directly. Instead, declare a property with the `@Published`
    /// attribute, and provide an initial value.
    ///
    /// - Parameter wrappedValue: The publisher's initial value.
    public init(wrappedValue: Value) {
        self.init(initialValue: wrappedValue)
    }

    /// Creates the published instance with an initial value.
    ///
    /// Don't call this initializer directly. Instead, declare a property with the `@Published`
    /// attribute, and provide an initial value.
    ///
    /// - Parameter initialValue: The publisher's initial value.
    public init(initialValue: Value) {
        storage = PublishedStorage(initialValue)
    }

    /// The property's value; unavailable: `@Published` is only available on properties of
    /// classes, which reach the value through the enclosing instance.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's value, read and written through the enclosing class instance.
    ///
    /// Setting it sends the enclosing `ObservableObject`'s `objectWillChange`, then the new
    /// value to the property's subscribers, and only then stores it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            object[keyPath: storageKeyPath].storage.value
        }
        set {
            object[keyPath: storageKeyPath].storage.set(newValue)
        }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    ///
    /// It publishes the property's current value to each new subscriber, then every value the
    /// property is set to; it never completes.
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher: the property's type.
        public typealias Output = Value

        /// The kind of errors this publisher might publish: it never fails.
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        init(_ storage: PublishedStorage<Value>) {
            self.storage = storage
        }

        /// Attaches the specified subscriber to this publisher.
        ///
        /// - Parameter subscriber: The subscriber to attach; it receives the current value as
        ///   soon as it has demand.
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {
            storage.core.attach(subscriber)
        }
    }

    /// The property for which this instance exposes a publisher.
    ///
    /// The `projectedValue` is the property accessed with the `$` operator.
    public var projectedValue: Publisher {
        get {
            Publisher(storage)
        }
        _modify {
            var publisher = Publisher(storage)
            yield &publisher
        }
    }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property marked as
    /// a publisher.
    ///
    /// Use this operator when you want to receive elements from a publisher and republish them
    /// through a property marked with the `@Published` attribute. The `assign(to:)` operator
    /// manages the life cycle of the subscription, canceling the subscription automatically when
    /// the `Published` instance deinitializes. Because of this, the `assign(to:)` operator doesn't
    /// return an `AnyCancellable` that you're responsible for, and it doesn't create the
    /// reference cycle `assign(to:on:)` creates when it assigns to a property of `self`.
    ///
    /// - Parameter published: A property marked with the `@Published` attribute, which receives
    ///   and republishes all elements received from the upstream publisher.
    public func assign(to published: inout Published<Output>.Publisher) {
        let subscriber = PublishedAssignment(published.storage)
        published.storage.keep(subscriber)
        subscribe(subscriber)
    }
}

/// The value of a `@Published` property and its subscribers, shared by every copy of the
/// wrapper (the enclosing instance holds the wrapper; `Mirror` and `$property` hold copies).
final class PublishedStorage<Value> {
    let core: SubjectCore<Value, Never>
    private let lock = StateLock()
    private var willChange: ObservableObjectPublisher?
    private var assignments: [PublishedAssignment<Value>] = []

    init(_ value: Value) {
        core = SubjectCore(currentValue: value)
    }

    deinit {
        for assignment in assignments {
            assignment.cancel()
        }
    }

    var value: Value {
        core.currentValue
    }

    /// The enclosing `ObservableObject`'s publisher, once it has been looked up.
    var objectWillChange: ObservableObjectPublisher? {
        get { lock.withLock { willChange } }
        set { lock.withLock { willChange = newValue } }
    }

    /// Sends `objectWillChange`, then the new value to the subscribers, then stores it.
    func set(_ newValue: Value) {
        objectWillChange?.send()
        core.sendBeforeStoring(newValue)
    }

    /// Keeps an `assign(to:)` subscription for as long as the property exists.
    func keep(_ assignment: PublishedAssignment<Value>) {
        lock.withLock { assignments.append(assignment) }
    }
}

/// The subscriber of `assign(to:)`: it sets the property (holding it weakly) and lives as long
/// as the property's storage.
final class PublishedAssignment<Value>: Subscriber, Cancellable, CustomStringConvertible {
    typealias Input = Value
    typealias Failure = Never

    private let lock = StateLock()
    private weak var storage: PublishedStorage<Value>?
    private var subscription: Subscription?
    private var isTerminal = false

    init(_ storage: PublishedStorage<Value>) {
        self.storage = storage
    }

    var description: String { "Assign" }

    func receive(subscription newSubscription: Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard subscription == nil, !isTerminal else { return false }
            subscription = newSubscription
            return true
        }
        if accepted {
            newSubscription.request(.unlimited)
        } else {
            newSubscription.cancel()
        }
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        lock.withLock { isTerminal ? nil : storage }?.set(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
        lock.withLock {
            isTerminal = true
            subscription = nil
        }
    }

    func cancel() {
        let current = lock.withLock { () -> Subscription? in
            isTerminal = true
            defer { subscription = nil }
            return subscription
        }
        current?.cancel()
    }
}
