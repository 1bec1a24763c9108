import Foundation

// UIKit's geometry accessors on NSValue, over Foundation's own (`rect`, `point`, `size`) on
// Linux. The keyboard's notifications carry their frames as `NSValue`s holding a `CGRect`.

extension NSValue {
    /// An `NSValue` holding `rect`, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// An `NSValue` holding `point`, as UIKit's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// An `NSValue` holding `size`, as UIKit's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The rectangle held, as UIKit's `cgRectValue`:
    /// `(note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`.
    /// A value that holds something else gives `.zero` (Foundation on Linux would stop the
    /// process).
    public var cgRectValue: CGRect {
        holds(.rect) ? rectValue : .zero
    }

    /// The point held, as UIKit's `cgPointValue`; `.zero` for a value holding something else.
    public var cgPointValue: CGPoint {
        holds(.point) ? pointValue : .zero
    }

    /// The size held, as UIKit's `cgSizeValue`; `.zero` for a value holding something else.
    public var cgSizeValue: CGSize {
        holds(.size) ? sizeValue : .zero
    }

    /// The geometry types an `NSValue` can hold, by their `objCType` (each read once).
    package enum GeometryType: Sendable {
        case rect, point, size

        fileprivate var objCType: String {
            switch self {
            case .rect: Self.rectType
            case .point: Self.pointType
            case .size: Self.sizeType
            }
        }

        private static let rectType = String(cString: NSValue(rect: .zero).objCType)
        private static let pointType = String(cString: NSValue(point: .zero).objCType)
        private static let sizeType = String(cString: NSValue(size: .zero).objCType)
    }

    /// Whether this value holds a `type` (an `NSNumber` holds none of them).
    package func holds(_ type: GeometryType) -> Bool {
        !(self is NSNumber) && String(cString: objCType) == type.objCType
    }

    /// The geometry type this value holds, read once; nil for anything else (an `NSNumber`, a
    /// value of another type).
    package var geometryType: GeometryType? {
        guard !(self is NSNumber) else { return nil }
        let held = String(cString: objCType)
        return [GeometryType.rect, .point, .size].first { $0.objCType == held }
    }
}

extension NSValue {
    /// Writes the value held into `value`, as Foundation's `getValue(_:)` — which `kbsim port`
    /// rewrites to this. Foundation on Linux stops the process in `NSNumber.getValue(_:)` ("must
    /// be overriden in subclass implementations"), the call iOS code reads a keyboard
    /// notification's curve with:
    ///
    ///     var curve = UIView.AnimationCurve.easeInOut
    ///     (info[UIResponder.keyboardAnimationCurveUserInfoKey] as! NSNumber).getValue(into: &curve)
    ///
    /// An `NSNumber` writes its number in the size of the variable: an integer's low bytes, a
    /// floating-point number as a `Double` (8 bytes) or a `Float` (4). Darwin writes as many bytes
    /// as the number's `objCType` has — the same for the keyboard's curve (an `NSInteger`) read
    /// into an 8-byte curve, and past the end of a smaller variable, which this never does. Any
    /// other value (a frame's `NSValue`) is Foundation's `getValue(_:)`.
    public func getValue<Value>(into value: UnsafeMutablePointer<Value>) {
        guard let number = self as? NSNumber else { return getValue(UnsafeMutableRawPointer(value)) }
        let size = MemoryLayout<Value>.size
        let destination = UnsafeMutableRawPointer(value)
        let isFloatingPoint = ["d", "f"].contains(String(cString: number.objCType))
        if isFloatingPoint && size >= 8 {
            destination.storeBytes(of: number.doubleValue, as: Double.self)
        } else if isFloatingPoint && size >= 4 {
            destination.storeBytes(of: number.floatValue, as: Float.self)
        } else {
            // The low bytes come first: Swift's Linux targets are little-endian.
            withUnsafeBytes(of: number.int64Value) { bytes in
                destination.copyMemory(from: bytes.baseAddress!, byteCount: min(size, bytes.count))
            }
        }
    }
}
