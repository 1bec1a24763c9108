import Foundation

/// A technique — a built-in one, or your controller (``ControllerUnderTest``) — replayed across
/// every device × orientation × keyboard kind, with the expectations a correct technique
/// meets: `kbsim matrix`.
///
/// Each cell is a small scenario — focus the screen's `nameField`, change the keyboard the way
/// the column says, dismiss it — judged by the expectations a correct technique meets (every
/// check but overlapPointSeconds). Cells are independent simulations, run one after another on
/// the main actor (UIKit's types are main-actor isolated, as on iOS); results come in the
/// table's order.
@MainActor public enum TechniqueMatrix {
    /// What the keyboard does in a column.
    public enum KeyboardKind: String, CaseIterable, Sendable {
        /// The software keyboard with its predictive bar.
        case standard
        /// The user switches to the emoji keyboard while editing (a taller keyboard, a second willShow).
        case emoji
        /// The user switches to the Korean keyboard while editing: a taller input mode, whose
        /// candidate row grows the keyboard in place (``KeyboardInputMode``).
        case korean
        /// The field gets a 44-point input accessory view while editing.
        case accessory
        /// A hardware keyboard is connected before editing: the iPad's shortcuts bar, or nothing on an iPhone.
        case hardware
        /// iPad: the keyboard is undocked while editing.
        case undocked
        /// iPad: the keyboard is split while editing.
        case split
        /// iPad: the keyboard becomes the small floating one while editing.
        case floating
        /// The field is a number pad (`UIKeyboardType.numberPad`) before it is focused: on an
        /// iPhone a keypad without the predictive bar, shorter than the letters; an iPad's pads
        /// are its full keyboard. Not a default column: `--keyboard numberPad`.
        case numberPad
        /// The field is a decimal pad before it is focused (the pad whose height simulator
        /// screenshots measure). Not a default column.
        case decimalPad
        /// The field is a phone pad before it is focused. Not a default column.
        case phonePad
        /// The field is an ASCII-capable number pad before it is focused. Not a default column.
        case asciiCapableNumberPad

        /// The columns a matrix runs when none are named: every kind but the keypads, whose
        /// height differs from the letters' only by the predictive bar they lack on an iPhone
        /// (name them with `--keyboard`, or `keyboards:`).
        public static let defaults: [KeyboardKind] = [.standard, .emoji, .korean, .accessory, .hardware, .undocked, .split, .floating]

        /// The keypads: the `keyboardType`s whose height differs from the letters'.
        public static let keypads: [KeyboardKind] = [.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad]

        /// The keyboard type the field gets before it is focused (the keypads).
        public var keyboardType: UIKeyboardType? {
            switch self {
            case .numberPad: .numberPad
            case .decimalPad: .decimalPad
            case .phonePad: .phonePad
            case .asciiCapableNumberPad: .asciiCapableNumberPad
            default: nil
            }
        }

        /// Whether the column applies to a device on an iOS version: the last three are iPad-only,
        /// and the floating keyboard came with iPadOS 13.
        public func applies(to device: Device, on profile: BehaviorProfile) -> Bool {
            switch self {
            case .undocked, .split: device.idiom == .pad
            case .floating: device.idiom == .pad && profile.majorVersion >= 13
            default: true
            }
        }

        fileprivate var steps: [(at: Double, action: any ScenarioStepAction)] {
            let change: (any ScenarioStepAction)? =
                switch self {
                case .standard, .hardware, .numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad: nil
                case .emoji: EmojiStep(on: true)
                case .korean: InputModeStep(.korean)
                case .accessory: AccessoryViewStep(height: 44)
                case .undocked: UndockStep()
                case .split: SplitStep()
                case .floating: FloatStep()
                }
            var steps: [(Double, any ScenarioStepAction)] = []
            if self == .hardware { steps.append((0.2, HardwareKeyboardStep(connected: true))) }
            if let keyboardType { steps.append((0.2, KeyboardTypeStep(field: ScreenUnderTest.scenarioFieldName, type: keyboardType))) }
            steps.append((0.5, FocusStep(field: "nameField")))
            if let change { steps.append((1.5, change)) }
            steps.append((2.5, DismissKeyboardStep()))
            return steps
        }
    }

    /// How many cells a matrix on `devices` in both orientations with the default keyboard kinds
    /// runs (102 on ``Device/representatives``): the kinds that apply to each device, twice.
    nonisolated public static func cellCount(devices: [Device] = Device.representatives, profile: BehaviorProfile = .iOS17) -> Int {
        devices.reduce(0) { total, device in total + 2 * KeyboardKind.defaults.filter { $0.applies(to: device, on: profile) }.count }
    }

