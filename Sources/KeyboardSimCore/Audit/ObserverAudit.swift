import Foundation

/// Watches every registration, removal and delivery on the bus together with the lifecycle of
/// every view controller, and reports the mistakes keyboard handlers are known for.
///
/// ```swift
/// nav.popViewController(animated: true)
/// sim.advance(by: .seconds(1))
/// let report = sim.audit.report()
/// #expect(report.isClean, "\(report)")
/// ```
///
/// The report lists:
/// - **leaked controllers**: released by the simulation (popped, dismissed, replaced) but still
///   alive, with the block registrations attributed to them that are still on the bus — the
///   usual retainer (a block that captures `self` strongly and is removed only in `deinit`);
/// - **registrations left behind**: registrations whose controller was released or deallocated
///   but which are still on the bus (a discarded token). Selector-style registrations of a
///   deallocated target are not counted from iOS 9 on: the bus drops them itself;
/// - **deliveries while hidden**: a post delivered to a controller that is not in the visible
///   hierarchy (registered in `viewDidLoad`, never removed while another screen is on top);
/// - **duplicate deliveries**: one post delivered more than once to the same controller and
///   observer style (registered twice, e.g. in every `viewWillAppear`).
@MainActor public final class ObserverAudit {
    /// A controller the audit has seen.
    final class TrackedController {
        let serial: Int
        let name: String
        weak var controller: UIViewController?
        var releasedAt: SimulationInstant?
        var releasedBy: String?
        var deinitAt: SimulationInstant?

        init(serial: Int, name: String, controller: UIViewController) {
            self.serial = serial
            self.name = name
            self.controller = controller
        }
    }

    /// A delivery as the audit saw it.
    public struct Delivery: Hashable, Sendable, CustomStringConvertible {
        /// When it was delivered.
        public var time: SimulationInstant
        /// The post's number in the trace.
        public var postID: Int
        /// The notification's name.
        public var name: String
        /// The registration that received it.
        public var registration: ObserverRegistration
        /// The owning controller's appearance state at delivery (`nil`: no owner known).
        public var ownerState: AppearanceState?
        /// Whether the owner had been released by the simulation.
        public var ownerReleased: Bool

        public var description: String {
            "\(name) delivered to \(registration.owner ?? registration.observer) (\(registration.style) #\(registration.id)) at \(time)"
        }
    }

    /// The controller on whose behalf code is running (a lifecycle method, a handler), and in
    /// which method: registrations made meanwhile are attributed to it.
    struct Context {
        weak var controller: UIViewController?
        /// The method's name, or the parts of a handler's ("FormController handler for
        /// UIKeyboardWillShowNotification"), joined only when a registration needs it: every
        /// delivery runs in a context, few register.
        var methodParts: (String, String?)
        var method: String { methodParts.1.map { "\(methodParts.0) handler for \($0)" } ?? methodParts.0 }
    }

    /// Who a live registration belongs to (weak: attribution must not retain).
    final class Attribution {
        weak var owner: UIViewController?
        /// The owner's audit number, kept after the owner is deallocated.
        let ownerSerial: Int?
        /// The registration as the trace reports it.
        package let record: ObserverRegistration

        @MainActor init(owner: UIViewController?, record: ObserverRegistration) {
            self.owner = owner
            ownerSerial = owner?.auditSerial
            self.record = record
        }
    }

    // (`@exclusivity(unchecked)` on what every delivery reads or appends to: the run-time
    // exclusivity check, a thread-local lookup per access, cost about a tenth of a recorded
    // post; each access is one read, append, insertion or removal that calls out to nothing —
    // a removed attribution frees only values, its controller held weakly — so none overlaps.)
    @exclusivity(unchecked) private var tracked: [TrackedController] = []
    private var countsByType: [String: Int] = [:]
    @exclusivity(unchecked) private var contextStack: [Context] = []
    /// The live registrations' attributions, by registration number.
    @exclusivity(unchecked) private var attributions: [Int: Attribution] = [:]
    private weak var bus: NotificationBus?
    private let now: () -> SimulationInstant
    private let selectorTargetsAreWeak: Bool

