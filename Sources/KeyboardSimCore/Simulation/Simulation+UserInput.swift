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
    public func tap(_ view: UIView) { tap(view, times: 1) }

    /// The user taps the middle of `view` `count` times in quick succession (2: a double tap), as
    /// `tap(_:)` does once, with UIKit's rules for the recognizers that take the taps
    /// (``UIGestureRecognizer``'s `require(toFail:)`, its delegate and `canPrevent(_:)`):
    ///
    /// - A tap recognizer whose `numberOfTapsRequired` is `count` recognizes at the last tap; one
    ///   that needs fewer recognizes once, at its tap (unconfirmed: whether iOS recognizes it again
    ///   on a later tap); one that needs more fails.
    /// - A recognizer that waits for another's failure (`require(toFail:)`, the delegate's
    ///   `gestureRecognizer(_:shouldRequireFailureOf:)`) fails when that one recognizes, and
    ///   recognizes after it fails: a single tap waiting for a double tap recognizes after one tap
    ///   (at once: the interval iOS waits for a second tap is not on the clock), never on two.
    /// - Of the recognizers that recognize at one tap, the first (innermost view first) prevents
    ///   the others unless a delegate's
    ///   `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` allows both, or
    ///   `canPrevent(_:)`/`canBePrevented(by:)` say no; `gestureRecognizerShouldBegin(_:)` may
    ///   refuse one.
    /// - Each recognizer is told `touchesBegan(_:with:)` and `touchesEnded(_:with:)` for every tap
    ///   first; one that recognizes is `.ended` while its actions run, one that fails `.failed`,
    ///   then `.possible` again and `reset()`.
    /// - The view gets each tap unless a recognizer that recognized at it cancels touches in its
    ///   view (`cancelsTouchesInView`).
    ///
    /// A count below 1 or above 10 is a usage error.
    public func tap(_ view: UIView, times count: Int) {
        requireArgument(count >= 1 && count <= 10, "tap(_:times: \(count))", "expected 1 to 10 taps")
        if let why = whyNotTappable(view) {
            diagnostic("tap on \(view.debugName): \(why); nothing happened")
            return
        }
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        let event = UIEvent()
        let taps = recognizers(UITapGestureRecognizer.self, over: view, at: point, event: event, stoppingAtTouchTakers: true) {
            $0.numberOfTouchesRequired == 1
        }
        let tapsRequired = { (recognizer: UIGestureRecognizer) in (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired ?? 1 }
        let outcome = UIGestureRecognizer.arbitrate(taps, completes: { tapsRequired($0) <= count }, at: tapsRequired)
        for index in 1...count {
            for recognizer in taps where (recognizer.numberOfTapsRequired >= index) {
                let touch = UITouch(at: recognizer.view?.convert(point, from: nil) ?? point, in: recognizer.view)
                touch.tapCount = index
                touch.phase = .began
                recognizer.touchesBegan([touch], with: event)
                touch.phase = .ended
                recognizer.touchesEnded([touch], with: event)
            }
            let last = index == count
            let now = outcome.recognized.filter { tapsRequired($0) == index }
            var cancelled = false
            for recognizer in now {
                Self.recognize(recognizer, at: point)
                if recognizer.cancelsTouchesInView { cancelled = true }
            }
            if last {
                for recognizer in outcome.failed { recognizer.fail() }
            }
            if !cancelled { deliverTap(to: view) }
        }
    }

    /// The user taps `item` in the bar that shows it — a toolbar (the Done button of a toolbar
    /// above the keyboard, its `inputAccessoryView`), or a navigation bar's top item — as
    /// `tap(_:)` taps the item's view there: the item's `primaryAction` runs, else its `action` is
    /// sent to its `target` (nil: up the responder chain from the first responder) with the item
    /// as the sender, as UIKit does; an item with a custom view passes the tap to that view (a
    /// button's own actions). An item no bar on screen shows, a space, a disabled item, or a
    /// bar that is hidden or not in this simulation's window gets nothing, and the trace says why.
    ///
    /// ```swift
    /// let done = UIBarButtonItem(barButtonSystemItem: .done, target: form,
    ///                            action: Selector("doneTapped", FormController.doneTapped))
    /// toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done]
    /// form.field.inputAccessoryView = toolbar
    /// sim.tap(done)          // doneTapped() runs
    /// ```
    public func tap(_ item: UIBarButtonItem) {
        let name = item.traceName
        guard !item.isSpace else { return diagnostic("tap on \(name): a space has no view to tap; nothing happened") }
        guard let view = item.viewInBar() else {
            return diagnostic(
                "tap on \(name): no bar shows it (it is in no toolbar's items, and on no navigation bar's top item); nothing happened")
        }
        guard item.isEnabled else { return diagnostic("tap on \(name): it is disabled (isEnabled is false); nothing happened") }
        if let why = whyNotTappable(view) {
            return diagnostic("tap on \(name): its view in \(item.bar?.debugName ?? "its bar"): \(why); nothing happened")
        }
        tap(view)
    }

    /// The tap reaches `view` itself (no recognizer cancelled it): see `tap(_:)`.
    private func deliverTap(to view: UIView) {
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

    /// The user presses a finger on the middle of `view` and holds it for `duration` on the
    /// simulation's clock, then lifts it: the enabled long press recognizers on `view` and the
    /// views above it (one finger, no taps before; their delegates let them) whose
    /// `minimumPressDuration` the press lasts take it, decided as `tap(_:times:)` decides
    /// (`require(toFail:)`, the delegate, one recognizer preventing another). Each that recognizes
    /// goes `.began` (its actions sent) when it has been down `minimumPressDuration`, and `.ended`
    /// (its actions sent) when the finger lifts, then `.possible` and `reset()`. The view under
    /// the finger gets nothing else from a long press (tap recognizers, a control's actions and
    /// touches are not simulated for it), and when no recognizer takes it the trace says so.
    /// Advance the clock to see it:
    ///
    /// ```swift
    /// sim.longPress(cell, for: .seconds(1))
    /// sim.advance(by: .seconds(1))
    /// ```
    ///
    /// A duration not more than 0 or over 60 seconds is a usage error.
    public func longPress(_ view: UIView, for duration: Duration = .seconds(1)) {
        requireArgument(
            duration > .zero && duration <= .seconds(60), "longPress(_:for: \(duration))",
            "expected a duration more than 0 and at most 60 seconds")
        if let why = whyNotTappable(view) {
            diagnostic("long press on \(view.debugName): \(why); nothing happened")
            return
        }
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        let event = UIEvent()
        let presses = recognizers(UILongPressGestureRecognizer.self, over: view, at: point, event: event, stoppingAtTouchTakers: false) {
            $0.numberOfTouchesRequired == 1 && $0.numberOfTapsRequired == 0
        }
        let held = duration.secondsValue
        let outcome = UIGestureRecognizer.arbitrate(presses) {
            (($0 as? UILongPressGestureRecognizer)?.minimumPressDuration ?? .infinity) <= held
        }
        for recognizer in presses {
            let touch = UITouch(at: recognizer.view?.convert(point, from: nil) ?? point, in: recognizer.view)
            recognizer.touchesBegan([touch], with: event)
        }
        if outcome.recognized.isEmpty {
            diagnostic("long press on \(view.debugName): no long press recognizer took it (\(presses.count) tracked it)")
        }
        perform {
            for recognizer in outcome.recognized {
                let wait = max(0, (recognizer as? UILongPressGestureRecognizer)?.minimumPressDuration ?? 0)
                clock.schedule(after: .nanoseconds(Int64((wait * 1e9).rounded()))) { [weak recognizer] in
                    guard let recognizer else { return }
                    recognizer.touchLocationInWindow = point
                    recognizer.state = .began
                    recognizer.sendActions()
                }
            }
            clock.schedule(after: duration) {
                for recognizer in presses {
                    let touch = UITouch(at: recognizer.view?.convert(point, from: nil) ?? point, in: recognizer.view)
                    touch.phase = .ended
                    recognizer.touchesEnded([touch], with: event)
                }
                for recognizer in outcome.recognized {
                    recognizer.touchLocationInWindow = point
                    recognizer.state = .ended
                    recognizer.sendActions()
                    recognizer.state = .possible
                    recognizer.touchLocationInWindow = nil
                    recognizer.reset()
                }
                for recognizer in outcome.failed { recognizer.fail() }
            }
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

    /// The user chooses Paste in the edit menu: the first responder (or the first responder
    /// after it in the chain that performs `paste(_:)`, as `canPerformAction(_:withSender:)`
    /// answers; a responder of the app's own that pastes answers true there for `paste:`) is
    /// sent `paste(_:)`. A text field or a text view inserts the general
    /// pasteboard's string (`UIPasteboard.general`) as typing inserts text, through its
    /// delegate. When nothing is first responder, or no responder offers Paste (an empty
    /// pasteboard), nothing is pasted and the trace says why.
    public func paste() {
        guard let responder = window.firstResponder else {
            return diagnostic("paste: nothing is first responder, so there is no edit menu; nothing was pasted")
        }
        guard let target = responder.target(forAction: Selector("paste:", UIResponder.paste), withSender: nil) as? UIResponder else {
            let why =
                UIPasteboard.general.hasStrings
                ? "no responder in the chain performs paste(_:) as canPerformAction(_:withSender:) answers"
                : "the pasteboard holds no string"
            return diagnostic("paste: the edit menu of \(Swift.type(of: responder)) offers no Paste (\(why)); nothing was pasted")
        }
        target.paste(nil)
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
        let swipes = recognizers(UISwipeGestureRecognizer.self, over: view, at: point, event: UIEvent(), stoppingAtTouchTakers: false) {
            $0.numberOfTouchesRequired == 1 && $0.direction.contains(direction)
        }
        let outcome = UIGestureRecognizer.arbitrate(swipes) { _ in true }
        for swipe in outcome.recognized { Self.recognize(swipe, at: point) }
        for swipe in outcome.failed { swipe.fail() }
        let recognized = !outcome.recognized.isEmpty
        if !recognized { diagnostic("swipe on \(view.debugName): no swipe recognizer for that direction took it; nothing happened") }
    }

    /// The user swipes the row at `indexPath` of `tableView`: `.left` shows the row's trailing
    /// swipe actions, `.right` its leading ones (in a left-to-right layout), as UIKit asks the
    /// delegate for them (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)` or
    /// `leadingSwipeActionsConfigurationForRowAt`; for trailing ones, when it gives nil, the
    /// deprecated `tableView(_:editActionsForRowAt:)`, then the default Delete action of a row
    /// whose editing style is `.delete`, which commits through the data source's
    /// `tableView(_:commit:forRowAt:)`). The delegate hears `willBeginEditingRowAt`. With `fully`,
    /// a full swipe: the first action runs at once when the configuration's
    /// `performsFirstActionWithFullSwipe` is true. Returns the actions shown (tap one with
    /// `tapSwipeAction(_:in:)`); a row that is not on screen, a table that is editing, a row
    /// without actions or another direction shows none, and the trace says why.
    ///
    /// ```swift
    /// sim.swipeRow(at: IndexPath(row: 0, section: 0), in: controller.tableView)
    /// sim.tapSwipeAction("Delete", in: controller.tableView)
    /// ```
    @discardableResult
    public func swipeRow(
        at indexPath: IndexPath, in tableView: UITableView, direction: UISwipeGestureRecognizer.Direction = .left, fully: Bool = false
    ) -> [UIContextualAction] {
        guard direction == .left || direction == .right else {
            diagnostic(
                "swipeRow on \(tableView.debugName): only .left (trailing actions) and .right (leading actions) show a row's actions; nothing happened"
            )
            return []
        }
        if let why = whyNotTappable(tableView) {
            diagnostic("swipeRow on \(tableView.debugName): \(why); nothing happened")
            return []
        }
        return tableView.swipeRowByUser(at: indexPath, edge: direction == .left ? .trailing : .leading, fully: fully)
    }

    /// The user taps the swipe action titled `title` that `swipeRow(at:in:direction:fully:)`
    /// showed: its handler runs with the row's cell and a completion; when the handler calls
    /// the completion, the row's actions close and the delegate hears `didEndEditingRowAt`. A
    /// title not shown is a diagnostic listing the shown ones.
    public func tapSwipeAction(_ title: String, in tableView: UITableView) {
        tableView.tapSwipeActionByUser(titled: title)
    }

    /// The user taps the editing control of the row at `indexPath` while `tableView` is editing,
    /// as UIKit's table documents: an insertion control (`.insert`) commits the insertion through
    /// the data source's `tableView(_:commit:forRowAt:)`; a deletion control (`.delete`) shows
    /// the row's trailing actions as a swipe does (tap "Delete" with `tapSwipeAction(_:in:)`).
    /// A table that is not editing, or a row without a control, is a diagnostic.
    public func tapEditingControl(ofRowAt indexPath: IndexPath, in tableView: UITableView) {
        tableView.tapEditingControlByUser(at: indexPath)
    }

    /// The user drags the reorder control of the row at `sourceIndexPath` to
    /// `destinationIndexPath` while `tableView` is editing: the data source's
    /// `tableView(_:canMoveRowAt:)` must allow it; the delegate's
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` may retarget it; then
    /// the table moves the row and the data source hears `tableView(_:moveRowAt:to:)`. A refused
    /// move is a diagnostic.
    public func moveRow(at sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath, in tableView: UITableView) {
        tableView.moveRowByUser(from: sourceIndexPath, to: destinationIndexPath)
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

    /// The user taps `pageControl` beside its current indicator, after it (`forward`) or before
    /// it: the page moves one step (not past either end) and `.valueChanged` is sent when it
    /// moved. A control hidden for a single page (`hidesForSinglePage`) gets nothing, and the
    /// trace says why.
    public func tapPageControl(_ pageControl: UIPageControl, forward: Bool) {
        let what = forward ? "tap after the current page" : "tap before the current page"
        guard userCanTouch(pageControl, what) else { return }
        guard !pageControl.isHiddenForSinglePage else {
            diagnostic("\(what) on \(pageControl.debugName): it is hidden for a single page (hidesForSinglePage); nothing happened")
            return
        }
        pageControl.userTapped(forward: forward)
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

    /// Why `view` cannot be tapped, or nil when it can (a scenario's `tap` step asks first, and
    /// fails rather than leave only a diagnostic).
    package func whyNotTappable(_ view: UIView) -> String? {
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
    /// first, that `accepts` and that take `event` and a touch at `point` (in the window)
    /// (`shouldReceive(_:)`, the delegate's `gestureRecognizer(_:shouldReceive:)`; whether each
    /// may begin is asked when it would recognize, by `UIGestureRecognizer.arbitrate`). With
    /// `stoppingAtTouchTakers`, none above a control, a text input or a search bar: those take
    /// the touch as their own.
    private func recognizers<Recognizer: UIGestureRecognizer>(
        _ type: Recognizer.Type, over view: UIView, at point: CGPoint, event: UIEvent, stoppingAtTouchTakers: Bool,
        where accepts: (Recognizer) -> Bool
    ) -> [Recognizer] {
        var found: [Recognizer] = []
        var current: UIView? = view
        while let holder = current {
            for case let recognizer as Recognizer in holder.gestureRecognizers ?? [] where recognizer.isEnabled && accepts(recognizer) {
                let touch = UITouch(at: holder.convert(point, from: nil), in: holder)
                guard recognizer.shouldReceive(event), recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
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
        recognizer.reset()
    }
}