    /// The expectations every cell is judged against: what a correct technique achieves.
    nonisolated public static let expectations: [Expectation] = [
        Expectation(check: .fieldClearsKeyboard, value: .bool(true)),
        Expectation(check: .maxTrackingError, value: .atMost(1)),
        Expectation(check: .restoreError, value: .atMost(1)),
        Expectation(check: .observerLeaks, value: .atMost(0)),
        Expectation(check: .leakedControllers, value: .atMost(0)),
        Expectation(check: .deliveriesWhileHidden, value: .atMost(0)),
        Expectation(check: .duplicateDeliveries, value: .atMost(0)),
        Expectation(check: .handlerCrashes, value: .atMost(0)),
    ]

    /// The expectations as the tables' headers print them.
    nonisolated private static var expectationsText: String { expectations.map { "\($0.check) \($0.value)" }.joined(separator: ", ") }

    /// One keyboard kind on one device in one orientation: its replay, or nothing when the kind
    /// does not apply to the device.
    public struct Cell: Sendable {
        /// The column.
        public var kind: KeyboardKind
        /// Nil when the kind does not apply to the device.
        public var result: ScenarioResult?

        /// `✔`, `—` (not applicable), or the failing verdicts, shortest form.
        public var text: String { TechniqueMatrix.cellText(result?.trace) }
    }

    /// `✔`, `—` (nothing ran), or the failing verdicts, shortest form.
    nonisolated static func cellText(_ trace: Trace?) -> String {
        guard let trace else { return "—" }
        let failing = trace.verdicts.filter { !$0.passed }
        guard !failing.isEmpty else { return "✔" }
        return "✘ "
            + failing.map { verdict in
                switch verdict.check {
                case .fieldClearsKeyboard: Judge.clearanceMark(verdict.detail)
                case .maxTrackingError: "lags \(verdict.value)"
                case .overlapPointSeconds: verdict.check.rawValue
                case .restoreError: "not restored"
                case .observerLeaks: "leaks"
                case .leakedControllers: "retained"
                case .deliveriesWhileHidden: "hidden"
                case .duplicateDeliveries: "twice"
                case .handlerCrashes: "crashes"
                case .stepsThatCouldNotAct: "step failed"
                }
            }.joined(separator: ",")
    }

    /// One device in one orientation: a cell per keyboard kind.
    public struct Row: Sendable {
        /// The row's device.
        public var device: Device
        /// The row's orientation.
        public var orientation: UIInterfaceOrientation
        /// One per keyboard kind the matrix ran, in `Result.keyboards`' order.
        public var cells: [Cell]
    }

    /// A whole matrix. Its description is its table, as `text(_:)` prints it
    /// (`#expect(matrix.passed, "\(matrix)")`).
    public struct Result: Sendable, CustomStringConvertible {
        /// The name the title gives: the technique's, or your controller's type.
        public var name: String
        /// The iOS behaviour profile every cell ran on.
        public var profile: BehaviorProfile
        /// The columns: the keyboard kinds the matrix ran.
        public var keyboards: [KeyboardKind]
        /// Device by device, portrait before landscape (the orientations asked for).
        public var rows: [Row]

        /// The cells that ran (the kind applies to the device).
        public var cellsRun: Int { rows.reduce(0) { $0 + $1.cells.filter { $0.result != nil }.count } }
        /// How many cells failed.
        public var failures: Int { rows.reduce(0) { $0 + $1.cells.filter { !($0.result?.passed ?? true) }.count } }
        /// Every cell that ran passed — and one ran at least: a matrix of no cell checks nothing.
        public var passed: Bool { failures == 0 && cellsRun > 0 }
        /// The cells that failed, with their row: what a test reports.
        public var failingCells: [(device: Device, orientation: UIInterfaceOrientation, cell: Cell)] {
            rows.flatMap { row in row.cells.filter { !($0.result?.passed ?? true) }.map { (row.device, row.orientation, $0) } }
        }

        /// The first failing cell's name (`iphone-se-3 portrait accessory`) and trace, to watch
        /// in the HTML player (`HTMLReport.write([cell.trace], to: "failing-cell.html")`); nil
        /// when every cell passed.
        public var firstFailingCell: (name: String, trace: Trace)? {
            guard let failing = failingCells.first, let trace = failing.cell.result?.trace else { return nil }
            let orientation = failing.orientation.isPortrait ? "portrait" : "landscape"
            return ("\(failing.device.id) \(orientation) \(failing.cell.kind)", trace)
        }

        public var description: String { TechniqueMatrix.text(self) }
    }

