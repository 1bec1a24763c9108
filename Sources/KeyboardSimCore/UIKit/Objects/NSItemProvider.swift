import Foundation

/// An object an item provider can carry, as Foundation's `NSItemProviderWriting`
/// (https://developer.apple.com/documentation/foundation/nsitemproviderwriting), which `import
/// UIKit` brings on iOS (Foundation on Linux has no item providers). `NSString` and `NSURL`
/// conform here, so `String` and `URL` values pass where UIKit takes writing objects.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers the object can be written as, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The object's data as `typeIdentifier`, given to `completionHandler`.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// An object made from an item provider's data, as Foundation's `NSItemProviderReading`.
/// `NSString` and `NSURL` conform here.
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers the object can be read from, most faithful first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object read from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// Plain UTF-8 text.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    /// Plain UTF-8 text.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.text"] }
    /// The string's UTF-8 bytes, given at once.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }
    /// The string the UTF-8 bytes spell (an error when they are not UTF-8).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        return self.init(string: string)
    }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
    /// A URL.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
    /// The URL's absolute string in UTF-8, given at once.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
    /// The URL the UTF-8 bytes spell (an error when they spell none).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let string = String(data: data, encoding: .utf8), let url = NSURL(string: string) as? Self else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return url
    }
}

/// What carries data between apps and views (the pasteboard, drag and drop, sharing), as
/// Foundation's `NSItemProvider` (https://developer.apple.com/documentation/foundation/nsitemprovider),
/// which `import UIKit` brings on iOS.
///
/// A provider holds values by type identifier, in order. Loading is at once: completion handlers
/// are called before the load method returns (Foundation calls them later, on a queue of its own).
open class NSItemProvider: NSObject {
    /// The values, in the order registered.
    private(set) var representations: [(type: String, value: Any)] = []
    /// A name for the data, for a file made of it.
    open var suggestedName: String?

    /// A provider with nothing.
    public override init() { super.init() }

    /// A provider of `object`, as each type it can be written as.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object)
    }

    /// A provider of a pasteboard item's values.
    convenience init(pasteboardItem item: [String: Any]) {
        self.init()
        for type in item.keys.sorted() { representations.append((type, item[type] as Any)) }
    }

    /// Adds `object`'s values, as each type it can be written as (a string or a URL by value;
    /// another object's data when it gives it at once).
    final func registerObject(_ object: any NSItemProviderWriting) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            if let string = object as? NSString {
                representations.append((type, string as String))
            } else if let url = object as? NSURL, let value = url.absoluteURL {
                representations.append((type, value))
            } else {
                var loaded: Data?
                _ = object.loadData(withTypeIdentifier: type) { data, _ in loaded = data }
                if let loaded { representations.append((type, loaded)) }
            }
        }
    }

    /// The type identifiers the provider holds, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.type) }

    /// Whether the provider holds `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { $0.type == typeIdentifier }
    }

    /// The data of `typeIdentifier`, given at once (nil and an error when the provider has none).
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        if let data = data(for: typeIdentifier) {
            completionHandler(data, nil)
        } else {
            completionHandler(nil, CocoaError(.fileReadNoSuchFile))
        }
        progress.completedUnitCount = 1
        return progress
    }

    /// Whether an object of `aClass` can be read from the provider.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { data(for: $0) != nil }
    }

    /// An object of `aClass` read from the provider, given at once (nil and an error when it has
    /// no value `aClass` reads).
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        do {
            let object = try read(aClass)
            completionHandler(object, nil)
        } catch {
            completionHandler(nil, error)
        }
        progress.completedUnitCount = 1
        return progress
    }

    /// Whether a `T` (`String`, `URL`) can be read from the provider.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// A `T` (`String`, `URL`) read from the provider, given at once.
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self) { object, error in
            completionHandler((object as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }, error)
        }
    }

    /// The value of `typeIdentifier` as data: a string's or a URL's UTF-8 bytes, or the data held.
    private func data(for typeIdentifier: String) -> Data? {
        guard let value = representations.first(where: { $0.type == typeIdentifier })?.value else { return nil }
        switch value {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        default: return nil
        }
    }

    /// An object of `aClass` read from the first type it reads that the provider holds.
    private func read(_ aClass: any NSItemProviderReading.Type) throws -> any NSItemProviderReading {
        for type in aClass.readableTypeIdentifiersForItemProvider {
            if let data = data(for: type) { return try aClass.object(withItemProviderData: data, typeIdentifier: type) }
        }
        throw CocoaError(.fileReadNoSuchFile)
    }
}
