import Foundation

/// A method's name, as the Objective-C runtime's `Selector`: what `NSSelectorFromString` gives,
/// what a library keeps in a `Selector` variable, and what `responds(to:)` and `perform(_:)` take.
///
/// Swift on Linux has no Objective-C runtime, so a selector cannot find a method by its name.
/// Where a method is passed straight to an API (`addObserver(_:selector:…)`,
/// `addTarget(_:action:…)`), `kbsim port` writes the method itself (`Controller.keyboardWillShow`);
/// where a selector is kept as a value (a `Selector` property, a `return #selector(…)`), it writes
/// a selector that carries its method, `Selector("keyboardWillShow:", Controller.keyboardWillShow)`,
/// which the same APIs accept. A selector made from a string alone names no method: the APIs that
/// take it say so in the trace when they would call it, never silently. What libraries ask of a
/// class by name is answered where the simulation knows the answer (`UIApplication`'s
/// `sharedApplication`, which libraries probe to tell an app from an extension).
///
/// A selector of a method of one of UIKit's delegate protocols, as libraries ask before calling an
/// optional method (`delegate.responds(to: #selector(UITextFieldDelegate.textFieldShouldReturn(_:)))`),
/// carries the protocol: `kbsim port` writes it
/// `Selector("textFieldShouldReturn:", of: (any UITextFieldDelegate).self)`, and `responds(to:)`
/// answers it from the object's conformance (see `UIResponder.responds(to:)`).
///
/// Two selectors are equal when their names are, as in the Objective-C runtime.
public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    // @unchecked Sendable: `method` is immutable; it is called where the simulation runs (the
    // bus, controls and recognizers check their thread), never concurrently.

    /// The method's name, `sharedApplication` or `keyboardWillShow:`.
    public let name: String

    /// The method the selector was made from; `nil` for a selector made from a name alone.
    package let method: SelectorMethod?

    /// The protocol whose method the selector names; `nil` unless made with `init(_:of:)`.
    package let requirement: SelectorRequirement?

    /// The selector named `name`, with no method Swift on Linux can call.
    public init(_ name: String) {
        self.name = name
        method = nil
        requirement = nil
    }

    /// The selector named `name` of a method of the protocol `protocolType`, as
    /// `#selector(UITextFieldDelegate.textFieldShouldReturn(_:))` names one:
    /// `Selector("textFieldShouldReturn:", of: (any UITextFieldDelegate).self)`, what `kbsim port`
    /// writes for a method of UIKit's delegate protocols. `responds(to:)` answers it from whether
    /// the object conforms to the protocol (see `UIResponder.responds(to:)`); no API calls it.
    public init<Protocol>(_ name: String, of protocolType: Protocol.Type) {
        self.name = name
        method = nil
        requirement = SelectorRequirement(protocolType)
    }

    /// The selector named by a string literal.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// The selector named `name` that calls `method` on an object of its class, passing the
    /// argument the API passes (a notification, a sender, a gesture recognizer) and discarding
    /// what it returns: what `kbsim port` writes for `#selector(keyboardWillShow(_:))` kept as a
    /// value, `Selector("keyboardWillShow:", Controller.keyboardWillShow)`.
    public init<Target: AnyObject, Argument, Result>(_ name: String, _ method: @escaping (Target) -> (Argument) -> Result) {
        self.name = name
        requirement = nil
        self.method = SelectorMethod(targetType: Target.self, argumentType: Argument.self) { object, argument in
            guard let target = object as? Target, let argument = argument as? Argument else { return (false, nil) }
            return (true, method(target)(argument))
        }
    }

    /// The selector named `name` that calls `method`, which takes no argument, on an object of its
    /// class, discarding what it returns (`UIResponder.resignFirstResponder`).
    public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
        self.name = name
        requirement = nil
        self.method = SelectorMethod(targetType: Target.self, argumentType: (Void.Type)?.none) { object, _ in
            guard let target = object as? Target else { return (false, nil) }
            return (true, method(target)())
        }
    }

    /// The selector named `name` that calls `method`, which takes two arguments, on an object of
    /// its class: the API passes them as a pair (the legacy animation delegate's
    /// `animationWillStart:context:`).
    public init<Target: AnyObject, First, Second, Result>(
        _ name: String, _ method: @escaping (Target) -> (First, Second) -> Result
    ) {
        self.name = name
        requirement = nil
        self.method = SelectorMethod(targetType: Target.self, argumentType: (First, Second).self) { object, argument in
            guard let target = object as? Target, let (first, second) = argument as? (First, Second) else { return (false, nil) }
            return (true, method(target)(first, second))
        }
    }

    /// The selector named `name` that calls `method`, which takes three arguments, on an object
    /// of its class: the API passes them as a triple (the legacy animation delegate's
    /// `animationDidStop:finished:context:`).
    public init<Target: AnyObject, First, Second, Third, Result>(
        _ name: String, _ method: @escaping (Target) -> (First, Second, Third) -> Result
    ) {
        self.name = name
        requirement = nil
        self.method = SelectorMethod(targetType: Target.self, argumentType: (First, Second, Third).self) { object, argument in
            guard let target = object as? Target, let (first, second, third) = argument as? (First, Second, Third) else {
                return (false, nil)
            }
            return (true, method(target)(first, second, third))
        }
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public var description: String { name }

    /// Why this selector cannot be sent to `object` with `argument` (`nil`: an API that passes
    /// none), as a sentence for the trace; `nil` when it can.
    package func unreachable(on object: AnyObject, with argument: Any? = nil) -> String? {
        guard let method else {
            return
                "selector \"\(name)\" was made from a name alone: Swift on Linux has no Objective-C runtime to find the method; pass the method itself (Type.method) or Selector(\"\(name)\", Type.method)"
        }
        guard method.accepts(object) else {
            return
                "crash on a real device: unrecognized selector \"\(name)\" sent to an instance of \(String(describing: type(of: object))) (the method is \(method.targetTypeName)'s)"
        }
        if let argument, let takes = method.argumentTypeName, !method.takes(argument) {
            return
                "selector \"\(name)\" names a method of \(method.targetTypeName) that takes a \(takes), not the \(String(describing: type(of: argument))) it is sent with"
        }
        return nil
    }
}

