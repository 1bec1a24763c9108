import Foundation
@testable import KBSimCommands
@testable import KBSimPort

/// The UIKit-looking names (`UnsimulatedAPI.looksLikeUIKit`) that Swift text declares `public` or
/// `open` at its top level: types, type aliases, functions, constants and variables.
func publicUIKitNames(in text: String) -> Set<String> {
    Set(
        SwiftStructure(SwiftSource(text)).declarations
            .filter { $0.depth == 0 && $0.isPublic && $0.kind != .extension && UnsimulatedAPI.looksLikeUIKit($0.name) }
            .map(\.name))
}

/// What a table lacks and what it has too many of, said so that whoever reads the failure can
/// edit the table: `add "UIColor", "UIFont"; remove "UIOld"`.
func tableDifference(table: Set<String>, truth: Set<String>) -> String? {
    let missing = truth.subtracting(table).sorted()
    let extra = table.subtracting(truth).sorted()
    guard !missing.isEmpty || !extra.isEmpty else { return nil }
    func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
    return [missing.isEmpty ? nil : "add \(quoted(missing))", extra.isEmpty ? nil : "remove \(quoted(extra))"]
        .compactMap { $0 }.joined(separator: "; ")
}