    /// Every registration ever made, in order.
    public private(set) var registrations: [ObserverRegistration] = []
    /// Every removal, in order, with its reason.
    public private(set) var removals: [(registration: ObserverRegistration, reason: String)] = []
    /// Every delivery, in order.
    @exclusivity(unchecked) public private(set) var deliveries: [Delivery] = []

    init(bus: NotificationBus, selectorTargetsAreWeak: Bool, now: @escaping () -> SimulationInstant) {
        self.bus = bus
        self.selectorTargetsAreWeak = selectorTargetsAreWeak
        self.now = now
    }

    // MARK: Recording

    /// Gives a controller its audit number and name (`FormController`, `FormController#2`).
    func track(_ controller: UIViewController) {
        guard controller.auditSerial == nil else { return }
        let type = String(describing: Swift.type(of: controller))
        let count = (countsByType[type] ?? 0) + 1
        countsByType[type] = count
        let name = count == 1 ? type : "\(type)#\(count)"
        controller.auditSerial = tracked.count + 1
        controller.auditLabel = name
        tracked.append(TrackedController(serial: tracked.count + 1, name: name, controller: controller))
    }

    func entry(for controller: UIViewController) -> TrackedController? {
        guard let serial = controller.auditSerial, serial - 1 < tracked.count else { return nil }
        return tracked[serial - 1]
    }

    /// Code on behalf of `controller` starts running in `method` (a lifecycle callback).
    func pushContext(_ controller: UIViewController?, method: String) {
        contextStack.append(Context(controller: controller, methodParts: (method, nil)))
    }

    /// The code of the innermost `pushContext` returned.
    func popContext() {
        _ = contextStack.popLast()
    }

    /// Attributes a new registration: to its selector target when that is a view controller,
    /// otherwise to the controller whose code is running. Returns it as the trace reports it.
    func didAdd(_ registration: Registration) -> ObserverRegistration {
        let context = contextStack.last
        let owner = registration.selectorTarget as? UIViewController ?? context?.controller
        if let owner { track(owner) }
        let record = ObserverRegistration(registration.value, owner: owner?.auditName, registeredIn: context?.method)
        attributions[registration.id] = Attribution(owner: owner, record: record)
        registrations.append(record)
        return record
    }

    /// Whether `registration` belongs to a view controller (by its target, or by the code that
    /// made it): such a registration ends with its simulation; the others are the app's.
    func belongsToController(_ registration: Registration) -> Bool {
        attributions[registration.id]?.ownerSerial != nil
    }

    /// The view controller, still alive, whose code made `registration`, if any.
    func owner(of registration: Registration) -> UIViewController? {
        attributions[registration.id]?.owner
    }

    /// A registration left the bus. Returns it as the trace reports it.
    func didRemove(_ registration: Registration, reason: RemovalReason) -> ObserverRegistration {
        let record = self.record(of: registration)
        attributions[registration.id] = nil
        removals.append((record, reason.rawValue))
        return record
    }

    /// A delivery is about to run: records it, and attributes what the handler registers to
    /// the registration's owner.
    func willDeliver(_ note: Notification, to registration: Registration, postID: Int) -> Delivery {
        // One lookup: the attribution gives both the owner and the registration as reported.
        let attribution = attributions[registration.id]
        let owner = attribution?.owner
        let record = attribution?.record ?? ObserverRegistration(registration.value, owner: nil, registeredIn: nil)
        let delivery = Delivery(
            time: now(), postID: postID, name: note.name.rawValue, registration: record,
            ownerState: owner?.appearanceState,
            ownerReleased: owner.flatMap { entry(for: $0)?.releasedAt } != nil)
        deliveries.append(delivery)
        contextStack.append(Context(controller: owner, methodParts: (owner?.auditName ?? record.observer, note.name.rawValue)))
        return delivery
    }

    /// The delivery `willDeliver` announced returned.
    func didDeliver() {
        popContext()
    }

    /// The registration as the trace reports it (unattributed if the audit never saw it added).
    private func record(of registration: Registration) -> ObserverRegistration {
        attributions[registration.id]?.record ?? ObserverRegistration(registration.value, owner: nil, registeredIn: nil)
    }

