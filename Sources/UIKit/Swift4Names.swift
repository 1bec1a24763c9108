import KeyboardSimCore

// The Swift 4 spellings of UIKit's keyboard names, as Apple's SDK declares them: usable in Swift
// 4 mode, and in Swift 4.2 and later refused by the compiler with Apple's renaming
// ("'UIKeyboardFrameEndUserInfoKey' has been renamed to 'UIResponder.keyboardFrameEndUserInfoKey'").
// Code written for Swift 4 compiles here in the language mode it declares.

/// `UIResponder.keyboardFrameBeginUserInfoKey`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey

/// `UIResponder.keyboardFrameEndUserInfoKey`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey

/// `UIResponder.keyboardAnimationDurationUserInfoKey`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey

/// `UIResponder.keyboardAnimationCurveUserInfoKey`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey

/// `UIResponder.keyboardIsLocalUserInfoKey`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey = UIResponder.keyboardIsLocalUserInfoKey

/// `UIResponder.keyboardCenterBeginUserInfoKey`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardCenterBeginUserInfoKey")
public let UIKeyboardCenterBeginUserInfoKey = UIResponder.keyboardCenterBeginUserInfoKey

/// `UIResponder.keyboardCenterEndUserInfoKey`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardCenterEndUserInfoKey")
public let UIKeyboardCenterEndUserInfoKey = UIResponder.keyboardCenterEndUserInfoKey

/// `UIResponder.keyboardBoundsUserInfoKey`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardBoundsUserInfoKey")
public let UIKeyboardBoundsUserInfoKey = UIResponder.keyboardBoundsUserInfoKey

extension NSNotification.Name {
    /// `UIResponder.keyboardWillShowNotification`, as Swift 4 spells it.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification

    /// `UIResponder.keyboardDidShowNotification`, as Swift 4 spells it.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification

    /// `UIResponder.keyboardWillHideNotification`, as Swift 4 spells it.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification

    /// `UIResponder.keyboardDidHideNotification`, as Swift 4 spells it.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification

    /// `UIResponder.keyboardWillChangeFrameNotification`, as Swift 4 spells it.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification

    /// `UIResponder.keyboardDidChangeFrameNotification`, as Swift 4 spells it.
    @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification

    /// `UIApplication.willResignActiveNotification`, as Swift 4 spells it.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification

    /// `UIApplication.didEnterBackgroundNotification`, as Swift 4 spells it.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification

    /// `UIApplication.willEnterForegroundNotification`, as Swift 4 spells it.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification

    /// `UIApplication.didBecomeActiveNotification`, as Swift 4 spells it.
    @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
}

/// `UIView.AnimationOptions`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// `UIScrollView.KeyboardDismissMode`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