    /// The orientations of the matrix's rows.
    public static let orientations: [UIInterfaceOrientation] = [.portrait, .landscapeRight]

    /// A built-in technique on every device of the catalogue in portrait and landscape, with
    /// the default keyboard kinds (the keypads when `keyboards` names them): `kbsim matrix TECHNIQUE`.
    public static func run(
        _ technique: TechniqueConfiguration, profile: BehaviorProfile = .iOS17,
        devices: [Device] = Device.representatives, orientations: [UIInterfaceOrientation] = orientations,
        keyboards: [KeyboardKind] = KeyboardKind.defaults
    ) -> Result {
        run(
            name: technique.name.rawValue, screen: .technique(), technique: technique, profile: profile,
            devices: devices, orientations: orientations, keyboards: keyboards)
    }

    /// Your controller on the same cells as `kbsim matrix`, judged by the same expectations:
    /// every cell a simulation of its own, run one after another on the main actor, the result
    /// in the table's order. `text(_:)` prints it as `kbsim matrix` does.
    ///
    /// ```swift
    /// let signUp = ControllerUnderTest({ SignUpViewController() }, field: \.emailField, gap: .exactly(20))
    /// let matrix = TechniqueMatrix.run(signUp, devices: [.iPhoneSE3, .iPad10], keyboards: [.standard, .accessory])
    /// #expect(matrix.passed, "\(matrix)")
    /// ```
    public static func run(
        _ controller: ControllerUnderTest, profile: BehaviorProfile = .iOS17,
        devices: [Device] = Device.representatives, orientations: [UIInterfaceOrientation] = orientations,
        keyboards: [KeyboardKind] = KeyboardKind.defaults
    ) -> Result {
        run(
            name: controller.name, screen: controller.screen, technique: controllerTechnique,
            profile: profile, devices: devices, orientations: orientations, keyboards: keyboards)
    }

    /// The technique a cell's scenario names when your controller stands in for it: only its
    /// screen id is read (the run header gives your controller's name instead).
    static let controllerTechnique = TechniqueConfiguration(name: .bottomConstant)

    private static func run(
        name: String, screen: ScreenUnderTest, technique: TechniqueConfiguration, profile: BehaviorProfile,
        devices: [Device], orientations: [UIInterfaceOrientation], keyboards: [KeyboardKind]
    ) -> Result {
        // One scenario per cell that applies, run all at once, then put back in their places.
        let scenarios = scenarios(
            name: name, technique: technique, profile: profile, devices: devices,
            orientations: orientations, keyboards: keyboards)
        var results = ScenarioRunner.run(scenarios, screen: screen)[...]
        let rows = devices.flatMap { device in
            orientations.map { orientation in
                Row(
                    device: device, orientation: orientation,
                    cells: keyboards.map { kind in
                        Cell(kind: kind, result: kind.applies(to: device, on: profile) ? results.popFirst() : nil)
                    })
            }
        }
        return Result(name: name, profile: profile, keyboards: keyboards, rows: rows)
    }

    /// The cells' scenarios, row by row (devices, then orientations), the kinds that apply to
    /// the device in each.
    static func scenarios(
        name: String, technique: TechniqueConfiguration, profile: BehaviorProfile, devices: [Device],
        orientations: [UIInterfaceOrientation], keyboards: [KeyboardKind]
    ) -> [Scenario] {
        devices.flatMap { device in
            orientations.flatMap { orientation in
                keyboards.filter { $0.applies(to: device, on: profile) }.map { kind in
                    Scenario(
                        generated: "matrix:\(device.id)/\(orientation)/\(kind)",
                        title: "\(name) on \(device.name), \(orientation), \(kind) keyboard",
                        device: device, orientation: orientation, profile: profile,
                        technique: technique, steps: kind.steps, expectations: expectations)
                }
            }
        }
    }

