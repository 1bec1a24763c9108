/// The incremental Cassowary solver (issue 3). This module is deliberately empty until the
/// solver lands; it exists so that the package's products are in place.
public enum ConstraintSolverModule {
    /// The solver's version, bumped when its public API changes.
    public static let version = "0.0.0"
}
