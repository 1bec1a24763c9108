import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimCore

@MainActor @Suite("TechniqueCatalog: every technique's entry, and the controller for each bug")
struct TechniqueCatalogueTests {
    /// Every (technique, bug) the catalogue offers, with the class that implements it.
    nonisolated static let classes: [(Technique, TechniqueBug?, TechniqueController.Type)] = [
        (.bottomConstant, nil, BottomConstantController.self),
        (.bottomConstant, .frameBegin, TechniqueBug.FrameBegin.BottomConstantController.self),
        (.bottomConstant, .sizeOnly, TechniqueBug.SizeOnly.BottomConstantController.self),
        (.bottomConstant, .noLayoutIfNeeded, TechniqueBug.NoLayoutIfNeeded.BottomConstantController.self),
        (.bottomConstant, .doubleSafeArea, TechniqueBug.DoubleSafeArea.BottomConstantController.self),
        (.bottomConstant, .repeatedWillShow, TechniqueBug.RepeatedWillShow.BottomConstantController.self),
        (.bottomConstant, .crashingSwitch, TechniqueBug.CrashingSwitch.BottomConstantController.self),
        (.bottomConstant, .hardCodedTiming, TechniqueBug.HardCodedTiming.BottomConstantController.self),
        (.bottomConstant, .rawCurveOptions, TechniqueBug.RawCurveOptions.BottomConstantController.self),
        (.bottomConstant, .curveOrShiftedCurve, TechniqueBug.CurveOrShiftedCurve.BottomConstantController.self),
        (.stackOffset, nil, StackOffsetController.self),
        (.stackOffset, .repeatedWillShow, TechniqueBug.RepeatedWillShow.StackOffsetController.self),
        (.frameShift, nil, FrameShiftController.self),
        (.frameShift, .landscapeWidthAsHeight, TechniqueBug.LandscapeWidthAsHeight.FrameShiftController.self),
        (.legacyAnimations, nil, LegacyAnimationsController.self),
        (.constantWithLayout, nil, ConstantWithLayoutController.self),
        (.keyboardLayoutGuide, nil, KeyboardLayoutGuideController.self),
        (.scrollViewInsets, nil, ScrollViewInsetsController.self),
        (.scrollViewInsets, .doubleSafeArea, TechniqueBug.DoubleSafeArea.ScrollViewInsetsController.self),
        (.scrollViewInsets, .insetsInDidShow, TechniqueBug.InsetsInDidShow.ScrollViewInsetsController.self),
        (.scrollViewInsets, .frameNotConverted, TechniqueBug.FrameNotConverted.ScrollViewInsetsController.self),
        (.scrollViewInsets, .insetsNeverRestored, TechniqueBug.InsetsNeverRestored.ScrollViewInsetsController.self),
    ]

    @Test("the table covers every technique and each of its bugs")
    func complete() {
        let offeredPairs = Technique.allCases.flatMap { technique in
            ([nil] + TechniqueCatalog.bugs(of: technique).map(Optional.some)).map { "\(technique) \($0.map(\.rawValue) ?? "-")" }
        }
        #expect(Self.classes.map { "\($0.0) \($0.1.map(\.rawValue) ?? "-")" } == offeredPairs)
    }

    @Test(
        "the factory builds each technique with each of its bugs as its own class, named as the tutorial names it",
        arguments: 0..<classes.count)
    func factory(index: Int) {
        let (technique, bug, expected) = Self.classes[index]
        let made = TechniqueCatalog.controllerClass(for: technique, bug: bug)
        #expect(ObjectIdentifier(made) == ObjectIdentifier(expected))
        let base = Self.classes.first { $0.0 == technique && $0.1 == nil }.map { String(describing: $0.2) }
        #expect(String(describing: made) == base)
        let environment = TechniqueEnvironment(recordNote: { _, _ in }, recordCrash: { _, _ in }, dispatchAsync: { $0() })
        let controller = TechniqueCatalog.makeController(TechniqueConfiguration(name: technique, bug: bug), environment: environment)
        #expect(ObjectIdentifier(type(of: controller)) == ObjectIdentifier(expected))
        #expect(controller.configuration.bug == bug)
    }

    @Test("a bug of another technique builds the tutorial's controller")
    func foreignBug() {
        #expect(
            ObjectIdentifier(TechniqueCatalog.controllerClass(for: .bottomConstant, bug: .landscapeWidthAsHeight))
                == ObjectIdentifier(BottomConstantController.self))
        #expect(
            ObjectIdentifier(TechniqueCatalog.controllerClass(for: .legacyAnimations, bug: .frameBegin))
                == ObjectIdentifier(LegacyAnimationsController.self))
    }

    @Test("each entry is its technique's, in the order of Technique.allCases")
    func entries() {
        #expect(TechniqueCatalog.entries.map(\.technique) == Technique.allCases)
        #expect(
            TechniqueCatalog.entries.map(\.screen) == [
                "login-bottom-field", "survey-stack", "random-blobs-form", "photo-resign",
                "chat-list-entry", "edit-view-guide", "settings-form-scroll",
            ])
        #expect(TechniqueCatalog.entries.filter { !$0.keepsExactGap }.map(\.technique) == [.frameShift])
        #expect(TechniqueCatalog.entries.allSatisfy { $0.parts.first?.name == "nameField" })
    }
}
