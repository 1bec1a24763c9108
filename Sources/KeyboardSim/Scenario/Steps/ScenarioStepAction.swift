import Foundation

/// One kind of scenario step, in one place: its spelling in a file, how it is read and
/// validated, what it does to the running simulation, and how `kbsim explain` says it.
///
/// Adding a step is a new file in this folder with a type conforming to this protocol (its
/// spelling, keys, decoding, what it does, what it says and how it is written back), its
/// line in `ScenarioStep.kinds`, and its entry in `Scenarios/scenario.schema.json` and
/// `Scenarios/README.md` (the Contributing article gives the recipe).
///
/// ```swift
/// struct ShakeStep: ScenarioStepAction {
///     static let kind = "shake"
///     static let keys: [String] = []
///     static func decode(_ step: StepReader) throws(ScenarioError) -> ShakeStep { ShakeStep() }
///     @MainActor func perform(in context: StepContext) { … }
///     var summary: String { "shake the device" }
///     var jsonMembers: [(key: String, value: JSONValue)] { [] }
/// }
/// ```
package protocol ScenarioStepAction: Sendable, Hashable {
    /// The step's `do` in a scenario file.
    static var kind: String { get }
    /// The keys the step takes besides `at` and `do`.
    static var keys: [String] { get }
    /// Reads and validates the step's keys; errors name the key's place in the file.
    static func decode(_ step: StepReader) throws(ScenarioError) -> Self
    /// Does it, at its time, to the replay in progress.
    @MainActor func perform(in context: StepContext)
    /// What it does, in words (`kbsim explain` heads its part of the story with this).
    var summary: String { get }
    /// Its keys besides `at` and `do`, as a scenario file spells them, a key with a default
    /// left out when it holds it (`Scenario+Encoding.swift` writes them).
    var jsonMembers: [(key: String, value: JSONValue)] { get }
    /// Whether it drives the simulated keyboard, which a logged replay refuses.
    var drivesSimulatedKeyboard: Bool { get }
    /// Whether it hands the handlers a logged notification rather than making iOS post one.
    var isLoggedPost: Bool { get }
}

extension ScenarioStepAction {
    package var drivesSimulatedKeyboard: Bool { false }
    package var isLoggedPost: Bool { false }

    /// The step's `do`.
    package var kind: String { Self.kind }
}

extension ScenarioStep {
    /// Every step a scenario file can use, in the order `kbsim` lists them.
    static let kinds: [any ScenarioStepAction.Type] = [
        FocusStep.self, TapStep.self, TypeStep.self, PressReturnStep.self, DismissKeyboardStep.self, PredictiveBarStep.self, EmojiStep.self,
        InputModeStep.self, AccessoryViewStep.self,
        KeyboardTypeStep.self, RotateStep.self, StageManagerStep.self, UndockStep.self, DockStep.self, SplitStep.self, FloatStep.self,
        DragStep.self,
        HardwareKeyboardStep.self, OtherAppKeyboardStep.self, ThirdPartyKeyboardStep.self, InteractiveDismissStep.self,
        PushStep.self, PopStep.self, PresentStep.self, DismissStep.self, ReleaseStep.self, PostStep.self,
    ]
}

