import Foundation
import KeyboardSim
import Testing
import UIKit

/// A library's `Bundle.module` (DropDown's `#if SWIFT_PACKAGE return Bundle.module`), compiled in
/// a target with no resources of its own, as `kbsim port` and the plugin compile a ported library:
/// this test target has none.
@Suite("Bundle.module in a target without resources")
@MainActor struct BundleModuleTests {
    /// DropDown's way to its nib's bundle, as its file writes it.
    static var libraryBundle: Bundle {
        #if SWIFT_PACKAGE
        return Bundle.module
        #else
        return Bundle(for: UIView.self)
        #endif
    }

    @Test("it is the main bundle, and the trace says so once per simulation")
    func mainBundleSaidOnce() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(Self.libraryBundle.bundleURL == Bundle.main.bundleURL)
        #expect(Bundle.module.bundleURL == Bundle.main.bundleURL)
        #expect(
            sim.diagnostics == [
                "Bundle.module: the module reading it has no resource bundle here (a ported library's files compile in "
                    + "your test target); the main bundle is given, where iOS gives the package's resources. Nibs and "
                    + "storyboards are found through the simulation's interfaceBuilderResources"
            ], "\(sim.diagnostics)")
        let next = Simulation(device: .iPhoneSE3, profile: .iOS17)
        _ = Bundle.module
        #expect(next.diagnostics.count == 1, "\(next.diagnostics)")
    }

    @Test("a nib named through it loads from the simulation's resources, as the library's own nib would")
    func nibThroughModuleBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BundleModuleTests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="44"/>
                </view>
            </objects>
        </document>
        """.write(to: folder.appendingPathComponent("DropDownCellLike.xib"), atomically: true, encoding: .utf8)
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        sim.interfaceBuilderResources.directories.append(folder)
        let views = UINib(nibName: "DropDownCellLike", bundle: Self.libraryBundle).instantiate(withOwner: nil, options: nil)
        #expect((views.first as? UIView)?.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
    }
}
