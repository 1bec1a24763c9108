import UIKit

/// The values a keyboard handler changes that a reader of the trace follows, by name: each
/// named view's `frame` (its accessibility identifier), a named scroll view's `contentInset`,
/// `verticalScrollIndicatorInsets` and `contentOffset` (where an animated scroll it runs on its
/// own timing is taking it), the `constant` of each constraint with
/// an identifier installed in the controller's view, and the controller's
/// `additionalSafeAreaInsets`.
///
/// `HandlerChanges` takes one before a technique's handler runs and one when it returns (or
/// traps), and records each difference as a `change` record: what `kbsim explain` tells of the
/// handler is what it did, read from the trace, not a second account of its code.
///
/// ```swift
/// let before = HandlerState(of: controller)
/// bottomConstraint.constant = -280
/// before.changes(to: HandlerState(of: controller))
/// // [(property: "bottomSpace.constant", from: .number(-20), to: .number(-280))]
/// ```
@MainActor
struct HandlerState {
    /// A property the state follows: a name, and which of the name's values it is.
    private struct Property: Equatable {
        enum Kind: String { case frame, contentInset, verticalScrollIndicatorInsets, contentOffset, constant, additionalSafeAreaInsets }
        /// The view's identifier or the constraint's; nil for the controller's own property.
        var name: String?
        var kind: Kind

        var description: String { name.map { "\($0).\(kind.rawValue)" } ?? kind.rawValue }
    }

    private var entries: [(property: Property, value: ChangedValue)] = []

    /// The values of `controller`'s view and its subviews now (none when its view is not loaded).
    init(of controller: UIViewController) {
        guard let root = controller.viewIfLoaded else { return }
        for view in root.subtree {
            if let name = view.accessibilityIdentifier {
                entries.append((Property(name: name, kind: .frame), .rect(view.frame)))
                if let scrollView = view as? UIScrollView {
                    entries.append((Property(name: name, kind: .contentInset), .edgeInsets(scrollView.contentInset)))
                    entries.append(
                        (Property(name: name, kind: .verticalScrollIndicatorInsets), .edgeInsets(scrollView.verticalScrollIndicatorInsets)))
                    // An animated scroll on the scroll view's own timing counts at its destination:
                    // the handler sent the content there, though it arrives after the handler returns.
                    entries.append((Property(name: name, kind: .contentOffset), .point(scrollView.scrollDestination)))
                }
            }
            for constraint in view.constraints {
                if let identifier = constraint.identifier {
                    entries.append((Property(name: identifier, kind: .constant), .number(Double(constraint.constant))))
                }
            }
        }
        entries.append((Property(name: nil, kind: .additionalSafeAreaInsets), .edgeInsets(controller.additionalSafeAreaInsets)))
    }

    /// What differs from `self` in `later`, in `later`'s order: each property once (the first
    /// of a name used twice), its values as the trace spells them (a difference below the
    /// trace's six decimals is none). A property only one of the two has is left out.
    func changes(to later: HandlerState) -> [(property: String, from: ChangedValue, to: ChangedValue)] {
        var changes: [(property: String, from: ChangedValue, to: ChangedValue)] = []
        var seen: [Property] = []
        for (index, (property, value)) in later.entries.enumerated() where !seen.contains(property) {
            seen.append(property)
            // Before and after almost always list the same properties in the same order.
            let earlier =
                index < entries.count && entries[index].property == property
                ? entries[index].value : entries.first(where: { $0.property == property })?.value
            guard let from = earlier?.traceRounded else { continue }
            let to = value.traceRounded
            if from != to { changes.append((property.description, from, to)) }
        }
        return changes
    }
}

/// Records what technique handlers change, as `change` records (or, for a handler that changed
/// nothing the trace follows, a note saying so): the scenario runner hands its two methods to
/// the technique's environment, which calls them around each handler.
@MainActor
final class HandlerChanges {
    /// The note of a handler that changed nothing the trace follows.
    static let changedNothing = "changed no named constraint's constant, named view's frame or scroll view's insets or offset"

    private let recorder: TraceRecorder
    /// What the trace follows of each controller whose handler is running, and the post it answers.
    private var before: [ObjectIdentifier: (state: HandlerState, post: Int?)] = [:]

    init(recorder: TraceRecorder) {
        self.recorder = recorder
    }

    /// Takes what the trace follows of `controller`'s screen, before its handler for `post` runs.
    func handlerWillRun(_ controller: UIViewController, post: Int?) {
        before[ObjectIdentifier(controller)] = (HandlerState(of: controller), post)
    }

    /// Records what `controller`'s handler changed since `handlerWillRun(_:post:)`.
    func handlerDidReturn(_ controller: UIViewController) {
        guard let (state, post) = before.removeValue(forKey: ObjectIdentifier(controller)) else { return }
        let changes = state.changes(to: HandlerState(of: controller))
        if changes.isEmpty { recorder.note(Self.changedNothing, by: controller.auditName) }
        for change in changes {
            recorder.record(
                .change(controller: controller.auditName, property: change.property, from: change.from, to: change.to, post: post))
        }
    }
}
