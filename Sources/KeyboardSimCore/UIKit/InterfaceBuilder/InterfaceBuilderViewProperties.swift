import Foundation

/// Reads a view element's properties into the view: geometry, Auto Layout flags, text, text
/// input traits, stack and scroll view settings. What is read but not simulated is listed in
/// ``InterfaceBuilderSchema``.
@MainActor enum InterfaceBuilderViewProperties {
    /// The case of `E` named `name` (`emailAddress`, `roundedRect`), as Interface Builder writes it.
    static func named<E: CaseIterable>(_ name: String, _ type: E.Type) -> E? {
        E.allCases.first { String(describing: $0) == name }
    }

    static func apply(_ element: InterfaceBuilderElement, to view: UIView, loader: InterfaceBuilderLoader)
        throws(InterfaceBuilderError)
    {
        let document = loader.document
        func flag(_ name: String) throws(InterfaceBuilderError) -> Bool? {
            guard let value = element[name] else { return nil }
            switch value {
            case "YES": return true
            case "NO": return false
            default: throw loader.invalid(name, value, element)
            }
        }
        func number(_ name: String, in element: InterfaceBuilderElement = element) throws(InterfaceBuilderError) -> CGFloat? {
            guard let value = element[name] else { return nil }
            guard let number = Double(value), number.isFinite else { throw loader.invalid(name, value, element) }
            return CGFloat(number)
        }
        func choice<E: CaseIterable>(_ name: String, _ type: E.Type, aliases: [String: E] = [:]) throws(InterfaceBuilderError) -> E? {
            guard let value = element[name] else { return nil }
            guard let found = aliases[value] ?? named(value, type) else { throw loader.invalid(name, value, element) }
            return found
        }

        // Geometry and Auto Layout.
        if let rect = element.child("rect", key: "frame") {
            view.frame = CGRect(
                x: try number("x", in: rect) ?? 0, y: try number("y", in: rect) ?? 0, width: try number("width", in: rect) ?? 0,
                height: try number("height", in: rect) ?? 0)
        }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            var value: UIView.AutoresizingMask = []
            let flags: [(String, UIView.AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
                ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            for (name, option) in flags where mask[name] == "YES" { value.insert(option) }
            view.autoresizingMask = value
        }
        for inset in element.children where inset.name == "inset" {
            // Interface Builder's insets: minX left, minY top, maxX right, maxY bottom.
            let value = UIEdgeInsets(
                top: try number("minY", in: inset) ?? 0, left: try number("minX", in: inset) ?? 0,
                bottom: try number("maxY", in: inset) ?? 0, right: try number("maxX", in: inset) ?? 0)
            switch (inset.key, view) {
            case ("scrollIndicatorInsets", let scroll as UIScrollView): scroll.scrollIndicatorInsets = value
            case ("contentEdgeInsets", let button as UIButton): button.contentEdgeInsets = value
            default: throw document.error(at: inset, "<inset key=\"\(inset.key ?? "")\"> is not supported on <\(element.name)>")
            }
        }
        if let translates = try flag("translatesAutoresizingMaskIntoConstraints") {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        if let priority = try number("horizontalHuggingPriority") {
            view.setContentHuggingPriority(UILayoutPriority(Float(priority)), for: .horizontal)
        }
        if let priority = try number("verticalHuggingPriority") {
            view.setContentHuggingPriority(UILayoutPriority(Float(priority)), for: .vertical)
        }
        if let priority = try number("horizontalCompressionResistancePriority") {
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(priority)), for: .horizontal)
        }
        if let priority = try number("verticalCompressionResistancePriority") {
            view.setContentCompressionResistancePriority(UILayoutPriority(Float(priority)), for: .vertical)
        }
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = UIEdgeInsets(
                top: try number("top", in: margins) ?? 0, left: try number("left", in: margins) ?? 0,
                bottom: try number("bottom", in: margins) ?? 0, right: try number("right", in: margins) ?? 0)
        }
        // Language-directional margins, as Xcode writes a view's custom margins; the schema
        // accepted them, and they were not applied until this was written.
        if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: try number("top", in: margins) ?? 0, leading: try number("leading", in: margins) ?? 0,
                bottom: try number("bottom", in: margins) ?? 0, trailing: try number("trailing", in: margins) ?? 0)
        }
        if let insets = try flag("insetsLayoutMarginsFromSafeArea") { view.insetsLayoutMarginsFromSafeArea = insets }
        // The view's own properties.
        if let hidden = try flag("hidden") { view.isHidden = hidden }
        if let alpha = try number("alpha") { view.alpha = alpha }
        if let tag = element["tag"] {
            guard let value = Int(tag) else { throw loader.invalid("tag", tag, element) }
            view.tag = value
        }
        if let enabled = try flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let clips = try flag("clipsSubviews") { view.clipsToBounds = clips }
        if let mode = try choice("contentMode", UIView.ContentMode.self) { view.contentMode = mode }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
            if let label = accessibility["label"] { view.accessibilityLabel = label }
            if let hint = accessibility["hint"] { view.accessibilityHint = hint }
        }

        let alignment = ["left": NSTextAlignment.left, "center": .center, "right": .right, "justified": .justified, "natural": .natural]
        let font = try element.child("fontDescription", key: "fontDescription").map { description throws(InterfaceBuilderError) in
            try self.font(description, loader: loader)
        }
        if let control = view as? UIControl {
            if let enabled = try flag("enabled") { control.isEnabled = enabled }
            if let selected = try flag("selected") { control.isSelected = selected }
            if let highlighted = try flag("highlighted") { control.isHighlighted = highlighted }
        }
        switch view {
        case let label as UILabel:
            if let text = element["text"] { label.text = text }
            if let lines = element["numberOfLines"] {
                guard let value = Int(lines) else { throw loader.invalid("numberOfLines", lines, element) }
                label.numberOfLines = value
            }
            if let value = try choice("textAlignment", NSTextAlignment.self, aliases: alignment) { label.textAlignment = value }
            if let value = try choice("lineBreakMode", NSLineBreakMode.self, aliases: lineBreakModes) { label.lineBreakMode = value }
            if let fits = try flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = fits }
            if let scale = try number("minimumScaleFactor") { label.minimumScaleFactor = scale }
            if let width = try number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = width }
            if let font { label.font = font }
        case let button as UIButton:
            if let type = try choice("buttonType", UIButton.ButtonType.self, aliases: ["roundedRect": .system]) {
                button.buttonType = type
            }
            for state in element.children where state.name == "state" {
                if let title = state["title"] { button.setTitle(title, for: .normal) }
            }
        case let field as UITextField:
            if let text = element["text"] { field.text = text }
            if let placeholder = element["placeholder"] { field.placeholder = placeholder }
            if let value = try choice("textAlignment", NSTextAlignment.self, aliases: alignment) { field.textAlignment = value }
            if let value = try choice("borderStyle", UITextField.BorderStyle.self) { field.borderStyle = value }
            if let value = try choice("clearButtonMode", UITextField.ViewMode.self) { field.clearButtonMode = value }
            if let value = try flag("clearsOnBeginEditing") { field.clearsOnBeginEditing = value }
            if let value = try flag("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = value }
            if let value = try number("minimumFontSize") { field.minimumFontSize = value }
            if let font { field.font = font }
            if let traits = element.child("textInputTraits") { try applyTraits(traits, to: field, loader: loader) }
        case let textView as UITextView:
            if let text = element["text"] { textView.text = text }
            if let value = try choice("textAlignment", NSTextAlignment.self, aliases: alignment) { textView.textAlignment = value }
            if let editable = try flag("editable") { textView.isEditable = editable }
            if let enabled = try flag("scrollEnabled") { textView.isScrollEnabled = enabled }
            if let font { textView.font = font }
            if let traits = element.child("textInputTraits") { try applyTraits(traits, to: textView, loader: loader) }
        case let imageView as UIImageView:
            if let name = element["image"] { imageView.image = image(named: name, in: document) }
            if let name = element["highlightedImage"] { imageView.highlightedImage = image(named: name, in: document) }
        case let stack as UIStackView:
            if let axis = element["axis"] {
                switch axis {
                case "horizontal": stack.axis = .horizontal
                case "vertical": stack.axis = .vertical
                default: throw loader.invalid("axis", axis, element)
                }
            }
            if let value = try choice("distribution", UIStackView.Distribution.self) { stack.distribution = value }
            if let value = try choice("alignment", UIStackView.Alignment.self, aliases: ["top": .leading, "bottom": .trailing]) {
                stack.alignment = value
            }
            if let spacing = try number("spacing") { stack.spacing = spacing }
        case let cell as UITableViewCell:
            if let style = try choice("selectionStyle", UITableViewCell.SelectionStyle.self) { cell.selectionStyle = style }
            if let style = element["style"], InterfaceBuilderSchema.cellStyles[style] == nil {
                throw loader.invalid("style", style, element)
            }
        case let scroll as UIScrollView:
            if let mode = try choice("keyboardDismissMode", UIScrollView.KeyboardDismissMode.self) { scroll.keyboardDismissMode = mode }
            if let enabled = try flag("scrollEnabled") { scroll.isScrollEnabled = enabled }
            if let value = try flag("bounces") { scroll.bounces = value }
            if let value = try flag("alwaysBounceVertical") { scroll.alwaysBounceVertical = value }
            if let value = try flag("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = value }
            if let value = try flag("showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = value }
            if let value = try flag("showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = value }
            if let value = try flag("pagingEnabled") { scroll.isPagingEnabled = value }
            if let value = try choice("indicatorStyle", UIScrollView.IndicatorStyle.self) { scroll.indicatorStyle = value }
            if let value = try choice("contentInsetAdjustmentBehavior", UIScrollView.ContentInsetAdjustmentBehavior.self) {
                scroll.contentInsetAdjustmentBehavior = value
            }
            if let collection = scroll as? UICollectionView {
                switch element["dataMode"] {
                case nil, "prototypes", "none": break
                case let other?: throw loader.invalid("dataMode", other, element)
                }
                if let allows = try flag("allowsSelection") { collection.allowsSelection = allows }
                if let allows = try flag("allowsMultipleSelection") { collection.allowsMultipleSelection = allows }
                if let enabled = try flag("prefetchingEnabled") { collection.isPrefetchingEnabled = enabled }
            }
            guard let table = scroll as? UITableView else { break }
            if let style = element["style"], !["plain", "grouped", "insetGrouped"].contains(style) {
                throw loader.invalid("style", style, element)
            }
            switch element["dataMode"] {
            case nil, "prototypes", "static": break
            case let other?: throw loader.invalid("dataMode", other, element)
            }
            if element.child("sections") != nil, element["dataMode"] != "static" {
                throw document.error(at: element, "a table with <sections> must be dataMode=\"static\"")
            }
            // −1 is Interface Builder's "automatic" (UITableView.automaticDimension).
            if let height = try number("rowHeight") { table.rowHeight = height }
            if let height = try number("estimatedRowHeight") { table.estimatedRowHeight = height }
            if let allows = try flag("allowsSelection") { table.allowsSelection = allows }
            if let allows = try flag("allowsMultipleSelection") { table.allowsMultipleSelection = allows }
        default:
            break
        }
    }

    /// Reads a `<collectionViewFlowLayout>` into the collection view's flow layout: spacings,
    /// scroll direction, item size (and the automatic estimate, which the flow layout takes as
    /// "not self-sizing"), header and footer sizes, section inset and its reference.
    static func apply(_ element: InterfaceBuilderElement, to layout: UICollectionViewFlowLayout, loader: InterfaceBuilderLoader)
        throws(InterfaceBuilderError)
    {
        func number(_ name: String, in element: InterfaceBuilderElement) throws(InterfaceBuilderError) -> CGFloat? {
            guard let value = element[name] else { return nil }
            guard let number = Double(value), number.isFinite else { throw loader.invalid(name, value, element) }
            return CGFloat(number)
        }
        if let value = try number("minimumLineSpacing", in: element) { layout.minimumLineSpacing = value }
        if let value = try number("minimumInteritemSpacing", in: element) { layout.minimumInteritemSpacing = value }
        switch element["scrollDirection"] {
        case nil, "vertical": layout.scrollDirection = .vertical
        case "horizontal": layout.scrollDirection = .horizontal
        case let other?: throw loader.invalid("scrollDirection", other, element)
        }
        switch element["automaticEstimatedItemSize"] {
        case nil, "NO": break
        case "YES": layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        case let other?: throw loader.invalid("automaticEstimatedItemSize", other, element)
        }
        if let reference = element["sectionInsetReference"] {
            guard let value = named(reference, UICollectionViewFlowLayout.SectionInsetReference.self) else {
                throw loader.invalid("sectionInsetReference", reference, element)
            }
            layout.sectionInsetReference = value
        }
        for child in element.children {
            switch child.name {
            case "size":
                let size = CGSize(width: try number("width", in: child) ?? 0, height: try number("height", in: child) ?? 0)
                switch child.key {
                case "itemSize": layout.itemSize = size
                case "estimatedItemSize": layout.estimatedItemSize = size
                case "headerReferenceSize": layout.headerReferenceSize = size
                case "footerReferenceSize": layout.footerReferenceSize = size
                default: throw loader.document.error(at: child, "<size key=\"\(child.key ?? "")\"> is not a flow layout's")
                }
            case "inset":
                layout.sectionInset = UIEdgeInsets(
                    top: try number("minY", in: child) ?? 0, left: try number("minX", in: child) ?? 0,
                    bottom: try number("maxY", in: child) ?? 0, right: try number("maxX", in: child) ?? 0)
            default:
                throw loader.document.error(at: child, "<\(child.name)> inside <collectionViewFlowLayout> is not supported")
            }
        }
    }

    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping, "headTruncation": .byTruncatingHead,
        "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]

    /// The control events Interface Builder names in an `<action eventType="…">`.
    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    private static func font(_ element: InterfaceBuilderElement, loader: InterfaceBuilderLoader) throws(InterfaceBuilderError) -> UIFont {
        guard let sizeText = element["pointSize"], let size = Double(sizeText) else {
            throw loader.document.error(
                at: element, "<fontDescription> without a pointSize is not supported (text styles are not simulated)")
        }
        switch element["type"] {
        case "system": return .systemFont(ofSize: CGFloat(size))
        case "boldSystem": return .systemFont(ofSize: CGFloat(size), weight: .bold)
        case nil:
            guard let name = element["name"] else { return .systemFont(ofSize: CGFloat(size)) }
            return UIFont(name: name, size: CGFloat(size)) ?? .systemFont(ofSize: CGFloat(size))
        case let other?:
            throw loader.invalid("type", other, element)
        }
    }

    /// The image `name`: of its size in the simulation's asset catalog, else of the size the
    /// document's `<resources>` give it (Interface Builder writes each image's size there), else
    /// as `UIImage(named:)` gives it.
    static func image(named name: String, in document: InterfaceBuilderDocument) -> UIImage? {
        // The catalog is what the app ships; the document's size is what Interface Builder saw.
        if case .found(let size)? = AssetCatalog.lookup(name, { $0.imageSize(named: name) }) {
            return UIImage(source: .named(name), size: size)
        }
        if let resource = document.root.list("resources").first(where: { $0.name == "image" && $0["name"] == name }),
            let width = resource["width"].flatMap(Double.init), let height = resource["height"].flatMap(Double.init)
        {
            return UIImage(size: CGSize(width: width, height: height))
        }
        return UIImage(named: name)
    }

    private static func applyTraits(
        _ traits: InterfaceBuilderElement, to input: some InterfaceBuilderTextInput, loader: InterfaceBuilderLoader
    )
        throws(InterfaceBuilderError)
    {
        func choice<E: CaseIterable>(_ name: String, _ type: E.Type) throws(InterfaceBuilderError) -> E? {
            guard let value = traits[name] else { return nil }
            guard let found = named(value, type) else { throw loader.invalid(name, value, traits) }
            return found
        }
        func flag(_ name: String) throws(InterfaceBuilderError) -> Bool? {
            guard let value = traits[name] else { return nil }
            guard value == "YES" || value == "NO" else { throw loader.invalid(name, value, traits) }
            return value == "YES"
        }
        if let value = try choice("keyboardType", UIKeyboardType.self) { input.keyboardType = value }
        if let value = try choice("returnKeyType", UIReturnKeyType.self) { input.returnKeyType = value }
        if let value = try choice("autocorrectionType", UITextAutocorrectionType.self) { input.autocorrectionType = value }
        if let value = try choice("autocapitalizationType", UITextAutocapitalizationType.self) { input.autocapitalizationType = value }
        if let value = try choice("spellCheckingType", UITextSpellCheckingType.self) { input.spellCheckingType = value }
        if let value = try choice("keyboardAppearance", UIKeyboardAppearance.self) { input.keyboardAppearance = value }
        if let value = try flag("secureTextEntry") { input.isSecureTextEntry = value }
        if let value = try flag("enablesReturnKeyAutomatically") { input.enablesReturnKeyAutomatically = value }
        if let value = traits["textContentType"] { input.textContentType = UITextContentType(rawValue: value) }
    }

    /// Sets one of UIKit's own outlets; false when `property` is not one of `source`'s.
    static func setUIKitOutlet(
        _ property: String, of source: AnyObject, to value: Any, loader: InterfaceBuilderLoader, _ element: InterfaceBuilderElement
    ) throws(InterfaceBuilderError) -> Bool {
        func wrongType(_ expected: String) -> InterfaceBuilderError {
            loader.document.error(at: element, "outlet \(property) of \(type(of: source)) takes \(expected), not \(type(of: value))")
        }
        switch (property, source) {
        case ("view", let controller as UIViewController):
            guard let view = value as? UIView else { throw wrongType("a UIView") }
            controller.view = view
        case ("delegate", let field as UITextField):
            guard let delegate = value as? UITextFieldDelegate else { throw wrongType("a UITextFieldDelegate") }
            field.delegate = delegate
        case ("delegate", let textView as UITextView):
            guard let delegate = value as? UITextViewDelegate else { throw wrongType("a UITextViewDelegate") }
            textView.delegate = delegate
        case ("dataSource", let table as UITableView):
            guard let dataSource = value as? UITableViewDataSource else { throw wrongType("a UITableViewDataSource") }
            table.dataSource = dataSource
        case ("dataSource", let collection as UICollectionView):
            guard let dataSource = value as? UICollectionViewDataSource else { throw wrongType("a UICollectionViewDataSource") }
            collection.dataSource = dataSource
        case ("delegate", let scroll as UIScrollView):
            guard let delegate = value as? UIScrollViewDelegate else { throw wrongType("a UIScrollViewDelegate") }
            scroll.delegate = delegate
        case ("gestureRecognizers", let view as UIView):
            // An outlet collection Interface Builder writes with appends="YES": each recognizer attached.
            guard let recognizers = value as? [AnyObject], recognizers.allSatisfy({ $0 is UIGestureRecognizer }) else {
                throw wrongType("gesture recognizers")
            }
            for recognizer in recognizers.compactMap({ $0 as? UIGestureRecognizer }) { view.addGestureRecognizer(recognizer) }
        case ("delegate", let recognizer as UIGestureRecognizer):
            guard let delegate = value as? UIGestureRecognizerDelegate else { throw wrongType("a UIGestureRecognizerDelegate") }
            recognizer.delegate = delegate
        default:
            return false
        }
        return true
    }

    /// Sets a user-defined runtime attribute: a string, number or boolean, on a key of UIKit's
    /// the loader knows (`accessibilityIdentifier`, `layer.cornerRadius`…) or on the app's
    /// class through `setValue(_:forKey:)`.
    static func setRuntimeAttribute(_ attribute: InterfaceBuilderElement, on object: AnyObject, loader: InterfaceBuilderLoader)
        throws(InterfaceBuilderError)
    {
        let keyPath = attribute["keyPath"] ?? ""
        let value: Any
        switch attribute["type"] {
        case "string":
            value = attribute["value"] ?? ""
        case "boolean":
            value = NSNumber(value: (attribute["value"] ?? attribute.child("boolean")?["value"]) == "YES")
        case "number":
            guard let text = attribute["value"] ?? (attribute.child("integer") ?? attribute.child("real"))?["value"],
                let number = Double(text)
            else { throw loader.document.error(at: attribute, "runtime attribute \(keyPath) has no number") }
            // An NSNumber, as key-value coding passes a number on iOS (`as? Int`, `as? Double`,
            // `as? CGFloat` answer as there).
            value = attribute.child("integer") != nil ? NSNumber(value: Int(number)) : NSNumber(value: number)
        case let other:
            throw loader.document.error(
                at: attribute, "runtime attribute \(keyPath) of type \(other ?? "(none)") is not supported (string, number and boolean are)"
            )
        }
        let view = object as? UIView
        switch keyPath {
        case "accessibilityIdentifier" where view != nil: view?.accessibilityIdentifier = value as? String
        case "layer.cornerRadius" where view != nil: view?.layer.cornerRadius = cgFloat(value)
        case "layer.borderWidth" where view != nil: view?.layer.borderWidth = cgFloat(value)
        case "layer.masksToBounds" where view != nil: view?.clipsToBounds = (value as? NSNumber)?.boolValue ?? false
        default:
            guard !keyPath.contains("."), let responder = object as? UIResponder else {
                throw loader.document.error(at: attribute, "runtime attribute key path \(keyPath) on \(type(of: object)) is not supported")
            }
            responder.undefinedKeys = []
            responder.setValue(value, forKey: keyPath)
            if responder.undefinedKeys.contains(keyPath) {
                responder.undefinedKeys = []
                throw loader.document.error(
                    at: attribute,
                    "\(type(of: responder)) is not key value coding-compliant for the key \(keyPath) (as iOS would say): kbsim port writes setValue(_:forKey:) for a class's @IBOutlet and @IBInspectable properties"
                )
            }
        }
    }

    private static func cgFloat(_ value: Any) -> CGFloat {
        (value as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
    }
}

/// What a text field and a text view share of `UITextInputTraits`, as Interface Builder sets it.
@MainActor protocol InterfaceBuilderTextInput: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var isSecureTextEntry: Bool { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

extension UITextField: InterfaceBuilderTextInput {}
extension UITextView: InterfaceBuilderTextInput {}
