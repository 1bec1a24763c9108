import Foundation
import SimulationContext

/// The simulation's notification center: Darwin's `NotificationCenter` semantics on top of
/// Foundation's, with the three observer styles iOS code uses.
///
/// Every post goes through a real Foundation `NotificationCenter` owned by this bus (never
/// `NotificationCenter.default`) and carries a real `Notification`. Foundation on Linux
/// delivers in hash order, has no selector-style observers and never drops observers, so the
/// bus registers **one** Foundation observer and dispatches each post itself, to its own ordered
/// list of registrations. What follows is Darwin's behaviour, each point tested:
///
/// - Delivery is synchronous, on the posting thread, in registration order — the same order in
///   every process.
/// - Registering twice delivers twice.
/// - `removeObserver(observer)` removes every registration of that observer (a selector target
///   or a token); `removeObserver(_:name:object:)` only the matching ones. A controller that
///   calls `removeObserver(self)` after registering *blocks* removes nothing, as on Darwin.
/// - `object:` filters by identity; `name: nil` observes every notification.
/// - Selector-style targets are held weakly (iOS 9+): a deallocated target is skipped and its
///   registrations are dropped. Block-style registrations retain their block — and everything
///   it captures — until the token is removed, so a block that captures `self` strongly is a
///   real retain cycle through the center.
/// - **Changes during a post:** the list of registrations is snapshotted when a post starts, so
///   an observer added by a handler does not receive the post in progress; an observer removed
///   by a handler is checked before each delivery and does not receive it either. This is what
///   Darwin's Foundation does (removal is honoured for later deliveries of the same post).
/// - Any `queue:` is honoured as Darwin does for a post on the main thread with `.main`: the
///   block has run before `post` returns. (On Darwin a background queue runs the block on another
///   thread while the poster waits; the simulation runs it inline, so the order is the same.)
/// - The bus belongs to the thread that created it: posting, adding or removing an observer from
///   another thread stops the process with a message (`ThreadConfinement`).
///
/// The bus knows Foundation only: UIKit's notification names and typed keyboard messages are
/// defined with the UIKit types, and the observer audit attributes registrations to controllers.
///
/// ```swift
/// center.addObserver(self, selector: FormController.keyboardWillShow,
///                    name: UIResponder.keyboardWillShowNotification, object: nil)
/// token = center.addObserver(forName: UIResponder.keyboardWillHideNotification,
///                            object: nil, queue: .main) { [weak self] note in self?.restore(note) }
/// center.addObserver(of: nil, for: .keyboardWillChangeFrame) { message in print(message.endFrame) }
/// ```
public final class NotificationBus: @unchecked Sendable {  // confined to the thread that created it: `confinement` checks every call
    /// The Foundation center every post goes through. Posting on it directly is the same as
    /// posting on the bus.
    package let foundationCenter: NotificationCenter

    /// Whether selector-style targets are held weakly (iOS 9 and later). Before iOS 9 the center
    /// held them `unsafe_unretained`: a post to a deallocated target crashed. With `false`, such
    /// a delivery is reported as a diagnostic ("message sent to deallocated instance") and the
    /// registration dropped.
    public let selectorTargetsAreWeak: Bool

    weak var monitor: (any BusMonitor)?

    /// The registrations in registration (and delivery) order. A removed one stays, marked
    /// `isRemoved`, until they are more than half of the list: removing each of n observers
    /// one by one is then linear, not quadratic (every reader skips them).
    private var registrations: [Registration] = []
    /// How many of `registrations` are removed.
    private var removedInList = 0
    /// The live registrations by the object they belong to (`Registration.observerIdentity`), in
    /// registration order: what `removeObserver` looks through.
    private var byObserver: [ObjectIdentifier: [Registration]] = [:]
    /// Registrations a finished simulation handed back, waiting for the next one
    /// (`takeBackRegistrations`): on the thread's center outside any simulation only.
    private var waiting: [ReleasedRegistration] = []
    private var nextRegistrationID = 1
    /// Registrations carried in from before this bus's simulation (`adoptAllRegistrations`) are
    /// numbered down from 0, so that the simulation's own are 1, 2, 3, … whatever earlier code,
    /// or an earlier test, left registered on the app's center.
    private var nextCarriedRegistrationID = 0
    private var nextPostID = 1
    private var foundationToken: NSObjectProtocol?
    /// The bus belongs to the thread that created it; every entry point checks.
    let confinement = ThreadConfinement("NotificationBus")

