/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits the
/// changed value before any of its `@Published` properties changes.
///
///     class Contact: ObservableObject {
///         @Published var name: String
///         @Published var age: Int
///
///         init(name: String, age: Int) {
///             self.name = name
///             self.age = age
///         }
///
///         func haveBirthday() -> Int {
///             age += 1
///             return age
///         }
///     }
///
///     let john = Contact(name: "John Appleseed", age: 24)
///     cancellable = john.objectWillChange
///         .sink { _ in
///             print("\(john.age) will change")
///     }
///     print(john.haveBirthday())
///     // Prints "24 will change"
///     // Prints "25"
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed.
    ///
    /// The object's `@Published` properties (its own and its superclasses') share one
    /// publisher, created the first time this property is read; an object without `@Published`
    /// properties gets a new publisher that nothing sends.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectRegistry.publisher(for: self)
    }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher {
    /// The kind of values published by this publisher: an event without content.
    public typealias Output = Void

    /// The kind of errors this publisher might publish: it never fails.
    public typealias Failure = Never

    private let core = SubjectCore<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Attaches the specified subscriber to this publisher.
    ///
    /// - Parameter subscriber: The subscriber to attach.
    public final func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {
        core.attach(subscriber)
    }

    /// Sends the changed value to the downstream subscribers.
    public final func send() {
        core.send(())
    }
}

/// Finds, or installs, the publisher an observable object's `@Published` properties send.
enum ObservableObjectRegistry {
    private static let lock = StateLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        var storages: [PublishedStorageHook] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? PublishedStorageHookProvider {
                    storages.append(published.storageHook)
                }
            }
            mirror = current.superclassMirror
        }
        return lock.withLock {
            let publisher = storages.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
            for storage in storages where storage.objectWillChange == nil {
                storage.objectWillChange = publisher
            }
            return publisher
        }
    }
}

/// A `@Published` property's storage, seen without its value type.
protocol PublishedStorageHook: AnyObject {
    var objectWillChange: ObservableObjectPublisher? { get set }
}

/// A `@Published` wrapper, seen without its value type.
protocol PublishedStorageHookProvider {
    var storageHook: PublishedStorageHook { get }
}

extension PublishedStorage: PublishedStorageHook {}

extension Published: PublishedStorageHookProvider {
    var storageHook: PublishedStorageHook { storage }
}
