/// An action (`@IBAction` or `@IBSegueAction`) that an extension declares in another file than
/// its class, as `kbsim port` makes it findable on Linux: a class's
/// `interfaceBuilderSelector(forAction:)` is an override, which Swift allows in the class's body
/// only, and the port of one file does not see the others. So the port of the extension's file
/// writes, beside the extension, a class named after the class and the action's name, which this
/// protocol lets the loader ask for the selector:
///
///     extension LoginViewController {
///         func logIn(_ sender: Any) { … }
///     }
///
///     // kbsim port: an action of LoginViewController declared in this extension, found by its name on Linux.
///     @MainActor final class InterfaceBuilderAction_LoginViewController_logIn_: InterfaceBuilderActionProvider {
///         static var selector: Selector { Selector("logIn:", LoginViewController.logIn) }
///     }
///
/// `UIResponder.interfaceBuilderSelector(forAction:)` (which every class's override reaches
/// through `super` for a name it does not know) looks for such a class, for the object's class
/// and then its superclasses, in the class's module.
@preconcurrency @MainActor public protocol InterfaceBuilderActionProvider: AnyObject {
    /// The action's selector, carrying its method.
    static var selector: Selector { get }
}

extension UIResponder {
    /// The name of the class `kbsim port` writes for the action `action` of `className` (the
    /// class's name as written, `Outer.Inner` for a nested one): `InterfaceBuilderAction_`, the
    /// class's name and the action's, each `.` and `:` written `_`.
    package static func interfaceBuilderActionProviderName(className: String, action: String) -> String {
        "InterfaceBuilderAction_" + String((className + "_" + action).map { $0 == "." || $0 == ":" ? "_" : $0 })
    }

    /// The selector an ``InterfaceBuilderActionProvider`` gives for `action` of this object's
    /// class or one of its superclasses (the nearest first); `nil` when the app's module has none.
    package func interfaceBuilderProvidedSelector(forAction action: String) -> Selector? {
        var current: AnyClass? = type(of: self)
        while let type = current {
            // `AppTests.LoginViewController`: the module, then the class's name.
            let qualified = String(reflecting: type)
            guard let dot = qualified.firstIndex(of: "."), !qualified.contains("("), !qualified.contains("<") else { break }
            let module = qualified[..<dot]
            guard module != "KeyboardSimCore" else { break }
            let name = Self.interfaceBuilderActionProviderName(className: String(qualified[qualified.index(after: dot)...]), action: action)
            if let provider = _typeByName("\(module).\(name)") as? any InterfaceBuilderActionProvider.Type {
                return provider.selector
            }
            current = _getSuperclass(type)
        }
        return nil
    }
}
