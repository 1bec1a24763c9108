import Foundation

/// A value of a notification's `userInfo`, decoded into a type the trace can print.
public enum UserInfoValue: Hashable, Sendable, CustomStringConvertible {
    /// A rectangle (`NSValue` holding a `CGRect`).
    case rect(CGRect)
    /// A point (`NSValue` holding a `CGPoint`).
    case point(CGPoint)
    /// A floating-point number (`NSNumber`).
    case number(Double)
    /// A whole number (`NSNumber`).
    case integer(Int)
    /// A Boolean (`NSNumber`).
    case bool(Bool)
    /// A string.
    case string(String)
    /// Anything else, by its description.
    case other(String)

    /// Decodes a `userInfo` value with one class test and at most one look at what an `NSValue`
    /// holds (every post is recorded, so no cascade of bridging casts): `NSNumber`s by their
    /// key's documented type (curve: integer, isLocal: Bool, otherwise a number), `NSValue`s
    /// holding a rect or a point, then Swift values as they are.
    init(_ value: Any, key: String) {
        if let number = value as? NSNumber {
            switch key {
            case UIResponder.keyboardAnimationCurveUserInfoKey: self = .integer(number.intValue)
            case UIResponder.keyboardIsLocalUserInfoKey: self = .bool(number.boolValue)
            default: self = .number(number.doubleValue)
            }
        } else if let boxed = value as? NSValue {
            switch boxed.geometryType {
            case .rect?: self = .rect(boxed.rectValue)
            case .point?: self = .point(boxed.pointValue)
            default: self = .other(String(describing: value))
            }
        } else if let rect = value as? CGRect {
            self = .rect(rect)
        } else if let point = value as? CGPoint {
            self = .point(point)
        } else if let string = value as? String {
            self = .string(string)
        } else {
            self = .other(String(describing: value))
        }
    }

    public var description: String {
        switch self {
        case .rect(let rect): rect.uiKitDescription
        case .point(let point): "{\(formatNumber(point.x)), \(formatNumber(point.y))}"
        case .number(let number): formatNumber(number, decimals: 6)
        case .integer(let integer): String(integer)
        case .bool(let bool): String(bool)
        case .string(let string): "\"\(string)\""
        case .other(let text): text
        }
    }
}

/// A notification's `userInfo` in a fixed order: UIKit's keys in the order iOS documents them,
/// then any other keys sorted by name — never hash order.
///
/// A posted dictionary is kept as posted and decoded the first time its entries are read (every
/// post of a simulation is recorded; most records are never printed), once, by each value's
/// type.
public struct OrderedUserInfo: Hashable, Sendable, CustomStringConvertible {
    /// The keys and values, in the posted order.
    public var entries: [(key: String, value: UserInfoValue)] {
        get { storage.entries }
        set { storage = .decoded(newValue) }
    }

    private enum Storage: Sendable {
        case decoded([(key: String, value: UserInfoValue)])
        case posted(PostedUserInfo)

        var entries: [(key: String, value: UserInfoValue)] {
            switch self {
            case .decoded(let entries): entries
            case .posted(let posted): posted.entries
            }
        }
    }

    private var storage: Storage

    static let keyOrder = [
        UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
        UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
        UIResponder.keyboardIsLocalUserInfoKey, UIResponder.keyboardCenterBeginUserInfoKey,
        UIResponder.keyboardCenterEndUserInfoKey, UIResponder.keyboardBoundsUserInfoKey,
    ]

    /// A dictionary of `entries`, in that order.
    public init(entries: [(key: String, value: UserInfoValue)]) {
        storage = .decoded(entries)
    }

    /// A posted `userInfo`, decoded in the trace's order when first read — or now, when a value
    /// is anything but a number, an `NSValue` or a string: the trace must not keep an object of
    /// the app's alive (a controller in a userInfo would read as leaked), nor describe it later
    /// than it was posted.
    init(_ userInfo: [AnyHashable: Any]?) {
        guard let userInfo else {
            storage = .decoded([])
            return
        }
        let keepable = userInfo.values.allSatisfy(Self.isKeepable)
        storage = keepable ? .posted(PostedUserInfo(userInfo)) : .decoded(Self.decoding(userInfo).entries)
    }