    /// Whether the calling thread is the one the bus belongs to (where it may be used).
    package var isOnItsThread: Bool { confinement.isCurrent }
    /// Wraps the delivery of each post when set: the simulation that owns the bus makes itself
    /// the thread's current simulation there.
    var deliveryScope: ((_ work: () -> Void) -> Void)?

    /// Creates a bus with its own Foundation center.
    ///
    /// - Parameter selectorTargetsAreWeak: iOS 9 and later (the default) hold selector-style
    ///   targets weakly; `false` is the older `unsafe_unretained` behavior
    ///   (`BehaviorProfile.selectorObserversAreWeak`).
    public init(selectorTargetsAreWeak: Bool = true) {
        self.selectorTargetsAreWeak = selectorTargetsAreWeak
        foundationCenter = NotificationCenter()
        // Foundation's block is @Sendable; the bus is confined to the thread that created it.
        // The box carries the bus across that signature and checks the thread on every post.
        let box = BusBox(bus: self, confinement: confinement)
        foundationToken = foundationCenter.addObserver(forName: nil, object: nil, queue: nil) { note in
            box.dispatch(note)
        }
    }

    deinit {
        if let foundationToken { foundationCenter.removeObserver(foundationToken) }
    }

    // MARK: Posting

    /// Posts `notification` through the Foundation center; observers run before this returns.
    public func post(_ notification: Notification) {
        confinement.check("post(_:)")
        foundationCenter.post(notification)
    }

    /// Posts a notification with the given name, sender and `userInfo`.
    public func post(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        confinement.check("post(name:object:userInfo:)")
        foundationCenter.post(name: name, object: object, userInfo: userInfo)
    }

    // MARK: Selector-style observers

    /// Registers `observer`'s method as a selector-style observer, as
    /// `addObserver(_:selector:name:object:)` does on Darwin. Pass the method unapplied:
    /// `FormController.keyboardWillShow`. The target is held weakly.
    public func addObserver<Target: AnyObject>(
        _ observer: Target,
        selector: @escaping (Target) -> (Notification) -> Void,
        name: Notification.Name?,
        object: Any?
    ) {
        addSelectorObserver(observer, method: selector, name: name, object: object)
    }

    /// A selector-style observer whose method takes no argument (Darwin allows `keyboardWillShow`
    /// without the colon).
    public func addObserver<Target: AnyObject>(
        _ observer: Target,
        selector: @escaping (Target) -> () -> Void,
        name: Notification.Name?,
        object: Any?
    ) {
        addSelectorObserver(observer, method: { target in { _ in selector(target)() } }, name: name, object: object)
    }

    /// A selector-style observer whose method takes an `NSNotification` (Objective-C-era code,
    /// `- (void)keyboardWillShow:(NSNotification *)note`, kept in Swift).
    public func addObserver<Target: AnyObject>(
        _ observer: Target,
        selector: @escaping (Target) -> (NSNotification) -> Void,
        name: Notification.Name?,
        object: Any?
    ) {
        addSelectorObserver(
            observer,
            method: { target in
                { note in
                    selector(target)(NSNotification(name: note.name, object: note.object, userInfo: note.userInfo))
                }
            }, name: name, object: object)
    }

