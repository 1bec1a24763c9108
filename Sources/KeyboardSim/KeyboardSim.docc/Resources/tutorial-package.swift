// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ScreenTests",
    dependencies: [
        .package(url: "https://github.com/your-team/KeyboardSim.git", from: "0.1.0"),
    ],
    targets: [
        .testTarget(
            name: "ScreenTests",
            dependencies: [
                .product(name: "UIKit", package: "KeyboardSim"),
                .product(name: "KeyboardSim", package: "KeyboardSim"),
            ],
            plugins: [.plugin(name: "KeyboardSimPort", package: "KeyboardSim")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
