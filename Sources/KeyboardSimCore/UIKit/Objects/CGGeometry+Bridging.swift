import Foundation

// Casts on `userInfo` values as Swift on iOS answers them.
//
// On iOS, `note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect` succeeds: the
// Foundation overlay makes `CGRect`, `CGPoint` and `CGSize` bridge to `NSValue`, and a cast from an
// `NSValue` succeeds only when it holds that type (swiftlang/swift,
// `stdlib/public/Darwin/Foundation/NSValue.swift`, and its test `test/stdlib/NSValueBridging`).
// `CGFloat` bridges to `NSNumber` like `Double`: a cast succeeds when the number is exactly
// representable (SE-0170, "NSNumber bridging and Numeric types"). Foundation on Linux declares
// none of these, so the same casts give `nil` and keyboard code compiles and silently does
// nothing. The conformances below give Linux iOS's answers: the dynamic cast machinery on Linux
// consults `_ObjectiveCBridgeable` exactly as it does for `NSNumber` and `Int` there.
//
// `Tests/UIKitTests/Declarations/UserInfoCastTests.swift` checks each cast apps write.

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue

    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.holds(.rect) ? source.rectValue : nil
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        _forceBridgeFromObjectiveC(source, result: &result)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source.flatMap { $0.holds(.rect) ? $0.rectValue : nil } ?? .zero
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue

    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.holds(.point) ? source.pointValue : nil
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        _forceBridgeFromObjectiveC(source, result: &result)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source.flatMap { $0.holds(.point) ? $0.pointValue : nil } ?? .zero
    }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue

    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.holds(.size) ? source.sizeValue : nil
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        _forceBridgeFromObjectiveC(source, result: &result)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source.flatMap { $0.holds(.size) ? $0.sizeValue : nil } ?? .zero
    }
}

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber

    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = (source as? Double).map { CGFloat($0) }
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        _forceBridgeFromObjectiveC(source, result: &result)
        return result != nil
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
