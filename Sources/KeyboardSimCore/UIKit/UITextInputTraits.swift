// The text input traits of UIKit's `UITextInputTraits`, with UIKit's raw values. The simulated
// keyboard's frame does not depend on them (its height comes from the device, the profile and
// the predictive bar), so every one is stored and inert; on iOS some of them (a number pad, a
// secure field, autocorrection off) can change the keyboard's height.

/// The kind of keyboard a text input asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    /// The same as `.asciiCapable` (deprecated in UIKit).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the return key, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Whether autocorrection is on, as UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
}

/// Automatic capitalisation, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    case none = 0, words, sentences, allCharacters
}

/// Whether spell checking is on, as UIKit's `UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
}

/// The keyboard's appearance, as UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable, CaseIterable {
    case `default` = 0, dark, light

    /// The same as `.dark` (deprecated in UIKit).
    public static let alert = UIKeyboardAppearance.dark
}

/// What a text input holds, for AutoFill, as UIKit's `UITextContentType` (stored and inert).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let jobTitle = UITextContentType(rawValue: "job-title")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let addressState = UITextContentType(rawValue: "address-level1")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}
