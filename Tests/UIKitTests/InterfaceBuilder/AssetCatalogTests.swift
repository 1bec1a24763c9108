import Testing
import UIKit
import KeyboardSim

@MainActor @Suite("Asset catalogs: UIImage(named:) and UIColor(named:) read an .xcassets folder")
struct AssetCatalogTests {
    /// A PNG's first bytes: the signature and an IHDR chunk of `width` × `height` pixels.
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        bytes += [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    /// A JPEG's first bytes: SOI, an APP0 segment, then a baseline start of frame.
    static func jpeg(width: UInt16, height: UInt16) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08]
        bytes += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
        return Data(bytes)
    }

    /// A catalog written for the tests: a 2x PNG, a 3x JPEG, a PDF and an SVG in a namespaced
    /// folder, two colour sets.
    static func catalog() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("AssetCatalogTests-\(UUID().uuidString)")
        let assets = root.appendingPathComponent("Assets.xcassets")
        func write(_ path: String, _ data: Data) throws {
            let url = assets.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        func json(_ text: String) -> Data { Data(text.utf8) }
        try write("Contents.json", json(#"{"info":{"author":"xcode","version":1}}"#))
        try write(
            "Logo.imageset/Contents.json",
            json(
                #"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"logo@2x.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#
            ))
        try write("Logo.imageset/logo@2x.png", png(width: 240, height: 130))
        try write(
            "Photo.imageset/Contents.json",
            json(#"{"images":[{"filename":"photo.jpg","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#))
        try write("Photo.imageset/photo.jpg", jpeg(width: 900, height: 600))
        try write("Icons/Contents.json", json(#"{"info":{"author":"xcode","version":1},"properties":{"provides-namespace":true}}"#))
        try write(
            "Icons/gear.imageset/Contents.json",
            json(#"{"images":[{"filename":"gear.pdf","idiom":"universal"}],"properties":{"preserves-vector-representation":true}}"#))
        try write("Icons/gear.imageset/gear.pdf", Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 28 30] >> endobj\n".utf8))
        try write("Plain/Contents.json", json(#"{"info":{"author":"xcode","version":1}}"#))
        try write("Plain/star.imageset/Contents.json", json(#"{"images":[{"filename":"star.svg","idiom":"universal"}]}"#))
        try write("Plain/star.imageset/star.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 18 17"></svg>"#.utf8))
        try write(
            "Accent.colorset/Contents.json",
            json(
                #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.400","red":"0.200"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"0x00","red":"0x00"}},"idiom":"universal"}]}"#
            ))
        try write(
            "Brand.colorset/Contents.json",
            json(
                #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0x33","green":"102","red":"255"}},"idiom":"universal"}]}"#
            ))
        return root
    }

    @Test("image sets: the point size from a PNG's or JPEG's header and the scale, a PDF's and SVG's box; a name the catalog lacks is nil")
    func images() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(UIImage(named: "Anything")?.size == CGSize(width: 100, height: 100))
        let catalog = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: catalog) }
        sim.interfaceBuilderResources = InterfaceBuilderResources(directories: [catalog])
        #expect(UIImage(named: "Logo")?.size == CGSize(width: 120, height: 65))
        #expect(UIImage(named: "Photo")?.size == CGSize(width: 300, height: 200))
        #expect(UIImage(named: "Icons/gear")?.size == CGSize(width: 28, height: 30))
        #expect(UIImage(named: "gear") == nil)
        #expect(UIImage(named: "star")?.size == CGSize(width: 18, height: 17))
        #expect(UIImage(named: "Missing") == nil)
        #expect(UIImageView(image: UIImage(named: "Logo")).intrinsicContentSize == CGSize(width: 120, height: 65))
    }

    @Test("colour sets: the components for any appearance, in floating point, 8-bit and hexadecimal; a name the catalog lacks is nil")
    func colors() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(UIColor(named: "Accent")?.cgColor.components == [0.5, 0.5, 0.5, 1])
        let catalog = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: catalog) }
        sim.interfaceBuilderResources = InterfaceBuilderResources(directories: [catalog])
        #expect(UIColor(named: "Accent")?.cgColor.components == [0.2, 0.4, 1, 1])
        #expect(UIColor(named: "Brand")?.cgColor.components == [1, 0.4, CGFloat(0x33) / 255, 0.5])
        #expect(UIColor(named: "Missing") == nil)
    }

    @Test("a storyboard's image view takes the catalog's size over the document's <resources>")
    func storyboardImage() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let xib = InterfaceBuilderText.xib(#"<imageView image="Logo" id="i"/>"#)
            .replacingOccurrences(
                of: "</objects>", with: "</objects>\n<resources><image name=\"Logo\" width=\"10\" height=\"10\"/></resources>")
        let before = try #require(try InterfaceBuilderText.load(xib).first as? UIImageView)
        #expect(before.image?.size == CGSize(width: 10, height: 10))
        let catalog = try Self.catalog()
        defer { try? FileManager.default.removeItem(at: catalog) }
        sim.interfaceBuilderResources = InterfaceBuilderResources(directories: [catalog])
        let after = try #require(try InterfaceBuilderText.load(xib).first as? UIImageView)
        #expect(after.image?.size == CGSize(width: 120, height: 65))
    }
}