    /// Registers `observer` with a selector kept as a value (`Selector("keyboardWillShow:",
    /// Controller.keyboardWillShow)`, what `kbsim port` writes for a `#selector` stored in a
    /// variable). A selector made from a name alone, or another class's method, is registered as
    /// on iOS, and each post that reaches it leaves a diagnostic in the trace instead of a call
    /// (on iOS: a call by name, or an "unrecognized selector" crash).
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        let target = observer as AnyObject
        add(
            Registration(
                id: takeRegistrationID(), name: name, object: object,
                kind: .selector(SelectorTarget(target, selector: selector))))
    }

    private func addSelectorObserver<Target: AnyObject>(
        _ observer: Target, method: @escaping (Target) -> (Notification) -> Void,
        name: Notification.Name?, object: Any?
    ) {
        add(
            Registration(
                id: takeRegistrationID(), name: name, object: object,
                kind: .selector(SelectorTarget(observer, method: method))))
    }

    // MARK: Block-style observers

    /// Registers a block, as `addObserver(forName:object:queue:using:)` does on Darwin. The bus
    /// retains the block (and what it captures) until `removeObserver(token)`.
    ///
    /// - Returns: The token to pass to `removeObserver(_:)`. Discarding it leaks the
    ///   registration for the life of the center.
    @discardableResult
    public func addObserver(
        forName name: Notification.Name?,
        object: Any?,
        queue: OperationQueue?,
        using block: @escaping (Notification) -> Void
    ) -> NSObjectProtocol {
        addBlockObserver(forName: name, object: object, queueName: queue.map(Self.queueName), retainsNothing: false, using: block)
    }

    /// A block observer, as `addObserver(forName:object:queue:using:)` with no queue makes, with
    /// its token's own type, that ends with its simulation whoever holds its token (an async
    /// sequence's, whose loop belongs to the test that made it).
    package func addPlainBlockObserver(
        forName name: Notification.Name?, object: Any?,
        using block: @escaping (Notification) -> Void
    ) -> ObserverToken {
        addBlockObserver(forName: name, object: object, queueName: nil, retainsNothing: false, endsWithSimulation: true, using: block)
    }

    /// A block observer whose block holds nothing strongly (a Combine subscription's: it reaches
    /// its subscriber weakly), so that the registration lives as long as its token is held: it
    /// outlives the simulation when the subscription does.
    package func addSubscriptionObserver(
        forName name: Notification.Name?, object: Any?,
        using block: @escaping (Notification) -> Void
    ) -> ObserverToken {
        addBlockObserver(forName: name, object: object, queueName: nil, retainsNothing: true, using: block)
    }

    private func addBlockObserver(
        forName name: Notification.Name?, object: Any?, queueName: String?, retainsNothing: Bool, endsWithSimulation: Bool = false,
        using block: @escaping (Notification) -> Void
    ) -> ObserverToken {
        let id = takeRegistrationID()
        let token = ObserverToken(registrationID: id, name: name)
        let registration = Registration(
            id: id, name: name, object: object,
            kind: .block(token: token, block: block, queueName: queueName, retainsNothing: retainsNothing))
        registration.endsWithSimulation = endsWithSimulation
        add(registration)
        return token
    }

    private static func queueName(_ queue: OperationQueue) -> String {
        if queue === OperationQueue.main { return "main" }
        return queue.name ?? "queue"
    }

    // MARK: Typed observers

    /// Registers an observer of typed messages built from each post of `name`: `build` turns the
    /// notification into the call to make, or fails with an error that says why (a missing
    /// key); a post that fails is not delivered and the failure is reported as a diagnostic.
    /// UIKit's typed keyboard messages are built on this (`addObserver(of:for:using:)`).
    func addMessageObserver(
        name: Notification.Name, object: Any?, typeName: String,
        build: @escaping (Notification) -> Result<() -> Void, any Error>
    ) -> ObserverToken {
        let id = takeRegistrationID()
        let token = ObserverToken(registrationID: id, name: name)
        add(
            Registration(
                id: id, name: name, object: object,
                kind: .message(token: token, typeName: typeName, build: build)))
        return token
    }

    // MARK: Removing

    /// Removes every registration of `observer`: a selector-style target, or the token returned
    /// by a block-style or message registration.
    public func removeObserver(_ observer: Any) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes the registrations of `observer` that match `name` and `object` (`nil` matches
    /// any), as Darwin's `removeObserver(_:name:object:)`.
    public func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
        confinement.check("removeObserver(_:name:object:)")
        let observerObject = observer as AnyObject
        let objectFilter = object.map { $0 as AnyObject }
        let key = ObjectIdentifier(observerObject)
        let matching = (byObserver[key] ?? []).filter { registration in
            guard registration.belongs(to: observerObject) else { return false }
            if let name, registration.name != name { return false }
            if let objectFilter, !registration.filtersObject(objectFilter) { return false }
            return true
        }
        for registration in matching {
            remove(registration, reason: .removed, updatingIndex: false)
        }
        if !matching.isEmpty {
            let remaining = byObserver[key]?.filter { !$0.isRemoved } ?? []
            byObserver[key] = remaining.isEmpty ? nil : remaining
        }
        waiting.removeAll { $0.matches(observer: observerObject, name: name, object: objectFilter) }
    }

    // MARK: Inspection

    /// The live registrations, in registration (and delivery) order.
    package var currentRegistrations: [BusRegistration] {
        registrations.compactMap { $0.isRemoved ? nil : $0.value }
    }

    /// The number of live registrations for `name` (a `nil` name counts observers of everything).
    package func registrationCount(for name: Notification.Name) -> Int {
        registrations.count { !$0.isRemoved && ($0.name == nil || $0.name == name) }
    }

    var liveRegistrations: [Registration] { registrations.filter { !$0.isRemoved } }

    // MARK: Dispatch

    fileprivate func dispatch(_ note: Notification) {
        let postID = nextPostID
        nextPostID += 1
        // The monitor is read once per post (a weak reference costs a load each time).
        let monitor = self.monitor
        monitor?.bus(self, didPost: note, postID: postID)
        // Snapshot: observers added during this post do not receive it.
        let snapshot = registrations
        if let deliveryScope {
            deliveryScope { self.deliver(note, to: snapshot, postID: postID, monitor: monitor) }
        } else {
            deliver(note, to: snapshot, postID: postID, monitor: monitor)
        }
    }

    /// Delivers `note` to each registration of the post's snapshot that is still on the bus
    /// (a removal by an earlier handler of the same post is honoured) and matches it.
    private func deliver(_ note: Notification, to snapshot: [Registration], postID: Int, monitor: (any BusMonitor)?) {
        for registration in snapshot where !registration.isRemoved && registration.matches(note) {
            deliver(note, to: registration, postID: postID, monitor: monitor)
        }
    }

    private func deliver(_ note: Notification, to registration: Registration, postID: Int, monitor: (any BusMonitor)?) {
        switch registration.kind {
        case .selector(let target):
            guard let object = target.object else {
                if !selectorTargetsAreWeak {
                    monitor?.bus(
                        self,
                        diagnostic:
                            "crash on a real device before iOS 9: \(note.name.rawValue) sent to deallocated instance of \(target.typeName) (selector-style observer never removed)"
                    )
                }
                remove(registration, reason: .targetDeallocated)
                return
            }
            if let why = target.unreachable {
                monitor?.bus(self, diagnostic: "\(note.name.rawValue) not delivered to \(target.typeName): \(why)")
                return
            }
            monitor?.bus(self, willDeliver: note, to: registration, postID: postID)
            target.invoke(object, note)
            monitor?.bus(self, didDeliver: note, to: registration)
        case .block(_, let block, _, _):
            monitor?.bus(self, willDeliver: note, to: registration, postID: postID)
            block(note)
            monitor?.bus(self, didDeliver: note, to: registration)
        case .message(_, let typeName, let build):
            // The message is built before the delivery is recorded: a post that cannot form it
            // is not delivered.
            switch build(note) {
            case .success(let callObserver):
                monitor?.bus(self, willDeliver: note, to: registration, postID: postID)
                callObserver()
                monitor?.bus(self, didDeliver: note, to: registration)
            case .failure(let error):
                monitor?.bus(self, diagnostic: "\(typeName) not delivered to registration #\(registration.id): \(error)")
            }
        }
    }

    // MARK: Registrations that outlive a simulation

    /// Moves every live registration of `other` into this bus, in their order, numbered 0, −1,
    /// −2, … (this bus's own registrations are numbered from 1): tokens and targets are unchanged, so `removeObserver` on this bus finds
    /// them. What the app registered on `NotificationCenter.default` before a simulation existed
    /// (a singleton, a library's observer) reaches the simulation this way.
    func adoptAllRegistrations(of other: NotificationBus) {
        confinement.check("adoptAllRegistrations(of:)")
        let waiting = other.waiting
        other.waiting.removeAll()
        for registration in waiting { add(registration) }
        let moving = other.liveRegistrations
        other.registrations.removeAll()
        other.byObserver.removeAll()
        other.removedInList = 0
        for registration in moving {
            registration.isRemoved = true
            add(registration.releasingToken(keepingEveryBlock: true))
        }
    }

    /// Takes from `other` (a simulation's center that is going away) the registrations that
    /// `keep` accepts and that someone besides `other` still holds: a selector target alive (the
    /// bus holds targets weakly), or a block's, a typed message's or a Combine subscription's
    /// token kept — by the app object that registered it (a library's shared object keeps its
    /// token for the app's lifetime), told once `other`'s own registrations have let it go. A
    /// token nobody kept ends here. (A block that captures strongly what holds its token keeps
    /// it alive itself: that retain cycle carries on, as it would on iOS.)
    ///
    /// They wait here, unrevived, for the next simulation on the thread (`adoptAllRegistrations`),
    /// which takes those still held then: by then the finished test's local variables are gone,
    /// so what carries on is what the app holds, whatever order the test's values went in.
    func takeBackRegistrations(of other: NotificationBus, where keep: (Registration) -> Bool) {
        confinement.check("takeBackRegistrations(of:)")
        for registration in other.registrations where !registration.isRemoved && keep(registration) {
            registration.isRemoved = true
            other.byObserver[registration.observerIdentity]?.removeAll { $0 === registration }
            waiting.append(registration.releasingToken(keepingEveryBlock: false))
        }
        other.registrations.removeAll { $0.isRemoved }
        other.removedInList = 0
    }

    /// Adds `registration` under the next carried-in id, when it is still held by someone.
    private func add(_ registration: ReleasedRegistration) {
        if let revived = registration.revived(id: nextCarriedRegistrationID) {
            nextCarriedRegistrationID -= 1
            add(revived)
        }
    }

    /// The calling thread's center outside any simulation: what `NotificationCenter.default`
    /// is there. Registrations made on it are handed to the next simulation made on the thread.
    package static var detachedDefault: NotificationBus {
        CurrentSimulation.threadValue("NotificationCenter.default") { NotificationBus() }
    }

    private func takeRegistrationID() -> Int {
        defer { nextRegistrationID += 1 }
        return nextRegistrationID
    }

    private func add(_ registration: Registration) {
        confinement.check("addObserver")
        switch registration.kind {
        case .block(let token, _, _, _), .message(let token, _, _):
            token.bus = self
            token.registrationID = registration.id
        case .selector:
            break
        }
        registrations.append(registration)
        byObserver[registration.observerIdentity, default: []].append(registration)
        monitor?.bus(self, didAdd: registration)
    }

    /// Marks `registration` removed and tells the monitor; with `updatingIndex`, takes it out of
    /// `byObserver` too (a caller removing several of one observer's rewrites its entry once).
    private func remove(_ registration: Registration, reason: RemovalReason, updatingIndex: Bool = true) {
        guard !registration.isRemoved else { return }
        registration.isRemoved = true
        if updatingIndex {
            let key = registration.observerIdentity
            byObserver[key]?.removeAll { $0 === registration }
            if byObserver[key]?.isEmpty == true { byObserver[key] = nil }
        }
        removedInList += 1
        if removedInList > 16 && removedInList * 2 > registrations.count {
            registrations.removeAll { $0.isRemoved }
            removedInList = 0
        }
        monitor?.bus(self, didRemove: registration, reason: reason)
        registration.dropPayload()
    }
}

/// Carries the bus into Foundation's `@Sendable` observer block.
///
/// `@unchecked Sendable` because the bus is confined to one thread; `dispatch` checks that the
/// post arrives on that thread and stops the process with a message otherwise (a post straight
/// on `foundationCenter` from another thread is the same misuse as one on the bus).
private final class BusBox: @unchecked Sendable {
    weak var bus: NotificationBus?
    let confinement: ThreadConfinement

    init(bus: NotificationBus, confinement: ThreadConfinement) {
        self.bus = bus
        self.confinement = confinement
    }

    func dispatch(_ note: Notification) {
        confinement.check("post of \(note.name.rawValue)")
        bus?.dispatch(note)
    }
}
