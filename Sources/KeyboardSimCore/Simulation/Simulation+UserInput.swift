import Foundation

// What the user does with a finger on the screen and on the keyboard's keys: a tap, typing, the
// delete key and the return key. Each goes through UIKit's path for it — gesture recognizers and
// their delegates, controls' actions, the text input's delegate — so the app's own code decides
// what happens, as on a device.

extension Simulation {
    /// The user taps the middle of `view`, as UIKit delivers a tap:
    ///
    /// 1. The enabled tap recognizers on `view` and the views above it whose delegates let them
    ///    (`gestureRecognizer(_:shouldReceive:)`, `gestureRecognizerShouldBegin(_:)`) recognize
    ///    the tap, innermost first, and send their actions — the classic tap-to-dismiss
    ///    recognizer ends editing here. A control's own tap comes first: the recognizers of the
    ///    views above a control do not see it ("default control actions prevent overlapping
    ///    gesture recognizer behavior", UIKit's event handling guide); a text input's is taken
    ///    as its own too (it takes the tap to place its cursor).
    /// 2. Unless a recognizer that recognized cancels touches in its view
    ///    (`cancelsTouchesInView`, true by default), the view gets the tap: a text field or
    ///    editable text view becomes first responder (with the keyboard), another enabled control
    ///    sends `.touchDown`, `.touchUpInside` and `.primaryActionTriggered` (a switch flips and a
    ///    segmented control selects the segment under the finger first, sending `.valueChanged`); a search bar's tap
    ///    focuses its search field; a table view cell, or a view in one, selects its row (the
    ///    delegate's `willSelectRowAt`, `didSelectRowAt` and the rest, in UIKit's order), and a
    ///    collection view cell its item (`shouldSelectItemAt`, `didSelectItemAt`…); any other
    ///    view gets `touchesBegan(_:with:)` then `touchesEnded(_:with:)`, which pass up the
    ///    responder chain to its controller unless a view overrides them. So a
    ///    tap-to-dismiss recognizer above a table keeps its rows from being selected, as on iOS,
    ///    unless its `cancelsTouchesInView` is false.
    ///
    /// A view that is not in this simulation's window, is hidden (or inside a hidden view), or
    /// does not take touches (`isUserInteractionEnabled`) gets nothing, and the trace says why.
    ///
    /// ```swift
    /// sim.tap(login.emailField)     // the field becomes first responder: the keyboard shows
    /// sim.tap(login.view)           // a tap-to-dismiss recognizer ends editing
    /// ```
    public func tap(_ view: UIView) {
        if let why = whyNotTappable(view) {
            diagnostic("tap on \(view.debugName): \(why); nothing happened")
            return
        }
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        var cancelled = false
        let taps = recognizers(UITapGestureRecognizer.self, over: view, at: point, stoppingAtTouchTakers: true) {
            $0.numberOfTapsRequired == 1 && $0.numberOfTouchesRequired == 1
        }
        for recognizer in taps {
            Self.recognize(recognizer, at: point)
            if recognizer.cancelsTouchesInView { cancelled = true }
        }
        guard !cancelled else { return }
        if view.canBecomeFirstResponder, view is UIKeyInput {
            view.becomeFirstResponder()
        } else if let bar = view as? UISearchBar {
            bar.searchTextField.becomeFirstResponder()
        } else if let control = view as? UIControl, control.isEnabled {
            control.receiveTap()
        } else if !Self.selectItem(containing: view) {
            let touch = UITouch(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
            touch.phase = .began
            view.touchesBegan([touch], with: UIEvent())
            touch.phase = .ended
            view.touchesEnded([touch], with: UIEvent())
        }
    }

    /// The user taps the tab at `index` of `tabBarController`'s bar: the delegate's
    /// `tabBarController(_:shouldSelect:)` may refuse it; then the tab is selected (its screen
    /// replaces the old one, whose first responder resigns) and `tabBarController(_:didSelect:)`
    /// is told. A tab that does not exist is a diagnostic.
    public func selectTab(_ index: Int, of tabBarController: UITabBarController) {
        guard (tabBarController.viewControllers ?? []).indices.contains(index) else {
            diagnostic(
                "selectTab(\(index)) on \(tabBarController.auditName), which has \(tabBarController.viewControllers?.count ?? 0) tabs: nothing happened"
            )
            return
        }
        tabBarController.selectByUser(index)
    }

    /// Selects, as the user does, the table row or collection view item whose cell holds `view`
    /// (or is it), unless a control or a text input between them takes the touch; false when
    /// there is no such cell (the view then gets the touches).
    private static func selectItem(containing view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if let cell = candidate as? UITableViewCell, let table = cell.superview as? UITableView {
                if let indexPath = table.indexPath(for: cell) { table.selectRowByUser(at: indexPath) }
                return true
            }
            if let cell = candidate as? UICollectionViewCell, let collection = cell.superview as? UICollectionView {
                if let indexPath = collection.indexPath(for: cell) { collection.selectItemByUser(at: indexPath) }
                return true
            }
            if candidate is UIControl || candidate is UIKeyInput { return true }
            current = candidate.superview
        }
        return false
    }