    func controllerWasReleased(_ controller: UIViewController, by reason: String) {
        track(controller)
        guard let entry = entry(for: controller), entry.releasedAt == nil else { return }
        entry.releasedAt = now()
        entry.releasedBy = reason
    }

    /// A controller that re-enters the hierarchy (pushed again) is no longer released.
    func controllerWasInstalled(_ controller: UIViewController) {
        guard let entry = entry(for: controller) else { return }
        entry.releasedAt = nil
        entry.releasedBy = nil
    }

    func controllerDidDeinit(serial: Int) {
        guard serial - 1 < tracked.count else { return }
        tracked[serial - 1].deinitAt = now()
    }

    // MARK: Report

    /// What the audit found so far. Ask after dropping your own references to controllers:
    /// a controller your test still holds is alive, and is reported as such.
    public func report() -> AuditReport {
        let live = bus?.liveRegistrations ?? []
        var leaked: [AuditReport.LeakedController] = []
        for entry in tracked where entry.releasedAt != nil && entry.controller != nil {
            let retainers = live.filter { attributions[$0.id]?.owner === entry.controller && $0.style != .selector }.map(record(of:))
            leaked.append(
                AuditReport.LeakedController(
                    name: entry.name, releasedAt: entry.releasedAt ?? .zero, releasedBy: entry.releasedBy ?? "released",
                    retainedBy: retainers))
        }
        var leftBehind: [AuditReport.LeftBehind] = []
        for registration in live {
            guard let serial = attributions[registration.id]?.ownerSerial, serial - 1 < tracked.count else { continue }
            let entry = tracked[serial - 1]
            let ownerGone = entry.controller == nil
            let ownerReleased = entry.releasedAt != nil
            guard ownerGone || ownerReleased else { continue }
            if registration.style == .selector && selectorTargetsAreWeak && registration.selectorTarget == nil {
                continue
            }
            leftBehind.append(
                AuditReport.LeftBehind(
                    registration: record(of: registration), ownerDeallocated: ownerGone))
        }
        let hidden = deliveries.filter { delivery in
            guard delivery.registration.owner != nil else { return false }
            return delivery.ownerReleased || !(delivery.ownerState?.isVisible ?? true)
        }
        var duplicates: [AuditReport.DuplicateDelivery] = []
        var index = 0
        while index < deliveries.count {
            var end = index
            while end < deliveries.count, deliveries[end].postID == deliveries[index].postID { end += 1 }
            let post = deliveries[index..<end]
            var seen: [String] = []
            for delivery in post {
                guard let owner = delivery.registration.owner else { continue }
                let key = "\(owner)|\(delivery.registration.style)"
                if seen.contains(key) { continue }
                seen.append(key)
                let same = post.filter { $0.registration.owner == owner && $0.registration.style == delivery.registration.style }
                if same.count > 1 {
                    duplicates.append(
                        AuditReport.DuplicateDelivery(
                            name: delivery.name, postID: delivery.postID, time: delivery.time, owner: owner,
                            registrations: same.map(\.registration)))
                }
            }
            index = end
        }
        return AuditReport(
            leakedControllers: leaked, registrationsLeftBehind: leftBehind,
            deliveriesWhileHidden: hidden, duplicateDeliveries: duplicates)
    }

    /// Controllers seen by the audit, by name, with whether they are still alive.
    public var controllers: [(name: String, isAlive: Bool, released: Bool)] {
        tracked.map { ($0.name, $0.controller != nil, $0.releasedAt != nil) }
    }
}

/// What the observer audit found, with messages that say how to fix each finding.
public struct AuditReport: Hashable, Sendable, CustomStringConvertible {
    /// A controller still alive after the simulation released it.
    public struct LeakedController: Hashable, Sendable {
        /// The controller's audit name (`FormController#2`).
        public var name: String
        /// When the simulation released it.
        public var releasedAt: SimulationInstant
        /// What released it (`popped`, `dismissed`, `released`).
        public var releasedBy: String
        /// Block and message registrations attributed to it that are still on the bus.
        public var retainedBy: [ObserverRegistration]
    }

