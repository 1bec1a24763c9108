/// The names that look like UIKit's (``UnsimulatedAPI/looksLikeUIKit(_:)``) but that Foundation
/// declares on Linux — `NSValue`, `NSNotification`, `CGRect`, `CGFloat`, `NSLog` — so
/// `kbsim port` does not report them: the top-level public declarations of the toolchain's
/// `Foundation`, `FoundationEssentials` and `FoundationInternationalization` (Swift 6.3), read with
///
///     swift-synthesize-interface -module-name Foundation   (and the other two)
///
/// `FoundationOnLinuxTests` reads them again from the toolchain that runs the tests and says
/// which names to add or remove when a toolchain changes them.
enum FoundationOnLinux {
    static let names: Set<String> = [
        "CGFloat", "CGPoint", "CGRect", "CGRectEdge", "CGSize", "NSAffineTransform", "NSAffineTransformStruct", "NSArray",
        "NSAttributedString", "NSBinarySearchingOptions", "NSCache", "NSCacheDelegate", "NSCalendar", "NSCharacterSet",
        "NSClassFromString", "NSCocoaErrorDomain", "NSCoder", "NSCoderReadCorruptError", "NSCoderValueNotFoundError", "NSCoding",
        "NSComparisonPredicate", "NSCompoundPredicate", "NSCondition", "NSConditionLock", "NSContainsRect", "NSCopying",
        "NSCountedSet", "NSData", "NSDate", "NSDateComponentUndefined", "NSDateComponents", "NSDateInterval",
        "NSDebugDescriptionErrorKey", "NSDecimalAdd", "NSDecimalCompact", "NSDecimalCompare", "NSDecimalCopy", "NSDecimalDivide",
        "NSDecimalIsNotANumber", "NSDecimalMaxSize", "NSDecimalMultiply", "NSDecimalMultiplyByPowerOf10", "NSDecimalNoScale",
        "NSDecimalNormalize", "NSDecimalNumber", "NSDecimalNumberBehaviors", "NSDecimalNumberHandler", "NSDecimalPower",
        "NSDecimalRound", "NSDecimalString", "NSDecimalSubtract", "NSDictionary", "NSDivideRect", "NSEdgeInsets",
        "NSEdgeInsetsEqual", "NSEdgeInsetsMake", "NSEdgeInsetsZero", "NSEnumerationOptions", "NSEnumerator", "NSEqualPoints",
        "NSEqualRanges", "NSEqualRects", "NSEqualSizes", "NSError", "NSErrorDomain", "NSExceptionName",
        "NSExecutableArchitectureMismatchError", "NSExecutableLinkError", "NSExecutableLoadError",
        "NSExecutableNotLoadableError", "NSExecutableRuntimeMismatchError", "NSExpression", "NSFeatureUnsupportedError",
        "NSFileHandleNotificationDataItem", "NSFileHandleNotificationFileHandleItem", "NSFileLockingError",
        "NSFileManagerUnmountBusyError", "NSFileManagerUnmountUnknownError", "NSFileNoSuchFileError", "NSFilePathErrorKey",
        "NSFileReadCorruptFileError", "NSFileReadInapplicableStringEncodingError", "NSFileReadInvalidFileNameError",
        "NSFileReadNoPermissionError", "NSFileReadNoSuchFileError", "NSFileReadTooLargeError", "NSFileReadUnknownError",
        "NSFileReadUnknownStringEncodingError", "NSFileReadUnsupportedSchemeError", "NSFileWriteFileExistsError",
        "NSFileWriteInapplicableStringEncodingError", "NSFileWriteInvalidFileNameError", "NSFileWriteNoPermissionError",
        "NSFileWriteOutOfSpaceError", "NSFileWriteUnknownError", "NSFileWriteUnsupportedSchemeError",
        "NSFileWriteVolumeReadOnlyError", "NSFormattingError", "NSFullUserName", "NSGetSizeAndAlignment", "NSHeight",
        "NSHelpAnchorErrorKey", "NSHomeDirectory", "NSHomeDirectoryForUser", "NSIndexPath", "NSIndexSet", "NSIndexSetIterator",
        "NSInsetRect", "NSIntegralRect", "NSIntegralRectWithOptions", "NSIntersectionRange", "NSIntersectionRect",
        "NSIntersectsRect", "NSIsEmptyRect", "NSKeyValueValidationError", "NSKeyedArchiveRootObjectKey", "NSKeyedArchiver",
        "NSKeyedArchiverDelegate", "NSKeyedUnarchiver", "NSKeyedUnarchiverDelegate", "NSLocale", "NSLocalizedDescriptionKey",
        "NSLocalizedFailureReasonErrorKey", "NSLocalizedRecoveryOptionsErrorKey", "NSLocalizedRecoverySuggestionErrorKey",
        "NSLocalizedString", "NSLocationInRange", "NSLock", "NSLocking", "NSLog", "NSLogv", "NSMachErrorDomain", "NSMakePoint",
        "NSMakeRange", "NSMakeRect", "NSMakeSize", "NSMaxRange", "NSMaxX", "NSMaxY", "NSMeasurement", "NSMidX", "NSMidY",
        "NSMinX", "NSMinY", "NSMouseInRect", "NSMutableArray", "NSMutableAttributedString", "NSMutableCharacterSet",
        "NSMutableCopying", "NSMutableData", "NSMutableDictionary", "NSMutableIndexSet", "NSMutableOrderedSet", "NSMutableSet",
        "NSMutableString", "NSNotFound", "NSNotification", "NSNull", "NSNumber", "NSObject", "NSObjectProtocol", "NSOffsetRect",
        "NSOrderedSet", "NSOrthography", "NSPageSize", "NSPersonNameComponentDelimiter", "NSPersonNameComponentFamilyName",
        "NSPersonNameComponentGivenName", "NSPersonNameComponentKey", "NSPersonNameComponentMiddleName",
        "NSPersonNameComponentNickname", "NSPersonNameComponentPrefix", "NSPersonNameComponentSuffix", "NSPersonNameComponents",
        "NSPoint", "NSPointArray", "NSPointFromCGPoint", "NSPointFromString", "NSPointInRect", "NSPointPointer",
        "NSPointToCGPoint", "NSPredicate", "NSPropertyListReadCorruptError", "NSPropertyListReadStreamError",
        "NSPropertyListReadUnknownVersionError", "NSPropertyListWriteInvalidError", "NSPropertyListWriteStreamError", "NSRange",
        "NSRangeFromString", "NSRangePointer", "NSRecoveryAttempterErrorKey", "NSRect", "NSRectArray", "NSRectEdge",
        "NSRectFromCGRect", "NSRectFromString", "NSRectPointer", "NSRectToCGRect", "NSRecursiveLock", "NSRegularExpression",
        "NSRoundDownToMultipleOfPageSize", "NSRoundUpToMultipleOfPageSize", "NSSearchPathForDirectoriesInDomains",
        "NSSecureCoding", "NSSet", "NSSize", "NSSizeArray", "NSSizeFromCGSize", "NSSizeFromString", "NSSizePointer",
        "NSSizeToCGSize", "NSSortDescriptor", "NSSortOptions", "NSStreamSOCKSErrorDomain", "NSStreamSocketSSLErrorDomain",
        "NSString", "NSStringEncodingErrorKey", "NSStringFromClass", "NSStringFromPoint", "NSStringFromRange",
        "NSStringFromRect", "NSStringFromSize", "NSStringToDecimal", "NSTemporaryDirectory", "NSTextCheckingKey",
        "NSTextCheckingResult", "NSTimeIntervalSince1970", "NSTimeZone", "NSUbiquitousFileNotUploadedDueToQuotaError",
        "NSUbiquitousFileUbiquityServerNotAvailable", "NSUbiquitousFileUnavailableError", "NSUnderlyingErrorKey", "NSUnionRange",
        "NSUnionRect", "NSUserActivityConnectionUnavailableError", "NSUserActivityHandoffFailedError",
        "NSUserActivityHandoffUserInfoTooLargeError", "NSUserActivityRemoteApplicationTimedOutError", "NSUserCancelledError",
        "NSUserName", "NSValue", "NSWidth", "NSZeroPoint", "NSZeroRect", "NSZeroSize", "NSZone",
    ]
}
