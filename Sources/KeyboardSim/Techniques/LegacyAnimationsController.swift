import UIKit

/// **legacy-animations** — the pre-iOS-13 API (the photo-resign screen): a full-screen photo
/// whose bottom follows the keyboard's top, its caption field riding on its bottom edge by a
/// flexible top margin; `beginAnimations` / `setAnimationDuration` / `setAnimationCurve` /
/// `setAnimationBeginsFromCurrentState` / `commitAnimations`.
final class LegacyAnimationsController: TechniqueController {
    private(set) var photo: UIView = UIImageView(imageSize: nil)
    private var caption: UITextField?

    override func viewDidLoad() {
        if let screen = buildInlineScreen() {
            photo = screen.views["photo"] ?? photo
        } else {
            buildPhotoScreen()
        }
        super.viewDidLoad()
    }

    private func buildPhotoScreen() {
        let nameField = UITextField()
        view.accessibilityIdentifier = "photoView"
        photo.accessibilityIdentifier = "photo"
        nameField.accessibilityIdentifier = "nameField"
        photo.frame = view.bounds
        photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(photo)
        let gap = CGFloat(configuration.gap)
        nameField.frame = CGRect(
            x: 20, y: photo.bounds.height - 34 - gap - (view.window?.safeAreaInsets.bottom ?? 0), width: photo.bounds.width - 40, height: 34
        )
        nameField.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        photo.addSubview(nameField)
        caption = nameField
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The built-in caption stands `gap` above the home indicator once the safe area is known.
        guard let caption else { return }
        let gap = CGFloat(configuration.gap)
        caption.frame.origin.y = photo.bounds.height - 34 - gap - view.safeAreaInsets.bottom
    }

    override func keyboardWillShow(_ notification: Notification) {
        guard let info = KeyboardInfo(notification) else { return }
        let keyboardTop = view.convert(info.endFrame, from: nil).minY
        UIView.beginAnimations("resizeForKeyboard", context: nil)
        UIView.setAnimationDuration(info.animationDuration)
        UIView.setAnimationCurve(info.animationCurve)
        UIView.setAnimationBeginsFromCurrentState(true)
        // The caption keeps gap + the safe area's inset above the photo's bottom: the keyboard
        // covers the inset, so the photo ends that much lower.
        photo.frame.size.height = keyboardTop + view.safeAreaInsets.bottom
        UIView.commitAnimations()
    }

    override func keyboardWillHide(_ notification: Notification) {
        guard let info = KeyboardInfo(notification) else { return }
        UIView.beginAnimations("resizeForKeyboard", context: nil)
        UIView.setAnimationDuration(info.animationDuration)
        UIView.setAnimationCurve(info.animationCurve)
        UIView.setAnimationBeginsFromCurrentState(true)
        photo.frame.size.height = view.bounds.height
        UIView.commitAnimations()
    }
}