    /// The table `kbsim matrix` prints, then the first failure of each failing cell explained.
    /// Like every report it reads the cells' traces: what ran from their run headers, each
    /// cell from its verdicts.
    nonisolated public static func text(_ result: Result) -> String {
        let traces = result.rows.map { row in row.cells.map { $0.result?.trace } }
        guard let first = traces.joined().lazy.compactMap({ $0?.header }).first else { return "no cell ran\n" }
        let bug = first.technique.bug.map { " with bug \($0)" } ?? ""
        var out = "\(first.technique.name)\(bug) on \(first.profile): every device × orientation × keyboard kind\n"
        // The field the cells focus, as their traces name it (yours may have its own name).
        let focus = traces.joined().lazy.compactMap { $0?.steps.first { $0.kind == FocusStep.kind }?.summary }.first ?? "focus nameField"
        let keypads =
            result.keyboards.contains { $0.keyboardType != nil } ? "; a keypad column gives the field its keyboard type at 0.2 s" : ""
        out += "(\(focus) at 0.5 s, change the keyboard at 1.5 s, dismiss at 2.5 s\(keypads); expected: "
        out += expectationsText + ")\n\n"
        /// The row's device and orientation, from the first cell that ran in it.
        func label(_ row: [Trace?]) -> (name: String, id: String, orientation: String) {
            guard let header = row.lazy.compactMap({ $0?.header }).first else { return ("", "", "") }
            return (header.deviceName, header.deviceID, header.orientation.hasPrefix("portrait") ? "portrait" : "landscape")
        }
        let header = ["device", "orientation"] + result.keyboards.map(\.rawValue)
        let body = traces.map { row in [label(row).name, label(row).orientation] + row.map(cellText) }
        out += textTable([header] + body)
        let failing = zip(traces, result.rows).flatMap { row, cells in
            zip(row, cells.cells).compactMap { trace, cell -> (cell: String, reason: String)? in
                guard let trace, let first = trace.verdicts.first(where: { !$0.passed }) else { return nil }
                return ("\(label(row).id) \(label(row).orientation) \(cell.kind)", "\(first.check) = \(first.value): \(first.detail)")
            }
        }
        let cellsRun = traces.joined().compactMap { $0 }.count
        out += "\n\(cellsRun) cells, \(failing.count) failing\n"
        if !failing.isEmpty { out += whyText(failing) }
        return out
    }

    /// The failing cells' reasons, grouped: cells whose reasons differ only in their numbers
    /// (times, frames, gaps) share a line, which shows each number that differs as the values
    /// the cells had (`34 or 54`, `40 to 184`) and names the cells (the first three, then how
    /// many more), so that a failed matrix says why in a few lines, however many cells failed
    /// the same way. The arithmetic behind a rest point (how much the keyboard covers, how far
    /// the field moved and had to) is shown as the group's first cell had it, its numbers
    /// together.
    nonisolated static func whyText(_ failing: [(cell: String, reason: String)]) -> String {
        var groups: [(texts: [String], numbers: [[String]], cells: [String], arithmetic: String?)] = []
        for (cell, sentence) in failing {
            let (reason, arithmetic) = Judge.claimAndArithmetic(sentence)
            let (texts, numbers) = reasonParts(reason)
            if let index = groups.firstIndex(where: { $0.texts == texts }) {
                groups[index].cells.append(cell)
                for (position, number) in numbers.enumerated() where !groups[index].numbers[position].contains(number) {
                    groups[index].numbers[position].append(number)
                }
            } else {
                groups.append((texts, numbers.map { [$0] }, [cell], arithmetic))
            }
        }
        var out = "Why (\(failing.count) cell\(failing.count == 1 ? "" : "s"), \(groups.count) reason\(groups.count == 1 ? "" : "s")):\n"
        let shown = groups.prefix(maximumReasons)
        for group in shown {
            var reason = ""
            for (index, text) in group.texts.enumerated() {
                reason += text
                if index < group.numbers.count { reason += values(group.numbers[index]) }
            }
            let named = group.cells.prefix(3).joined(separator: ", ") + (group.cells.count > 3 ? " and \(group.cells.count - 3) more" : "")
            out += group.cells.count == 1 ? "  \(named): \(reason)\n" : "  \(group.cells.count) cells: \(reason)\n    (\(named))\n"
            if let arithmetic = group.arithmetic {
                out += group.cells.count == 1 ? "    \(arithmetic)\n" : "    in \(group.cells[0]), \(arithmetic)\n"
            }
        }
        if groups.count > shown.count { out += "  and \(groups.count - shown.count) more reasons\n" }
        return out
    }

    /// The most reasons the why-list shows.
    nonisolated static let maximumReasons = 10

