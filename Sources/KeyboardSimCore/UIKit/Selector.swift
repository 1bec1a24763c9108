import Foundation

/// A method's name, as the Objective-C runtime's `Selector`: what `NSSelectorFromString` gives
/// and `responds(to:)` and `perform(_:)` take.
///
/// Swift on Linux has no Objective-C runtime, so a selector here is only a name: `kbsim port`
/// turns `#selector(…)` into the method itself, and what a library does with a selector made from
/// a string is answered where the simulation knows the answer (`UIApplication`'s
/// `sharedApplication`, which libraries probe to tell an app from an extension) and otherwise
/// answered "no" with a diagnostic in the trace, never silently.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, `sharedApplication` or `keyboardWillShow:`.
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The selector named by a string literal.
    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }
}
