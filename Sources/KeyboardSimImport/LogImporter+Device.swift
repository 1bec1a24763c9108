import Foundation
import KeyboardSim

/// Which device and orientation a log was printed on, and why. The evidence, strongest first:
///
/// 1. `--device` (the orientation the frames fit on its screen);
/// 2. a kbsim trace's run header and screen record, or a `KeyboardRecorder` device record
///    (screen, safe area, model identifier, orientation);
/// 3. a `UIScreen` printed with the notifications (its bounds);
/// 4. frames in fixed portrait coordinates (iOS 7 and earlier in landscape): the keyboard a
///    tall rectangle as high as the portrait screen, at its left or right side;
/// 5. frames that follow the interface: as wide as the screen, resting on or waiting below its
///    bottom edge;
/// 6. the deprecated centers with the bounds (`UIKeyboardCenterBeginUserInfoKey` …), which
///    place the keyboard where its frames sometimes do not (an iPad's split keyboard).
///
/// Where several catalogue devices fit, the first in the catalogue is picked (after the model
/// identifier and the safe area, when a recorder gives them) and the others are named.
extension LogImporter {
    /// The inferred screen, with one finding for the device and one for the orientation.
    struct ScreenInference {
        var device: Device
        var orientation: UIInterfaceOrientation
        var deviceReason: String
        var orientationReason: String
        /// How the frames relate to the interface, when the log shows it (for the iOS version).
        var frames: FrameCoordinates = .unknown
        /// Every catalogue device that fits (the chosen one first); empty when given or named.
        var candidates: [Device] = []
    }

    /// What the frames show about their coordinate space.
    enum FrameCoordinates {
        case unknown
        /// Landscape frames in the interface's coordinates: iOS 8 and later.
        case followRotationInLandscape
        /// Landscape frames in fixed portrait coordinates: iOS 7 and earlier.
        case fixedPortraitInLandscape
    }

    /// A device and orientation that explain the evidence.
    private struct Candidate {
        var device: Device
        var orientation: UIInterfaceOrientation
    }

    static func inferScreen(
        _ entries: [LogScanner.Entry], scanner: LogScanner, device given: Device?,
        file: String
    ) throws(LogImportError) -> ScreenInference {
        let frames = keyboardFrames(entries)
        let traced = scanner.style == .kbsimTrace ? scanner.screens.first : nil
        if let given {
            return givenScreen(given, frames: frames, traced: traced?.orientation)
        }
        if let traced {
            let run = scanner.tracedRun.flatMap { Device.named($0.device) }
            if let run, run.screenSize(in: traced.orientation) == traced.size {
                return ScreenInference(
                    device: run, orientation: traced.orientation,
                    deviceReason: "device: \(run.name) — the trace's run header names it",
                    orientationReason: "orientation: \(traced.orientation) — the trace's screen record")
            }
            return try chosen(
                candidates(size: traced.size, orientations: [traced.orientation]), file: file,
                evidence: "the trace's screen record is \(traced.size.pointsDescription)",
                orientationReason: "orientation: \(traced.orientation) — the trace's screen record")
        }
        if let recorded = scanner.recordedDevices.first {
            return try recordedScreen(recorded, file: file)
        }
        if let printed = scanner.screenSize {
            let orientation: UIInterfaceOrientation = printed.width > printed.height ? .landscapeRight : .portrait
            let shape =
                printed.width > printed.height
                ? "wider than tall; landscapeLeft and landscapeRight have the same bounds, so landscapeRight"
                : "taller than wide"
            return try chosen(
                candidates(size: printed, orientations: [orientation]), file: file,
                evidence: "the UIScreen printed with the notifications is \(printed.pointsDescription)",
                orientationReason: "orientation: \(orientation) — the printed UIScreen is \(shape)")
        }
        if let side = fixedPortraitScreen(frames.rects, file: file) {
            return side
        }
        if let fitted = followingScreen(frames.rects, evidence: nil) {
            return try fitted.get()
        }
        if !frames.centered.isEmpty, let fitted = followingScreen(frames.centered, evidence: frames.rects) {
            return try fitted.get()
        }
        let edges = edgeList(frames.rects)
        let width = dockedWidth(frames.rects)
        throw LogImportError(
            file: file, problems: [],
            summary:
                "no device in the catalogue explains these frames (the keyboard frames are \(formatNumber(width)) wide, their edges at y = \(edges); catalogue screens: \(catalogueScreens)); pass --device NAME (kbsim list devices)"
        )
    }