    /// `reason` cut into its text between numbers and its numbers (`-240`, `1.5`), in order:
    /// `texts` has one more element than `numbers`.
    nonisolated static func reasonParts(_ reason: String) -> (texts: [String], numbers: [String]) {
        let characters = Array(reason)
        var texts = [""], numbers: [String] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            // A minus sign belongs to the number after it unless it follows a word (`t=-1`, `-240`).
            let isSign =
                character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
                && (index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber))
            guard character.isNumber || isSign else {
                texts[texts.count - 1].append(character)
                index += 1
                continue
            }
            var number = String(character)
            index += 1
            while index < characters.count,
                characters[index].isNumber || (characters[index] == "." && index + 1 < characters.count && characters[index + 1].isNumber)
            {
                number.append(characters[index])
                index += 1
            }
            numbers.append(number)
            texts.append("")
        }
        return (texts, numbers)
    }

    /// The values one number took across a group's cells: the one value, two or three as a
    /// list, more as their range.
    nonisolated static func values(_ numbers: [String]) -> String {
        switch numbers.count {
        case 1: return numbers[0]
        case 2, 3: return numbers.dropLast().joined(separator: ", ") + " or " + numbers[numbers.count - 1]
        default:
            let parsed = numbers.compactMap(Double.init)
            guard let low = parsed.min(), let high = parsed.max() else { return numbers[0] }
            return "\(formatNumber(low)) to \(formatNumber(high))"
        }
    }

    // MARK: Scenario files × techniques

    /// Scenario files (logged replays above all) replayed with every technique.
    public struct ReplayResult: Sendable {
        /// The files replayed, one column each.
        public var scenarios: [Scenario]
        /// The techniques, one row each.
        public var techniques: [TechniqueConfiguration]
        /// `cells[technique][scenario]`.
        public var cells: [[ScenarioResult]]

        /// How many cells failed.
        public var failures: Int { cells.joined().filter { !$0.passed }.count }
        /// Whether every cell passed.
        public var passed: Bool { failures == 0 }
    }

    /// The techniques as the rows of a replay matrix: each correct one, and with `bugs` every
    /// bug of the catalogue and each technique's force-unwrapping variant.
    public static func rows(includingBugs bugs: Bool) -> [TechniqueConfiguration] {
        TechniqueCatalog.entries.flatMap { entry -> [TechniqueConfiguration] in
            var rows = [TechniqueConfiguration(name: entry.technique)]
            guard bugs else { return rows }
            rows += entry.bugs.map { TechniqueConfiguration(name: entry.technique, bug: $0.bug) }
            if entry.technique != .keyboardLayoutGuide {
                var forced = TechniqueConfiguration(name: entry.technique)
                forced.forceUnwrap = true
                rows.append(forced)
            }
            return rows
        }
    }

    /// Each scenario's steps with each technique on its own screen (an inline or storyboard
    /// screen stays with the file's technique), judged by the matrix's expectations.
    public static func run(_ scenarios: [Scenario], techniques: [TechniqueConfiguration]) -> ReplayResult {
        let cells = techniques.flatMap { technique in
            scenarios.map { scenario in
                var cell = scenario
                cell.technique = technique
                cell.screen = TechniqueCatalog.entry(for: technique.name).screen
                cell.inlineScreen = nil
                cell.storyboardScreen = nil
                cell.expectations = expectations
                return cell
            }
        }
        // Run all at once, then cut into one row per technique.
        let results = ScenarioRunner.run(cells, screen: .technique())
        let rows = techniques.indices.map { row in Array(results[row * scenarios.count..<(row + 1) * scenarios.count]) }
        return ReplayResult(scenarios: scenarios, techniques: techniques, cells: rows)
    }

    /// The table `kbsim matrix FILE…` prints: a row per technique, a column per file — read from
    /// the cells' traces.
    nonisolated public static func text(_ result: ReplayResult) -> String {
        var out = "The scenario files' steps with every technique, each on its own screen\n"
        out += "(expected: " + expectationsText + ")\n\n"
        let traces = result.cells.map { row in row.map(\.trace) }
        func name(_ technique: RunHeader.TechniqueOptions) -> String {
            technique.name + (technique.bug.map { " (\($0))" } ?? "") + (technique.forceUnwrap ? " (forceUnwrap)" : "")
        }
        func column(_ header: RunHeader) -> String { ((header.file as NSString).lastPathComponent as NSString).deletingPathExtension }
        let columns = traces.first?.compactMap(\.header) ?? []
        let rows = traces.compactMap { $0.first?.header?.technique }
        out += textTable(
            [["technique"] + columns.map(column)] + zip(rows, traces).map { technique, row in [name(technique)] + row.map(cellText) })
        for header in columns {
            out += "\(column(header)): \(header.title)\(header.source.map { " — \($0)" } ?? "")\n"
        }
        let failing = zip(rows, traces).flatMap { technique, row in
            zip(columns, row).compactMap { header, trace -> String? in
                guard let first = trace.verdicts.first(where: { !$0.passed }) else { return nil }
                return "  \(name(technique)) × \(column(header)): \(first.check) = \(first.value): \(first.detail)"
            }
        }
        out += "\n\(traces.joined().count) cells, \(failing.count) failing\n"
        if !failing.isEmpty { out += "Why:\n" + failing.joined(separator: "\n") + "\n" }
        return out
    }
}
