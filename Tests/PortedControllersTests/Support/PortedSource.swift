import UIKit

/// One of the six keyboard handlers: its iOS original (`Originals/`, not compiled here) and its
/// Linux port (`Ports/`, compiled into this target and, through a symbolic link, into the
/// Swift 5 target), read from the source tree.
enum PortedSource: String, CaseIterable, Sendable, CustomStringConvertible {
    case bottomConstraint = "BottomConstraintViewController"
    case nestedStack = "NestedStackViewController"
    case legacyAnimation = "LegacyAnimationViewController"
    case blockObserver = "BlockObserverViewController"
    case keyboardLayoutGuide = "KeyboardLayoutGuideViewController"
    case animatedConstant = "AnimatedConstantViewController"

    var description: String { rawValue }

    /// The folder of this test target, found from this file's path.
    static let testDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // PortedControllersTests

    var originalURL: URL { Self.testDirectory.appendingPathComponent("Originals/\(rawValue).swift") }
    var portURL: URL { Self.testDirectory.appendingPathComponent("Ports/\(rawValue).swift") }

    /// The iOS file as an app keeps it.
    func original() throws -> String { try String(contentsOf: originalURL, encoding: .utf8) }
    /// The Linux port.
    func port() throws -> String { try String(contentsOf: portURL, encoding: .utf8) }
}
