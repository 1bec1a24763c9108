/// What `KeyboardSimTesting`'s store needs of the audit: a controller's audit name, fixed at
/// the moment the store starts watching it.
extension ObserverAudit {
    /// The name the audit gives `controller` (`FormController`, `FormController#2`) in its
    /// deliveries, registrations and findings. Tracks the controller first when the audit has
    /// not seen it yet, so the name does not change later.
    package func trackedName(of controller: UIViewController) -> String {
        track(controller)
        return controller.auditName
    }
}
