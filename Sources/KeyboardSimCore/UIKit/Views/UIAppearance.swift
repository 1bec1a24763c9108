import Foundation
import SimulationContext

/// A class whose instances contain views an appearance proxy may name, as UIKit's
/// `UIAppearanceContainer` ([UIAppearanceContainer](https://developer.apple.com/documentation/uikit/uiappearancecontainer)):
/// views and view controllers.
@preconcurrency @MainActor public protocol UIAppearanceContainer: NSObjectProtocol {}

/// A class whose look can be set for all its instances through a proxy, as UIKit's
/// `UIAppearance` ([UIAppearance](https://developer.apple.com/documentation/uikit/uiappearance)).
///
/// What is set on `View.appearance()` reaches every instance of `View` and its subclasses as it
/// enters a window (a view already in a window keeps its look, as Apple documents); a proxy
/// `appearance(whenContainedInInstancesOf: [Container.self])` reaches those inside an instance of
/// the containers (outermost first), and is applied after the class's own proxy; a proxy
/// `appearance(for: traits)` those whose trait collection has the traits. The proxies belong to
/// the simulation's app.
///
/// The properties UIKit marks `UI_APPEARANCE_SELECTOR` that the simulation has (`backgroundColor`,
/// `tintColor`, a label's `textColor` and `font`, a navigation bar's `barTintColor`,
/// `titleTextAttributes`) are applied. A property a subclass declares itself (`@objc dynamic var`
/// on iOS) is set on the proxy but not applied: Swift on Linux cannot forward it, and the trace
/// names it when an instance enters a window.
///
/// The proxy is an instance of the class, made through its `init(coder:)` (the only initializer
/// Swift can call on a class known at run time) with a coder that holds nothing. A class of yours
/// whose `init(coder:)` stops the process (`fatalError("init(coder:) has not been implemented")`,
/// as Xcode's template writes) stops it at its `appearance()` here, where iOS makes the proxy
/// without calling it: give such a class an `init(coder:)` that calls `super.init(coder:)`, or set
/// its look on each instance.
///
/// ```swift
/// UILabel.appearance(whenContainedInInstancesOf: [FormHeader.self]).textColor = .secondaryLabel
/// ```
@preconcurrency @MainActor public protocol UIAppearance: NSObjectProtocol {
    /// The proxy for the class's instances.
    static func appearance() -> Self
    /// The proxy for instances inside instances of `containerTypes` (outermost first).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose trait collection has `trait`'s traits.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances with `trait`'s traits inside instances of `containerTypes`.
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The proxy for this class's instances (see ``UIAppearance``).
    public class func appearance() -> Self {
        appearanceProxy(containers: [], traits: nil)
    }

    /// The proxy for instances inside instances of `containerTypes`, outermost first.
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(containers: containerTypes, traits: nil)
    }

    /// The proxy for instances whose trait collection has `trait`'s traits.
    public class func appearance(for trait: UITraitCollection) -> Self {
        appearanceProxy(containers: [], traits: trait)
    }

    /// The proxy for instances with `trait`'s traits inside instances of `containerTypes`.
    public class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        appearanceProxy(containers: containerTypes, traits: trait)
    }

    /// The app's proxy of this class for `containers` and `traits`, made on first use through the
    /// class's `init(coder:)` (the one initializer a class known at run time has in Swift) with a
    /// coder that holds nothing.
    private class func appearanceProxy(containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) -> Self {
        let proxies = AppearanceProxies.current
        let key = AppearanceProxies.Key(type: ObjectIdentifier(self), containers: containers.map { ObjectIdentifier($0) }, traits: traits)
        if let existing = proxies.entries.first(where: { $0.key == key })?.proxy as? Self { return existing }
        guard let proxy = Self(coder: AppearanceProxyCoder()) else {
            // No value of the class can stand for it: Swift has no other way to make one.
            fatalError("\(Self.self).appearance(): its init(coder:) returned nil; on Linux the proxy is made through it")
        }
        let entry = AppearanceProxies.Entry(
            key: key, proxy: proxy, containers: containers, matches: { $0 is Self }, baseline: AppearanceProxies.ownProperties(of: proxy))
        proxy.appearanceEntry = entry
        proxies.entries.append(entry)
        return proxy
    }

    /// Records, on a proxy, that the appearance property `key` was set, with how to set it on an
    /// instance; nothing on any other view.
    final func recordAppearance(_ key: String, _ apply: @escaping @MainActor (UIView) -> Void) {
        guard let entry = appearanceEntry else { return }
        entry.values.removeAll { $0.key == key }
        entry.values.append((key, apply))
    }

    /// Applies the app's proxies that match this view, as it enters a window: the class's own
    /// first, then those with traits, then those with containers (fewer first), each in the order
    /// it was made.
    final func applyAppearance() {
        guard appearanceEntry == nil, let proxies = AppearanceProxies.currentIfAny, !proxies.entries.isEmpty else { return }
        let matching = proxies.entries.enumerated().filter { _, entry in
            entry.matches(self) && (entry.key.traits.map { traitCollection.containsTraits(in: $0) } ?? true)
                && isContained(in: entry.containers)
        }
        .sorted {
            ($0.element.containers.count, $0.element.key.traits == nil ? 0 : 1, $0.offset) < (
                $1.element.containers.count, $1.element.key.traits == nil ? 0 : 1, $1.offset
            )
        }
        for (_, entry) in matching {
            for (_, apply) in entry.values { apply(self) }
            for name in AppearanceProxies.changedOwnProperties(of: entry) where !entry.reported.contains(name) {
                entry.reported.insert(name)
                let owner = String(describing: type(of: entry.proxy))
                diagnostic(
                    "\(owner).appearance().\(name): set on the proxy, declared by \(owner) itself: not applied to its instances (Swift on Linux cannot forward a class's own properties; set it on each instance)"
                )
            }
        }
    }

    /// Whether the view is inside instances of `containers`, outermost first (each inside the
    /// one before it), its superviews and their view controllers counted.
    private func isContained(in containers: [any UIAppearanceContainer.Type]) -> Bool {
        guard !containers.isEmpty else { return true }
        var wanted = containers.map { ObjectIdentifier($0) }
        var ancestor = superview
        while let view = ancestor, !wanted.isEmpty {
            var owners: [AnyObject] = [view]
            if let controller = view.next as? UIViewController { owners.append(controller) }
            for owner in owners where !wanted.isEmpty {
                if let last = wanted.last, Self.isKind(owner, of: last) { wanted.removeLast() }
            }
            ancestor = view.superview
        }
        return wanted.isEmpty
    }

    /// Whether `object`'s class is the class `type` names or one of its subclasses.
    private static func isKind(_ object: AnyObject, of type: ObjectIdentifier) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let some = current {
            if ObjectIdentifier(some) == type { return true }
            current = _getSuperclass(some)
        }
        return false
    }
}