    /// The user types `text` on the keyboard into the first responder, one character at a time,
    /// as keys do: each goes through the text input's delegate
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)`,
    /// `textView(_:shouldChangeTextIn:replacementText:)`), then the change's actions and
    /// notifications (`.editingChanged`, `textDidChangeNotification`, `textViewDidChange`). A
    /// newline is the return key (`pressReturn()`). With no text input first responder nothing is
    /// typed, and the trace says so.
    public func type(_ text: String) {
        for character in text {
            if character.isNewline {
                pressReturn()
                continue
            }
            guard let input = focusedKeyInput(for: "typing \(String(reflecting: String(character)))") else { return }
            input.insertText(String(character))
        }
    }

    /// The user presses the delete key `count` times: each deletes the character before the
    /// insertion point through the text input's delegate, as the key does.
    public func pressDelete(times count: Int = 1) {
        for _ in 0..<max(0, count) {
            guard let input = focusedKeyInput(for: "the delete key") else { return }
            input.deleteBackward()
        }
    }

    /// The user presses the keyboard's return key. In a text field: the delegate's
    /// `textFieldShouldReturn(_:)` runs (a Next/Done chain moves focus there, or resigns), then
    /// `.editingDidEndOnExit` is sent, and a field with a target for that event resigns first
    /// responder. In a text view (or another text input): a newline is typed.
    public func pressReturn() {
        guard let input = focusedKeyInput(for: "the return key") else { return }
        if let field = input as? UITextField {
            field.pressReturn()
        } else {
            input.insertText("\n")
        }
    }

    /// The user spins `picker`'s wheels to `date`: the picker's date is set (within its minimum
    /// and maximum) and it sends `.valueChanged`, as when its wheels come to rest.
    public func pick(_ date: Date, in picker: UIDatePicker) {
        picker.userPicked(date)
    }

    /// The user spins `component` of `picker` to `row`: selected, and its delegate's
    /// `pickerView(_:didSelectRow:inComponent:)` told.
    public func pick(row: Int, inComponent component: Int, of picker: UIPickerView) {
        picker.userSelected(row: row, inComponent: component)
    }

    /// The user swipes one finger across the middle of `view` in `direction` (one direction):
    /// the enabled swipe recognizers for it on `view` and the views above it whose delegates
    /// let them recognize it, innermost first, and send their actions. A view that cannot be
    /// touched gets nothing, and the trace says why; so does a swipe no recognizer took.
    public func swipe(_ view: UIView, direction: UISwipeGestureRecognizer.Direction) {
        if let why = whyNotTappable(view) {
            diagnostic("swipe on \(view.debugName): \(why); nothing happened")
            return
        }
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        let swipes = recognizers(UISwipeGestureRecognizer.self, over: view, at: point, stoppingAtTouchTakers: false) {
            $0.numberOfTouchesRequired == 1 && $0.direction.contains(direction)
        }
        for swipe in swipes { Self.recognize(swipe, at: point) }
        let recognized = !swipes.isEmpty
        if !recognized { diagnostic("swipe on \(view.debugName): no swipe recognizer for that direction took it; nothing happened") }
    }

    /// The user drags `slider`'s thumb to `value`: set (within its minimum and maximum) and
    /// `.valueChanged` sent, as where the drag ends. A slider that cannot be touched gets
    /// nothing, and the trace says why.
    public func slide(_ slider: UISlider, to value: Float) {
        guard userCanTouch(slider, "slide") else { return }
        slider.userSlid(to: value)
    }

    /// The user taps `stepper`'s plus button (`increment`) or its minus button: the value moves
    /// by its `stepValue` and `.valueChanged` is sent if it changed.
    public func tapStepper(_ stepper: UIStepper, increment: Bool) {
        guard userCanTouch(stepper, increment ? "tap on plus" : "tap on minus") else { return }
        stepper.userStepped(increment: increment)
    }

    /// The user taps the segment at `index` of `control`: selected and `.valueChanged` sent
    /// when the selection changed. A segment that does not exist, or is disabled, is a
    /// diagnostic.
    public func selectSegment(_ index: Int, of control: UISegmentedControl) {
        guard userCanTouch(control, "tap on segment \(index)") else { return }
        guard control.isEnabledForSegment(at: index) else {
            let why = index < control.numberOfSegments ? "is disabled" : "does not exist (it has \(control.numberOfSegments))"
            diagnostic("tap on segment \(index) of \(control.debugName): the segment \(why); nothing happened")
            return
        }
        control.userSelected(index)
    }

    /// Whether the user can touch `control` now; if not, a diagnostic says why `what` did nothing.
    private func userCanTouch(_ control: UIControl, _ what: String) -> Bool {
        if let why = whyNotTappable(control) ?? (control.isEnabled ? nil : "it is disabled") {
            diagnostic("\(what) on \(control.debugName): \(why); nothing happened")
            return false
        }
        return true
    }

    /// The first responder as a text input, or nil with a diagnostic naming `what` was lost.
    private func focusedKeyInput(for what: String) -> (any UIKeyInput)? {
        guard let responder = window.firstResponder else {
            diagnostic("\(what): no text input is first responder; nothing was typed")
            return nil
        }
        guard let input = responder as? any UIKeyInput else {
            diagnostic("\(what): the first responder (\(Swift.type(of: responder))) is not a text input (UIKeyInput); nothing was typed")
            return nil
        }
        return input
    }

    /// Why `view` cannot be tapped, or nil when it can.
    private func whyNotTappable(_ view: UIView) -> String? {
        guard view.window === window else { return "it is not in the simulation's window" }
        var current: UIView? = view
        while let holder = current {
            if holder.isHidden { return holder === view ? "it is hidden" : "\(holder.debugName), which holds it, is hidden" }
            if !holder.isUserInteractionEnabled {
                return holder === view
                    ? "it does not take touches (isUserInteractionEnabled is false)"
                    : "\(holder.debugName), which holds it, does not take touches"
            }
            current = holder.superview
        }
        return nil
    }

    /// The enabled recognizers of type `Recognizer` on `view` and the views above it, innermost
    /// first, that `accepts` and whose delegates let them take a touch at `point` (in the window)
    /// (`gestureRecognizer(_:shouldReceive:)`, `gestureRecognizerShouldBegin(_:)`). With
    /// `stoppingAtTouchTakers`, none above a control, a text input or a search bar: those take
    /// the touch as their own.
    private func recognizers<Recognizer: UIGestureRecognizer>(
        _ type: Recognizer.Type, over view: UIView, at point: CGPoint, stoppingAtTouchTakers: Bool,
        where accepts: (Recognizer) -> Bool
    ) -> [Recognizer] {
        var found: [Recognizer] = []
        var current: UIView? = view
        while let holder = current {
            for case let recognizer as Recognizer in holder.gestureRecognizers ?? [] where recognizer.isEnabled && accepts(recognizer) {
                let touch = UITouch(at: holder.convert(point, from: nil), in: holder)
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true,
                    recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
                else { continue }
                found.append(recognizer)
            }
            if stoppingAtTouchTakers, holder is UIControl || holder is UIKeyInput || holder is UISearchBar { break }
            current = holder.superview
        }
        return found
    }

    /// `recognizer` recognizes a gesture at `point` (in the window): its actions are sent while it
    /// is ended there, then it is ready again.
    private static func recognize(_ recognizer: UIGestureRecognizer, at point: CGPoint) {
        recognizer.touchLocationInWindow = point
        recognizer.state = .ended
        recognizer.sendActions()
        recognizer.state = .possible
        recognizer.touchLocationInWindow = nil
    }
}