    /// A registration still on the bus whose controller is gone or released.
    public struct LeftBehind: Hashable, Sendable {
        /// The registration still on the bus.
        public var registration: ObserverRegistration
        /// Whether its controller has been deallocated (else only released).
        public var ownerDeallocated: Bool
    }

    /// One post delivered more than once to the same controller and style.
    public struct DuplicateDelivery: Hashable, Sendable {
        /// The notification's name.
        public var name: String
        /// The post's number in the trace.
        public var postID: Int
        /// When it was posted.
        public var time: SimulationInstant
        /// The controller that received it more than once.
        public var owner: String
        /// The registrations it came through.
        public var registrations: [ObserverRegistration]
    }

    /// Controllers alive after the simulation released them.
    public var leakedControllers: [LeakedController]
    /// Registrations left on the bus by controllers that are gone.
    public var registrationsLeftBehind: [LeftBehind]
    /// Keyboard posts delivered to controllers not in the visible hierarchy.
    public var deliveriesWhileHidden: [ObserverAudit.Delivery]
    /// Posts delivered more than once to the same controller and style.
    public var duplicateDeliveries: [DuplicateDelivery]

    /// Nothing found.
    public var isClean: Bool {
        leakedControllers.isEmpty && registrationsLeftBehind.isEmpty && deliveriesWhileHidden.isEmpty && duplicateDeliveries.isEmpty
    }

    /// One message per finding, each saying what happened and how to fix it.
    public var findings: [String] {
        var messages: [String] = []
        for leak in leakedControllers {
            if leak.retainedBy.isEmpty {
                messages.append(
                    "\(leak.name) is still alive after it was \(leak.releasedBy) at \(leak.releasedAt), and no registration on the notification center holds it: something else keeps a strong reference (your test, a closure, a parent). Drop it before asking for the report."
                )
            } else {
                let list = leak.retainedBy.map { "\($0)" }.joined(separator: "; ")
                messages.append(
                    "\(leak.name) leaked: it is still alive after it was \(leak.releasedBy) at \(leak.releasedAt), retained by the notification center through \(list). A block observer retains everything it captures until its token is removed, so removing it in deinit never runs. Capture [weak self] and remove the token in viewWillDisappear (or keep it and remove it when the screen goes away)."
                )
            }
        }
        for left in registrationsLeftBehind {
            let owner = left.registration.owner ?? "its controller"
            let state = left.ownerDeallocated ? "was deallocated" : "was released"
            messages.append(
                "registration \(left.registration) is still on the notification center although \(owner) \(state). Keep the token that addObserver(forName:object:queue:using:) returns and pass it to removeObserver(_:); removeObserver(self) does not remove block observers."
            )
        }
        for delivery in deliveriesWhileHidden {
            let owner = delivery.registration.owner ?? delivery.registration.observer
            let state = delivery.ownerReleased ? "after it was released" : "while it was \(delivery.ownerState?.rawValue ?? "off screen")"
            messages.append(
                "\(delivery.name) was delivered to \(owner) \(state) (\(delivery.registration.style) #\(delivery.registration.id), at \(delivery.time)): a screen that is not visible reacted to the keyboard of another screen. Register in viewWillAppear and remove in viewWillDisappear."
            )
        }
        for duplicate in duplicateDeliveries {
            let ids = duplicate.registrations.map { "#\($0.id)" }.joined(separator: ", ")
            messages.append(
                "\(duplicate.name) (post #\(duplicate.postID) at \(duplicate.time)) was delivered \(duplicate.registrations.count) times to \(duplicate.owner) through registrations \(ids): the observer was registered more than once. Register once (viewDidLoad) or remove before re-adding (viewWillAppear/viewWillDisappear pairs)."
            )
        }
        return messages
    }

    public var description: String {
        if isClean { return "observer audit: clean" }
        let items = findings
        return "observer audit: \(items.count) finding\(items.count == 1 ? "" : "s")\n" + items.map { "- " + $0 }.joined(separator: "\n")
    }
}