/// A step's keys as the file gives them, read with the step's path in every error.
package struct StepReader {
    let reader: Reader
    let members: Reader.Members
    /// `$.steps[3]`.
    let path: String

    /// The value of `key`, when the step has it.
    func optional(_ key: String) -> LocatedJSON? { members.optional(key) }

    func required(_ key: String) throws(ScenarioError) -> LocatedJSON { try members.required(key) }

    func string(_ key: String) throws(ScenarioError) -> String {
        try reader.string(try required(key), "\(path).\(key)")
    }

    func flag(_ key: String) throws(ScenarioError) -> Bool {
        try reader.bool(try required(key), "\(path).\(key)")
    }

    func number(_ key: String, _ range: ClosedRange<Double>) throws(ScenarioError) -> Double {
        try reader.number(try required(key), "\(path).\(key)", range: range)
    }

    func number(_ node: LocatedJSON, at subpath: String, _ range: ClosedRange<Double>) throws(ScenarioError) -> Double {
        try reader.number(node, "\(path).\(subpath)", range: range)
    }

    /// A whole number in `range` (a count: taps, key presses).
    func count(_ node: LocatedJSON, _ key: String, _ range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        let number = try reader.number(node, "\(path).\(key)", range: Double(range.lowerBound)...Double(range.upperBound))
        guard number == number.rounded() else {
            throw error(
                node, key,
                "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(formatNumber(number, decimals: 6))")
        }
        return Int(number)
    }

    /// One of `choices` (with a did-you-mean when it is not).
    func enumeration(_ key: String, _ choices: [String], what: String? = nil) throws(ScenarioError) -> String {
        try enumeration(try required(key), key, choices, what: what)
    }

    func enumeration(_ node: LocatedJSON, _ key: String, _ choices: [String], what: String? = nil) throws(ScenarioError) -> String {
        if let what { return try reader.enumeration(node, "\(path).\(key)", choices, what: what) }
        return try reader.enumeration(node, "\(path).\(key)", choices)
    }

    /// A screen a step can push or present: one of the catalogue's that is not a technique's
    /// (a technique's screen is shown by `$.screen`, with its technique, and nowhere else).
    func screen(_ key: String) throws(ScenarioError) -> String {
        let node = try required(key)
        let id = try enumeration(node, key, ScreenCatalog.ids, what: "screen")
        guard ScreenCatalog.pushable.contains(id) else {
            throw error(
                node, key,
                "\"\(id)\" is a technique's screen, which only $.screen shows; a step pushes or presents \(ScreenCatalog.pushable.map { "\"\($0)\"" }.joined(separator: ", "))"
            )
        }
        return id
    }

    func error(_ node: LocatedJSON, _ key: String, _ message: String) -> ScenarioError {
        reader.error(node, "\(path).\(key)", message)
    }

    /// An error about the step as a whole (a key it lacks), at the step.
    func error(_ message: String) -> ScenarioError { reader.error(members.owner, path, message) }
}

/// What a step acts on while the replay runs: the simulation, the navigation controller the
/// screen under test sits in, and a way to let go of them.
@MainActor package struct StepContext {
    /// The running simulation.
    package let simulation: Simulation
    /// The navigation controller the screen under test sits in, until the screens are released.
    let navigation: UINavigationController?
    /// Lets go of the screen's controller and its navigation controller.
    let releaseScreens: () -> Void
    /// Records that the step could not act at its time, and why; the run fails.
    var recordFailure: (String) -> Void = { _ in }

    var keyboard: SystemKeyboard { simulation.keyboard }

    /// The view named `name` (its accessibility identifier) on the visible screen: the screen the
    /// navigation controller shows, or the one presented over it. A view of a screen pushed over,
    /// or not shown, is not there: the user cannot reach it.
    func viewOnVisibleScreen(named name: String) -> UIView? {
        let window = simulation.window
        let root = navigation?.topViewController?.presentedViewController?.view ?? window.topViewController?.view
        let candidates = [navigation?.visibleViewController?.view, root].compactMap { $0 }
        return candidates.lazy.compactMap { $0.view(withIdentifier: name) }.first
    }

    /// The first responder when it takes typing (`UIKeyInput`: a text field, a text view, a
    /// search bar's field), so that the keyboard, its keys and its return key are there.
    var focusedTextInput: (any UIKeyInput)? { simulation.window.firstResponder as? any UIKeyInput }

    /// Leaves a message in the trace.
    func diagnostic(_ message: String) { simulation.diagnostic(message) }

    /// The step could not act at its time (`focus` on a field not on the visible screen): the
    /// message goes into the trace as a diagnostic and the run fails with
    /// `stepsThatCouldNotAct`, whose detail says so.
    func couldNotAct(_ message: String) {
        simulation.diagnostic(message)
        recordFailure(message)
    }
}
