import Foundation

// Foundation on Linux has `IndexPath` without the row, item and section that UIKit adds on iOS.

extension IndexPath {
    /// The index path of `row` in `section`, as UIKit's `IndexPath(row:section:)`: the
    /// indexes `[section, row]`.
    ///
    /// ```swift
    /// let path = IndexPath(row: 3, section: 0)   // path.row == 3, path.section == 0
    /// ```
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index (0 when there is none).
    public var section: Int {
        get { isEmpty ? 0 : self[0] }
        set { if isEmpty { self = IndexPath(indexes: [newValue, 0]) } else { self[0] = newValue } }
    }

    /// The row: the second index (0 when there is none).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            if count > 1 {
                self[1] = newValue
            } else {
                self = IndexPath(indexes: [section, newValue])
            }
        }
    }

    /// The index path of `item` in `section`, as UIKit's `IndexPath(item:section:)` for
    /// collection views: the indexes `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item: the second index, as `row` (0 when there is none).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

// The same for the reference type, which iOS code still meets (`indexPath as NSIndexPath`,
// older table code).
extension NSIndexPath {
    /// The index path of `row` in `section`, as UIKit's `NSIndexPath(row:section:)`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// The index path of `item` in `section`, as UIKit's `NSIndexPath(item:section:)`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index (0 when there is none).
    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
    /// The row: the second index (0 when there is none).
    public var row: Int { length > 1 ? index(atPosition: 1) : 0 }
    /// The item: the second index, as `row`.
    public var item: Int { row }
}
