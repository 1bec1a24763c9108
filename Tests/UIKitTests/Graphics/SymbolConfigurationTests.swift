import KeyboardSim
import Testing
import UIKit

/// `UIImage.SymbolConfiguration`'s colour renderings (iOS 15 and 16): stored with the image that
/// is made with them, and compared by value; nothing is drawn.
@MainActor @Suite("Symbol configurations' colour renderings")
struct SymbolConfigurationTests {
    @Test("each rendering is kept by the symbol made with it, and differs from the others")
    func renderingsAreKept() {
        let configurations: [UIImage.SymbolConfiguration] = [
            UIImage.SymbolConfiguration(hierarchicalColor: .red),
            UIImage.SymbolConfiguration(paletteColors: [.orange, .yellow]),
            UIImage.SymbolConfiguration.preferringMulticolor(),
            UIImage.SymbolConfiguration.preferringMonochrome(),
        ]
        for (index, configuration) in configurations.enumerated() {
            let image = UIImage(systemName: "heart.fill", withConfiguration: configuration)
            #expect(image?.symbolConfiguration == configuration)
            #expect(image?.size == CGSize(width: 24, height: 24))  // no point size: the symbol's default side
            for (other, otherConfiguration) in configurations.enumerated() where other != index {
                #expect(configuration != otherConfiguration)
            }
        }
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .red) == UIImage.SymbolConfiguration(hierarchicalColor: .red))
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .red) != UIImage.SymbolConfiguration(hierarchicalColor: .blue))
        #expect(
            UIImage.SymbolConfiguration(paletteColors: [.orange, .yellow])
                != UIImage.SymbolConfiguration(paletteColors: [.yellow, .orange]))
    }
}
