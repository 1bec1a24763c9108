extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the
    /// subscription.
    ///
    /// A demand is `.unlimited` or a non-negative count. Arithmetic never goes below zero: a
    /// result that would be negative is `.none`, a sum or product that overflows is
    /// `.unlimited`, and `.unlimited` stays `.unlimited` whatever is added or subtracted.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The count, or `unlimitedRawValue` for `.unlimited`.
        let rawValue: UInt

        /// The raw value that stands for `.unlimited`: one past the largest finite count.
        static let unlimitedRawValue = UInt(Int.max) + 1

        init(rawValue: UInt) {
            self.rawValue = Swift.min(rawValue, Demand.unlimitedRawValue)
        }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(rawValue: unlimitedRawValue)

        /// A request for no elements from the publisher.
        ///
        /// This is equivalent to `Demand.max(0)`.
        public static let none = Demand(rawValue: 0)

        /// Creates a demand for the given maximum number of elements.
        ///
        /// The publisher is free to send fewer than the requested maximum number of elements.
        ///
        /// - Parameter value: The maximum number of elements. Providing a negative value for this
        ///   parameter results in a fatal error.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "Subscribers.Demand.max(_:) requires a non-negative value, not \(value)")
            return Demand(rawValue: UInt(value))
        }

        /// The number of requested values, or `nil` if the demand is `.unlimited`.
        public var max: Int? {
            self == .unlimited ? nil : Int(rawValue)
        }

        /// A textual representation of this demand: `unlimited` or `max(n)`.
        public var description: String {
            self == .unlimited ? "unlimited" : "max(\(rawValue))"
        }

        /// The finite count as an `Int`; only for demands that are not `.unlimited`.
        private var count: Int { Int(rawValue) }

        // MARK: Addition

        /// Returns the result of adding two demands.
        ///
        /// When adding any value to `.unlimited`, the result is `.unlimited`; a sum that
        /// overflows is `.unlimited`.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (sum, overflow) = lhs.count.addingReportingOverflow(rhs.count)
            return overflow ? .unlimited : .max(sum)
        }

        /// Adds two demands, and assigns the result to the first demand.
        public static func += (lhs: inout Demand, rhs: Demand) {
            lhs = lhs + rhs
        }

        /// Returns the result of adding an integer to a demand.
        ///
        /// When adding any value to `.unlimited`, the result is `.unlimited`; a result below zero
        /// is `.none`.
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            let (sum, overflow) = lhs.count.addingReportingOverflow(rhs)
            if overflow { return rhs > 0 ? .unlimited : .none }
            return sum < 0 ? .none : .max(sum)
        }

        /// Adds an integer to a demand, and assigns the result to the demand.
        public static func += (lhs: inout Demand, rhs: Int) {
            lhs = lhs + rhs
        }

        // MARK: Multiplication

        /// Returns the result of multiplying a demand by an integer.
        ///
        /// When multiplying `.unlimited` by any value, the result is `.unlimited`; a product that
        /// overflows is `.unlimited`, and a negative product is `.none`.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            let (product, overflow) = lhs.count.multipliedReportingOverflow(by: rhs)
            if overflow { return rhs > 0 ? .unlimited : .none }
            return product < 0 ? .none : .max(product)
        }

        /// Multiplies a demand by an integer, and assigns the result to the demand.
        public static func *= (lhs: inout Demand, rhs: Int) {
            lhs = lhs * rhs
        }

        // MARK: Subtraction

        /// Returns the result of subtracting one demand from another.
        ///
        /// When subtracting any value (including `.unlimited`) from `.unlimited`, the result is
        /// still `.unlimited`. Subtracting `.unlimited` from any other value results in `.none`,
        /// and so does any subtraction whose result would be negative.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return lhs.count >= rhs.count ? .max(lhs.count - rhs.count) : .none
        }

        /// Subtracts one demand from another, and assigns the result to the first demand.
        public static func -= (lhs: inout Demand, rhs: Demand) {
            lhs = lhs - rhs
        }

        /// Returns the result of subtracting an integer from a demand.
        ///
        /// When subtracting any value from `.unlimited`, the result is still `.unlimited`; a
        /// result below zero is `.none`.
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            let (difference, overflow) = lhs.count.subtractingReportingOverflow(rhs)
            if overflow { return rhs < 0 ? .unlimited : .none }
            return difference < 0 ? .none : .max(difference)
        }

        /// Subtracts an integer from a demand, and assigns the result to the demand.
        public static func -= (lhs: inout Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        // MARK: Comparison with integers

        /// Returns whether a demand requests more elements than the given integer; `.unlimited`
        /// is greater than every integer.
        public static func > (lhs: Demand, rhs: Int) -> Bool {
            lhs == .unlimited || lhs.count > rhs
        }

        /// Returns whether a demand requests at least as many elements as the given integer;
        /// `.unlimited` is greater than every integer.
        public static func >= (lhs: Demand, rhs: Int) -> Bool {
            lhs == .unlimited || lhs.count >= rhs
        }

        /// Returns whether an integer is greater than the number of elements a demand requests.
        public static func > (lhs: Int, rhs: Demand) -> Bool {
            rhs != .unlimited && lhs > rhs.count
        }

        /// Returns whether an integer is greater than or equal to the number of elements a
        /// demand requests.
        public static func >= (lhs: Int, rhs: Demand) -> Bool {
            rhs != .unlimited && lhs >= rhs.count
        }

        /// Returns whether a demand requests fewer elements than the given integer.
        public static func < (lhs: Demand, rhs: Int) -> Bool {
            lhs != .unlimited && lhs.count < rhs
        }

        /// Returns whether an integer is less than the number of elements a demand requests;
        /// every integer is less than `.unlimited`.
        public static func < (lhs: Int, rhs: Demand) -> Bool {
            rhs == .unlimited || lhs < rhs.count
        }

        /// Returns whether a demand requests at most as many elements as the given integer.
        public static func <= (lhs: Demand, rhs: Int) -> Bool {
            lhs != .unlimited && lhs.count <= rhs
        }

        /// Returns whether an integer is less than or equal to the number of elements a demand
        /// requests; every integer is less than `.unlimited`.
        public static func <= (lhs: Int, rhs: Demand) -> Bool {
            rhs == .unlimited || lhs <= rhs.count
        }

        // MARK: Comparison of demands

        /// Returns whether the first demand requests fewer elements than the second;
        /// `.unlimited` is greater than every finite demand.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// Returns whether the first demand requests at most as many elements as the second.
        public static func <= (lhs: Demand, rhs: Demand) -> Bool {
            lhs.rawValue <= rhs.rawValue
        }

        /// Returns whether the first demand requests at least as many elements as the second.
        public static func >= (lhs: Demand, rhs: Demand) -> Bool {
            lhs.rawValue >= rhs.rawValue
        }

        /// Returns whether the first demand requests more elements than the second.
        public static func > (lhs: Demand, rhs: Demand) -> Bool {
            lhs.rawValue > rhs.rawValue
        }

        // MARK: Equality

        /// Returns whether two demands are equal.
        public static func == (lhs: Demand, rhs: Demand) -> Bool {
            lhs.rawValue == rhs.rawValue
        }

        /// Returns whether a demand is a finite demand for exactly the given number of elements.
        public static func == (lhs: Demand, rhs: Int) -> Bool {
            lhs != .unlimited && lhs.count == rhs
        }

        /// Returns whether a demand is not a finite demand for exactly the given number of
        /// elements.
        public static func != (lhs: Demand, rhs: Int) -> Bool {
            !(lhs == rhs)
        }

        /// Returns whether an integer equals the number of elements a finite demand requests.
        public static func == (lhs: Int, rhs: Demand) -> Bool {
            rhs == lhs
        }

        /// Returns whether an integer differs from the number of elements a demand requests.
        public static func != (lhs: Int, rhs: Demand) -> Bool {
            !(rhs == lhs)
        }

        // MARK: Hashing and coding

        /// Hashes the essential components of this demand.
        ///
        /// - Parameter hasher: The hasher to use when combining the components of this instance.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(rawValue)
        }

        /// Creates a demand instance from a decoder.
        ///
        /// - Parameter decoder: The decoder of a previously-encoded `Subscribers.Demand`
        ///   instance.
        public init(from decoder: any Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
        }

        /// Encodes the demand to the provided encoder.
        ///
        /// - Parameter encoder: An encoder instance.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
