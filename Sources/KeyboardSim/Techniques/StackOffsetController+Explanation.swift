import Foundation

/// What `kbsim explain` says stack-offset's handlers do, apart from their code: the target y,
/// the current y summed over the stacks, and the top constant moved by their difference.
extension StackOffsetController: ExplainedTechnique {
    func explanation(of handler: Handler, for notification: Notification) -> [String] {
        guard let info = KeyboardInfo(notification) else { return [] }
        switch handler {
        case .keyboardWillShow:
            return [arithmetic(info)]
        case .keyboardWillHide:
            return originalTop.map { ["outer top constant restored to \(formatNumber($0))"] } ?? []
        }
    }

    /// `target y = 667 − 260 − 20 − 34 = 353; current y = 20 + 190 + 0 = 210; outer top constant
    /// 20 + 143 = 163`
    private func arithmetic(_ info: KeyboardInfo) -> String {
        let keyboardHeight = keyboardOverlap(info.endFrame)
        let gap = CGFloat(configuration.gap)
        let targetY = view.frame.height - keyboardHeight - gap - nameField.frame.height
        let chain = fieldChain
        let currentY = chain.reduce(0) { $0 + $1.frame.minY }
        let difference = targetY - currentY
        let top = outerTop.constant
        return
            "target y = \(formatNumber(view.frame.height)) − \(formatNumber(keyboardHeight)) − \(formatNumber(gap)) − \(formatNumber(nameField.frame.height)) = \(formatNumber(targetY)); current y = \(chain.map { formatNumber($0.frame.minY) }.joined(separator: " + ")) = \(formatNumber(currentY)); outer top constant \(formatNumber(top)) \(difference < 0 ? "−" : "+") \(formatNumber(abs(difference))) = \(formatNumber(top + difference))"
    }
}
