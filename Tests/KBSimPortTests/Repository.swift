import Foundation

/// The repository's root, for tests that read its sources and fixtures.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
