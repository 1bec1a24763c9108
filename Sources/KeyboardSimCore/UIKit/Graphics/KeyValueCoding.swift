import Foundation
import SimulationContext

/// Key-value coding of UIKit's objects, which Foundation on Linux does not have (`NSObject`
/// there has no `value(forKey:)`): the keys of a class's properties (each class answers its own
/// and passes the rest to its superclass), and the key paths into their values
/// ([Key-Value Coding Extensions](https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/Key-ValueCodingExtensions/Key-ValueCodingExtensions.html)):
/// `CGPoint`'s `x`/`y`, `CGSize`'s `width`/`height`, `CGRect`'s `origin`/`size`, and
/// `CATransform3D`'s `scale`, `rotation` and `translation` paths.
///
/// A number is answered in its property's own type (`Float` for `opacity`, `CGFloat` for
/// `cornerRadius`), where iOS answers an `NSNumber`: Foundation on Linux does not bridge an
/// `NSNumber` to `CGFloat`, so the property's type is what `as? CGFloat` finds. A number set is
/// taken in any numeric type, `NSNumber` included.
enum KeyValueCoding {
    /// What the trace says when `value(forUndefinedKey:)` is reached on `object`: iOS raises.
    static func undefinedKeyMessage(_ object: AnyObject, _ key: String) -> String {
        "\(type(of: object)).value(forUndefinedKey: \"\(key)\"): no such key; iOS raises NSUnknownKeyException (this class is not key value coding-compliant for the key)"
    }

    /// The member `key` of a geometry value; `.none` when it has none.
    static func member(_ key: String, of value: Any) -> Any?? {
        switch value {
        case let point as CGPoint:
            switch key {
            case "x": return .some(point.x)
            case "y": return .some(point.y)
            default: return .none
            }
        case let size as CGSize:
            switch key {
            case "width": return .some(size.width)
            case "height": return .some(size.height)
            default: return .none
            }
        case let rect as CGRect:
            switch key {
            case "origin": return .some(rect.origin)
            case "size": return .some(rect.size)
            default: return .none
            }
        case let transform as CATransform3D:
            return transformMember(key, of: transform).map { .some($0) } ?? .none
        default:
            return .none
        }
    }

