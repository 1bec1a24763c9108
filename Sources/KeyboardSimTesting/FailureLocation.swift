import Testing
import XCTest

/// Where a store assertion was written, and how to fail the test that is running there: through
/// Swift Testing inside a Swift Testing test, through XCTest inside an `XCTestCase`.
///
/// Swift Testing's `Issue.record` outside a Swift Testing test reaches no test (XCTest reports
/// "passed"), and XCTest's `XCTFail` takes the file as a `StaticString`, the caller's
/// `#filePath`: so each assertion takes `filePath` as a `StaticString` and the failure goes where
/// the running test will see it, at the caller's file and line.
package struct FailureLocation: Sendable {
    /// The location Swift Testing reports.
    package let sourceLocation: SourceLocation
    /// The file XCTest reports.
    let file: StaticString
    /// The line XCTest reports.
    let line: UInt

    package init(fileID: String, filePath: StaticString, line: Int, column: Int) {
        sourceLocation = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: line, column: column)
        file = filePath
        self.line = UInt(line)
    }

    /// Fails the running test with `message`: a Swift Testing issue inside a Swift Testing test,
    /// otherwise an XCTest failure (which fails the running `XCTestCase`).
    func record(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}
