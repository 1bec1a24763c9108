import Foundation
import SimulationContext

/// Undo and redo, as Foundation's `UndoManager`, which Foundation on Linux does not have: a
/// responder's `undoManager` (the window's, up the chain) records what undoes a change, in
/// groups, and `undo()` runs the last group's actions in reverse order while what they register
/// goes on the redo stack.
///
/// Grouping: between `beginUndoGrouping()` and `endUndoGrouping()` registrations form one group;
/// outside any group each registration is a group of its own. (Darwin's `groupsByEvent` groups
/// the registrations of one run-loop pass; the simulation has no events to group by, so
/// `groupsByEvent` is stored and each registration outside a group stands alone.) No undo
/// notifications are posted.
@preconcurrency @MainActor open class UndoManager {
    private typealias Action = () -> Void
    private struct Group {
        var actions: [(target: ObjectIdentifier?, run: Action)] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var registrationDisabled = 0

    /// An undo manager with nothing to undo.
    public init() {}

    /// Whether registrations outside a group are grouped by run-loop pass (stored: see the type).
    open var groupsByEvent = true
    /// How many groups are kept (0: no limit); the oldest go first.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// Whether `undo()` is running.
    open private(set) var isUndoing = false
    /// Whether `redo()` is running.
    open private(set) var isRedoing = false
    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }
    /// Whether registrations are recorded (`disableUndoRegistration()` stops them).
    open var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }
    /// Whether there is a group to undo.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the group `undo()` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the action's name, as a menu shows it (English).
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    /// "Redo" followed by the action's name.
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    /// Records `handler`, called with `target` to undo a change.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        record(target: ObjectIdentifier(target)) { [weak target] in
            if let target { handler(target) }
        }
    }

    /// Records `selector`'s method, called on `target` with `anObject`, to undo a change. A
    /// selector made from a name alone cannot be called on Linux: not recorded, and the trace
    /// says so.
    open func registerUndo(withTarget target: AnyObject, selector: Selector, object anObject: Any?) {
        guard let method = selector.method else {
            CurrentSimulation.host?.diagnostic(
                "UndoManager.registerUndo(withTarget:selector: \"\(selector.name)\"): the selector carries no method (made from a name alone); not recorded"
            )
            return
        }
        record(target: ObjectIdentifier(target)) { [weak target] in
            if let target { _ = method.call(target, anObject as Any) }
        }
    }

    /// Names the current group (or the last one closed) for the menus.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Opens a group: the registrations until `endUndoGrouping()` undo together.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the innermost group: into its parent, or onto the stack when it is the outermost.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            CurrentSimulation.host?.diagnostic(
                "UndoManager.endUndoGrouping(): no group is open (on iOS an exception is raised)")
            return
        }
        if openGroups.isEmpty {
            push(group)
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
        }
    }

    /// Undoes the last group, closing an open outermost group first (as Darwin's `undo()`).
    open func undo() {
        if openGroups.count == 1 { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        run(group, undoing: true)
    }

    /// Undoes the last group, as `undo()`.
    open func undoNestedGroup() { undo() }

    /// Redoes the last group undone.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        run(group, undoing: false)
    }

    /// Forgets every group.
    open func removeAllActions() {
        undoStack = []
        redoStack = []
        openGroups = []
    }

    /// Forgets the actions registered with `target`.
    open func removeAllActions(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        func without(_ groups: [Group]) -> [Group] {
            groups.map { Group(actions: $0.actions.filter { $0.target != id }, name: $0.name) }.filter { !$0.actions.isEmpty }
        }
        undoStack = without(undoStack)
        redoStack = without(redoStack)
        openGroups = openGroups.map { Group(actions: $0.actions.filter { $0.target != id }, name: $0.name) }
    }

    /// Stops recording registrations until `enableUndoRegistration()` (calls nest).
    open func disableUndoRegistration() { registrationDisabled += 1 }

    /// Records registrations again.
    open func enableUndoRegistration() { registrationDisabled = max(0, registrationDisabled - 1) }

    private func record(target: ObjectIdentifier?, _ action: @escaping Action) {
        guard isUndoRegistrationEnabled else { return }
        if !isUndoing && !isRedoing && openGroups.isEmpty { redoStack = [] }
        if openGroups.isEmpty {
            push(Group(actions: [(target, action)]))
        } else {
            openGroups[openGroups.count - 1].actions.append((target, action))
        }
    }

    /// A closed group goes on the redo stack while undoing, otherwise on the undo stack.
    private func push(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            trim()
        }
    }

    /// Runs `group`'s actions in reverse order; what they register forms one group, named as it.
    private func run(_ group: Group, undoing: Bool) {
        if undoing { isUndoing = true } else { isRedoing = true }
        openGroups.append(Group(actions: [], name: group.name))
        for action in group.actions.reversed() { action.run() }
        let registered = openGroups.removeLast()
        if undoing {
            if !registered.actions.isEmpty { redoStack.append(registered) }
            isUndoing = false
        } else {
            if !registered.actions.isEmpty { undoStack.append(registered) }
            isRedoing = false
        }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