    /// The dynamic types of the values UIKit posts, as Foundation on Linux makes them: a number,
    /// a Boolean number, a rectangle's or point's `NSValue`, a string.
    private static let postedValueTypes = [
        NSNumber(value: 0) as Any, NSNumber(value: true), NSValue(rect: .zero), NSValue(point: .zero), "",
    ].map { ObjectIdentifier(type(of: $0)) }

    /// Whether the trace may keep `value` to decode later: a number, an `NSValue` or a string.
    /// (The types UIKit posts are told apart by identity first: a dynamic cast per value, at
    /// every post, was about a tenth of a recorded post.)
    private static func isKeepable(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        for known in postedValueTypes where known == type { return true }
        // NSNumber is an NSValue: one class test covers both.
        return value is NSValue || value is String
    }

    /// `userInfo` decoded now, in the trace's order.
    static func decoding(_ userInfo: [AnyHashable: Any]) -> OrderedUserInfo {
        OrderedUserInfo(
            entries: userInfo.map { key, value in
                let name = key.base as? String ?? String(describing: key.base)
                return (name, UserInfoValue(value, key: name))
            }
        ).canonicallyOrdered
    }

    /// The same entries in the trace's order: UIKit's keys as documented, then the rest by name.
    package var canonicallyOrdered: OrderedUserInfo {
        // UIKit's keys by the constants' own strings (a long replay's entries share them).
        let known = Self.keyOrder.compactMap { key in entries.first { $0.key == key }.map { (key: key, value: $0.value) } }
        let others = entries.filter { !Self.keyOrder.contains($0.key) }.sorted { $0.key < $1.key }
        return OrderedUserInfo(entries: known + others)
    }

    /// The value for `key`, if the dictionary has it.
    public subscript(key: String) -> UserInfoValue? {
        entries.first { $0.key == key }?.value
    }

    /// `UIKeyboardFrameBeginUserInfoKey`, when it holds a rectangle.
    public var beginFrame: CGRect? {
        if case .rect(let rect)? = self[UIResponder.keyboardFrameBeginUserInfoKey] { rect } else { nil }
    }

    /// `UIKeyboardFrameEndUserInfoKey`, when it holds a rectangle.
    public var endFrame: CGRect? {
        if case .rect(let rect)? = self[UIResponder.keyboardFrameEndUserInfoKey] { rect } else { nil }
    }

    /// `UIKeyboardAnimationDurationUserInfoKey`, when it holds a number.
    public var animationDuration: Double? {
        if case .number(let value)? = self[UIResponder.keyboardAnimationDurationUserInfoKey] { value } else { nil }
    }

    /// `UIKeyboardAnimationCurveUserInfoKey`, when it holds an integer.
    public var animationCurve: Int? {
        if case .integer(let value)? = self[UIResponder.keyboardAnimationCurveUserInfoKey] { value } else { nil }
    }

    /// `UIKeyboardIsLocalUserInfoKey`, when it holds a Boolean.
    public var isLocal: Bool? {
        if case .bool(let value)? = self[UIResponder.keyboardIsLocalUserInfoKey] { value } else { nil }
    }

    /// The four keys every keyboard notification documents (frames, duration, curve) that this
    /// one lacks, in UIKit's order.
    public var missingDocumentedKeys: [String] {
        Self.documentedKeys.filter { self[$0] == nil }
    }

    /// The four keys every keyboard notification documents, in UIKit's order: the begin and end
    /// frames, the duration and the curve.
    public static var documentedKeys: [String] { Array(keyOrder.prefix(4)) }

    public static func == (lhs: OrderedUserInfo, rhs: OrderedUserInfo) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.key)
            hasher.combine(entry.value)
        }
    }

    public var description: String {
        "{" + entries.map { "\($0.key) = \($0.value)" }.joined(separator: "; ") + "}"
    }
}

