/// One of the edits Swift on Linux forces, made by ``LinuxPort``.
package struct PortEdit: Equatable, Sendable, CustomStringConvertible {
    package enum Kind: Equatable, Sendable {
        /// `@objc`, `@objc(name:)` or `@objcMembers` deleted: Swift on Linux has no Objective-C interoperability.
        case deletedObjC
        /// `#selector(…)` written as `Class.method` (the simulation's APIs take the method itself),
        /// or as `Selector("name:", Class.method)` where it is kept as a value.
        case rewroteSelector
        /// `import Foundation` deleted beside `import UIKit`, which re-exports it.
        case deletedFoundationImport
        /// `import Foundation` written as `import UIKit` in a file that uses UIKit's names without
        /// importing it (a library's file compiled on iOS under its pod's umbrella header), or
        /// `import UIKit.Submodule` written as `import UIKit`.
        case addedUIKitImport
        /// `import CoreGraphics`, which Linux does not have, deleted beside an import of UIKit or
        /// Foundation, or written as `import Foundation`, where Linux keeps `CGFloat` and `CGRect`.
        case rewroteCoreGraphicsImport
        /// `#available(iOS N, *)` or `#unavailable(iOS N)` written as
        /// `ProcessInfo.processInfo.isOperatingSystemAtLeast(…)`: on Linux the condition is always
        /// true; the check answers for the simulation's iOS.
        case rewroteAvailability
        /// `os(iOS)` in an `#if` or `#elseif` condition of any file written as
        /// `canImport(UIKit)`: on Linux `os(iOS)` is false, so the code an iPhone compiles would
        /// not be compiled or run; `canImport(UIKit)` is true with KeyboardSim's UIKit.
        case rewrotePlatformCondition
        /// `NSClassFromString(name)` written as `(NSClassFromString(name) as UIResponder.Type?)`:
        /// Foundation's on Linux gives an `AnyClass`, on which Swift without the Objective-C
        /// runtime finds no class method; UIKit's gives a responder class, with the
        /// `responds(to:)` and `perform(_:)` libraries call.
        case qualifiedClassLookup
        /// `value.getValue(&x)` written as `value.getValue(into: &x)`: Foundation on Linux stops
        /// the process in `NSNumber.getValue(_:)`; UIKit's `getValue(into:)` writes a number as
        /// Darwin's does and gives any other value to Foundation's.
        case rewroteGetValue
        /// `@IBOutlet`, `@IBAction` or `@IBSegueAction` deleted: Swift on Linux refuses the first
        /// and has no Objective-C runtime to connect any of them; the class gets the members that
        /// connect them instead.
        case deletedInterfaceBuilderAttribute
        /// `@IBOutlet` or `@IBAction` deleted in a class whose superclass is `NSObject` itself:
        /// Foundation on Linux's `NSObject` has no `setValue(_:forKey:)` and no
        /// `interfaceBuilderSelector(forAction:)` to override, and the simulated storyboard
        /// connects only a responder's outlets and actions, so nothing is added to the class; the
        /// method or property stays, called from code as on iOS.
        case deletedInterfaceBuilderAttributeOfObject
        /// Members added to the end of a class with outlets or actions, through which a storyboard
        /// or a xib connects them on Linux: `setValue(_:forKey:)` setting each outlet by name,
        /// `interfaceBuilderSelector(forAction:)` giving each action's method; or, after an
        /// extension of a class of another file, a class for each of its actions that gives it by
        /// name (`InterfaceBuilderActionProvider`).
        case addedInterfaceBuilderConnections
        /// An optional requirement of an `@objc` protocol (`optional func f(_:)`, `optional var p:
        /// T { get }`) written as a requirement that throws (`func f(_:) throws`, `var p: T { get
        /// throws }`): Swift on Linux has no optional requirements. A conformer implements it
        /// without `throws`, as on iOS.
        case rewroteOptionalRequirement
        /// An extension added after a protocol with optional requirements, giving each a default
        /// that throws `OptionalRequirementNotImplemented`: a conformer that does not implement it
        /// still conforms.
        case addedOptionalRequirementDefaults
        /// A call of an optional requirement, `x?.f?(…)` or `x!.f!(…)`, or a read of an optional
        /// property, written with `try?` or `try!`: `nil` (or a stop) where the conformer does not
        /// implement it, as on iOS.
        case rewroteOptionalCall
        /// A call of an optional requirement of one of UIKit's own protocols, `x?.f?(…)`,
        /// `x.f?(…)` or `x!.f!(…)`, written without the `?` or `!` after the name: the simulated
        /// UIKit's protocols have no optional requirements but a default for each, which does
        /// what UIKit does when a delegate does not implement it (and answers where iOS gives
        /// `nil`).
        case rewroteUIKitOptionalCall
        /// `x.responds(to: #selector(P.f(_:)))` for an optional requirement of a protocol the file
        /// declares, written as `OptionalRequirement.responds(x, to: "f(_:)")`.
        case rewroteRespondsToOptional
        /// `override` deleted from an accessibility property UIKit adds to every `NSObject`
        /// (`accessibilityLabel`, …) in a class whose superclass is `NSObject`: Foundation on
        /// Linux's `NSObject` has none, so the property becomes the class's own.
        case deletedNSObjectOverride
        /// `NSAttributedString()` or `NSMutableAttributedString()` written with `(string: "")`:
        /// Foundation on Linux's attributed strings have no `init()`.
        case rewroteEmptyAttributedString
        /// `cellType.init(style:reuseIdentifier:)` through a metatype, written with the simulated
        /// cell's required `init(style:registeredReuseIdentifier:)`, or a header or footer view's
        /// `viewType.init(reuseIdentifier:)` with its `init(registeredReuseIdentifier:)`: Swift
        /// makes an instance of a class known only at run time through a required initializer.
        case rewroteCellMetatypeInit
        /// `(value as AnyObject).doubleValue` or `.cgRectValue` written
        /// `((value as? NSNumber)?.doubleValue)` or `((value as? NSValue)?.cgRectValue)`: Swift on
        /// Linux looks up no member on `AnyObject` (iOS finds it through the Objective-C runtime).
        case rewroteAnyObjectLookup
        /// `#keyPath(Type.property.sub)` written as the string it stands for, `"property.sub"`:
        /// Swift on Linux has no `#keyPath`.
        case rewroteKeyPathExpression
        /// An `override` in an extension of a class of the module, moved into the class's body:
        /// iOS takes it (the member is Objective-C's), Swift on Linux overrides only in a class's
        /// body.
        case movedExtensionOverride
        /// A member an extension of a class of the module declares, which a subclass overrides,
        /// moved into the class's body: Swift on Linux overrides only what a class's body
        /// declares.
        case movedOverriddenExtensionMember
        /// `type(of: x).description()` written as `NSStringFromClass(type(of: x))`: Foundation's
        /// `NSObject` on Linux has no class method `description()`, and Swift looks up nothing on
        /// `AnyObject.Type`; the function gives the class's name, as the method does on iOS.
        case rewroteClassDescription
        /// `private` or `fileprivate` deleted from a top-level declaration that a member moved
        /// to another file's class uses: a private declaration is seen only in its own file.
        case widenedPrivateDeclaration
        /// `init(rawValue:)` of one of UIKit's enums with an integer raw type written
        /// `init(rawValue:ifUnknown:)`, naming the case for a raw value the simulation does not
        /// declare: on iOS UIKit's Objective-C enums take any raw value.
        case rewroteUIKitEnumRawValue
    }

    package var kind: Kind
    /// Where the edited code starts in the input.
    package var position: TextPosition
    /// The code as it was (line breaks and indentation inside it shown as one space).
    package var original: String
    /// What replaced it (empty for a deletion).
    package var replacement: String

    package init(_ kind: Kind, at position: TextPosition, original: String, replacement: String = "") {
        self.kind = kind
        self.position = position
        self.original = original
        self.replacement = replacement
    }

    /// The edit, whether made or to make: `delete @objc`,
    /// `#selector(keyboardWillShow(_:)) → FormController.keyboardWillShow`.
    package var description: String {
        switch kind {
        case .deletedObjC: "delete \(original)"
        case .rewroteSelector: "\(original) → \(replacement)"
        case .rewroteAvailability: "\(original) → \(replacement) (answered for the simulation's iOS)"
        case .rewrotePlatformCondition: "\(original) → \(replacement) (true with KeyboardSim's UIKit, as os(iOS) on an iPhone)"
        case .deletedFoundationImport: "delete \(original) (import UIKit re-exports it)"
        case .addedUIKitImport, .rewroteCoreGraphicsImport: "\(original) → \(replacement)"
        case .qualifiedClassLookup: "\(original) → \(replacement) (a class found by name, with its class methods)"
        case .rewroteGetValue: "\(original) → \(replacement) (Foundation on Linux stops the process in NSNumber.getValue(_:))"
        case .deletedInterfaceBuilderAttribute: "delete \(original) (a storyboard connects it through the members added to its class)"
        case .deletedInterfaceBuilderAttributeOfObject:
            "delete \(original) (\(replacement) is not a responder: a storyboard on Linux connects only a responder's outlets and actions)"
        case .addedInterfaceBuilderConnections: "add to \(original): \(replacement)"
        case .rewroteOptionalRequirement, .rewroteOptionalCall: "\(original) → \(replacement)"
        case .addedOptionalRequirementDefaults:
            "add after \(original): \(replacement) (a conformer that does not implement one still conforms)"
        case .deletedNSObjectOverride:
            "delete override of \(replacement) (UIKit adds it to NSObject; Foundation on Linux's NSObject has none)"
        case .rewroteEmptyAttributedString:
            "\(original) → \(replacement) (Foundation on Linux's attributed strings have no init())"
        case .rewroteUIKitOptionalCall:
            "\(original) → \(replacement) (UIKit's protocols have no optional requirements here: a delegate that does not "
                + "implement it gets UIKit's default, which answers where iOS gives nil)"
        case .rewroteCellMetatypeInit:
            replacement == "init(registeredReuseIdentifier:)"
                ? "\(original) → \(replacement) (a header or footer view class known at run time: Swift calls only a required "
                    + "initializer through a metatype; this one calls the class's init(reuseIdentifier:))"
                : "\(original) → \(replacement) (a cell class known at run time: Swift calls only a required initializer through a "
                    + "metatype; this one calls the class's init(style:reuseIdentifier:))"
        case .rewroteAnyObjectLookup:
            "\(original) → \(replacement) (Swift on Linux looks up no member on AnyObject: the cast gives the same optional)"
        case .rewroteKeyPathExpression: "\(original) → \(replacement) (the key it stands for; Swift on Linux has no #keyPath)"
        case .movedExtensionOverride:
            "move \(original) into \(replacement) (Swift on Linux overrides only in a class's body; iOS takes it in an extension)"
        case .widenedPrivateDeclaration:
            "\(original) → \(replacement) (a member moved into its class in another file uses it; a private declaration is seen "
                + "only in its own file)"
        case .rewroteClassDescription:
            "\(original) → \(replacement) (NSObject's class method description() is the class's name; Foundation on Linux has "
                + "no such method, and NSStringFromClass gives the same name)"
        case .movedOverriddenExtensionMember:
            "move \(original) into \(replacement) (a subclass overrides it: Swift on Linux overrides only what a class's body "
                + "declares; iOS overrides an extension's Objective-C method)"
        case .rewroteUIKitEnumRawValue:
            "\(original) → \(replacement) (on iOS an Objective-C enum of UIKit's takes any raw value; here one the simulation "
                + "does not declare gives the case named, and the trace says so)"
        case .rewroteRespondsToOptional:
            "\(original) → \(replacement) (true until a call on an object of that class reaches the default, false after: "
                + "Swift on Linux cannot list a class's methods)"
        }
    }
}

/// Code that Swift on Linux refuses and ``LinuxPort`` cannot rewrite: it is left as it is, and
/// reported with what to do.
package struct PortFinding: Equatable, Sendable, CustomStringConvertible {
    package var position: TextPosition
    /// The code, as in ``PortEdit/original``.
    package var code: String
    /// Why it does not compile on Linux and how to write it.
    package var advice: String

    package init(at position: TextPosition, code: String, advice: String) {
        self.position = position
        self.code = code
        self.advice = advice
    }

    package var description: String { "\(code): \(advice)" }
}

/// What porting a file gives: the ported text, the edits made, and what is left to edit by hand.
package struct PortResult: Equatable, Sendable {
    /// The ported text: the input byte for byte, but for the edits.
    package var text: String
    /// The edits made, in the order of the input.
    package var edits: [PortEdit]
    /// What still needs an edit by hand, in the order of the input.
    package var findings: [PortFinding]

    /// Whether the input needs an edit, by ``LinuxPort`` or by hand.
    package var needsEdit: Bool { !edits.isEmpty || !findings.isEmpty }
}
