import Foundation

extension UIPasteboard {
    /// The items as item providers, one per item, holding the item's values (iOS 11;
    /// https://developer.apple.com/documentation/uikit/uipasteboard/itemproviders). Setting them
    /// replaces the items with the providers' values.
    public var itemProviders: [NSItemProvider] {
        get { items.map { NSItemProvider(pasteboardItem: $0) } }
        set { items = newValue.map(Self.item(of:)) }
    }

    /// Replaces the items with the providers' values (iOS 11). `localOnly` and `expirationDate`
    /// are stored as the options of `setItems(_:options:)` are: inert, nothing expires.
    public func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        var options: [OptionsKey: Any] = [.localOnly: localOnly]
        if let expirationDate { options[.expirationDate] = expirationDate }
        setItems(itemProviders.map(Self.item(of:)), options: options)
    }

    /// Replaces the items with one item per object (iOS 11): a string under
    /// `public.utf8-plain-text`, a URL under `public.url`.
    public func setObjects(_ objects: [any NSItemProviderWriting]) {
        itemProviders = objects.map { NSItemProvider(object: $0) }
    }

    /// Replaces the items with one item per object, with the privacy options (iOS 11; inert).
    public func setObjects(_ objects: [any NSItemProviderWriting], localOnly: Bool, expirationDate: Date?) {
        setItemProviders(objects.map { NSItemProvider(object: $0) }, localOnly: localOnly, expirationDate: expirationDate)
    }

    /// Replaces the items with one item per value (`String`, `URL`; iOS 11).
    public func setObjects<T: _ObjectiveCBridgeable>(_ objects: [T]) where T._ObjectiveCType: NSItemProviderWriting {
        setObjects(objects.map { $0._bridgeToObjectiveC() as any NSItemProviderWriting })
    }

    /// Replaces the items with one item per value, with the privacy options (iOS 11; inert).
    public func setObjects<T: _ObjectiveCBridgeable>(_ objects: [T], localOnly: Bool, expirationDate: Date?)
    where T._ObjectiveCType: NSItemProviderWriting {
        setObjects(
            objects.map { $0._bridgeToObjectiveC() as any NSItemProviderWriting }, localOnly: localOnly, expirationDate: expirationDate)
    }

    /// A pasteboard item holding `provider`'s values (the first value of each type).
    private static func item(of provider: NSItemProvider) -> [String: Any] {
        var item: [String: Any] = [:]
        for (type, value) in provider.representations where item[type] == nil { item[type] = value }
        return item
    }
}
