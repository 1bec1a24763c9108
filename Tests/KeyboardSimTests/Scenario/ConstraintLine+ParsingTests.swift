import Foundation
import Testing
import KeyboardSim
import KeyboardSimCore

@MainActor @Suite("Inline screens: the one-line constraint syntax")
struct ConstraintLineTests {
    @Test(
        "every part of the syntax",
        arguments: [
            ("entry.bottom == safeArea.bottom - 8 @750 #inputsSpace", "entry.bottom == safeArea.bottom - 8 @750 #inputsSpace"),
            ("a.width==0.5*b.width+4", "a.width == 0.5 * b.width + 4"),
            ("photo.height <= 120", "photo.height <= 120"),
            ("a.centerY >= b.centerY", "a.centerY >= b.centerY"),
            ("  a.top   ==   b.bottom   #gap_1 ", "a.top == b.bottom #gap_1"),
            ("a.width == b.height @1", "a.width == b.height @1"),
            ("a.width == 1000 * b.width - 100000", "a.width == 1000 * b.width - 100000"),
        ])
    func parses(text: String, canonical: String) throws {
        let line = try ConstraintLine.parse(text)
        #expect(line.description == canonical)
    }

    @Test("the parts land where UIKit puts them")
    func fields() throws {
        let line = try ConstraintLine.parse("entry.bottom == 2 * safeArea.bottom - 8 @750 #inputsSpace")
        #expect(line.first.item == "entry" && line.first.attribute == .bottom)
        #expect(line.relation == .equal)
        #expect(line.second?.item == "safeArea" && line.second?.attribute == .bottom && line.second?.offset == 20)
        #expect(line.multiplier == 2 && line.constant == -8 && line.priority == 750 && line.identifier == "inputsSpace")
    }

    @Test(
        "errors name the place and what was expected",
        arguments: [
            ("", 0, "expected an item and an attribute"),
            ("nameField", 0, "expected an item and an attribute"),
            ("nameField.botom == view.bottom", 10, "unknown attribute \"botom\" (did you mean \"bottom\"?)"),
            ("a.top = b.top", 6, "expected ==, <= or >= after a.top"),
            ("a.top == b.top +", 16, "expected a number after \"+\""),
            ("a.top == b.top @", 16, "expected a priority (1–1000) after \"@\""),
            ("a.top == b.top @0", 16, "priority 0 is out of range"),
            ("a.top == b.top #", 16, "expected an identifier after \"#\""),
            ("a.top == b.top * 2", 15, "unexpected \"* 2\" at the end of the constraint"),
            ("a.top == 20", 9, "only width and height can be compared with a constant alone"),
            ("a.top == b.leading", 9, "cannot relate top to leading"),
            ("a.width == b.top", 11, "cannot relate width to top"),
            ("a.top == 2 *", 12, "expected an item and an attribute after \"*\""),
            // Numbers are bounded where they are written (a 1e308 constant once trapped the judge).
            (
                "a.top == b.top - 100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
                17, "constant -10000000000… (310 characters) is out of range; expected at most 100000 points either way"
            ),
            ("a.width <= 100001", 11, "constant 100001 is out of range; expected at most 100000 points either way"),
            (
                "a.width == 100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 * b.width",
                11, "multiplier 100000000000… (309 characters) is out of range; expected 0 to 1000"
            ),
            ("a.width == 1000.5 * b.width", 11, "multiplier 1000.5 is out of range; expected 0 to 1000"),
            // A signed number is a number: the message says what is wrong with it.
            (
                "nameField.width == -50", 19,
                "constant -50 is negative: a width compared with a constant alone takes 0 points or more"
            ),
            ("a.height >= -0.5", 12, "constant -0.5 is negative: a height compared with a constant alone takes 0 points or more"),
            ("a.width == -2 * b.width", 11, "multiplier -2 is out of range; expected 0 to 1000"),
        ])
    func errors(text: String, offset: Int, message: String) {
        #expect {
            try ConstraintLine.parse(text)
        } throws: { error in
            guard let error = error as? ConstraintLine.SyntaxError else { return false }
            return error.offset == offset && error.message.hasPrefix(message)
        }
    }
}