/// A posted `userInfo` dictionary and, once read, its decoded entries. The dictionary's values
/// are the poster's (`NSValue`, `NSNumber`, strings): read once, on whichever thread reads the
/// trace first, under a lock.
private final class PostedUserInfo: @unchecked Sendable {
    private let lock = NSLock()
    private var posted: [AnyHashable: Any]?
    private var decoded: [(key: String, value: UserInfoValue)] = []

    init(_ posted: [AnyHashable: Any]) {
        self.posted = posted
    }

    var entries: [(key: String, value: UserInfoValue)] {
        lock.lock()
        defer { lock.unlock() }
        if let posted {
            decoded = OrderedUserInfo.decoding(posted).entries
            self.posted = nil
        }
        return decoded
    }
}

/// What happened to a registration: added, removed by `removeObserver`, or dropped because its
/// selector target was deallocated. The raw values are the trace's words.
public enum ObserverAction: String, Sendable, Hashable, CustomStringConvertible {
    /// Registered.
    case add
    /// Removed by `removeObserver`.
    case removed
    /// Dropped by the bus because its selector target was deallocated.
    case targetDeallocated

    public var description: String { rawValue }
}

/// What the trace says of a handler that would have trapped: "FormController would crash
/// here: …" (the text of its diagnostic record).
package func crashMessage(controller: String, reason: String) -> String {
    "\(controller) would crash here: \(reason)"
}

/// One thing that happened in a simulation, at a virtual time.
public struct TraceRecord: Hashable, Sendable, CustomStringConvertible {
    /// What happened: the record's kind and its values.
    ///
    /// New kinds of record are added as the simulation learns more (the JSON Lines trace only
    /// ever gains kinds and fields), so the enumeration is `@nonexhaustive` (SE-0487): a `switch`
    /// over it outside this package needs `@unknown default`, and a new case is not a source
    /// break. Reading one kind is `if case .notification(let id, let name, _, _) = record.event`.
    @nonexhaustive
    public enum Event: Hashable, Sendable {
        /// A notification went through the bus (keyboard or any other).
        case notification(postID: Int, name: String, object: String?, userInfo: OrderedUserInfo)
        /// A registration received a post.
        case delivery(postID: Int, name: String, registration: ObserverRegistration, ownerState: AppearanceState?)
        /// An observer was added or removed.
        case observer(action: ObserverAction, registration: ObserverRegistration)
        /// A controller's lifecycle callback ran, or it was released or deallocated.
        case lifecycle(controller: String, event: LifecycleEvent)
        /// The first responder changed.
        case focus(from: String?, to: String?)
        /// A display frame while something moved (the first of a run: the instant it started):
        /// the keyboard's presentation frame (below the screen when hidden; nil when there is
        /// no software keyboard),
        /// named views' presentation frames in screen coordinates (the window's while it fills the screen), and the presentation
        /// constants of constraints whose change is animating.
        case frame(index: Int, keyboard: CGRect?, views: [NamedFrame], constants: [NamedConstant])
        /// Animations started (source, duration, curve, delay, the views).
        case animation(String)
        /// Something a technique's controller says of a handler: a key it found missing, a
        /// handler deferred with `DispatchQueue.main.async`, a handler that changed nothing.
        case note(controller: String, text: String)
        /// A keyboard handler changed a value the trace follows — a named constraint's constant,
        /// a named view's frame, a named scroll view's insets or content offset, the controller's
        /// additional safe-area insets: the controller, the property (`bottomSpace.constant`,
        /// `nameField.frame`), its value before the handler ran and when it returned, and the
        /// post the handler answered (nil when it is not known). (Indirect: its payload, inline,
        /// would make every record of the trace larger — a recorded post 131 bytes more.)
        indirect case change(controller: String, property: String, from: ChangedValue, to: ChangedValue, post: Int?)
        /// Something the simulation wants the user to know (UIKit's console warnings, misuse).
        case diagnostic(String)
        /// The screen as the window sees it: at the start and after every rotation.
        case screen(orientation: String, size: CGSize, safeArea: UIEdgeInsets)
        /// The keyboard's placement changed (docked, undocked, split, floating, shortcutsBar,
        /// none): frame records carry its reported frame, this says what it looks like.
        case keyboard(placement: String)
        /// The app's window was placed (Stage Manager on iPad): its frame in screen coordinates,
        /// the whole screen when it fills it again. From then on frame records and the judge's
        /// measurements stay in screen coordinates, where the keyboard is.
        case window(frame: CGRect)
        /// A handler would have trapped here in the real app (a force unwrap of a missing key, a
        /// switch with a trapping default): the controller stops handling notifications.
        case crash(controller: String, reason: String)
        /// What ran: the header of a scenario's replay (after the starting screen's record).
        indirect case run(RunHeader)
        /// A scenario step, recorded as it is performed.
        case step(StepRecord)
        /// A verdict, recorded when the replay is judged.
        case verdict(Verdict)
        /// What the replay is held to (the technique's fields and the gap), once its screen is built.
        case judging(JudgedFields)
        /// What the display shows from display frame `frame` on, until the next sample: the field
        /// being typed in (on any screen; nil when nothing is focused) and the docked keyboard's
        /// frame (nil when none is docked on screen), in screen coordinates. A replay's samples
        /// end with an empty one.
        case sample(frame: Int, field: NamedFrame?, keyboard: CGRect?)
        /// A rest point with a docked keyboard up: the focused field of the technique's screen
        /// and the keyboard, neither moving, in screen coordinates, and the insets of the scroll
        /// views the field sits in, innermost first (none when it sits in none).
        case rest(field: NamedFrame, keyboard: CGRect, scrollViews: [ScrollInsets])
        /// A rest point with no keyboard up: where the primary field stands in the content of
        /// the scroll views it sits in, and those scroll views' content insets, innermost first.
        case restWithoutKeyboard(field: NamedFrame, insets: [UIEdgeInsets])
        /// A step that could not act at its time, in a sentence.
        case stepFailure(String)
        /// The observer audit's findings once the replay's screens were released.
        case audit(AuditFindings)
    }

