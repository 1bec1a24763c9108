import Foundation
import SimulationContext

/// A pasteboard, as UIKit's `UIPasteboard`: what copy, cut and paste move text through.
///
/// Each simulation has its own pasteboards, and its general pasteboard starts empty:
/// `UIPasteboard.general` is the current simulation's (with no simulation on the thread, one
/// kept for the thread), so nothing one test copies reaches the next. Named pasteboards
/// (`init(name:create:)`, `withUniqueName()`) belong to the simulation too.
///
/// A pasteboard holds items, each a dictionary from a representation type (a uniform type
/// identifier) to a value, as Apple's documentation describes: `string` stores one item under
/// `public.utf8-plain-text` (`kUTTypeUTF8PlainText`, which Apple's page for `string` names),
/// `url` under `public.url`, `image` under `public.png` and `color` under
/// `com.apple.uikit.color` (unconfirmed: the type iOS stores an image and a colour under is not
/// on Apple's pages). Reading `string` finds the first item's value of any type of
/// `typeListString` (a `String`, or UTF-8 `Data`).
///
/// What changes the items counts once per turn of the run loop, as Apple's page for
/// `changeCount` says ("UIPasteboard waits until the end of the current event loop before
/// incrementing the change count, so notifications can be batched"): at the end of the turn
/// `changeCount` goes up by one and `changedNotification` is posted with the pasteboard as its
/// object and the types added and removed in `userInfo`. Work the test does outside the run loop
/// ends its turn when the simulation next advances.
///
/// The paste a user makes is `paste(_:)` on a text field or a text view (or
/// `Simulation.paste()`, the edit menu's Paste): the pasteboard's string goes in through the same
/// path typing takes.
///
/// ```swift
/// UIPasteboard.general.string = "4242 4242 4242 4242"
/// sim.paste()                       // the focused field's delegate is asked, as for typing
/// ```
///
/// Pattern detection (`detectPatterns`, `detectValues`) reads the items' strings and URLs by
/// the simulation's rules (see `DetectionPattern`). Item providers (`itemProviders`,
/// `setObjects`) are the items seen as `NSItemProvider`s. Privacy options (`setItems(_:options:)`,
/// `localOnly`, `expirationDate`) are stored and inert: nothing expires.
@preconcurrency @MainActor open class UIPasteboard: NSObject {
    /// A pasteboard's name, as UIKit's `UIPasteboard.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public var rawValue: String
        /// The name `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The name `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The general pasteboard's name (unconfirmed: the constant's string is not on Apple's
        /// page; this is the value the iOS SDK's header is widely quoted with).
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
        /// The find pasteboard's name (deprecated in iOS 10).
        @available(iOS, deprecated: 10.0)
        public static let find = Name(rawValue: "com.apple.UIKit.pboard.find")
    }

    /// The privacy options of `setItems(_:options:)`, as UIKit's `UIPasteboard.OptionsKey`
    /// (stored and inert).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key.
        public var rawValue: String
        /// The key `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Whether the items stay on this device (a `Bool`).
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
        /// When the items expire (a `Date`).
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
    }

    /// Posted at the end of the run-loop turn in which the pasteboard's items changed, with the
    /// pasteboard as the object; `userInfo` holds the types added
    /// (`changedTypesAddedUserInfoKey`) and removed (`changedTypesRemovedUserInfoKey`), or is
    /// nil when items were only modified.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted just before a named pasteboard is removed (`remove(withName:)`).
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The `userInfo` key of the types added, an array of strings.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The `userInfo` key of the types removed, an array of strings.
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The string types `string` and `strings` read: `public.utf8-plain-text`
    /// (`kUTTypeUTF8PlainText`), `public.text` (`kUTTypeText`), the two Apple's page names, and
    /// `public.plain-text`.
    public static var typeListString: NSArray { NSArray(array: stringTypes) }
    /// The URL types `url` and `urls` read: `public.url` (`kUTTypeURL`, which Apple's page names).
    public static var typeListURL: NSArray { NSArray(array: urlTypes) }
    /// The image types `image` and `images` read: `public.png` and `public.jpeg`
    /// (`kUTTypePNG`, `kUTTypeJPEG`, which Apple's page names).
    public static var typeListImage: NSArray { NSArray(array: imageTypes) }
    /// The colour types `color` and `colors` read (unconfirmed: Apple's page names none).
    public static var typeListColor: NSArray { NSArray(array: colorTypes) }
    /// The type that asks the pasteboard to choose one (`setValue(_:forPasteboardType:)`).
    public static let typeAutomatic = "com.apple.uikit.pboard-automatic"

    static let stringTypes = ["public.utf8-plain-text", "public.text", "public.plain-text"]
    static let urlTypes = ["public.url"]
    static let imageTypes = ["public.png", "public.jpeg"]
    static let colorTypes = ["com.apple.uikit.color"]

    /// The pasteboard's name.
    public let name: Name
    /// The number of times the items changed: one more at the end of each run-loop turn in which
    /// they changed (Apple's page: the count is incremented at the end of the current event
    /// loop).
    open var changeCount: Int { storage.publishedChanges }
    private var publishedChanges = 0
    /// Whether the pasteboard outlives the app (deprecated: named pasteboards never do).
    @available(iOS, deprecated: 10.0)
    open var isPersistent: Bool { name == .general }

    private var storedItems: [[String: Any]] = []
    /// The options given with the items (stored and inert).
    private(set) var options: [OptionsKey: Any] = [:]
    /// The types added and removed since the last published change, when there is one to publish.
    private var pendingChange: (added: [String], removed: [String])?
    /// Whether this pasteboard publishes its changes at the end of its simulation's turns.
    private var publishesAtTurnEnd = false
    /// The simulation this pasteboard belongs to (nil: the thread's, outside any simulation).
    private weak var host: (any ApplicationHost)?

    init(name: Name, host: (any ApplicationHost)?) {
        self.name = name
        self.host = host
    }

    // MARK: Getting pasteboards

    /// The general pasteboard: the current simulation's, empty when the simulation starts.
    open class var general: UIPasteboard { Pasteboards.current.general }

    /// The app pasteboard named `pasteboardName`; with `create`, made when it does not exist
    /// yet, else nil. `.general` gives the general pasteboard.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard let existing = Pasteboards.current.named(pasteboardName, create: create) else { return nil }
        self.init(name: existing.name, host: existing.host)
        // A class's initializer cannot return another object: this one shares the existing
        // pasteboard's storage by forwarding to it.
        forwardedTo = existing
    }

    /// The pasteboard this object stands for (`init(name:create:)` of an existing one).
    private var forwardedTo: UIPasteboard?
    /// The pasteboard that holds the items: this one, or the one it stands for.
    private var storage: UIPasteboard { forwardedTo ?? self }

    /// A new app pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard { Pasteboards.current.unique() }

    /// Removes the app pasteboard named `pasteboardName`, posting `removedNotification` first.
    open class func remove(withName pasteboardName: Name) { Pasteboards.current.remove(pasteboardName) }

    /// Whether the pasteboard outlives the app (deprecated: does nothing here, as on iOS 10 and later).
    @available(iOS, deprecated: 10.0)
    open func setPersistent(_ persistent: Bool) {}

    // MARK: Items

    /// The items, each a dictionary from a representation type to its value. Setting it
    /// replaces every item.
    open var items: [[String: Any]] {
        get { storage.storedItems }
        set { storage.replaceItems(newValue) }
    }

    /// How many items the pasteboard holds.
    open var numberOfItems: Int { storage.storedItems.count }

    /// Appends `items` to the pasteboard's.
    open func addItems(_ items: [[String: Any]]) {
        guard !items.isEmpty else { return }
        let before = storage.storedItems
        storage.storedItems += items
        storage.changed(from: before)
    }

    /// Replaces the items with `items`, with privacy options (stored and inert).
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        storage.options = options
        storage.replaceItems(items)
    }

    /// The types of the first item.
    open var types: [String] { storage.storedItems.first.map { $0.keys.sorted() } ?? [] }

    /// The types of the items at `itemSet` (every item when nil), in order; nil when an index is
    /// out of range.
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        selected(itemSet)?.map { $0.keys.sorted() }
    }

    /// Whether the pasteboard holds a value of one of `pasteboardTypes` (in any item).
    open func contains(pasteboardTypes: [String]) -> Bool {
        storage.storedItems.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// Whether the items at `itemSet` (every item when nil) hold a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        (selected(itemSet) ?? []).contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The indices of the items that hold a value of one of `pasteboardTypes`; nil when none does.
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let indices = storage.storedItems.indices.filter { index in pasteboardTypes.contains { storage.storedItems[index][$0] != nil } }
        return indices.isEmpty ? nil : IndexSet(indices)
    }

    /// The data of the first item for `pasteboardType` (a string's UTF-8 bytes for a string).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        storage.storedItems.first.flatMap { Self.data(of: $0[pasteboardType]) }
    }

    /// The data for `pasteboardType` in the items at `itemSet` (every item when nil).
    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        selected(itemSet)?.compactMap { Self.data(of: $0[pasteboardType]) }
    }

    /// Replaces the items with one holding `data` for `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        storage.replaceItems([[pasteboardType: data]])
    }

    /// The value of the first item for `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        storage.storedItems.first?[pasteboardType]
    }

    /// The values for `pasteboardType` in the items at `itemSet` (every item when nil).
    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        selected(itemSet)?.compactMap { $0[pasteboardType] }
    }

    /// Replaces the items with one holding `value` for `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        storage.replaceItems([[pasteboardType: value]])
    }

    // MARK: Strings, URLs, images and colours

    /// The first item's string; setting it replaces every item with one holding the string
    /// (`public.utf8-plain-text`), and nil removes every item.
    open var string: String? {
        get { storage.storedItems.first.flatMap { Self.string(in: $0) } }
        set { storage.replaceItems(newValue.map { [[Self.stringTypes[0]: $0]] } ?? []) }
    }

    /// The strings of every item that has one; setting it replaces every item, one per string.
    open var strings: [String]? {
        get { storage.storedItems.isEmpty ? nil : storage.storedItems.compactMap { Self.string(in: $0) } }
        set { storage.replaceItems((newValue ?? []).map { [Self.stringTypes[0]: $0] }) }
    }

    /// Whether an item holds a string.
    open var hasStrings: Bool { storage.storedItems.contains { Self.string(in: $0) != nil } }

    /// The first item's URL; setting it replaces every item with one holding it (`public.url`).
    open var url: URL? {
        get { storage.storedItems.first.flatMap { Self.value(URL.self, of: Self.urlTypes, in: $0) } }
        set { storage.replaceItems(newValue.map { [[Self.urlTypes[0]: $0]] } ?? []) }
    }

    /// The URLs of every item that has one.
    open var urls: [URL]? {
        get { storage.storedItems.isEmpty ? nil : storage.storedItems.compactMap { Self.value(URL.self, of: Self.urlTypes, in: $0) } }
        set { storage.replaceItems((newValue ?? []).map { [Self.urlTypes[0]: $0] }) }
    }

    /// Whether an item holds a URL.
    open var hasURLs: Bool { storage.storedItems.contains { Self.value(URL.self, of: Self.urlTypes, in: $0) != nil } }

    /// The first item's image; setting it replaces every item with one holding it.
    open var image: UIImage? {
        get { storage.storedItems.first.flatMap { Self.value(UIImage.self, of: Self.imageTypes, in: $0) } }
        set { storage.replaceItems(newValue.map { [[Self.imageTypes[0]: $0]] } ?? []) }
    }

    /// The images of every item that has one.
    open var images: [UIImage]? {
        get {
            storage.storedItems.isEmpty ? nil : storage.storedItems.compactMap { Self.value(UIImage.self, of: Self.imageTypes, in: $0) }
        }
        set { storage.replaceItems((newValue ?? []).map { [Self.imageTypes[0]: $0] }) }
    }

    /// Whether an item holds an image.
    open var hasImages: Bool { storage.storedItems.contains { Self.value(UIImage.self, of: Self.imageTypes, in: $0) != nil } }

    /// The first item's colour; setting it replaces every item with one holding it.
    open var color: UIColor? {
        get { storage.storedItems.first.flatMap { Self.value(UIColor.self, of: Self.colorTypes, in: $0) } }
        set { storage.replaceItems(newValue.map { [[Self.colorTypes[0]: $0]] } ?? []) }
    }

    /// The colours of every item that has one.
    open var colors: [UIColor]? {
        get {
            storage.storedItems.isEmpty ? nil : storage.storedItems.compactMap { Self.value(UIColor.self, of: Self.colorTypes, in: $0) }
        }
        set { storage.replaceItems((newValue ?? []).map { [Self.colorTypes[0]: $0] }) }
    }

    /// Whether an item holds a colour.
    open var hasColors: Bool { storage.storedItems.contains { Self.value(UIColor.self, of: Self.colorTypes, in: $0) != nil } }

    // MARK: Changes

    private func replaceItems(_ items: [[String: Any]]) {
        let before = storedItems
        storedItems = items
        changed(from: before)
    }

    /// Notes a change from `before` to the items now, to publish at the end of the turn.
    private func changed(from before: [[String: Any]]) {
        let old = Set(before.flatMap(\.keys))
        let new = Set(storedItems.flatMap(\.keys))
        var change = pendingChange ?? ([], [])
        for type in new.subtracting(old).sorted() where !change.added.contains(type) { change.added.append(type) }
        for type in old.subtracting(new).sorted() where !change.removed.contains(type) { change.removed.append(type) }
        pendingChange = change
        guard let host else { return publishChange() }
        if !publishesAtTurnEnd {
            publishesAtTurnEnd = true
            host.clock.addTurnEndHandler { [weak self] in self?.publishChange() }
        }
    }

    /// Counts the pending change and posts `changedNotification`, once.
    private func publishChange() {
        guard let change = pendingChange else { return }
        pendingChange = nil
        publishedChanges += 1
        var userInfo: [AnyHashable: Any] = [:]
        if !change.added.isEmpty { userInfo[Self.changedTypesAddedUserInfoKey] = change.added }
        if !change.removed.isEmpty { userInfo[Self.changedTypesRemovedUserInfoKey] = change.removed }
        notificationCenter.post(name: Self.changedNotification, object: self, userInfo: userInfo.isEmpty ? nil : userInfo)
    }

    /// The center the pasteboard posts on: its simulation's, or the thread's.
    var notificationCenter: NotificationBus { host?.notificationCenter ?? .detachedDefault }

    // MARK: Reading values

    private func selected(_ itemSet: IndexSet?) -> [[String: Any]]? {
        let items = storage.storedItems
        guard let itemSet else { return items }
        guard itemSet.allSatisfy({ items.indices.contains($0) }) else { return nil }
        return itemSet.map { items[$0] }
    }

    static func string(in item: [String: Any]) -> String? {
        for type in stringTypes {
            if let string = item[type] as? String { return string }
            if let data = item[type] as? Data, let string = String(data: data, encoding: .utf8) { return string }
        }
        return nil
    }

    static func value<Value>(_ kind: Value.Type, of types: [String], in item: [String: Any]) -> Value? {
        types.lazy.compactMap { item[$0] as? Value }.first
    }

    private static func data(of value: Any?) -> Data? {
        if let data = value as? Data { return data }
        if let string = value as? String { return Data(string.utf8) }
        if let url = value as? URL { return Data(url.absoluteString.utf8) }
        return nil
    }
}