    /// Apple's CATransform3D key paths (`scale.x`, `scale`: the average of the three,
    /// `rotation.z`, `rotation`: about z, `translation.x`, `translation`: a `CGSize` of x and y).
    static func transformMember(_ key: String, of t: CATransform3D) -> Any? {
        let scaleX = (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()
        let scaleY = (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()
        let scaleZ = (t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot()
        switch key {
        case "scale.x": return scaleX
        case "scale.y": return scaleY
        case "scale.z": return scaleZ
        case "scale": return (scaleX + scaleY + scaleZ) / 3
        case "rotation.x": return atan2(t.m23, t.m33)
        case "rotation.y": return atan2(-t.m13, (t.m23 * t.m23 + t.m33 * t.m33).squareRoot())
        case "rotation.z", "rotation": return atan2(t.m12, t.m11)
        case "translation.x": return t.m41
        case "translation.y": return t.m42
        case "translation.z": return t.m43
        case "translation": return CGSize(width: t.m41, height: t.m42)
        default: return nil
        }
    }

    /// `value` with its member `key` set to `newValue`; nil when it has no such member or the
    /// new value is not of its type.
    static func replacing(_ key: String, in value: Any, with newValue: Any?) -> Any? {
        switch value {
        case var point as CGPoint:
            guard let number = cast(newValue, to: CGFloat.self) else { return nil }
            switch key {
            case "x": point.x = number
            case "y": point.y = number
            default: return nil
            }
            return point
        case var size as CGSize:
            guard let number = cast(newValue, to: CGFloat.self) else { return nil }
            switch key {
            case "width": size.width = number
            case "height": size.height = number
            default: return nil
            }
            return size
        case var rect as CGRect:
            switch key {
            case "origin":
                guard let origin = newValue as? CGPoint else { return nil }
                rect.origin = origin
            case "size":
                guard let size = newValue as? CGSize else { return nil }
                rect.size = size
            default: return nil
            }
            return rect
        default:
            return nil
        }
    }

    /// `value` as a `T`, converting between numeric types (`NSNumber`, `Int`, `Double`,
    /// `Float`, `CGFloat`, `Bool`); nil when it is not one.
    static func cast<T>(_ value: Any?, to type: T.Type) -> T? {
        guard let value else { return nil }
        if let same = value as? T { return same }
        let number: Double
        switch value {
        case let n as NSNumber: number = n.doubleValue
        case let n as Double: number = n
        case let n as Float: number = Double(n)
        case let n as CGFloat: number = Double(n)
        case let n as Int: number = Double(n)
        case let n as Bool: number = n ? 1 : 0
        default: return nil
        }
        switch type {
        case is CGFloat.Type: return CGFloat(number) as? T
        case is Double.Type: return number as? T
        case is Float.Type: return Float(number) as? T
        case is Int.Type: return Int(number) as? T
        case is Bool.Type: return (number != 0) as? T
        default: return nil
        }
    }

    /// The value of `key` of a layer or a responder: the objects a key path walks through.
    @MainActor static func objectValue(_ object: AnyObject, _ key: String) -> Any? {
        (object as? CALayer)?.value(forKey: key) ?? (object as? UIResponder)?.value(forKey: key)
    }

    /// The value at the dotted `keyPath` of a layer or a responder.
    @MainActor static func value(forKeyPath keyPath: String, of root: AnyObject) -> Any? {
        let keys = keyPath.split(separator: ".")
        guard let first = keys.first else { return nil }
        return value(following: keys.dropFirst(), from: objectValue(root, String(first)), next: objectValue)
    }

    /// Sets the value at the dotted `keyPath` of a layer or a responder: through the path's
    /// objects, or a geometry value's member by setting the whole value; a path it cannot set
    /// through is handed to `say` as a sentence (nothing is set). A path through nothing (an
    /// object that is nil) sets nothing, as key-value coding does on iOS.
    @MainActor static func setValue(_ newValue: Any?, forKeyPath keyPath: String, of root: AnyObject, say: (String) -> Void) {
        var keys = keyPath.split(separator: ".").map(String.init)
        guard let last = keys.popLast() else { return }
        guard !keys.isEmpty else {
            if let layer = root as? CALayer {
                layer.setValue(newValue, forKey: last)
            } else {
                (root as? UIResponder)?.setValue(newValue, forKey: last)
            }
            return
        }
        let parentPath = keys.joined(separator: ".")
        switch value(forKeyPath: parentPath, of: root) {
        case let layer as CALayer: layer.setValue(newValue, forKey: last)
        case let responder as UIResponder: responder.setValue(newValue, forKey: last)
        case let parent?:
            if let updated = replacing(last, in: parent, with: newValue) {
                setValue(updated, forKeyPath: parentPath, of: root, say: say)
            } else {
                say(
                    "\(type(of: root)).setValue(_:forKeyPath: \"\(keyPath)\"): setting through this path is not simulated; the \(root is CALayer ? "layer" : "object") is left as it was"
                )
            }
        case nil: return
        }
    }

    /// Walks `path` from `first`, the value of its first key: into objects with `next`, into
    /// geometry values by their members; a transform takes the rest of the path as one key.
    static func value(
        following path: ArraySlice<Substring>, from first: Any?, next: (AnyObject, String) -> Any?
    ) -> Any? {
        var current = first
        var rest = path
        while let key = rest.first, let value = current {
            if let transform = value as? CATransform3D {
                return transformMember(rest.joined(separator: "."), of: transform)
            }
            rest = rest.dropFirst()
            if let object = value as? CALayer {
                current = next(object, String(key))
            } else if let object = value as? UIResponder {
                current = next(object, String(key))
            } else if case .some(let member) = member(String(key), of: value) {
                current = member
            } else {
                return nil
            }
        }
        return current
    }
}

extension CALayer {
    /// The value of the property `key` (`"opacity"`, `"position"`, `"hidden"`), or of a key the
    /// layer stores: CALayer's key-value coding extension keeps a value for any key, as Apple
    /// documents ([Key-Value Coding Extensions](https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/Key-ValueCodingExtensions/Key-ValueCodingExtensions.html)).
    /// A number is in the property's own type (see KeyValueCoding.swift).
    public func value(forKey key: String) -> Any? {
        switch key {
        case "frame": frame
        case "bounds": bounds
        case "position": position
        case "anchorPoint": anchorPoint
        case "zPosition": zPosition
        case "opacity": opacity
        case "hidden", "isHidden": isHidden
        case "transform": transform
        case "sublayerTransform": sublayerTransform
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        case "borderColor": borderColor
        case "backgroundColor": backgroundColor
        case "masksToBounds": masksToBounds
        case "shadowColor": shadowColor
        case "shadowOpacity": shadowOpacity
        case "shadowOffset": shadowOffset
        case "shadowRadius": shadowRadius
        case "shouldRasterize": shouldRasterize
        case "rasterizationScale": rasterizationScale
        case "name": name
        case "sublayers": sublayers
        case "superlayer": superlayer
        case "mask": mask
        case "beginTime": beginTime
        case "duration": duration
        case "speed": speed
        case "timeOffset": timeOffset
        default: keyedValues[key]
        }
    }

    /// Sets the property `key` (a number in any numeric type, `NSNumber` included), or stores
    /// the value under a key that is not a property; nil removes a stored value. A value of the
    /// wrong type for a property leaves it, and the trace says so (iOS raises).
    public func setValue(_ value: Any?, forKey key: String) {
        func take<T>(_ type: T.Type, _ assign: (T) -> Void) {
            guard let typed = KeyValueCoding.cast(value, to: T.self) else {
                let message =
                    "CALayer.setValue(_:forKey: \"\(key)\"): \(value.map { "\(Swift.type(of: $0))" } ?? "nil") is not a \(T.self); the property is left as it was (iOS raises)"
                if let view { view.diagnostic(message) } else { CurrentSimulation.host?.diagnostic(message) }
                return
            }
            assign(typed)
        }
        switch key {
        case "frame": take(CGRect.self) { frame = $0 }
        case "bounds": take(CGRect.self) { bounds = $0 }
        case "position": take(CGPoint.self) { position = $0 }
        case "anchorPoint": take(CGPoint.self) { anchorPoint = $0 }
        case "zPosition": take(CGFloat.self) { zPosition = $0 }
        case "opacity": take(Float.self) { opacity = $0 }
        case "hidden", "isHidden": take(Bool.self) { isHidden = $0 }
        case "transform": take(CATransform3D.self) { transform = $0 }
        case "sublayerTransform": take(CATransform3D.self) { sublayerTransform = $0 }
        case "cornerRadius": take(CGFloat.self) { cornerRadius = $0 }
        case "borderWidth": take(CGFloat.self) { borderWidth = $0 }
        case "borderColor": borderColor = value as? CGColor
        case "backgroundColor": backgroundColor = value as? CGColor
        case "masksToBounds": take(Bool.self) { masksToBounds = $0 }
        case "shadowOpacity": take(Float.self) { shadowOpacity = $0 }
        case "shadowOffset": take(CGSize.self) { shadowOffset = $0 }
        case "shadowRadius": take(CGFloat.self) { shadowRadius = $0 }
        case "shouldRasterize": take(Bool.self) { shouldRasterize = $0 }
        case "rasterizationScale": take(CGFloat.self) { rasterizationScale = $0 }
        case "name": name = value as? String
        case "speed": take(Float.self) { speed = $0 }
        case "timeOffset": take(Double.self) { timeOffset = $0 }
        case "beginTime": take(Double.self) { beginTime = $0 }
        case "duration": take(Double.self) { duration = $0 }
        default: keyedValues[key] = value
        }
    }

    /// The value at a dotted key path: `"position.y"`, `"bounds.size.width"`,
    /// `"transform.scale"` (Apple's CATransform3D paths), a sublayer's keys through `"mask"`.
    public func value(forKeyPath keyPath: String) -> Any? { KeyValueCoding.value(forKeyPath: keyPath, of: self) }

    /// Sets the value at a dotted key path: a geometry value's member (`"position.y"`) is set by
    /// setting the whole value; a layer's key through the path's objects. A path into a
    /// transform (`"transform.scale"`) is not simulated: the trace says so.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        KeyValueCoding.setValue(value, forKeyPath: keyPath, of: self) { message in
            if let view { view.diagnostic(message) } else { CurrentSimulation.host?.diagnostic(message) }
        }
    }

    /// The value a key has before it is set, as Core Animation's class method: nil, for every
    /// key (the properties' own defaults are their initial values).
    public class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether an archive keeps the value of `key`: true, as Core Animation's default.
    public func shouldArchiveValue(forKey key: String) -> Bool { true }
}

extension UIResponder {
    /// The value at a dotted key path (`"layer.opacity"`, `"center.x"`, `"frame.size.height"`),
    /// each key answered by ``value(forKey:)`` of the object the path has reached, or by a
    /// geometry value's member (see KeyValueCoding.swift).
    public func value(forKeyPath keyPath: String) -> Any? { KeyValueCoding.value(forKeyPath: keyPath, of: self) }

