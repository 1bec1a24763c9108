import ConstraintSolver
import Foundation
import KeyboardSim

/// The UIKit layer beside the bare solver, per frame of a keyboard: workload G's grid (rows of
/// ten views, each after its left neighbour and below the view above it, the bottom row kept 20
/// points above the keyboard) built from `UIView`s and anchors in a simulation's window, the
/// keyboard's top a required constraint whose `constant` a handler sets, then
/// `layoutIfNeeded()` — and then the window's own solver, the same system, driven bare
/// (`setConstant` on the constraint's solver copy, then `updateVariables()`), in one run.
///
/// The layer's cost per frame beyond the solver's is what Auto Layout adds: reading the
/// solution back into frames, and the frames' effects on the views.
@MainActor enum LayoutLayerBenchmark {
    /// The goal of issue 26: a layout pass costs at most this many times the bare solver's frame.
    static let ratioTarget = 1.5
    /// The target is held from this many views. Below, the ratio is printed but not held: at 200
    /// views the solver's frame is a few microseconds and the layer's cost per view it moves
    /// (setting a frame) is most of the difference; issue 47 decided that the 200-view ratio
    /// stands as measured (TheConstraintSolver and Performance explain the figures).
    static let heldFromViews = 1000

    struct Result {
        var views: Int
        var layerMicroseconds: Double
        var bareMicroseconds: Double
        var badFrames: Int
    }

    /// The grid as an app builds it: a view per cell, its position after its neighbours, its
    /// size at priority 750 (Auto Layout's `defaultHigh`, which the keyboard may compress),
    /// and a stand-in for the keyboard whose top the handler moves.
    @MainActor struct Screen {
        let simulation: Simulation
        let root: UIView
        let cells: [[UIView]]
        let keyboardTop: NSLayoutConstraint

        init(rows: Int, columns: Int, keyboardTop k0: Double) {
            simulation = Simulation(device: .iPhoneSE3)
            let controller = UIViewController()
            simulation.window.rootViewController = controller
            let root = controller.view!
            self.root = root
            var cells: [[UIView]] = []
            var constraints: [NSLayoutConstraint] = []
            for r in 0..<rows {
                var row: [UIView] = []
                for c in 0..<columns {
                    let cell = UIView()
                    cell.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(cell)
                    constraints.append(
                        c == 0
                            ? cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
                            : cell.leadingAnchor.constraint(equalTo: row[c - 1].trailingAnchor, constant: 8))
                    constraints.append(
                        r == 0
                            ? cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
                            : cell.topAnchor.constraint(equalTo: cells[r - 1][c].bottomAnchor, constant: 8))
                    row.append(cell)
                }
                cells.append(row)
            }
            for cell in cells.joined() {
                let width = cell.widthAnchor.constraint(equalToConstant: 28), height = cell.heightAnchor.constraint(equalToConstant: 44)
                width.priority = .defaultHigh
                height.priority = .defaultHigh
                constraints += [width, height]
            }
            let keyboard = UIView()
            keyboard.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(keyboard)
            keyboardTop = keyboard.topAnchor.constraint(equalTo: root.topAnchor, constant: k0)
            constraints += [
                keyboardTop, keyboard.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                keyboard.widthAnchor.constraint(equalToConstant: 320), keyboard.heightAnchor.constraint(equalToConstant: 216),
            ]
            for cell in cells[rows - 1] {
                constraints.append(cell.bottomAnchor.constraint(lessThanOrEqualTo: keyboard.topAnchor, constant: -20))
            }
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            self.cells = cells
        }
    }

    /// One size: `rows` rows of `columns` views, `frames` keyboard frames on each side.
    static func run(rows: Int, columns: Int, frames: Int) throws -> Result {
        let grid = SolverBenchmark.Grid(rows: rows, columns: columns)
        let k0 = grid.natural + 20 + 150
        let values = (0..<frames).map { SolverBenchmark.keyboardValue($0, k0) }
        let screen = Screen(rows: rows, columns: columns, keyboardTop: k0)
        let start = ContinuousClock.now
        for value in values {
            screen.keyboardTop.constant = value
            screen.root.layoutIfNeeded()
        }
        let layerDone = ContinuousClock.now
        var bad = 0
        for value in values {
            screen.keyboardTop.constant = value
            screen.root.layoutIfNeeded()
            let expected = grid.bottomRowEnd(keyboardTop: value)
            if screen.cells[rows - 1].contains(where: { abs($0.frame.maxY - expected) > 1e-6 }) { bad += 1 }
        }
        // The same solver with the same constraints, driven bare: the constant set, then
        // `updateVariables()` (the part of each pass above that is the solver's).
        guard let probe = screen.simulation.window.solverProbe(for: screen.keyboardTop) else {
            throw SolverError.internalFailure("the keyboard's constraint is not in the window's solver")
        }
        let bareStart = ContinuousClock.now
        for value in values {
            try probe.solver.setConstant(value, of: probe.constraint)
            probe.solver.updateVariables()
        }
        let bareDone = ContinuousClock.now
        return Result(
            views: rows * columns, layerMicroseconds: (layerDone - start).secondsValue * 1e6 / Double(frames),
            bareMicroseconds: (bareDone - bareStart).secondsValue * 1e6 / Double(frames), badFrames: bad)
    }
}
