import Foundation

/// What `kbsim port` knows of the module a file belongs to, read from the module's other Swift
/// files: the optional requirements of the `@objc` protocols they declare, the classes they
/// declare, and the overrides they write in extensions of those classes.
///
/// A library declares its delegate protocol in one file (`InputBarDelegate.swift`) and calls it
/// in another (`delegate?.inputBarDidGrow?(self)` in `InputBar.swift`). The port makes each
/// optional requirement a requirement that throws, in the file that declares it; the calls in
/// the other files are rewritten only when the port of those files knows the requirements. The
/// KeyboardSimPort plugin reads every listed file once into a context (a JSON manifest in its
/// work folder) and gives it to each file's port; `kbsim port FILE --module FOLDER` reads the
/// folder's Swift files.
///
/// An override in an extension of a class another file declares (`extension LayoutConstraint {
/// override var description … }` in `Debugging.swift`) moves the same way: the context carries
/// the member as the port writes it, the extension's file leaves it out, and the class's file
/// takes it into the class's body (with `#sourceLocation` directives naming the extension's
/// file and lines, so the compiler's messages point where the user wrote it).
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

    /// An override written in an extension of a class another file of the module declares, as
    /// the port of its own file writes it.
    package struct MovedOverride: Codable, Hashable, Sendable {
        /// The class whose body takes it.
        package var className: String
        /// The file whose extension holds it, as the context was given it.
        package var file: String
        /// The line of its first line (a comment above it, or its first attribute) in that file.
        package var line: Int
        /// Its lines as ported, the extension's access word added when it had none of its own,
        /// through the line break after its last line.
        package var text: String
        /// Whether it is an `override`; otherwise a member a class of the module overrides.
        package var isOverride: Bool

        package init(className: String, file: String, line: Int, text: String, isOverride: Bool = true) {
            self.className = className
            self.file = file
            self.line = line
            self.text = text
            self.isOverride = isOverride
        }
    }

    /// The module's optional requirements, in the order of its files and their declarations.
    package var optionalRequirements: [Requirement]
    /// The file that declares each top-level class of the module, as the context was given it
    /// (a name two files declare is left out: the port cannot tell which is meant).
    package var classFiles: [String: String]
    /// The overrides in extensions of the module's classes that their class's file takes (and the
    /// members extensions declare that a subclass overrides).
    package var movedOverrides: [MovedOverride]
    /// The names of the members the module's classes override (`textFieldDidBeginEditing`): a
    /// member of that name an extension of the module's class declares moves into the class's
    /// body, where Swift on Linux lets a subclass override it.
    package var overriddenNames: [String]
    /// The first type each top-level class of the module inherits, as written (its superclass:
    /// `UITableViewCell` for `class PickerCell: UITableViewCell`).
    package var superclasses: [String: String]
    /// The names of the properties and methods each top-level class of the module declares in
    /// its body.
    package var classMembers: [String: [String]]
    /// The module's top-level classes declared `public` or `open`.
    package var publicClasses: [String]

    /// A context that knows nothing of other files: each file is ported on its own.
    package static let none = PortContext(optionalRequirements: [])

    package init(
        optionalRequirements: [Requirement], classFiles: [String: String] = [:], movedOverrides: [MovedOverride] = [],
        overriddenNames: [String] = [], superclasses: [String: String] = [:], classMembers: [String: [String]] = [:],
        publicClasses: [String] = []
    ) {
        self.optionalRequirements = optionalRequirements
        self.classFiles = classFiles
        self.movedOverrides = movedOverrides
        self.overriddenNames = overriddenNames
        self.superclasses = superclasses
        self.classMembers = classMembers
        self.publicClasses = publicClasses
    }

    /// The context of a module made of `sources`, their paths unknown: their optional
    /// requirements only (a file's own requirements may be among them: the port knows its own
    /// file's declarations already, and the same requirement found twice is one).
    package init(_ sources: [SwiftSource]) {
        self.init(sources.map { (path: nil, source: $0) }, keepingLines: false)
    }

    /// The context of a module made of `files`: their optional requirements, their classes, and
    /// the overrides in extensions that move from one file to another, each ported as
    /// ``LinuxPort/port(_:keepingLines:context:file:)`` ports its file (`keepingLines` as the
    /// files' own ports will be).
    package init(files: [(path: String, source: SwiftSource)], keepingLines: Bool) {
        self.init(files.map { (path: Optional($0.path), source: $0.source) }, keepingLines: keepingLines)
    }

    private init(_ files: [(path: String?, source: SwiftSource)], keepingLines: Bool) {
        var seen: Set<Requirement> = []
        var requirements: [Requirement] = []
        var classFiles: [String: String] = [:]
        var declaredTwice: Set<String> = []
        var overridden: Set<String> = []
        var superclasses: [String: String] = [:]
        var classMembers: [String: [String]] = [:]
        var publicClasses: Set<String> = []
        for (path, source) in files {
            var work = PortWork(source)
            work.rewriteOptionalDeclarations()
            for requirement in work.declaredRequirements where seen.insert(requirement).inserted {
                requirements.append(requirement)
            }
            overridden.formUnion(work.overridingNames)
            guard let path else { continue }
            for (name, declaration) in work.declaredClasses {
                if let other = classFiles[name], !Self.sameFile(other, path) { declaredTwice.insert(name) }
                classFiles[name] = classFiles[name] ?? path
                superclasses[name] = superclasses[name] ?? work.superclass(of: declaration)
                classMembers[name, default: []] += work.memberNames(of: declaration)
                if declaration.isPublic { publicClasses.insert(name) }
            }
        }
        for name in declaredTwice {
            classFiles[name] = nil
            superclasses[name] = nil
            classMembers[name] = nil
            publicClasses.remove(name)
        }
        self.init(
            optionalRequirements: requirements, classFiles: classFiles, overriddenNames: overridden.sorted(), superclasses: superclasses,
            classMembers: classMembers, publicClasses: publicClasses.sorted())
        // Each file ported as its own port will be, with what the module declares: the members
        // that leave it, in its order.
        let declarations = self
        movedOverrides = files.flatMap { path, source in
            path.map { LinuxPort.overridesLeaving(source, keepingLines: keepingLines, context: declarations, file: $0) } ?? []
        }
    }

    /// Whether two paths name the same file (`./A.swift` and `A.swift`, say).
    package static func sameFile(_ a: String, _ b: String) -> Bool {
        a == b || URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
    }

    private enum CodingKeys: String, CodingKey {
        case optionalRequirements, classFiles, movedOverrides, overriddenNames, superclasses, classMembers, publicClasses
    }

    /// A manifest an earlier version wrote, before classes and overrides were part of it, reads
    /// as a context without them.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        optionalRequirements = try container.decode([Requirement].self, forKey: .optionalRequirements)
        classFiles = try container.decodeIfPresent([String: String].self, forKey: .classFiles) ?? [:]
        movedOverrides = try container.decodeIfPresent([MovedOverride].self, forKey: .movedOverrides) ?? []
        overriddenNames = try container.decodeIfPresent([String].self, forKey: .overriddenNames) ?? []
        superclasses = try container.decodeIfPresent([String: String].self, forKey: .superclasses) ?? [:]
        classMembers = try container.decodeIfPresent([String: [String]].self, forKey: .classMembers) ?? [:]
        publicClasses = try container.decodeIfPresent([String].self, forKey: .publicClasses) ?? []
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