    /// Sets the value at a dotted key path: through the path's objects (`"layer.cornerRadius"`),
    /// or a geometry value's member by setting the whole value (`"center.y"`). A path it cannot
    /// set through (into a transform, `"transform.scale"`) is said in the trace.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        KeyValueCoding.setValue(value, forKeyPath: keyPath, of: self) { message in
            if let view = self as? UIView { view.diagnostic(message) } else { CurrentSimulation.host?.diagnostic(message) }
        }
    }
}

extension UIView {
    /// UIView's keys for ``UIResponder/value(forKey:)``; nil for a key it does not have.
    final func viewKeyValue(forKey key: String) -> Any?? {
        switch key {
        case "frame": frame
        case "bounds": bounds
        case "center": center
        case "alpha": alpha
        case "hidden", "isHidden": isHidden
        case "transform": transform
        case "layer": layer
        case "backgroundColor": backgroundColor
        case "tintColor": tintColor
        case "tag": tag
        case "clipsToBounds": clipsToBounds
        case "userInteractionEnabled", "isUserInteractionEnabled": isUserInteractionEnabled
        case "superview": superview
        case "subviews": subviews
        default: .none
        }
    }

    /// Sets UIView's key `key`; false for a key it does not have.
    final func setViewKeyValue(_ value: Any?, forKey key: String) -> Bool {
        func take<T>(_ type: T.Type, _ assign: (T) -> Void) {
            guard let typed = KeyValueCoding.cast(value, to: T.self) else {
                diagnostic(
                    "\(Swift.type(of: self)).setValue(_:forKey: \"\(key)\"): \(value.map { "\(Swift.type(of: $0))" } ?? "nil") is not a \(T.self); the property is left as it was (iOS raises)"
                )
                return
            }
            assign(typed)
        }
        switch key {
        case "frame": take(CGRect.self) { frame = $0 }
        case "bounds": take(CGRect.self) { bounds = $0 }
        case "center": take(CGPoint.self) { center = $0 }
        case "alpha": take(CGFloat.self) { alpha = $0 }
        case "hidden", "isHidden": take(Bool.self) { isHidden = $0 }
        case "transform": take(CGAffineTransform.self) { transform = $0 }
        case "backgroundColor": backgroundColor = value as? UIColor
        case "tintColor": tintColor = value as? UIColor
        case "tag": take(Int.self) { tag = $0 }
        case "clipsToBounds": take(Bool.self) { clipsToBounds = $0 }
        case "userInteractionEnabled", "isUserInteractionEnabled": take(Bool.self) { isUserInteractionEnabled = $0 }
        default: return false
        }
        return true
    }
}