    /// Whether the record is one of the judge's measurements (samples, rest points, what the
    /// replay is held to, the audit's findings, steps that could not act) rather than a thing
    /// that happened: the text trace leaves them to the verdicts that quote them.
    public var isJudgeInput: Bool {
        switch event {
        case .judging, .sample, .rest, .restWithoutKeyboard, .stepFailure, .audit: true
        default: false
        }
    }

    /// When it happened.
    public var time: SimulationInstant
    /// What happened.
    public var event: Event

    /// A record of `event` at `time`.
    public init(time: SimulationInstant, event: Event) {
        self.time = time
        self.event = event
    }

    public var description: String {
        let t = formatSeconds(time.seconds)
        switch event {
        case .notification(let id, let name, let object, let userInfo):
            return "\(t)  post #\(id) \(name)\(object.map { " object=\($0)" } ?? "") \(userInfo)"
        case .delivery(let id, let name, let registration, let state):
            return
                "\(t)    → #\(id) \(name) to \(registration.owner ?? registration.observer) (\(registration.style) #\(registration.id)\(state.map { ", \($0)" } ?? ""))"
        case .observer(let action, let registration):
            return "\(t)  observer \(action) \(registration)"
        case .lifecycle(let controller, let event):
            return "\(t)  \(controller).\(event)"
        case .focus(let from, let to):
            return "\(t)  first responder \(from ?? "none") → \(to ?? "none")"
        case .frame(let index, let keyboard, let views, let constants):
            let viewText = views.map { "\($0.name) \($0.frame.uiKitDescription)" }.joined(separator: ", ")
            let constantText = constants.map { "\($0.name) = \(formatNumber($0.value))" }.joined(separator: ", ")
            return
                "\(t)  frame \(index) keyboard \(keyboard?.uiKitDescription ?? "none")\(viewText.isEmpty ? "" : "; " + viewText)\(constantText.isEmpty ? "" : "; " + constantText)"
        case .animation(let description):
            return "\(t)  animate \(description)"
        case .note(let controller, let text):
            return "\(t)    \(controller): \(text)"
        case .change(let controller, let property, let from, let to, let post):
            return "\(t)    \(controller) changed \(property): \(from) → \(to)\(post.map { " (answering #\($0))" } ?? "")"
        case .diagnostic(let message):
            return "\(t)  ! \(message)"
        case .crash(let controller, let reason):
            return "\(t)  ! \(crashMessage(controller: controller, reason: reason))"
        case .run(let header):
            return "\(t)  run \(header.title)"
        case .step(let step):
            return "\(t)  step \(step.index) \(step.summary)"
        case .verdict(let verdict):
            return "\(t)  verdict \(verdict)"
        case .keyboard(let placement):
            return "\(t)  keyboard placement \(placement)"
        case .window(let frame):
            return "\(t)  window \(frame.uiKitDescription) on the screen"
        case .screen(let orientation, let size, let safeArea):
            return "\(t)  screen \(orientation) \(size.pointsDescription), safe area \(safeArea.compactDescription)"
        case .judging(let judged):
            return
                "\(t)  judging \(judged.primaryField) (fields \(judged.fields.joined(separator: ", "))), gap \(judged.exactGap ? "" : "at least ")\(formatNumber(judged.gap))"
        case .sample(let frame, let field, let keyboard):
            return
                "\(t)  sample \(frame) field \(field.map { "\($0.name) \($0.frame.uiKitDescription)" } ?? "none") keyboard \(keyboard?.uiKitDescription ?? "none")"
        case .rest(let field, let keyboard, let scrollViews):
            let insets = scrollViews.map {
                "content inset \($0.contentInset.compactDescription), adjusted \($0.adjustedContentInset.compactDescription)"
            }
            return
                "\(t)  rest \(field.name) \(field.frame.uiKitDescription) keyboard \(keyboard.uiKitDescription)\(insets.isEmpty ? "" : "; " + insets.joined(separator: "; "))"
        case .restWithoutKeyboard(let field, let insets):
            return
                "\(t)  rest without keyboard \(field.name) \(field.frame.uiKitDescription) in content, insets \(insets.map(\.compactDescription).joined(separator: "; "))"
        case .stepFailure(let message):
            return "\(t)  step could not act: \(message)"
        case .audit(let findings):
            let count =
                findings.registrationsLeftBehind.count + findings.leakedControllers.count + findings.deliveriesWhileHidden.count
                + findings.duplicateDeliveries.count
            return "\(t)  audit: \(count) finding\(count == 1 ? "" : "s")"
        }
    }
}

/// A constraint's presentation constant, for frame records.
public struct NamedConstant: Hashable, Sendable {
    /// The constraint's identifier, or its one-line description.
    public var name: String
    /// The constant, in points.
    public var value: Double

    /// `name`'s constant.
    public init(name: String, value: Double) {
        self.name = name
        self.value = value
    }
}

/// A scroll view's insets at a rest point: what the app set (`contentInset`) and what UIKit
/// scrolls by (`adjustedContentInset`: the set inset plus the safe area the scroll view's
/// `contentInsetAdjustmentBehavior` adds).
public struct ScrollInsets: Hashable, Sendable {
    /// The inset the app set.
    public var contentInset: UIEdgeInsets
    /// The inset the scroll view scrolls by: `contentInset` and the safe area the system adds.
    public var adjustedContentInset: UIEdgeInsets

    /// A scroll view's two insets, as a rest record keeps them.
    public init(contentInset: UIEdgeInsets, adjustedContentInset: UIEdgeInsets) {
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset
    }
}

/// A view's frame by name, for frame records.
public struct NamedFrame: Hashable, Sendable {
    /// The view's name (its accessibility identifier).
    public var name: String
    /// Its presentation frame in screen coordinates (the window's while it fills the screen).
    public var frame: CGRect

    /// `name`'s frame.
    public init(name: String, frame: CGRect) {
        self.name = name
        self.frame = frame
    }
}
