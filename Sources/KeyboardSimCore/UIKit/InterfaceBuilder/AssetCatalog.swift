import Foundation
import SimulationContext

/// An app's asset catalog (an `.xcassets` folder), read as Xcode writes it: each image set's and
/// colour set's `Contents.json` (Apple's "Asset Catalog Format Reference"). Folders group their
/// sets; a folder whose `Contents.json` says `"provides-namespace": true` prefixes its sets' names
/// with its own (`Icons/gear`).
///
/// - **An image's size** in points is its file's size in pixels divided by its scale (`2x` → 2),
///   read from the file's header: PNG (the `IHDR` chunk) and JPEG (the first start-of-frame
///   segment); no image is decoded. A PDF's is its first `/MediaBox` in points; an SVG's its
///   `width` and `height` (or its `viewBox`) in points — unconfirmed, with why: Apple documents
///   vector images in catalogs without stating how their point size is derived, and these are
///   what the formats' own headers say. The file of the highest scale is read.
/// - **A colour** is the components of the set's entry for any appearance (dark appearances are
///   not simulated): floating point (`"0.200"`), 8-bit integers (`"51"`) or hexadecimal (`"0x33"`),
///   or a grey `white`.
package struct AssetCatalog: Sendable {
    /// The catalog's folder.
    package let url: URL

    /// What looking a name up found.
    package enum Lookup<Value: Sendable>: Sendable {
        /// The set exists and its value was read.
        case found(Value)
        /// The set exists and its value cannot be read: why.
        case unreadable(String)
        /// No set has the name.
        case notFound
    }

    /// The catalogs in `directories`: a directory that is one, and the `.xcassets` folders
    /// directly in the others, in order (by name within a directory).
    package static func catalogs(in directories: [URL]) -> [AssetCatalog] {
        var found: [AssetCatalog] = []
        for directory in directories {
            if directory.pathExtension == "xcassets" {
                found.append(AssetCatalog(url: directory))
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcassets") {
                found.append(AssetCatalog(url: directory.appendingPathComponent(name)))
            }
        }
        return found
    }

    /// The catalogs of the current simulation's `interfaceBuilderResources`; nil when the calling
    /// thread has no simulation, or it names no catalog. A thread sees a simulation only where
    /// one runs or was made — on the main actor, where simulations live (the main actor's thread
    /// is not always the process's main thread on Linux, so `Thread.isMainThread` cannot say).
    package static var current: [AssetCatalog]? {
        guard CurrentSimulation.object != nil else { return nil }
        let directories = MainActor.assumeIsolated {
            CurrentSimulation.host?.searchedInterfaceBuilderResources.directories ?? []
        }
        let catalogs = catalogs(in: directories)
        return catalogs.isEmpty ? nil : catalogs
    }

    /// The folder of the set `name` with extension `kind` (`imageset`, `colorset`), if any.
    func set(named name: String, kind: String) -> URL? {
        func search(_ folder: URL, prefix: String) -> URL? {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for entry in entries where entry == "\(name.dropFirst(prefix.count)).\(kind)" && name.hasPrefix(prefix) {
                return folder.appendingPathComponent(entry)
            }
            for entry in entries where !entry.contains(".") {
                let child = folder.appendingPathComponent(entry)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                    continue
                }
                let namespaced =
                    (Self.json(child.appendingPathComponent("Contents.json"))?["properties"] as? [String: Any])?[
                        "provides-namespace"] as? Bool == true
                if let found = search(child, prefix: namespaced ? "\(prefix)\(entry)/" : prefix) { return found }
            }
            return nil
        }
        return search(url, prefix: "")
    }

    static func json(_ url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The point size of the image set `name`.
    package func imageSize(named name: String) -> Lookup<CGSize> {
        guard let set = set(named: name, kind: "imageset") else { return .notFound }
        let images = (Self.json(set.appendingPathComponent("Contents.json"))?["images"] as? [[String: Any]]) ?? []
        let files: [(file: String, scale: Double)] = images.compactMap { image in
            guard let file = image["filename"] as? String else { return nil }
            let scale = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return (file, scale)
        }
        guard let best = files.max(by: { $0.scale < $1.scale }) else {
            return .unreadable("\(set.lastPathComponent) has no image file in its Contents.json")
        }
        let fileURL = set.appendingPathComponent(best.file)
        guard let data = try? Data(contentsOf: fileURL) else { return .unreadable("\(best.file) cannot be read") }
        guard let pixels = Self.pixelSize(of: data, fileExtension: fileURL.pathExtension.lowercased()) else {
            return .unreadable("the size of \(best.file) is not in a header KeyboardSim reads (PNG, JPEG, PDF, SVG)")
        }
        return .found(CGSize(width: pixels.width / best.scale, height: pixels.height / best.scale))
    }

    /// The size an image file's header gives: pixels for PNG and JPEG, points for PDF and SVG.
    static func pixelSize(of data: Data, fileExtension: String) -> CGSize? {
        let bytes = [UInt8](data.prefix(1 << 20))
        func be(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        // PNG: the signature, then the IHDR chunk's width and height.
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), let width = be(16, 4), let height = be(20, 4) {
            return CGSize(width: width, height: height)
        }
        // JPEG: segments up to a start of frame (SOF0–SOF15 but DHT, JPG and DAC).
        if bytes.starts(with: [0xFF, 0xD8]) {
            var offset = 2
            while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
                let marker = bytes[offset + 1]
                guard let length = be(offset + 2, 2) else { return nil }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let height = be(offset + 5, 2), let width = be(offset + 7, 2) else { return nil }
                    return CGSize(width: width, height: height)
                }
                offset += 2 + length
            }
            return nil
        }
        let text = String(decoding: bytes, as: UTF8.self)
        func numbers(after marker: String, until end: Character) -> [Double]? {
            guard let start = text.range(of: marker) else { return nil }
            let rest = text[start.upperBound...]
            guard let stop = rest.firstIndex(of: end) else { return nil }
            return rest[..<stop].split(whereSeparator: { " ,[\n\r".contains($0) }).compactMap {
                Double($0)
            }
        }
        if fileExtension == "pdf", let box = numbers(after: "/MediaBox", until: "]")?.suffix(4), box.count == 4 {
            let values = Array(box)
            return CGSize(width: values[2] - values[0], height: values[3] - values[1])
        }
        if fileExtension == "svg", let tag = text.range(of: "<svg") {
            let svg = String(text[tag.lowerBound...].prefix { $0 != ">" })
            func attribute(_ name: String) -> String? {
                guard let range = svg.range(of: " \(name)=\"") else { return nil }
                return String(svg[range.upperBound...].prefix { $0 != "\"" })
            }
            func points(_ value: String?) -> Double? {
                value.flatMap { Double($0.hasSuffix("px") ? String($0.dropLast(2)) : $0) }
            }
            if let width = points(attribute("width")), let height = points(attribute("height")) {
                return CGSize(width: width, height: height)
            }
            let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if box.count == 4 { return CGSize(width: box[2], height: box[3]) }
        }
        return nil
    }

    /// The components (red, green, blue, alpha, 0–1) of the colour set `name`, for any appearance.
    package func color(named name: String) -> Lookup<[CGFloat]> {
        guard let set = set(named: name, kind: "colorset") else { return .notFound }
        let colors = (Self.json(set.appendingPathComponent("Contents.json"))?["colors"] as? [[String: Any]]) ?? []
        guard let entry = colors.first(where: { $0["appearances"] == nil }) ?? colors.first,
            let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any]
        else {
            return .unreadable("\(set.lastPathComponent) has no colour components (a system colour reference is not read)")
        }
        func value(_ key: String) -> CGFloat? {
            let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue
            guard let text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
            if text.contains(".") { return Double(text).map { CGFloat($0) } }
            return Int(text).map { CGFloat($0) / 255 }
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return .found([white, white, white, alpha]) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
            return .unreadable("\(set.lastPathComponent)'s components are not red, green and blue (or white)")
        }
        return .found([red, green, blue, alpha])
    }
}

extension AssetCatalog {
    /// The first catalog's answer for `name` among the current simulation's catalogs (nil when
    /// none is configured).
    static func lookup<Value>(_ name: String, _ find: (AssetCatalog) -> Lookup<Value>) -> Lookup<Value>? {
        guard let catalogs = current else { return nil }
        for catalog in catalogs {
            let found = find(catalog)
            if case .notFound = found { continue }
            return found
        }
        return .notFound
    }
}
