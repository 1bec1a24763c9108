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

// The Swift 4 names of the nested types Swift 4.2 moved into their classes, as Apple's SDK keeps
// them for Swift 4 mode (`UIBarButtonSystemItem` for `UIBarButtonItem.SystemItem`): one line per
// type UIKit declares here; a library whose project sets SWIFT_VERSION = 4.0 compiles in Swift 4
// mode, and in Swift 4.2 and later the compiler gives Apple's renaming.

/// `UIBarButtonItem.SystemItem`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem

/// `UIBarButtonItem.Style`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style

/// `UIControl.State`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// `UIControl.Event`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// `UIControl.ContentHorizontalAlignment`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

/// `UIControl.ContentVerticalAlignment`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

/// `UIView.ContentMode`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// `UIView.AutoresizingMask`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// `UIView.KeyframeAnimationOptions`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions

/// `UIView.AnimationTransition`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationTransition")
public typealias UIViewAnimationTransition = UIView.AnimationTransition

/// `UIButton.ButtonType`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// `UITableView.Style`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// `UITableView.ScrollPosition`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// `UITableView.RowAnimation`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// `UITableViewCell.CellStyle`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// `UITableViewCell.SelectionStyle`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// `UITableViewCell.AccessoryType`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// `UITableViewCell.EditingStyle`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

/// `UITableViewCell.SeparatorStyle`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

/// `UICollectionView.ScrollPosition`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition

/// `UICollectionView.ScrollDirection`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

/// `UITextField.BorderStyle`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle

/// `UITextField.ViewMode`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode

/// `UITextField.DidEndEditingReason`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITextField.DidEndEditingReason")
public typealias UITextFieldDidEndEditingReason = UITextField.DidEndEditingReason

/// `UIScrollView.IndicatorStyle`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle

/// `UIScrollView.ContentInsetAdjustmentBehavior`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior

/// `UIStackView.Distribution`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution

/// `UIStackView.Alignment`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment

/// `NSLayoutConstraint.Attribute`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute

/// `NSLayoutConstraint.Relation`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation

/// `NSLayoutConstraint.Axis`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis

/// `NSLayoutConstraint.FormatOptions`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions

/// `UIFont.TextStyle`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle

/// `UIAlertController.Style`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// `UIAlertAction.Style`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style

/// `UIActivityIndicatorView.Style`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style

/// `UIDatePicker.Mode`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode

/// `UISegmentedControl.Segment`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UISegmentedControl.Segment")
public typealias UISegmentedControlSegment = UISegmentedControl.Segment

/// `UIGestureRecognizer.State`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// `UIApplication.LaunchOptionsKey`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// `UIApplication.State`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

/// `UIImage.RenderingMode`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode

/// `UISearchBar.Style`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UISearchBar.Style")
public typealias UISearchBarStyle = UISearchBar.Style

/// `UIBlurEffect.Style`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style

/// `UIEvent.EventType`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType

/// `UITouch.Phase`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase

/// `UINavigationController.Operation`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

/// `UISwipeGestureRecognizer.Direction`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction

/// `UITableViewCell.FocusStyle`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.FocusStyle")
public typealias UITableViewCellFocusStyle = UITableViewCell.FocusStyle

/// `UIScrollView.IndexDisplayMode`, as Swift 4 spells it.
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.IndexDisplayMode")
public typealias UIScrollViewIndexDisplayMode = UIScrollView.IndexDisplayMode
