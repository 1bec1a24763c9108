import KeyboardSimCore
import Testing

extension KeyboardTestStore {
    /// Asserts that the controller was released by the simulation (popped, dismissed,
    /// replaced) and then deallocated.
    ///
    /// Fails when the controller is still alive after its release — naming the block
    /// registrations through which the notification center retains it, or saying that
    /// something else holds it — and when the simulation never released it (a leak cannot be
    /// told then). Drop the test's own strong references first (keep a `weak var`).
    ///
    /// ```swift
    /// nav.popViewController(animated: true)
    /// sim.advance(by: .seconds(1))
    /// store.expectNoLeak()
    /// ```
    public func expectNoLeak(fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        reportLeftovers(at: location)
        if let message = leakFailure() { fail(message, location) }
    }

    /// Asserts that no notification reached the controller while it was off screen (not in
    /// the visible hierarchy) or after the simulation released it, over the whole simulation.
    ///
    /// ```swift
    /// nav.pushViewController(DetailViewController(), animated: true)   // form goes off screen
    /// sim.advance(by: .seconds(1))
    /// detailField.becomeFirstResponder()
    /// sim.advance(by: .seconds(1))
    /// store.expectNoDeliveryOffScreen()
    /// ```
    public func expectNoDeliveryOffScreen(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        reportLeftovers(at: location)
        for message in offScreenFailures() { fail(message, location) }
    }

    /// Asserts that no post reached the controller more than once through registrations of
    /// the same style (an observer added twice), over the whole simulation.
    ///
    /// ```swift
    /// store.expectNoDuplicateDelivery()
    /// ```
    public func expectNoDuplicateDelivery(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        reportLeftovers(at: location)
        for message in duplicateFailures() { fail(message, location) }
    }

    /// Asserts that no registration attributed to the controller is still on the notification
    /// center after the controller was released or deallocated.
    ///
    /// From iOS 9 a selector registration of a deallocated controller is dropped by the center
    /// itself and is not reported; a block registration whose token was never removed is.
    ///
    /// ```swift
    /// sim.window.rootViewController = nil
    /// sim.advance(by: .seconds(1))
    /// store.expectNoRegistrationLeftBehind()
    /// ```
    public func expectNoRegistrationLeftBehind(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        reportLeftovers(at: location)
        for message in leftBehindFailures() { fail(message, location) }
    }

    /// The four audit expectations at once: no leak, no delivery off screen, no duplicate
    /// delivery, no registration left behind — each failure with its own message.
    ///
    /// Unlike `expectNoLeak()`, a controller the simulation has not released passes the leak
    /// part (it is in use, not leaked); a registration named as a leak's retainer is reported
    /// with the leak only.
    ///
    /// ```swift
    /// sim.window.rootViewController = nil
    /// sim.advance(by: .seconds(1))
    /// store.expectCleanAudit()
    /// ```
    public func expectCleanAudit(fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        reportLeftovers(at: location)
        // A controller still in use is not a leak here (expectNoLeak() asks for a release), and
        // a registration already named as the leak's retainer is not reported twice.
        let leak = leakFailure(requiringRelease: false)
        let retainers = Set(
            simulation.audit.report().leakedControllers.filter { $0.name == controllerName }.flatMap(\.retainedBy).map(\.id))
        let messages = [leak].compactMap { $0 } + offScreenFailures() + duplicateFailures() + leftBehindFailures(excluding: retainers)
        for message in messages { fail(message, location) }
    }

    // MARK: Findings about this controller

    private func leakFailure(requiringRelease: Bool = true) -> String? {
        let report = simulation.audit.report()
        if let leak = report.leakedControllers.first(where: { $0.name == controllerName }) {
            return FailureText.leak(leak)
        }
        guard let entry = simulation.audit.controllers.first(where: { $0.name == controllerName }) else { return nil }
        if requiringRelease && entry.isAlive && !entry.released {
            return FailureText.neverReleased(controllerName)
        }
        return nil
    }

    private func offScreenFailures() -> [String] {
        simulation.audit.report().deliveriesWhileHidden
            .filter { $0.registration.owner == controllerName }
            .map(FailureText.offScreen)
    }

    private func duplicateFailures() -> [String] {
        simulation.audit.report().duplicateDeliveries
            .filter { $0.owner == controllerName }
            .map(FailureText.duplicate)
    }

    private func leftBehindFailures(excluding retainers: Set<Int> = []) -> [String] {
        simulation.audit.report().registrationsLeftBehind
            .filter { $0.registration.owner == controllerName && !retainers.contains($0.registration.id) }
            .map { FailureText.leftBehind($0, controller: controllerName) }
    }
}
