import Foundation
import Testing
@testable import KeyboardSimCore

/// A malformed format, and what the trace says of it.
struct MalformedVisualFormat: CustomTestStringConvertible, Sendable {
    var format: String
    var options: UInt = 0
    var reason: String
    var position: Int
    var testDescription: String { format.isEmpty ? "(empty)" : format }
}

private let malformedFormats: [MalformedVisualFormat] = [
    MalformedVisualFormat(format: "V|[a]|", reason: "Expected ':' after 'V' to specify vertical arrangement", position: 1),
    MalformedVisualFormat(format: "", reason: "Expected a view: '[name]'", position: 0),
    MalformedVisualFormat(format: "H:|-[c]-|", reason: "c is not a key in the views dictionary", position: 5),
    MalformedVisualFormat(
        format: "H:|[a(10]|",
        reason: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", position: 8),
    MalformedVisualFormat(format: "H:|-m-[a]", reason: "m is not a key in the metrics dictionary", position: 4),
    MalformedVisualFormat(format: "H:|-8[a]", reason: "Expected a '-' after a spacing, to end the connection", position: 5),
    MalformedVisualFormat(format: "H:[a]x", reason: "Expected a '-', a '[' or a '|' after a view", position: 5),
    MalformedVisualFormat(format: "H:|-[a]-|-[b]", reason: "Expected the end of the format after the superview '|'", position: 9),
    MalformedVisualFormat(format: "H:[a(>=10@2000)]", reason: "A priority must be from 1 to 1000, not 2000", position: 10),
    MalformedVisualFormat(
        format: "H:[a]-(b)-[b]",
        reason: "'b' is a view: a view name is allowed only in a view's own predicates ([a(==b)]), not in a spacing", position: 7),
    MalformedVisualFormat(
        format: "H:[a(==nope)]", reason: "nope is not a key in the metrics dictionary nor in the views dictionary", position: 7),
    MalformedVisualFormat(format: "H:[a(==label)]", reason: "metrics[\"label\"] is a String, not a number", position: 7),
    MalformedVisualFormat(
        format: "H:[guide]",
        reason: "views[\"guide\"] is a UILayoutGuide, not a UIView: the visual format relates views only "
            + "(make a constraint with anchors for a layout guide)", position: 3),
    MalformedVisualFormat(
        format: "H:[orphan]-|", reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
        position: 11),
    MalformedVisualFormat(
        format: "|[orphan]", reason: "Unable to interpret '|' character, because the related view doesn't have a superview", position: 0
    ),
    MalformedVisualFormat(
        format: "H:[a][b]", options: NSLayoutConstraint.FormatOptions.alignAllLeft.rawValue,
        reason:
            "The option alignAllLeft aligns the views on a horizontal edge, which is not allowed for a layout that is also horizontal",
        position: 0),
]

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the grammar of the
/// "Visual Format Language" appendix of Apple's Auto Layout Guide, solved in a simulation and
/// held to frames computed by hand; every malformed format leaves one diagnostic that names the
/// format, the character and what was expected, and makes no constraint.
@MainActor
@Suite("NSLayoutConstraint: the visual format language")
struct NSLayoutConstraintVisualFormatTests {
    /// A 320 × `height` container at the window's origin (placed by its frame) and `names` views
    /// in it that take Auto Layout.
    private func screen(_ sim: Simulation, height: CGFloat = 200, _ names: [String]) -> (container: UIView, views: [String: UIView]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        sim.window.addSubview(container)
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        return (container, views)
    }

    /// Activates the constraints of every format and lays the container out.
    private func layout(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil, views: [String: UIView],
        in container: UIView
    ) {
        for format in formats {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
        container.layoutIfNeeded()
    }

    @Test("H:|-[field]-| makes two constraints of 20 points to the superview's edges, as UIKit's")
    func standardSpacingToSuperview() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (container, views) = screen(sim, ["field"])
        let field = try #require(views["field"])
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[field]-|", metrics: nil, views: views)
        #expect(constraints.count == 2)
        #expect(constraints.allSatisfy { !$0.isActive && $0.priority == .required && $0.relation == .equal && $0.constant == 20 })
        #expect(constraints[0].firstItem === field && constraints[0].firstAttribute == .leading)
        #expect(constraints[0].secondItem === container && constraints[0].secondAttribute == .leading)
        #expect(constraints[1].firstItem === container && constraints[1].firstAttribute == .trailing)
        #expect(constraints[1].secondItem === field && constraints[1].secondAttribute == .trailing)
        container.addConstraints(constraints)
        layout(["V:|-(12@750)-[field(44)]-(>=8)-|"], views: views, in: container)
        #expect(field.frame == CGRect(x: 20, y: 12, width: 280, height: 44))
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("V:[field(44)]-(>=8)-|: the inequality holds against a weaker preferred spacing")
    func inequalityToSuperview() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (container, views) = screen(sim, height: 120, ["field"])
        layout(["H:|-16-[field]-16-|", "V:|-(100@750)-[field(44)]-(>=8)-|"], views: views, in: container)
        // 100 + 44 + 8 > 120: the field's bottom stays 8 points above the container's.
        #expect(views["field"]?.frame == CGRect(x: 16, y: 68, width: 288, height: 44))
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("H:|-20-[a(==b)]-[b]-20-| with alignAllCenterY: equal widths, 8 points between, centres aligned")
    func equalWidthsAlignedCentres() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (container, views) = screen(sim, ["a", "b"])
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-20-[a(==b)]-[b]-20-|", options: .alignAllCenterY, metrics: nil, views: views)
        // leading, a.width == b.width, b after a, trailing, one centre alignment.
        #expect(made.count == 5)
        #expect(made.filter { $0.firstAttribute == .centerY }.count == 1)
        NSLayoutConstraint.activate(made)
        layout(["V:|-[a(30)]", "V:[b(50)]"], views: views, in: container)
        // (320 − 20 − 8 − 20) / 2 = 136; a's centre at 20 + 15 = 35, so b's top at 35 − 25 = 10.
        #expect(views["a"]?.frame == CGRect(x: 20, y: 20, width: 136, height: 30))
        #expect(views["b"]?.frame == CGRect(x: 164, y: 10, width: 136, height: 50))
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("metrics by name (Int, CGFloat, NSNumber), for spacing, size and priority")
    func metrics() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (container, views) = screen(sim, ["a"])
        let metrics: [String: Any] = ["margin": 16, "width": CGFloat(100), "gap": NSNumber(value: 8), "low": 750]
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-margin-[a(>=width,==400@low)]-(>=gap)-|", metrics: metrics, views: views)
        #expect(made.map(\.constant) == [16, 100, 400, 8])
        #expect(made.map(\.priority) == [.required, .required, UILayoutPriority(750), .required])
        #expect(made.map(\.relation) == [.equal, .greaterThanOrEqual, .equal, .greaterThanOrEqual])
        NSLayoutConstraint.activate(made)
        layout(["V:|[a(10)]"], views: views, in: container)
        // 400 wanted at 750; the required 8 to the trailing edge caps it: 320 − 16 − 8 = 296.
        #expect(views["a"]?.frame == CGRect(x: 16, y: 0, width: 296, height: 10))
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("flush views [a][b], standard spacing between siblings, alignment on two edges")
    func flushAndSiblings() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (container, views) = screen(sim, ["a", "b", "top", "bottom"])
        layout(["H:|[a][b(==a)]|"], options: [.alignAllTop, .alignAllBottom], views: views, in: container)
        layout(
            ["V:|[a]-(>=100)-|", "V:[a(40)]", "H:|[top(10)]", "H:|[bottom(10)]", "V:|-[top(20)]-[bottom(20)]"], views: views, in: container)
        #expect(views["a"]?.frame == CGRect(x: 0, y: 0, width: 160, height: 40))
        #expect(views["b"]?.frame == CGRect(x: 160, y: 0, width: 160, height: 40))
        // 20 to the superview's top, 8 between the two.
        #expect(views["top"]?.frame == CGRect(x: 0, y: 20, width: 10, height: 20))
        #expect(views["bottom"]?.frame == CGRect(x: 0, y: 48, width: 10, height: 20))
        #expect(sim.diagnostics.isEmpty)
    }

    /// A direction option and where it puts `|-10-[a(50)]-[b(60)]` in a 320-point container.
    struct Direction: Sendable, CustomTestStringConvertible {
        var options: NSLayoutConstraint.FormatOptions
        var aX: CGFloat
        var bX: CGFloat
        var firstEdge: NSLayoutConstraint.Attribute
        var testDescription: String { "\(options.rawValue)" }
    }

    @Test(
        "direction options: right to left starts at the right edge; left to right uses left and right",
        arguments: [
            Direction(options: .directionRightToLeft, aX: 260, bX: 192, firstEdge: .right),
            Direction(options: .directionLeftToRight, aX: 10, bX: 68, firstEdge: .left),
            Direction(options: .directionLeadingToTrailing, aX: 10, bX: 68, firstEdge: .leading),
        ])
    func direction(_ direction: Direction) throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (container, views) = screen(sim, ["a", "b"])
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "|-10-[a(50)]-[b(60)]", options: direction.options, metrics: nil, views: views)
        #expect(made.first?.firstAttribute == direction.firstEdge)
        NSLayoutConstraint.activate(made)
        layout(["V:|[a(10)]", "V:|[b(10)]"], views: views, in: container)
        #expect(views["a"]?.frame.minX == direction.aX)
        #expect(views["b"]?.frame.minX == direction.bX)
        #expect(sim.diagnostics.isEmpty)
    }

    @Test("FormatOptions have UIKit's raw values")
    func rawValues() {
        typealias O = NSLayoutConstraint.FormatOptions
        let values: [(O, UInt)] = [
            (.alignAllLeft, 2), (.alignAllRight, 4), (.alignAllTop, 8), (.alignAllBottom, 16), (.alignAllLeading, 32),
            (.alignAllTrailing, 64), (.alignAllCenterX, 512), (.alignAllCenterY, 1024), (.alignAllLastBaseline, 2048),
            (.alignAllFirstBaseline, 4096), (.alignmentMask, 0xFFFF), (.directionLeadingToTrailing, 0), (.directionLeftToRight, 0x10000),
            (.directionRightToLeft, 0x20000), (.directionMask, 0x30000), (.spacingEdgeToEdge, 0), (.spacingBaselineToBaseline, 0x80000),
            (.spacingMask, 0x80000),
        ]
        for (option, raw) in values { #expect(option.rawValue == raw) }
    }

    @Test("baseline options are said in the trace and aligned by the nearest edge")
    func baselines() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let (container, views) = screen(sim, ["a", "b"])
        layout(["H:|[a(10)][b(10)]"], options: .alignAllLastBaseline, views: views, in: container)
        layout(["V:|-[a(30)]", "V:[b(50)]"], views: views, in: container)
        #expect(views["b"]?.frame.maxY == 50)
        #expect(
            sim.diagnostics == [
                "H:|[a(10)][b(10)]: alignAllLastBaseline is not simulated (no baselines): the views' bottoms are aligned instead"
            ])
    }

    @Test(
        "a malformed format makes no constraint and one diagnostic naming the format, the character and what was expected",
        arguments: malformedFormats)
    func malformedFormat(_ malformed: MalformedVisualFormat) throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        var (_, views) = screen(sim, ["a", "b"])
        views["orphan"] = UIView()
        var objects: [String: Any] = views
        let guide = UILayoutGuide()
        objects["guide"] = guide
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: malformed.format, options: .init(rawValue: malformed.options), metrics: ["label": "wide"], views: objects)
        #expect(made.isEmpty)
        let characters = Array(malformed.format)
        let expected =
            "Unable to parse constraint format: \(malformed.reason). Format \"\(malformed.format)\", character \(malformed.position): "
            + "\"\(String(characters[..<malformed.position]))\" ^ \"\(String(characters[malformed.position...]))\". "
            + "No constraints made (UIKit raises NSInvalidArgumentException here)."
        #expect(sim.diagnostics == [expected])
    }
}