    /// Every screen size of the catalogue in portrait, once each, for the messages that list them.
    private static let catalogueScreens: String = {
        var seen: [CGSize] = []
        for device in Device.catalog where !seen.contains(device.portraitSize) { seen.append(device.portraitSize) }
        return seen.map(\.pointsDescription).joined(separator: ", ")
    }()

    // MARK: The frames

    /// The begin and end frames (those with a width), and the rectangles the deprecated center
    /// and bounds keys describe.
    private static func keyboardFrames(_ entries: [LogScanner.Entry]) -> (rects: [CGRect], centered: [CGRect]) {
        var rects: [CGRect] = []
        var centered: [CGRect] = []
        for entry in entries {
            let info = entry.notification.userInfo
            for key in [UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey] {
                if case .rect(let rect)? = info[key], rect.width > 0 { rects.append(rect) }
            }
            guard case .rect(let bounds)? = info[UIResponder.keyboardBoundsUserInfoKey], bounds.width > 0 else { continue }
            for key in [UIResponder.keyboardCenterBeginUserInfoKey, UIResponder.keyboardCenterEndUserInfoKey] {
                if case .point(let center)? = info[key] {
                    centered.append(
                        CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height))
                }
            }
        }
        return (rects, centered)
    }

    /// The edges the frames stand on or wait below: the candidates for the screen's height.
    private static func edgeList(_ rects: [CGRect]) -> String {
        Set(rects.flatMap { [$0.maxY, $0.minY] }).filter { $0 > 0 }.sorted().map { formatNumber($0) }.joined(separator: ", ")
    }

    /// The width of the docked keyboard (frames at x = 0), or of the widest reach.
    private static func dockedWidth(_ rects: [CGRect]) -> CGFloat {
        rects.filter { $0.minX == 0 }.map(\.width).max() ?? rects.map(\.maxX).max() ?? 0
    }

    /// Whether a screen of `size` explains the frames: as wide as the docked keyboard, and the
    /// keyboard rests on its bottom edge or waits just below it.
    private static func fits(_ size: CGSize, _ rects: [CGRect]) -> Bool {
        size.width == dockedWidth(rects) && rects.contains { abs($0.maxY - size.height) < 0.5 || abs($0.minY - size.height) < 0.5 }
    }

    // MARK: The evidence

    private static func givenScreen(_ device: Device, frames: (rects: [CGRect], centered: [CGRect]), traced: UIInterfaceOrientation?)
        -> ScreenInference
    {
        let orientations: [UIInterfaceOrientation] = traced.map { [$0] } ?? [.portrait, .landscapeRight]
        let fitting = orientations.first {
            fits(device.screenSize(in: $0), frames.rects) || fits(device.screenSize(in: $0), frames.centered)
        }
        let orientation = fitting ?? orientations.first { device.screenSize(in: $0).width == dockedWidth(frames.rects) } ?? .portrait
        let screen = device.screenSize(in: orientation)
        let agrees =
            fitting != nil
            ? ""
            : " (no frame in the log is \(formatNumber(screen.width)) wide on or below its bottom edge; their edges: \(edgeList(frames.rects)))"
        let why =
            traced != nil
            ? "the trace's screen record"
            : fitting != nil
                ? "its \(screen.pointsDescription) screen fits the frames in \(orientation)"
                : "no orientation of its screen fits the frames, so \(orientation)"
        return ScreenInference(
            device: device, orientation: orientation, deviceReason: "device: \(device.name) — given with --device\(agrees)",
            orientationReason: "orientation: \(orientation) — \(why)")
    }

    /// The devices whose screen is `size` in one of `orientations`, in catalogue order.
    private static func candidates(size: CGSize, orientations: [UIInterfaceOrientation]) -> [Candidate] {
        Device.catalog.flatMap { device in
            orientations.filter { device.screenSize(in: $0) == size }.prefix(1).map { Candidate(device: device, orientation: $0) }
        }
    }

    /// The first candidate, the others named; an error when there is none.
    private static func chosen(
        _ candidates: [Candidate], file: String, evidence: String, orientationReason: String,
        frames: FrameCoordinates = .unknown, pickedBecause: String? = nil
    ) throws(LogImportError) -> ScreenInference {
        guard let first = candidates.first else {
            throw LogImportError(
                file: file, problems: [],
                summary:
                    "no device in the catalogue explains this: \(evidence) (catalogue screens: \(catalogueScreens)); pass --device NAME (kbsim list devices)"
            )
        }
        let others = candidates.dropFirst().map(\.device.name)
        let reason =
            others.isEmpty
            ? "device: \(first.device.name) — \(evidence), which fits only its screen (--device overrides)"
            : "device: \(first.device.name) — \(evidence), which fits its screen and also \(others.joined(separator: ", "))'s; picked \(pickedBecause ?? "the first in the catalogue") (--device overrides)"
        return ScreenInference(
            device: first.device, orientation: first.orientation, deviceReason: reason,
            orientationReason: orientationReason, frames: frames, candidates: candidates.map(\.device))
    }

    /// A `KeyboardRecorder` device record: the screen in its orientation, then the model
    /// identifier, then the safe area decide among the devices with that screen.
    private static func recordedScreen(_ recorded: LogScanner.RecordedDevice, file: String) throws(LogImportError) -> ScreenInference {
        let orientation = recorded.orientation ?? (recorded.screenSize.width > recorded.screenSize.height ? .landscapeRight : .portrait)
        let all = candidates(size: recorded.screenSize, orientations: [orientation])
        let modelName = DeviceModelIdentifier.marketingName(recorded.model)
        let byModel = modelName.flatMap(Device.named).map { named in all.filter { $0.device.id == named.id } } ?? []
        let bySafeArea = all.filter { $0.device.safeArea(in: orientation) == recorded.safeArea }
        let model = modelName.map { "\(recorded.model) (\($0))" } ?? recorded.model
        let evidence =
            "the recorder's device record: model \(model), screen \(recorded.screenSize.pointsDescription) in \(orientation), safe area \(recorded.safeArea.compactDescription)"
        let orientationReason =
            recorded.orientation != nil
            ? "orientation: \(orientation) — the recorder's device record"
            : "orientation: \(orientation) — the recorder's device record gives none; its screen is \(recorded.screenSize.width > recorded.screenSize.height ? "wider than tall" : "taller than wide")"
        if !byModel.isEmpty {
            return try chosen(
                byModel + all.filter { c in !byModel.contains { $0.device.id == c.device.id } }, file: file, evidence: evidence,
                orientationReason: orientationReason, pickedBecause: "the one the model identifier names")
        }
        if !bySafeArea.isEmpty {
            return try chosen(
                bySafeArea + all.filter { c in !bySafeArea.contains { $0.device.id == c.device.id } }, file: file, evidence: evidence,
                orientationReason: orientationReason, pickedBecause: "the first with that safe area")
        }
        return try chosen(
            all, file: file, evidence: evidence, orientationReason: orientationReason,
            pickedBecause: "the first in the catalogue (none has that safe area)")
    }

    /// Landscape frames in fixed portrait coordinates (iOS 7 and earlier): the keyboard a
    /// rectangle as tall as a portrait screen, at x = 0 or beside it (landscapeRight: the
    /// interface's bottom is the portrait screen's left side) or against its right side
    /// (landscapeLeft).
    private static func fixedPortraitScreen(_ rects: [CGRect], file: String) -> ScreenInference? {
        let tall = rects.filter { $0.minY == 0 && $0.height > $0.width }
        guard let height = tall.map(\.height).max() else { return nil }
        let standing = tall.filter { $0.height == height }
        var found: [Candidate] = []
        var sideNote = ""
        for device in Device.catalog where device.portraitSize.height == height {
            let width = device.portraitSize.width
            let right = standing.filter { abs($0.maxX - width) < 0.5 || abs($0.minX - width) < 0.5 }
            let left = standing.filter { abs($0.minX) < 0.5 || abs($0.maxX) < 0.5 }
            if let rect = right.first(where: { $0.maxX <= width + 0.5 }) ?? right.first {
                found.append(Candidate(device: device, orientation: .landscapeLeft))
                if sideNote.isEmpty {
                    sideNote =
                        "the keyboard is a \(rect.size.pointsDescription) rectangle against the portrait screen's right side (x = \(formatNumber(rect.minX))), where a landscapeLeft interface has its bottom"
                }
            } else if let rect = left.first(where: { $0.minX >= 0 }) ?? left.first {
                found.append(Candidate(device: device, orientation: .landscapeRight))
                if sideNote.isEmpty {
                    sideNote =
                        "the keyboard is a \(rect.size.pointsDescription) rectangle at the portrait screen's left side (x = \(formatNumber(rect.minX))), where a landscapeRight interface has its bottom"
                }
            }
        }
        guard let first = found.first else { return nil }
        let evidence =
            "the frames are \(formatNumber(height)) tall from y = 0, the height of its portrait screen: landscape frames in fixed portrait coordinates"
        let orientationReason =
            "orientation: \(first.orientation) — the frames are in fixed portrait coordinates (iOS 7 and earlier did not rotate them): \(sideNote)"
        return try? chosen(found, file: file, evidence: evidence, orientationReason: orientationReason, frames: .fixedPortraitInLandscape)
    }

    /// Frames that follow the interface, or (`evidence` the frames they stand in for) the
    /// rectangles of the centers and bounds; nil when no screen fits.
    private static func followingScreen(_ rects: [CGRect], evidence frames: [CGRect]?) -> Result<ScreenInference, LogImportError>? {
        var found: [Candidate] = []
        for device in Device.catalog {
            if let orientation = [UIInterfaceOrientation.portrait, .landscapeRight].first(where: { fits(device.screenSize(in: $0), rects) })
            {
                found.append(Candidate(device: device, orientation: orientation))
            }
        }
        guard let first = found.first else { return nil }
        let screen = first.device.screenSize(in: first.orientation)
        let width = formatNumber(screen.width), bottom = formatNumber(screen.height)
        let evidence =
            frames.map { frames in
                "the keyboard's centers and bounds (UIKeyboardCenterBegin/EndUserInfoKey with UIKeyboardBoundsUserInfoKey) make it \(width) wide with the screen's bottom edge at y = \(bottom), where the frames alone reach no screen edge (their edges: \(edgeList(frames)))"
            } ?? "the frames' width \(width) and the screen's bottom edge at y = \(bottom) (where they rest or wait below)"
        let orientationReason =
            first.orientation == .portrait
            ? "orientation: portrait — the keyboard is \(width) wide, the screen's width in portrait"
            : "orientation: landscapeRight — the keyboard is \(width) wide, the screen's width in landscape; frames that follow the interface (iOS 8 and later) look the same in landscapeLeft, so landscapeRight"
        let coordinates: FrameCoordinates = first.orientation.isPortrait ? .unknown : .followRotationInLandscape
        do {
            return .success(try chosen(found, file: "", evidence: evidence, orientationReason: orientationReason, frames: coordinates))
        } catch {
            return .failure(error)
        }
    }
}
