import Foundation

// The text input traits UIKit added after the first nine (iOS 11's smart punctuation, iOS 12's
// password rules, iOS 17's inline predictions, iOS 18's math completion and Writing Tools).
// Each is stored on UITextField, UITextView and UISearchBar and inert: the simulated keyboard
// types the characters it is given (no smart quote or dash is substituted, no prediction is
// shown inline, no Writing Tools panel opens), and none of them changes the keyboard's frame.
// Raw values are UIKit's where Apple's pages give them (the three-way types follow
// UITextAutocorrectionType's default/no/yes order, as their pages list them).

/// Whether straight quotes become curly ones as the user types, as UIKit's
/// `UITextSmartQuotesType` (https://developer.apple.com/documentation/uikit/uitextsmartquotestype).
public enum UITextSmartQuotesType: Int, Sendable, CaseIterable {
    /// The system's setting (Smart Punctuation), off in a secure field; off, on.
    case `default` = 0, no, yes
}

/// Whether two hyphens become a dash as the user types, as UIKit's `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable, CaseIterable {
    /// The system's setting, off, on.
    case `default` = 0, no, yes
}

/// Whether spaces are added or removed around pasted and deleted words, as UIKit's
/// `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable, CaseIterable {
    /// The system's setting, off, on.
    case `default` = 0, no, yes
}

/// Whether the keyboard shows its prediction inline, in the text, as UIKit's
/// `UITextInlinePredictionType` (iOS 17).
public enum UITextInlinePredictionType: Int, Sendable, CaseIterable {
    /// The system's choice, off, on.
    case `default` = 0, no, yes
}

/// Whether a typed math expression is completed with its result, as UIKit's
/// `UITextMathExpressionCompletionType` (iOS 18).
public enum UITextMathExpressionCompletionType: Int, Sendable, CaseIterable {
    /// The system's choice, off, on.
    case `default` = 0, no, yes
}

/// How Writing Tools (iOS 18) may rewrite the text of a view, as UIKit's
/// `UIWritingToolsBehavior` (https://developer.apple.com/documentation/uikit/uiwritingtoolsbehavior):
/// not at all, the system's choice, inline, or in a panel. Raw values: `none` is −1 and the rest
/// count from 0, as Apple's list orders them (unconfirmed: the pages give no numbers).
public enum UIWritingToolsBehavior: Int, Sendable, CaseIterable {
    /// Writing Tools may not change the text.
    case none = -1
    /// The system chooses.
    case `default` = 0
    /// The full, inline experience.
    case complete = 1
    /// A panel beside the text.
    case limited = 2
}

/// What Writing Tools may return into a view, as UIKit's `UIWritingToolsResultOptions`
/// (https://developer.apple.com/documentation/uikit/uiwritingtoolsresultoptions). Bits in the
/// order Apple's page lists the options (unconfirmed: the page gives no numbers); the empty set
/// is the system's default.
public struct UIWritingToolsResultOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Plain text, no attributes.
    public static let plainText = UIWritingToolsResultOptions(rawValue: 1 << 0)
    /// Text with style attributes.
    public static let richText = UIWritingToolsResultOptions(rawValue: 1 << 1)
    /// Lists.
    public static let list = UIWritingToolsResultOptions(rawValue: 1 << 2)
    /// Tables.
    public static let table = UIWritingToolsResultOptions(rawValue: 1 << 3)
    /// Presentation intents instead of text lists and tables (iOS 26).
    public static let presentationIntent = UIWritingToolsResultOptions(rawValue: 1 << 4)
}

/// The rules a new password must meet, for the Strong Password AutoFill suggests, as UIKit's
/// `UITextInputPasswordRules` (https://developer.apple.com/documentation/uikit/uitextinputpasswordrules):
/// a descriptor such as `"required: upper; required: digit; minlength: 8;"`. Stored and inert:
/// AutoFill is not simulated.
public final class UITextInputPasswordRules: NSObject, @unchecked Sendable {
    /// The rules as written.
    public let passwordRulesDescriptor: String

    /// Rules from a descriptor.
    public init(descriptor: String) { passwordRulesDescriptor = descriptor }

    /// Whether `object` holds the same descriptor (`==` asks it).
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputPasswordRules)?.passwordRulesDescriptor == passwordRulesDescriptor
    }
    /// The descriptor, hashed.
    public override var hash: Int { passwordRulesDescriptor.hashValue }
}
