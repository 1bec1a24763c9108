import KeyboardSim
import UIKit

/// `kbsim bench matrix`: how long a whole device matrix takes — the 102 cells of a built-in
/// technique, and of a controller written as an app writes it (`MatrixBenchmark.SignUpViewController`, put
/// on the matrix through ``ControllerUnderTest`` as a user's test does) — cell after cell on the
/// main actor (UIKit's types are main-actor isolated, as on iOS), with the time per cell.
@MainActor package enum MatrixBenchmark {
    /// How `kbsim bench matrix` runs (its `--quick` times fewer matrices).
    package struct Options: Sendable {
        /// Whole matrices timed per figure; the report gives the median.
        package var repetitions = 5
        /// The built-in technique whose matrix is timed beside your controller's.
        package var technique = TechniqueConfiguration(name: .bottomConstant)

        /// The default run: five matrices of bottom-constant.
        package init() {}
    }

    /// The goals (issue 14): a whole matrix in under 0.1 s in a release build, under 0.5 s in a
    /// debug build (where users' tests run).
    package static let releaseTarget = 0.100
    /// The goal for a whole matrix in a debug build, in seconds (under 100 ms in a release build).
    package static let debugTarget = 0.500

    /// Whether this is a debug build, whose target is the debug one.
    static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// A sign-up screen as an app's source writes it: an email field kept 16 points above the
    /// keyboard by its bottom constraint, observers added in `viewWillAppear` and removed in
    /// `viewWillDisappear`, the constant animated with the keyboard's own duration and curve.
    final class SignUpViewController: UIViewController {
        let emailField = UITextField()
        let titleLabel = UILabel()
        private var bottomConstraint: NSLayoutConstraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.text = "Create your account"
            for subview in [titleLabel, emailField] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            let bottom = emailField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
            bottomConstraint = bottom
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
                titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                emailField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                emailField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                emailField.heightAnchor.constraint(equalToConstant: 44),
                bottom,
            ])
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            NotificationCenter.default.addObserver(
                self, selector: SignUpViewController.keyboardWillChange,
                name: UIResponder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(
                self, selector: SignUpViewController.keyboardWillChange,
                name: UIResponder.keyboardWillHideNotification, object: nil)
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            NotificationCenter.default.removeObserver(self)
        }

        func keyboardWillChange(_ notification: Notification) {
            guard let info = notification.userInfo,
                let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
            else { return }
            let hiding = notification.name == UIResponder.keyboardWillHideNotification
            let overlap = hiding ? 0 : max(0, view.bounds.maxY - view.convert(frame, from: nil).minY - view.safeAreaInsets.bottom)
            bottomConstraint?.constant = -(overlap + 16)
            UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
                self.view.layoutIfNeeded()
            }
        }
    }

    /// The benchmark's controller as a user's test puts it on the matrix.
    static let signUp = ControllerUnderTest({ SignUpViewController() }, field: \.emailField, gap: .exactly(16))

    /// Times the matrices and reports them, with the goals as checks.
    package static func run(_ options: Options) -> BenchmarkReport {
        let target = isDebugBuild ? debugTarget : releaseTarget
        var text = "Device matrix: \(Device.representatives.count) devices × 2 orientations × every keyboard kind, iOS 17, "
        text += "\(options.repetitions) runs each (median), \(isDebugBuild ? "debug" : "release") build, "
        text += "\(ProcessInfo.processInfo.activeProcessorCount) cores\n"
        text += "target: a whole matrix in under \(formatNumber(target * 1000)) ms (\(isDebugBuild ? "debug" : "release"))\n\n"
        var rows: [[String]] = [["matrix", "cells", "failing", "whole matrix", "per cell"]]
        var checks: [BenchmarkCheck] = []
        let matrices: [(name: String, run: () -> TechniqueMatrix.Result)] = [
            (options.technique.name.rawValue + " (built-in)", { TechniqueMatrix.run(options.technique) }),
            ("SignUpViewController (yours)", { TechniqueMatrix.run(signUp) }),
        ]
        for matrix in matrices {
            var result = matrix.run()
            var times: [Double] = []
            for _ in 0..<options.repetitions {
                let start = ContinuousClock.now
                result = matrix.run()
                times.append((ContinuousClock.now - start).secondsValue)
            }
            let whole = median(times)
            rows.append([
                matrix.name, "\(result.cellsRun)", "\(result.failures)", milliseconds(whole),
                milliseconds(whole / Double(max(1, result.cellsRun))),
            ])
            checks.append(
                BenchmarkCheck(
                    "\(matrix.name): every cell passes", result.passed && result.cellsRun == TechniqueMatrix.cellCount() ? .ok : .wrong))
            checks.append(BenchmarkCheck("\(matrix.name): whole matrix", whole < target ? .ok : .bad))
        }
        text += textTable(rows)
        text += "\n" + checks.map(\.description).joined(separator: "\n") + "\n"
        return BenchmarkReport(text: text, checks: checks)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
}
