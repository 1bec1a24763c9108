import Foundation

/// Your view controller, put on screen by KeyboardSim's replays in place of a built-in
/// technique: on the device matrix (`TechniqueMatrix.run(_:profile:devices:orientations:keyboards:)`)
/// and under a scenario file's steps (`ScenarioRunner.run(_:with:expectations:)`).
///
/// Every replay makes a fresh controller with `make`, sets it as the root of a navigation
/// controller whose bar is hidden (as the built-in techniques are), lets it appear, and then
/// asks `field` for the text field your handler keeps clear of the keyboard. That field is the
/// one scenario files and the matrix call `nameField`: focus steps naming `nameField` focus it,
/// and the verdicts judge it. A field given by a key path and without an accessibility
/// identifier is given its property's name (`\.messageField`: `messageField`), a field given by
/// a closure `nameField`; one with an identifier keeps it. The trace, the verdicts and the
/// failures use that name, and the steps' `nameField` means it. Other views appear in the
/// trace's frame records when they have an accessibility identifier.
///
/// ```swift
/// let signUp = ControllerUnderTest({ SignUpViewController() }, field: \.emailField, gap: .exactly(20))
/// let matrix = TechniqueMatrix.run(signUp, profile: .iOS17)
/// #expect(matrix.passed, "\(matrix)")
/// ```
///
/// The matrix runs its cells one after another on the main actor, each in its own simulation;
/// `make` and `field` are main-actor closures (a key path such as `\.emailField` will do).
@MainActor public struct ControllerUnderTest {
    /// How close to the keyboard the field must stand while the keyboard is at rest.
    public enum Gap: Sendable, Hashable, CustomStringConvertible {
        /// At least this many points between the field's bottom and the keyboard's top.
        case atLeast(Double)
        /// This many points, within one.
        case exactly(Double)

        /// The gap's points, whichever the kind.
        public var points: Double {
            switch self {
            case .atLeast(let points), .exactly(let points): points
            }
        }

        /// Whether the field must stand exactly `points` above the keyboard.
        public var isExact: Bool {
            if case .exactly = self { true } else { false }
        }

        public var description: String {
            switch self {
            case .atLeast(let points): "at least \(formatNumber(points)) points"
            case .exactly(let points): "exactly \(formatNumber(points)) points"
            }
        }
    }

    /// The controller's type name: the name the run header and the matrix's title give it.
    public let name: String
    /// How close to the keyboard the field must stand.
    public let gap: Gap
    let make: @MainActor () -> UIViewController
    let field: @MainActor (UIViewController) -> UIView?
    /// The name a field without an accessibility identifier is given: the key path's property.
    var fieldName = ScreenUnderTest.scenarioFieldName
    /// The module of the code that made this (its `#fileID`): its replays search the storyboards,
    /// xibs and asset catalogs that module's `kbsim-port.txt` lists.
    let portedDocumentsModule: String

    /// - Parameters:
    ///   - make: Makes a fresh controller (called once per replay, on the main actor).
    ///   - field: The text field the handler keeps clear of the keyboard, once the view has
    ///     appeared (a key path such as `\.emailField` will do).
    ///   - gap: How close to the keyboard it must stand at rest; by default anywhere clear of it.
    ///   - fileID: Where it is made, the caller's `#fileID` by default: each replay searches the
    ///     storyboards, xibs and asset catalogs its module's `kbsim-port.txt` lists.
    public init<Controller: UIViewController>(
        _ make: @escaping @MainActor () -> Controller,
        field: @escaping @MainActor (Controller) -> UIView?,
        gap: Gap = .atLeast(0), fileID: String = #fileID
    ) {
        portedDocumentsModule = PortedDocuments.module(ofFileID: fileID)
        name = String(describing: Controller.self)
        self.gap = gap
        self.make = make
        self.field = { controller in (controller as? Controller).flatMap(field) }
    }

    /// A controller under test whose field is a key path (`\.emailField`): the same as the
    /// closure form.
    public init<Controller: UIViewController, Field: UIView>(
        _ make: @escaping @MainActor () -> Controller,
        field: KeyPath<Controller, Field>, gap: Gap = .atLeast(0), fileID: String = #fileID
    ) {
        self.init(make, field: { (controller: Controller) -> UIView? in controller[keyPath: field] }, gap: gap, fileID: fileID)
        fieldName = Self.propertyName(field)
    }

    /// The last property a key path names (`\SignUpViewController.form.emailField`: `emailField`).
    static func propertyName(_ keyPath: AnyKeyPath) -> String {
        let text = String(describing: keyPath)
        let name = text.split(separator: ".").last.map(String.init)?.filter { $0.isLetter || $0.isNumber || $0 == "_" } ?? ""
        return name.isEmpty ? ScreenUnderTest.scenarioFieldName : name
    }

    /// A controller under test whose field is an optional key path (`\.emailField` of a
    /// `UITextField!` or `UITextField?`).
    public init<Controller: UIViewController, Field: UIView>(
        _ make: @escaping @MainActor () -> Controller,
        field: KeyPath<Controller, Field?>, gap: Gap = .atLeast(0), fileID: String = #fileID
    ) {
        self.init(make, field: { (controller: Controller) -> UIView? in controller[keyPath: field] }, gap: gap, fileID: fileID)
        fieldName = Self.propertyName(field)
    }

    /// The controller as a replay's screen. The run header gives the controller's name where a
    /// technique's name stands, and "own code" for the options only built-in techniques have.
    var screen: ScreenUnderTest {
        let (name, gap, make, field, fieldName) = (name, gap, make, field, fieldName)
        var screen = ScreenUnderTest(
            options: { _ in
                RunHeader.TechniqueOptions(
                    name: name, bug: nil, observers: "own code", register: "own code", unregister: "own code",
                    gap: gap.points, capturesSelfStrongly: false, dispatchAsync: false, forceUnwrap: false)
            },
            gap: { _ in gap },
            make: { _, _ in make() },
            primaryField: { controller in
                guard let view = controller.viewIfLoaded, let field = field(controller), field.isDescendant(of: view) else { return nil }
                if field.accessibilityIdentifier == nil { field.accessibilityIdentifier = fieldName }
                return field.accessibilityIdentifier
            },
            namedViews: { controller in controller.viewIfLoaded?.subtree.filter { $0.accessibilityIdentifier != nil } ?? [] })
        screen.portedDocumentsModule = portedDocumentsModule
        return screen
    }
}
