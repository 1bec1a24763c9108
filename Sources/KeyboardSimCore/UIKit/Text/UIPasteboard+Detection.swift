import Foundation

// Pattern detection: what an app asks before reading the pasteboard, to offer "Paste and Go" or
// "Paste and Search" without reading (and without the system's paste notice). UIKit's data
// detectors are not public; the simulation detects by the rules below, on the items' text: a
// string item's string, or a URL item's absolute string.

extension UIPasteboard {
    /// A kind of content detection looks for, as UIKit's `UIPasteboard.DetectionPattern`
    /// (iOS 14; https://developer.apple.com/documentation/uikit/uipasteboard/detectionpattern).
    ///
    /// The simulation's rules, on an item's text with spaces and line breaks at its ends removed
    /// (UIKit's detectors are not documented; these are the simulation's, unconfirmed):
    /// - `probableWebURL`: one word that is an `http` or `https` URL with a host, or a host name
    ///   of two or more labels whose last is letters (`example.com/path`). The value is the text.
    /// - `probableWebSearch`: one line of text that is not a probable web URL. The value is the
    ///   text.
    /// - `number`: text that `Double` reads whole (`42`, `-3.5`, `1e3`). The value is an
    ///   `NSNumber`.
    public struct DetectionPattern: RawRepresentable, Hashable, Sendable {
        /// The pattern's name.
        public let rawValue: String
        /// The pattern named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A string that is probably a web URL.
        public static let probableWebURL = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection.probable-web-url")
        /// A string that is probably a web search.
        public static let probableWebSearch = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection.probable-web-search")
        /// A number.
        public static let number = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection.number")
    }

    /// What detection found, as UIKit's `UIPasteboard.DetectedValues` (iOS 15;
    /// https://developer.apple.com/documentation/uikit/uipasteboard/detectedvalues): ask for its
    /// members by key path (`\.probableWebURL`). UIKit's data-detector values (links, phone
    /// numbers, addresses…) are not declared: their types are the Data Detection framework's.
    public struct DetectedValues {
        /// The key paths of the patterns found.
        public internal(set) var patterns: Set<PartialKeyPath<UIPasteboard.DetectedValues>> = []
        /// The text found to be a probable web URL (empty: none).
        public internal(set) var probableWebURL = ""
        /// The text found to be a probable web search (empty: none).
        public internal(set) var probableWebSearch = ""
    }

    // MARK: Key-path detection (iOS 15)

    /// Which of `keyPaths` the pasteboard's items match (iOS 15;
    /// https://developer.apple.com/documentation/uikit/uipasteboard/detectpatterns(for:completionhandler:)-8l3x4).
    /// `completionHandler` is called before this returns (UIKit calls it later, from a queue of
    /// its own), never with an error.
    public func detectPatterns(
        for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>,
        completionHandler: @escaping (Result<Set<PartialKeyPath<UIPasteboard.DetectedValues>>, any Error>) -> Void
    ) {
        completionHandler(.success(detectedValues(for: keyPaths, in: Array(items.indices)).patterns))
    }

    /// Which of `keyPaths` each of the items at `itemSet` (nil: all) matches, one set per item
    /// (iOS 15). `completionHandler` is called before this returns.
    public func detectPatterns(
        for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>, inItemSet itemSet: IndexSet?,
        completionHandler: @escaping (Result<[Set<PartialKeyPath<UIPasteboard.DetectedValues>>], any Error>) -> Void
    ) {
        completionHandler(.success(itemIndices(in: itemSet).map { detectedValues(for: keyPaths, in: [$0]).patterns }))
    }

    /// The values of `keyPaths` the items match (iOS 15;
    /// https://developer.apple.com/documentation/uikit/uipasteboard/detectvalues(for:completionhandler:)-6adre).
    /// `completionHandler` is called before this returns.
    public func detectValues(
        for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>,
        completionHandler: @escaping (Result<UIPasteboard.DetectedValues, any Error>) -> Void
    ) {
        completionHandler(.success(detectedValues(for: keyPaths, in: Array(items.indices))))
    }

    /// The values of `keyPaths` each of the items at `itemSet` (nil: all) matches (iOS 15).
    /// `completionHandler` is called before this returns.
    public func detectValues(
        for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>, inItemSet itemSet: IndexSet?,
        completionHandler: @escaping (Result<[UIPasteboard.DetectedValues], any Error>) -> Void
    ) {
        completionHandler(.success(itemIndices(in: itemSet).map { detectedValues(for: keyPaths, in: [$0]) }))
    }

    /// Which of `keyPaths` the items match (iOS 15; `detectPatterns(for:completionHandler:)`).
    public func detectedPatterns(for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>) async throws
        -> Set<PartialKeyPath<UIPasteboard.DetectedValues>>
    {
        detectedValues(for: keyPaths, in: Array(items.indices)).patterns
    }

    /// Which of `keyPaths` each of the items at `itemSet` (nil: all) matches (iOS 15).
    public func detectedPatterns(for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>, inItemSet itemSet: IndexSet?)
        async throws -> [Set<PartialKeyPath<UIPasteboard.DetectedValues>>]
    {
        itemIndices(in: itemSet).map { detectedValues(for: keyPaths, in: [$0]).patterns }
    }

    /// The values of `keyPaths` the items match (iOS 15; `detectValues(for:completionHandler:)`).
    public func detectedValues(for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>) async throws
        -> UIPasteboard.DetectedValues
    {
        detectedValues(for: keyPaths, in: Array(items.indices))
    }