/// One simulation's pasteboards (kept by its app): the general one and the named ones.
@MainActor final class Pasteboards {
    private weak var host: (any ApplicationHost)?
    private(set) lazy var general = UIPasteboard(name: .general, host: host)
    private var named: [(name: UIPasteboard.Name, pasteboard: UIPasteboard)] = []
    private var uniqueNames = 0

    init(host: (any ApplicationHost)?) {
        self.host = host
    }

    /// The current simulation's pasteboards, or the thread's outside any simulation.
    static var current: Pasteboards {
        if let host = CurrentSimulation.host { return host.application.pasteboards(host: host) }
        return CurrentSimulation.threadValue("UIApplication.shared") { UIApplication() }.pasteboards(host: nil)
    }

    func named(_ name: UIPasteboard.Name, create: Bool) -> UIPasteboard? {
        if name == .general { return general }
        if let existing = named.first(where: { $0.name == name }) { return existing.pasteboard }
        guard create else { return nil }
        let pasteboard = UIPasteboard(name: name, host: host)
        named.append((name, pasteboard))
        return pasteboard
    }

    func unique() -> UIPasteboard {
        uniqueNames += 1
        let name = UIPasteboard.Name(rawValue: "com.apple.UIKit.pboard.unique.\(uniqueNames)")
        return named(name, create: true) ?? general
    }

    func remove(_ name: UIPasteboard.Name) {
        guard let index = named.firstIndex(where: { $0.name == name }) else { return }
        let pasteboard = named[index].pasteboard
        pasteboard.notificationCenter.post(name: UIPasteboard.removedNotification, object: pasteboard)
        named.remove(at: index)
    }
}