extension UIViewController: UIAppearanceContainer {}

/// The appearance proxies of an app: what was set on each.
@MainActor final class AppearanceProxies {
    /// Which proxy: the class, the containers and the traits it was asked for.
    struct Key: Equatable {
        var type: ObjectIdentifier
        var containers: [ObjectIdentifier]
        var traits: UITraitCollection?
    }

    /// A proxy and what was set on it.
    @MainActor final class Entry {
        let key: Key
        let proxy: UIView
        let containers: [any UIAppearanceContainer.Type]
        /// Whether a view is of the proxy's class (or a subclass).
        let matches: @MainActor (UIView) -> Bool
        /// The proxy's own-class stored properties as it was made (described).
        let baseline: [(name: String, value: String)]
        var values: [(key: String, apply: @MainActor (UIView) -> Void)] = []
        /// The own properties the trace has named.
        var reported: Set<String> = []

        init(
            key: Key, proxy: UIView, containers: [any UIAppearanceContainer.Type], matches: @escaping @MainActor (UIView) -> Bool,
            baseline: [(name: String, value: String)]
        ) {
            self.key = key
            self.proxy = proxy
            self.containers = containers
            self.matches = matches
            self.baseline = baseline
        }
    }

    var entries: [Entry] = []

    /// The current app's proxies (the simulation's, else the detached app's).
    static var current: AppearanceProxies {
        let application =
            CurrentSimulation.host?.application
            ?? CurrentSimulation.threadValue("UIApplication.shared") { UIApplication() }
        return application.appearanceProxies
    }

    /// The current app's proxies when it has made any.
    static var currentIfAny: AppearanceProxies? {
        let application =
            CurrentSimulation.host?.application
            ?? CurrentSimulation.threadValue("UIApplication.shared") { UIApplication() }
        return application.appearanceProxyStore
    }

    /// The stored properties `view`'s classes declare outside the simulated UIKit, described.
    static func ownProperties(of view: UIView) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var mirror: Mirror? = Mirror(reflecting: view)
        while let level = mirror, !String(reflecting: level.subjectType).hasPrefix("KeyboardSimCore.") {
            for child in level.children {
                guard let label = child.label, !label.hasPrefix("$"), !label.hasPrefix("_") else { continue }
                result.append((label, String(describing: child.value)))
            }
            mirror = level.superclassMirror
        }
        return result
    }

    /// The names of the proxy's own-class properties whose values differ from when it was made.
    static func changedOwnProperties(of entry: Entry) -> [String] {
        let now = ownProperties(of: entry.proxy)
        return now.filter { current in
            entry.baseline.first { $0.name == current.name }.map { $0.value != current.value } ?? false
        }.map(\.name)
    }
}

/// The coder a proxy is made with: it holds nothing (every decode answers nothing, 0 or false).
final class AppearanceProxyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
}
