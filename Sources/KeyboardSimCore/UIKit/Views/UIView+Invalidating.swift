import Foundation

/// What a change of an `@Invalidating` property makes a view update, as UIKit's
/// `UIViewInvalidating` (iOS 15; https://developer.apple.com/documentation/uikit/uiviewinvalidating):
/// `.layout`, `.display`, `.constraints` and `.intrinsicContentSize`, or a type of the app's own.
public protocol UIViewInvalidating {
    /// Marks `view` for the update this invalidation stands for.
    @MainActor func invalidate(view: UIView)
}

extension UIView {
    /// The invalidations UIKit defines, as `UIView.Invalidations` (iOS 15).
    public enum Invalidations {
        /// Asks for layout: `setNeedsLayout()`.
        public struct Layout: UIViewInvalidating {
            /// The layout invalidation.
            public init() {}
            /// Calls `setNeedsLayout()`: the view lays out on the next layout pass.
            @preconcurrency @MainActor public func invalidate(view: UIView) { view.setNeedsLayout() }
        }
        /// Asks for drawing: `setNeedsDisplay()` (drawing is not simulated; the trace says so).
        public struct Display: UIViewInvalidating {
            /// The display invalidation.
            public init() {}
            /// Calls `setNeedsDisplay()`.
            @preconcurrency @MainActor public func invalidate(view: UIView) { view.setNeedsDisplay() }
        }
        /// Asks for a constraint update: `setNeedsUpdateConstraints()`.
        public struct Constraints: UIViewInvalidating {
            /// The constraints invalidation.
            public init() {}
            /// Calls `setNeedsUpdateConstraints()`.
            @preconcurrency @MainActor public func invalidate(view: UIView) { view.setNeedsUpdateConstraints() }
        }
        /// Asks for a new intrinsic size: `invalidateIntrinsicContentSize()`.
        public struct IntrinsicContentSize: UIViewInvalidating {
            /// The intrinsic size invalidation.
            public init() {}
            /// Calls `invalidateIntrinsicContentSize()`.
            @preconcurrency @MainActor public func invalidate(view: UIView) { view.invalidateIntrinsicContentSize() }
        }
        /// Two invalidations, first `first`, then `second`.
        public struct Tuple<First: UIViewInvalidating, Second: UIViewInvalidating>: UIViewInvalidating {
            let first: First
            let second: Second
            /// Both invalidations, in order.
            @preconcurrency @MainActor public func invalidate(view: UIView) {
                first.invalidate(view: view)
                second.invalidate(view: view)
            }
        }
    }

    /// A property of a view whose change invalidates the view's layout, display, constraints or
    /// intrinsic size, as UIKit's `UIView.Invalidating` (iOS 15;
    /// https://developer.apple.com/documentation/uikit/uiview/invalidating). Setting a value
    /// that differs from the current one invalidates the view with each invalidation in order;
    /// setting an equal value does nothing.
    ///
    /// ```swift
    /// final class Badge: UIView {
    ///     @Invalidating(.layout, .intrinsicContentSize) var inset: CGFloat = 4
    /// }
    /// ```
    @propertyWrapper
    public struct Invalidating<Value: Equatable, InvalidationType: UIViewInvalidating> {
        private var value: Value
        private let invalidation: InvalidationType

        /// A property of `wrappedValue` that invalidates as `invalidation` says.
        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            value = wrappedValue
            self.invalidation = invalidation
        }

        /// A property of `wrappedValue` that invalidates as `invalidation1` then `invalidation2` say.
        public init<InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating>(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2
        ) where InvalidationType == Invalidations.Tuple<InvalidationType1, InvalidationType2> {
            value = wrappedValue
            invalidation = Invalidations.Tuple(first: invalidation1, second: invalidation2)
        }

        /// A property of `wrappedValue` that invalidates as the three invalidations say, in order.
        public init<InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating, InvalidationType3: UIViewInvalidating>(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3
        ) where InvalidationType == Invalidations.Tuple<Invalidations.Tuple<InvalidationType1, InvalidationType2>, InvalidationType3> {
            value = wrappedValue
            invalidation = Invalidations.Tuple(
                first: Invalidations.Tuple(first: invalidation1, second: invalidation2), second: invalidation3)
        }

        /// Only a view's property can be `@Invalidating`: the view is what it invalidates.
        @available(*, unavailable, message: "@Invalidating is only for the properties of a UIView")
        public var wrappedValue: Value {
            get { value }
            set { value = newValue }
        }

        /// The property of `instance`: reading gives the value; setting a different value stores
        /// it and invalidates `instance`.
        @MainActor
        public static subscript<EnclosingSelf: UIView>(
            _enclosingInstance instance: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
        ) -> Value {
            get { instance[keyPath: storageKeyPath].value }
            set {
                guard instance[keyPath: storageKeyPath].value != newValue else { return }
                instance[keyPath: storageKeyPath].value = newValue
                instance[keyPath: storageKeyPath].invalidation.invalidate(view: instance)
            }
        }
    }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
    /// Layout: `setNeedsLayout()`.
    public static var layout: Self { Self() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Display {
    /// Display: `setNeedsDisplay()`.
    public static var display: Self { Self() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
    /// Constraints: `setNeedsUpdateConstraints()`.
    public static var constraints: Self { Self() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
    /// Intrinsic size: `invalidateIntrinsicContentSize()`.
    public static var intrinsicContentSize: Self { Self() }
}