    /// The values of `keyPaths` each of the items at `itemSet` (nil: all) matches (iOS 15).
    public func detectedValues(for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>, inItemSet itemSet: IndexSet?)
        async throws -> [UIPasteboard.DetectedValues]
    {
        itemIndices(in: itemSet).map { detectedValues(for: keyPaths, in: [$0]) }
    }

    // MARK: Pattern detection (iOS 14, deprecated)

    /// Which of `patterns` the items match (iOS 14, deprecated in iOS 15). `completionHandler`
    /// is called before this returns.
    @available(*, deprecated, message: "Use detectPatterns(for:completionHandler:) with key paths")
    public func detectPatterns(
        for patterns: Set<UIPasteboard.DetectionPattern>,
        completionHandler: @escaping (Result<Set<UIPasteboard.DetectionPattern>, any Error>) -> Void
    ) {
        completionHandler(.success(Set(detected(patterns, in: Array(items.indices)).keys)))
    }

    /// Which of `patterns` each of the items at `itemSet` (nil: all) matches (iOS 14, deprecated
    /// in iOS 15).
    @available(*, deprecated, message: "Use detectPatterns(for:inItemSet:completionHandler:) with key paths")
    public func detectPatterns(
        for patterns: Set<UIPasteboard.DetectionPattern>, inItemSet itemSet: IndexSet?,
        completionHandler: @escaping (Result<[Set<UIPasteboard.DetectionPattern>], any Error>) -> Void
    ) {
        completionHandler(.success(itemIndices(in: itemSet).map { Set(detected(patterns, in: [$0]).keys) }))
    }

    /// The values of `patterns` the items match: a `String` for the web patterns, an
    /// `NSNumber` for `number` (iOS 14, deprecated in iOS 15).
    @available(*, deprecated, message: "Use detectValues(for:completionHandler:) with key paths")
    public func detectValues(
        for patterns: Set<UIPasteboard.DetectionPattern>,
        completionHandler: @escaping (Result<[UIPasteboard.DetectionPattern: Any], any Error>) -> Void
    ) {
        completionHandler(.success(detected(patterns, in: Array(items.indices))))
    }

    /// The values of `patterns` each of the items at `itemSet` (nil: all) matches (iOS 14,
    /// deprecated in iOS 15).
    @available(*, deprecated, message: "Use detectValues(for:inItemSet:completionHandler:) with key paths")
    public func detectValues(
        for patterns: Set<UIPasteboard.DetectionPattern>, inItemSet itemSet: IndexSet?,
        completionHandler: @escaping (Result<[[UIPasteboard.DetectionPattern: Any]], any Error>) -> Void
    ) {
        completionHandler(.success(itemIndices(in: itemSet).map { detected(patterns, in: [$0]) }))
    }

    // MARK: The rules

    /// The item indices `itemSet` names that exist (all for nil), in order.
    private func itemIndices(in itemSet: IndexSet?) -> [Int] {
        let all = items.indices
        guard let itemSet else { return Array(all) }
        return itemSet.filter { all.contains($0) }
    }

    /// The text detection reads in the item at `index`: its string, or its URL's absolute string.
    private func detectionText(at index: Int) -> String? {
        let item = items[index]
        let text = Self.string(in: item) ?? Self.value(URL.self, of: Self.urlTypes, in: item)?.absoluteString
        return text?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The patterns of `patterns` the first matching item among `indices` matches, with values.
    private func detected(_ patterns: Set<DetectionPattern>, in indices: [Int]) -> [DetectionPattern: Any] {
        var found: [DetectionPattern: Any] = [:]
        for index in indices {
            guard let text = detectionText(at: index), !text.isEmpty else { continue }
            let isURL = Self.isProbableWebURL(text)
            if patterns.contains(.probableWebURL), found[.probableWebURL] == nil, isURL { found[.probableWebURL] = text }
            if patterns.contains(.probableWebSearch), found[.probableWebSearch] == nil, !isURL, !text.contains(where: \.isNewline) {
                found[.probableWebSearch] = text
            }
            if patterns.contains(.number), found[.number] == nil, let number = Double(text) { found[.number] = NSNumber(value: number) }
        }
        return found
    }

    /// The detected values of `keyPaths` in the items at `indices`.
    private func detectedValues(for keyPaths: Set<PartialKeyPath<DetectedValues>>, in indices: [Int]) -> DetectedValues {
        var patterns: Set<DetectionPattern> = []
        if keyPaths.contains(\DetectedValues.probableWebURL) { patterns.insert(.probableWebURL) }
        if keyPaths.contains(\DetectedValues.probableWebSearch) { patterns.insert(.probableWebSearch) }
        let found = detected(patterns, in: indices)
        var values = DetectedValues()
        if let url = found[.probableWebURL] as? String {
            values.probableWebURL = url
            values.patterns.insert(\DetectedValues.probableWebURL)
        }
        if let search = found[.probableWebSearch] as? String {
            values.probableWebSearch = search
            values.patterns.insert(\DetectedValues.probableWebSearch)
        }
        return values
    }

    /// Whether `text` is one word that is an http(s) URL with a host, or a host name with a path.
    static func isProbableWebURL(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains(where: { $0.isWhitespace }) else { return false }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased() {
            return (scheme == "http" || scheme == "https") && !(url.host ?? "").isEmpty
        }
        let host = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, last.count >= 2, last.allSatisfy({ $0.isLetter }) else { return false }
        return labels.allSatisfy { label in !label.isEmpty && label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
    }
}
