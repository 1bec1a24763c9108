import Foundation
import KeyboardSim
import Testing
import UIKit

/// `UIAppearance` as Apple documents it: what is set on a class's proxy (`appearance()`,
/// `appearance(whenContainedInInstancesOf:)`) reaches its instances, and its subclasses', as
/// they enter a window; a view already in a window keeps its look.
@MainActor @Suite("UIAppearance proxies")
struct AppearanceProxyTests {
    final class Badge: UILabel {
        var glow = 0
    }

    final class Bar: UIView {}

    @Test("a proxy's UIKit properties reach instances of the class and its subclasses as they enter a window, not those already there")
    func proxyAppliesOnEnteringAWindow() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let early = UILabel()
        sim.window.addSubview(early)
        let proxy = UILabel.appearance()
        #expect(proxy === UILabel.appearance(), "one proxy per class")
        proxy.textColor = .red
        proxy.backgroundColor = .yellow
        let label = UILabel()
        #expect(label.textColor != .red, "not before it enters a window")
        sim.window.addSubview(label)
        #expect(label.textColor == .red)
        #expect(label.backgroundColor == .yellow)
        let badge = Badge()
        sim.window.addSubview(badge)
        #expect(badge.textColor == .red, "a subclass's instances too")
        #expect(early.textColor != .red, "a view already in a window keeps its look")
        let plain = UIView()
        sim.window.addSubview(plain)
        #expect(plain.backgroundColor == nil, "a superclass's instances are not touched")
    }

    @Test(
        "a contained proxy applies inside an instance of its container, after the class's own proxy; an instance's own value set later stays"
    )
    func containedProxy() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        UIView.appearance().tintColor = .green
        UIView.appearance(whenContainedInInstancesOf: [Bar.self]).tintColor = .purple
        let bar = Bar()
        let inside = UIView()
        bar.addSubview(inside)
        let outside = UIView()
        sim.window.addSubview(bar)
        sim.window.addSubview(outside)
        #expect(inside.tintColor == .purple)
        #expect(outside.tintColor == .green)
        outside.tintColor = .blue
        #expect(outside.tintColor == .blue)
    }

    @Test("a subclass's own property set on its proxy is not applied, and the trace names it")
    func ownPropertyNamed() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        Badge.appearance().glow = 3
        let badge = Badge()
        sim.window.addSubview(badge)
        #expect(badge.glow == 0)
        #expect(
            sim.diagnostics.contains(
                "Badge.appearance().glow: set on the proxy, declared by Badge itself: not applied to its instances (Swift on Linux cannot forward a class's own properties; set it on each instance)"
            ), "\(sim.diagnostics)")
    }

    @Test("proxies belong to the simulation: the next one starts with none")
    func perSimulation() {
        let first = Simulation(device: .iPhoneSE3, profile: .iOS17)
        UILabel.appearance().textColor = .red
        _ = first
        let second = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let label = UILabel()
        second.window.addSubview(label)
        #expect(label.textColor != .red)
    }
}