/// The protocol a `Selector` names a method of, erased.
package struct SelectorRequirement {
    /// The protocol's name, as Swift writes it (`UITextFieldDelegate`).
    package let protocolName: String
    /// Whether the protocol is one of UIKit's, declared in this module.
    package let isUIKit: Bool
    /// Whether `object` conforms to the protocol.
    package let conforms: (AnyObject) -> Bool

    init<Protocol>(_ type: Protocol.Type) {
        // `any KeyboardSimCore.UITextFieldDelegate`: the module says whose protocol it is.
        let qualified = String(reflecting: type).replacingOccurrences(of: "any ", with: "")
        let module = String(#fileID.prefix { $0 != "/" })
        isUIKit = qualified.hasPrefix(module + ".")
        protocolName = String(qualified.split(separator: ".").last ?? Substring(qualified))
        conforms = { $0 is Protocol }
    }
}

/// The method a `Selector` was made from, erased: called with the object and the argument the
/// API passes.
package struct SelectorMethod {
    /// The name of the class that declares the method.
    package let targetTypeName: String
    /// The name of the type of the method's argument; `nil` for a method that takes none.
    package let argumentTypeName: String?
    /// Whether `object` is of that class.
    package let accepts: (AnyObject) -> Bool
    /// Whether the method can take `argument` (always, for a method that takes none).
    package let takes: (Any) -> Bool
    /// Calls the method on the object with the argument (ignored by a method that takes none);
    /// false, calling nothing, when the object or the argument is not of the method's types.
    package var call: (AnyObject, Any) -> Bool { { perform($0, $1).called } }
    /// Calls the method as `call` does, with what it returned (a storyboard's segue action
    /// returns the destination it made).
    package let perform: (AnyObject, Any) -> (called: Bool, result: Any?)

    init<Target: AnyObject, Argument>(
        targetType: Target.Type, argumentType: Argument.Type?, perform: @escaping (AnyObject, Any) -> (called: Bool, result: Any?)
    ) {
        targetTypeName = String(describing: Target.self)
        argumentTypeName = argumentType.map { String(describing: $0) }
        accepts = { $0 is Target }
        takes = { argumentType == nil || $0 is Argument }
        self.perform = perform
    }
}
