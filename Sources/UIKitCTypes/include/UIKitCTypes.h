// UIKit's enumerations that Swift must see as *imported C enums*, as it does on iOS.
//
// On iOS, `UIView.AnimationCurve` is the C enum `UIViewAnimationCurve` (an `NS_ENUM`, which is
// `enum_extensibility(open)`), imported as a non-frozen Swift enum: any raw value is
// representable (`UIView.AnimationCurve(rawValue: 7)` succeeds, and the keyboard posts 7), a
// `switch` must have `@unknown default` or `default` (Swift 6 refuses one without; Swift 5
// warns), and a Swift 5 switch over the four cases alone traps on 7 with "unexpected enum case".
// A Swift enum cannot do any of that, so the type is declared here, in C, the way UIKit declares
// it (UIView.h: UIViewAnimationCurveEaseInOut = 0, EaseIn, EaseOut, Linear).
#ifndef UIKIT_C_TYPES_H
#define UIKIT_C_TYPES_H

typedef enum __attribute__((enum_extensibility(open))) UIViewAnimationCurve : long {
    UIViewAnimationCurveEaseInOut,
    UIViewAnimationCurveEaseIn,
    UIViewAnimationCurveEaseOut,
    UIViewAnimationCurveLinear
} UIViewAnimationCurve;

#endif
