import Foundation
import SimulationContext

// The text input traits of UIKit's `UITextInputTraits`, with UIKit's raw values. The simulated
// keyboard's frame does not depend on them (its height comes from the device, the profile and
// the predictive bar), so every one is stored and inert; on iOS some of them (a number pad, a
// secure field, autocorrection off) can change the keyboard's height.

/// The kind of keyboard a text input asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The standard keyboard.
    case `default` = 0
    /// Letters, no accented characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs.
    case URL = 3
    /// Digits.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// Letters and a telephone keypad.
    case namePhonePad = 6
    /// For email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// With `@` and `#`.
    case twitter = 9
    /// For web searches.
    case webSearch = 10
    /// Digits, no other scripts' numerals.
    case asciiCapableNumberPad = 11

    /// The same as `.asciiCapable` (deprecated in UIKit).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the return key, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    /// The return key's title: Return, Go, Google, Join, Next, Route, Search, Send, Yahoo, Done, Emergency Call, Continue.
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether autocorrection is on, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    /// The default, off, on.
    case `default` = 0, no, yes
}

/// Automatic capitalisation, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// None, the first letter of words, of sentences, every character.
    case none = 0, words, sentences, allCharacters
}

/// Whether spell checking is on, as UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable, CaseIterable {
    /// The default, off, on.
    case `default` = 0, no, yes
}

/// The keyboard's appearance, as UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable, CaseIterable {
    /// The default, dark, light.
    case `default` = 0, dark, light

    /// The same as `.dark` (deprecated in UIKit).
    public static let alert = UIKeyboardAppearance.dark
}

/// What a text input holds, for AutoFill, as UIKit's `UITextContentType` (stored and inert).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "job-title")
    /// A location.
    public static let location = UITextContentType(rawValue: "location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "address-level1")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A country's name.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// A credit card's number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

/// The traits a text input gives the keyboard, as UIKit's `UITextInputTraits`: `UITextField`,
/// `UITextView` and `UISearchBar` adopt it, and keyboard libraries constrain their own protocols
/// to it (`where Self: UIView, Self: UITextInputTraits`). In UIKit every requirement is optional
/// (an Objective-C protocol); here each is required, and every adopter stores them all. Stored
/// and inert: the simulated keyboard's frame does not depend on them.
///
/// It refines `NSObjectProtocol`, as Apple declares it
/// (https://developer.apple.com/documentation/uikit/uitextinputtraits): a library's
/// `protocol FormInput: UITextInput` compares two inputs with `isEqual(_:)`, which every adopter
/// (a responder) answers by identity.
@preconcurrency @MainActor public protocol UITextInputTraits: NSObjectProtocol {
    /// The keyboard's kind.
    var keyboardType: UIKeyboardType { get set }
    /// The return key's title.
    var returnKeyType: UIReturnKeyType { get set }
    /// Autocorrection.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Automatic capitalisation.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Spell checking.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The keyboard's appearance.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// Whether the text is hidden as it is typed.
    var isSecureTextEntry: Bool { get set }
    /// Whether the return key is disabled while the input is empty.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// What the text is, for AutoFill.
    var textContentType: UITextContentType! { get set }
    /// Whether straight quotes become curly as the user types (stored and inert: see UITextInputTraits+Smart.swift).
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether two hyphens become a dash (stored and inert).
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether spaces follow pasted and deleted words (stored and inert).
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// The rules a new password must meet, for AutoFill (stored and inert).
    var passwordRules: UITextInputPasswordRules? { get set }
    /// Whether predictions show inline (stored and inert).
    var inlinePredictionType: UITextInlinePredictionType { get set }
    /// Whether math expressions are completed (stored and inert).
    var mathExpressionCompletionType: UITextMathExpressionCompletionType { get set }
    /// How Writing Tools may change the text (stored and inert).
    var writingToolsBehavior: UIWritingToolsBehavior { get set }
    /// What Writing Tools may return (stored and inert).
    var allowedWritingToolsResultOptions: UIWritingToolsResultOptions { get set }
    /// The conversation the text answers, for the keyboard's suggestions (iOS 18.4; stored and
    /// inert: the simulated keyboard makes no suggestions).
    var conversationContext: UIConversationContext? { get set }
}

extension UITextField: UITextInputTraits {}

/// UIKit's defaults for an adopter that does not implement a trait (on iOS every trait is an
/// optional requirement: a custom view adopting `UIKeyInput` implements only what it needs, and
/// UIKit reads the default for the rest). Setting a trait the adopter does not implement raises
/// "unrecognized selector" on iOS; here the trace says so and the value stays the default.
extension UITextInputTraits {
    public var keyboardType: UIKeyboardType {
        get { .default }
        set { unimplementedTrait("keyboardType") }
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set { unimplementedTrait("returnKeyType") }
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set { unimplementedTrait("autocorrectionType") }
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set { unimplementedTrait("autocapitalizationType") }
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set { unimplementedTrait("spellCheckingType") }
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set { unimplementedTrait("keyboardAppearance") }
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set { unimplementedTrait("isSecureTextEntry") }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set { unimplementedTrait("enablesReturnKeyAutomatically") }
    }
    public var textContentType: UITextContentType! {
        get { nil }
        set { unimplementedTrait("textContentType") }
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { .default }
        set { unimplementedTrait("smartQuotesType") }
    }
    public var smartDashesType: UITextSmartDashesType {
        get { .default }
        set { unimplementedTrait("smartDashesType") }
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { .default }
        set { unimplementedTrait("smartInsertDeleteType") }
    }
    public var passwordRules: UITextInputPasswordRules? {
        get { nil }
        set { unimplementedTrait("passwordRules") }
    }
    public var inlinePredictionType: UITextInlinePredictionType {
        get { .default }
        set { unimplementedTrait("inlinePredictionType") }
    }
    public var mathExpressionCompletionType: UITextMathExpressionCompletionType {
        get { .default }
        set { unimplementedTrait("mathExpressionCompletionType") }
    }
    public var writingToolsBehavior: UIWritingToolsBehavior {
        get { .default }
        set { unimplementedTrait("writingToolsBehavior") }
    }
    public var conversationContext: UIConversationContext? {
        get { nil }
        set { unimplementedTrait("conversationContext") }
    }
    public var allowedWritingToolsResultOptions: UIWritingToolsResultOptions {
        get { [] }
        set { unimplementedTrait("allowedWritingToolsResultOptions") }
    }

    private func unimplementedTrait(_ name: String) {
        CurrentSimulation.host?.diagnostic(
            "crash on a real device: \(type(of: self)) does not implement the text input trait \(name) (unrecognized selector); the value stays UIKit's default"
        )
    }
}

/// An input view that plays the keyboard's click sounds, as UIKit's `UIInputViewAudioFeedback`:
/// an accessory view adopts it and answers `enableInputClicksWhenVisible` (false unless it says
/// otherwise, as when UIKit finds the method unimplemented). Sounds are not simulated.
@preconcurrency @MainActor public protocol UIInputViewAudioFeedback: AnyObject {
    /// Whether the view plays input clicks while it is visible.
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    public var enableInputClicksWhenVisible: Bool { false }
}
