import ObjectiveC
import SimulationContext

extension Bundle {
    /// The bundle of a Swift package module's resources, for a library's file that `kbsim port`
    /// or the KeyboardSimPort plugin compiles into a target with no resources of its own: the
    /// main bundle, and the current simulation's trace says so once.
    ///
    /// On iOS, Swift Package Manager generates `Bundle.module` for a package target that has
    /// resources, and a library reads its nibs and images through it
    /// (`#if SWIFT_PACKAGE return Bundle.module #endif`: DropDown's cell nib). Ported, the
    /// library's files are compiled in the user's test target, where `SWIFT_PACKAGE` is set too
    /// but the generated accessor exists only when that target lists resources. A target that
    /// lists resources keeps its own: the accessor Swift Package Manager generates in the target's
    /// module is found before this one, which only the `UIKit` module's importers without one
    /// reach. The simulation finds nibs and storyboards through `Simulation.interfaceBuilderResources`
    /// (and the documents the plugin ports) before any bundle, so the library's own nib loads
    /// when it is listed there.
    public static var module: Bundle {
        if let simulation = CurrentSimulation.object, objc_getAssociatedObject(simulation, ModuleBundleNote.key) == nil {
            objc_setAssociatedObject(simulation, ModuleBundleNote.key, ModuleBundleNote.said, .OBJC_ASSOCIATION_RETAIN)
            CurrentSimulation.diagnosticFromAnyThread(
                "Bundle.module: the module reading it has no resource bundle here (a ported library's files compile in "
                    + "your test target); the main bundle is given, where iOS gives the package's resources. Nibs and "
                    + "storyboards are found through the simulation's interfaceBuilderResources")
        }
        return .main
    }
}

/// Marks a simulation whose trace has said what `Bundle.module` gives.
private final class ModuleBundleNote: Sendable {
    /// The object kept on the simulation.
    static let said = ModuleBundleNote()
    /// The key it is kept under.
    static var key: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(said).toOpaque()) }
}
