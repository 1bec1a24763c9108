import Foundation

/// What `kbsim port` knows of the module a file belongs to, read from the module's other Swift
/// files: the optional requirements of the `@objc` protocols they declare.
///
/// A library declares its delegate protocol in one file (`InputBarDelegate.swift`) and calls it
/// in another (`delegate?.inputBarDidGrow?(self)` in `InputBar.swift`). The port makes each
/// optional requirement a requirement that throws, in the file that declares it; the calls in
/// the other files are rewritten only when the port of those files knows the requirements. The
/// KeyboardSimPort plugin reads every listed file once into a context (a JSON manifest in its
/// work folder) and gives it to each file's port; `kbsim port FILE --module FOLDER` reads the
/// folder's Swift files.
package struct PortContext: Codable, Equatable, Sendable {
    /// One optional requirement of an `@objc` protocol the module declares.
    package struct Requirement: Codable, Hashable, Sendable {
        /// The protocol's name.
        package var protocolName: String
        /// `f`, or the property's name.
        package var baseName: String
        /// `f(_:with:)`, or the property's name: what `responds(to:)` asks.
        package var swiftName: String
        package var isProperty: Bool

        package init(protocolName: String, baseName: String, swiftName: String, isProperty: Bool) {
            self.protocolName = protocolName
            self.baseName = baseName
            self.swiftName = swiftName
            self.isProperty = isProperty
        }
    }

    /// The module's optional requirements, in the order of its files and their declarations.
    package var optionalRequirements: [Requirement]

    /// A context that knows nothing of other files: each file is ported on its own.
    package static let none = PortContext(optionalRequirements: [])

    package init(optionalRequirements: [Requirement]) {
        self.optionalRequirements = optionalRequirements
    }

    /// The context of a module made of `sources` (a file's own requirements may be among them:
    /// the port knows its own file's declarations already, and the same requirement found twice
    /// is one).
    package init(_ sources: [SwiftSource]) {
        var seen: Set<Requirement> = []
        var requirements: [Requirement] = []
        for source in sources {
            var work = PortWork(source)
            work.rewriteOptionalDeclarations()
            for requirement in work.declaredRequirements where seen.insert(requirement).inserted {
                requirements.append(requirement)
            }
        }
        optionalRequirements = requirements
    }

    /// The manifest's text: pretty-printed JSON with sorted keys, the same for the same module.
    package func manifest() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // A struct of strings and Booleans always encodes.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The context a manifest holds; the error says what is wrong with it.
    package static func read(manifest text: String) throws -> PortContext {
        try JSONDecoder().decode(PortContext.self, from: Data(text.utf8))
    }
}
