import Foundation
import SimulationContext

/// A xib's contents, as UIKit's `UINib`: `instantiate(withOwner:options:)` makes its top-level
/// objects, connects the File's Owner's outlets and actions to the owner, and sends
/// `awakeFromNib()` to every object made (never to the owner, a placeholder), as Apple
/// documents nib loading.
///
/// The `.xib` file's XML is read on Linux (Xcode compiles it to a `.nib` on iOS); where it comes
/// from is as for ``UIStoryboard``. A nib that cannot be found or read gives no objects, and the
/// simulation's trace says why.
@preconcurrency @MainActor open class UINib: NSObject {
    /// The keys of `instantiate(withOwner:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The key named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib's external-object placeholders stand for (not supported yet).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    package let document: Result<InterfaceBuilderDocument, InterfaceBuilderError>
    let modules: [String]
    /// For a storyboard collection view's prototype cell, registered as a nib: the prototype
    /// each instantiation makes a new cell from.
    let prototype: InterfaceBuilderPrototype?

    /// The nib `name` (without `.xib`) in `bundleOrNil`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let resources = CurrentSimulation.host?.searchedInterfaceBuilderResources ?? InterfaceBuilderResources()
        modules = resources.modules
        prototype = nil
        guard let url = resources.url(named: name, fileExtension: "xib", bundle: bundleOrNil) else {
            document = .failure(
                InterfaceBuilderError(
                    file: "\(name).xib", line: 0, column: 0,
                    message:
                        "Could not load NIB in bundle with name '\(name)' (as iOS says): searched \(resources.directories.map(\.path)) and the bundle; list it in the test target's kbsim-port.txt (the KeyboardSimPort plugin) or set the simulation's interfaceBuilderResources.directories"
                ))
            return
        }
        do throws(InterfaceBuilderError) {
            document = .success(try InterfaceBuilderDocument(contentsOf: url))
        } catch {
            document = .failure(error)
        }
    }

    /// A nib of a document already read.
    package init(document: InterfaceBuilderDocument, modules: [String]) {
        self.document = .success(document)
        self.modules = modules
        prototype = nil
    }

    /// A nib whose one object is a new cell made from a storyboard collection view's prototype
    /// cell each time (`register(_:forCellWithReuseIdentifier:)` takes it).
    init(prototype: InterfaceBuilderPrototype) {
        document = .success(prototype.document)
        modules = prototype.modules
        self.prototype = prototype
    }

    /// Makes the nib's top-level objects (placeholders left out), in document order, with the
    /// File's Owner's connections made to `ownerOrNil`. Empty, with the reason in the trace, when
    /// the nib cannot be loaded (iOS raises an exception).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        do throws(InterfaceBuilderError) {
            return try instantiateObjects(withOwner: ownerOrNil as AnyObject?)
        } catch {
            CurrentSimulation.host?.diagnostic("nib not loaded: \(error)")
            return []
        }
    }

    /// The top-level objects, or why they cannot be made.
    package func instantiateObjects(withOwner owner: AnyObject?) throws(InterfaceBuilderError) -> [AnyObject] {
        if let prototype { return [try prototype.instantiate()] }
        let document = try document.get()
        guard document.kind == .xib else {
            throw InterfaceBuilderError(
                file: document.file, line: 0, column: 0, message: "a storyboard is not a nib: load it with UIStoryboard")
        }
        var placeholders: [String: AnyObject] = [:]
        for element in document.topLevelObjects where element.name == "placeholder" {
            if element["placeholderIdentifier"] == "IBFilesOwner", let owner, let id = element["id"] { placeholders[id] = owner }
        }
        let loader = InterfaceBuilderLoader(document: document, modules: modules, placeholders: placeholders)
        var topLevel: [AnyObject] = []
        for element in document.topLevelObjects where element.name != "placeholder" {
            topLevel.append(try loader.makeObject(element))
        }
        try loader.finish(placeholders: document.topLevelObjects.filter { $0.name == "placeholder" }, placeholderAttributes: true)
        if let statics = loader.staticTables.first {
            throw document.error(
                at: statics.element, "static cells are supported in the table of a table view controller scene only (as Xcode requires)")
        }
        return topLevel
    }
}

extension Bundle {
    /// Loads the nib `name` from this bundle with `owner` as its File's Owner, as UIKit's
    /// `loadNibNamed(_:owner:options:)` (an extension UIKit adds to Foundation's `Bundle`): the
    /// nib's top-level objects, or `nil` when it cannot be loaded (the trace says why).
    ///
    /// On the main actor and `@preconcurrency`, as Apple's SDK imports it
    /// (https://developer.apple.com/documentation/foundation/bundle/loadnibnamed(_:owner:options:)):
    /// code in Swift 4 or 5 mode calls it from a class that is not on the main actor (a form
    /// library's row making its cell) as it does on iOS; Swift 6 mode checks the isolation.
    @preconcurrency @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard case .success = nib.document else {
            if case .failure(let error) = nib.document {
                CurrentSimulation.host?.diagnostic("nib not loaded: \(error)")
            }
            return nil
        }
        let objects = nib.instantiate(withOwner: owner, options: options)
        return objects.isEmpty ? nil : objects
    }
}
