import Foundation
import UIKit

/// The last step of a checkout: the order summary at the top, the promo-code field and its Pay
/// button in a row at the bottom. On iOS 15 and later the row sits on the keyboard layout guide;
/// before that, the keyboard notifications move the field's bottom constraint.
final class CheckoutViewController: UIViewController {

    let summaryLabel = UILabel()
    let promoCodeField = UITextField()
    let payButton = UIButton(type: .system)

    /// promoCodeField.bottom = (keyboard or safe area).top - spacing
    private var fieldBottom: NSLayoutConstraint!
    let spacing: CGFloat = 8

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        summaryLabel.text = "2 items · $48.00"
        summaryLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        promoCodeField.placeholder = "Promo code"
        promoCodeField.borderStyle = .roundedRect
        promoCodeField.autocapitalizationType = .allCharacters
        payButton.setTitle("Pay", for: .normal)
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)

        for subview in [summaryLabel, promoCodeField, payButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }

        if #available(iOS 15, *) {
            fieldBottom = promoCodeField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -spacing)
        } else {
            fieldBottom = promoCodeField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -spacing)
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)),
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        }

        NSLayoutConstraint.activate([
            summaryLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            summaryLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),

            promoCodeField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            promoCodeField.trailingAnchor.constraint(equalTo: payButton.leadingAnchor, constant: -spacing),
            promoCodeField.heightAnchor.constraint(equalToConstant: 44),
            fieldBottom,

            payButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            payButton.widthAnchor.constraint(equalToConstant: 88),
            payButton.heightAnchor.constraint(equalToConstant: 44),
            payButton.centerYAnchor.constraint(equalTo: promoCodeField.centerYAnchor),
        ])
    }

    // MARK: - Keyboard (before iOS 15)

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let change = KeyboardChange(notification) else { return }
        fieldBottom.constant = -(change.overlap(in: view) + spacing)
        UIView.animate(withDuration: change.duration, delay: 0, options: change.options) {
            self.view.layoutIfNeeded()
        }
    }

    // MARK: - Actions

    @objc private func payTapped() {
        promoCodeField.resignFirstResponder()
    }
}
