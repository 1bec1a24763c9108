/// What the simulation reads of an Interface Builder document: each element it supports, with
/// the attributes it takes. Anything else stops the load (``InterfaceBuilderError``) with the
/// file, the line and the element or attribute, so a screen never loads with part of it quietly
/// missing.
///
/// Some attributes are read and not simulated, because nothing the simulation measures depends
/// on them: Interface Builder's own bookkeeping (`userLabel`, `misplaced`, `ambiguous`,
/// `fixedFrame`, `sceneMemberID`, `customModuleProvider`) and drawing-only properties (`opaque`,
/// `clearsContextBeforeDrawing`, `multipleTouchEnabled`, `contentHorizontalAlignment`,
/// `baselineAdjustment`, colors, fonts' families), and what a table has that the simulated
/// table does not lay out (section header and footer heights, `separatorStyle`, a cell's
/// indentation and editing attributes, `focusStyle`), and a tab bar controller's `<tabBar>` (the
/// simulated bar is UIKit's default). They are listed here, so that the line
/// between what is simulated and what is not is written down.
package enum InterfaceBuilderSchema {
    /// The UIKit class each element makes (before its `customClass`).
    @MainActor static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "textField": UITextField.self,
        "textView": UITextView.self, "imageView": UIImageView.self, "stackView": UIStackView.self,
        "scrollView": UIScrollView.self, "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "containerView": UIView.self,
    ]

    /// The gesture recognizer each element makes.
    @MainActor static let gestureRecognizerClasses: [String: @MainActor () -> UIGestureRecognizer] = [
        "tapGestureRecognizer": { UITapGestureRecognizer() }, "panGestureRecognizer": { UIPanGestureRecognizer() },
    ]

    /// A table view cell's built-in styles, as Interface Builder names them.
    static let cellStyles: [String: UITableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    /// The view controller elements of a storyboard scene.
    package static let viewControllerClasses: [String: String] = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController", "collectionViewController": "UICollectionViewController",
        "tabBarController": "UITabBarController",
    ]

    /// The UIKit class each view controller element makes (before its `customClass`).
    @MainActor static let viewControllerTypes: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tableViewController": UITableViewController.self, "collectionViewController": UICollectionViewController.self,
        "tabBarController": UITabBarController.self,
    ]

    /// The attributes any view element takes.
    static let viewAttributes: Set<String> = [
        "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "misplaced", "ambiguous",
        "fixedFrame", "translatesAutoresizingMaskIntoConstraints", "contentMode", "opaque", "clearsContextBeforeDrawing",
        "clipsSubviews", "multipleTouchEnabled", "userInteractionEnabled", "hidden", "alpha", "tag", "semanticContentAttribute",
        "horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
        "verticalCompressionResistancePriority", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
        "restorationIdentifier", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
    ]

    /// The attributes a scroll view (and a table) takes.
    static let scrollViewAttributes: Set<String> = [
        "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "indicatorStyle", "keyboardDismissMode", "bounces",
        "alwaysBounceVertical", "alwaysBounceHorizontal", "scrollEnabled", "pagingEnabled", "contentInsetAdjustmentBehavior",
    ]

    static let textAttributes: Set<String> = ["text", "textAlignment", "adjustsFontSizeToFit", "lineBreakMode"]

    static let controlAttributes: Set<String> = [
        "contentHorizontalAlignment", "contentVerticalAlignment", "enabled", "selected", "highlighted",
    ]

    /// Each supported element and the attributes it takes.
    static let attributes: [String: Set<String>] = [
        // The document and what Xcode writes around its objects (read, not simulated).
        "document": [
            "type", "version", "toolsVersion", "systemVersion", "targetRuntime", "propertyAccessControl", "useAutolayout",
            "useTraitCollections", "useSafeAreas", "colorMatched", "initialViewController", "launchScreen",
        ],
        "device": ["id", "orientation", "appearance"],
        "adaptation": ["id"],
        "dependencies": [], "deployment": ["identifier", "version"], "plugIn": ["identifier", "version"],
        "capability": ["name", "minToolsVersion"],
        "scenes": [], "scene": ["sceneID"], "objects": [],
        "point": ["key", "x", "y"],
        "resources": [], "image": ["name", "width", "height"], "namedColor": ["name"],
        "systemColor": ["name"],
        "placeholder": [
            "placeholderIdentifier", "id", "userLabel", "sceneMemberID", "customClass", "customModule", "customModuleProvider",
        ],
        "exit": ["id", "userLabel", "sceneMemberID"],
        // View controllers.
        // automaticallyAdjustsScrollViewInsets (deprecated in iOS 11) is read, not simulated: the
        // simulated scroll view's automatic adjustment is the one it makes while the flag is YES.
        "viewController": [
            "id", "customClass", "customModule", "customModuleProvider", "sceneMemberID", "storyboardIdentifier", "title",
            "restorationIdentifier", "modalPresentationStyle", "userLabel", "automaticallyAdjustsScrollViewInsets",
            "extendedLayoutIncludesOpaqueBars",
        ],
        "navigationController": [
            "id", "customClass", "customModule", "customModuleProvider", "sceneMemberID", "storyboardIdentifier", "title",
            "restorationIdentifier", "modalPresentationStyle", "userLabel", "automaticallyAdjustsScrollViewInsets",
            "extendedLayoutIncludesOpaqueBars", "navigationBarHidden",
        ],
        "tableViewController": [
            "id", "customClass", "customModule", "customModuleProvider", "sceneMemberID", "storyboardIdentifier", "title",
            "restorationIdentifier", "modalPresentationStyle", "userLabel", "clearsSelectionOnViewWillAppear",
            "extendedLayoutIncludesOpaqueBars",
        ],
        "collectionViewController": [
            "id", "customClass", "customModule", "customModuleProvider", "sceneMemberID", "storyboardIdentifier", "title",
            "restorationIdentifier", "modalPresentationStyle", "userLabel", "clearsSelectionOnViewWillAppear",
            "extendedLayoutIncludesOpaqueBars",
        ],
        "tabBarController": [
            "id", "customClass", "customModule", "customModuleProvider", "sceneMemberID", "storyboardIdentifier", "title",
            "restorationIdentifier", "modalPresentationStyle", "userLabel", "extendedLayoutIncludesOpaqueBars",
        ],
        "tabBar": [
            "key", "contentMode", "id", "opaque", "translucent", "misplaced", "userLabel", "insetsLayoutMarginsFromSafeArea", "barStyle",
        ],
        "tabBarItem": ["key", "title", "image", "selectedImage", "tag", "id"],
        "navigationBar": [
            "key", "contentMode", "id", "opaque", "translucent", "misplaced", "userLabel", "insetsLayoutMarginsFromSafeArea", "barStyle",
        ],
        "navigationItem": ["key", "title", "id"],
        "layoutGuides": [], "viewControllerLayoutGuide": ["type", "id"],
        "freeformSimulatedSizeMetrics": ["key"], "simulatedMetricsContainer": ["key"],
        "size": ["key", "width", "height"],
        // Views.
        "view": viewAttributes,
        "label": viewAttributes.union(textAttributes).union([
            "numberOfLines", "baselineAdjustment", "minimumScaleFactor", "adjustsLetterSpacingToFitWidth", "preferredMaxLayoutWidth",
        ]),
        "button": viewAttributes.union(controlAttributes).union(["buttonType", "lineBreakMode", "pointerInteraction"]),
        "textField": viewAttributes.union(controlAttributes).union([
            "text", "placeholder", "textAlignment", "borderStyle", "minimumFontSize", "clearButtonMode",
            "clearsOnBeginEditing", "adjustsFontSizeToFit", "background",
        ]),
        "textView": viewAttributes.union([
            "text", "textAlignment", "editable", "selectable", "scrollEnabled", "showsHorizontalScrollIndicator",
            "showsVerticalScrollIndicator", "indicatorStyle", "keyboardDismissMode",
        ]),
        "imageView": viewAttributes.union(["image", "highlightedImage", "adjustsImageSizeForAccessibilityContentSizeCategory"]),
        "stackView": viewAttributes.union(["axis", "distribution", "alignment", "spacing", "baselineRelativeArrangement"]),
        "scrollView": viewAttributes.union(scrollViewAttributes),
        "tableView": viewAttributes.union(scrollViewAttributes).union([
            "dataMode", "style", "separatorStyle", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
            "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "sectionIndexMinimumDisplayRowCount", "allowsSelection",
            "allowsMultipleSelection", "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing",
        ]),
        "tableViewCell": viewAttributes.union([
            "reuseIdentifier", "selectionStyle", "indentationLevel", "indentationWidth", "hidesAccessoryWhenEditing",
            "shouldIndentWhileEditing", "focusStyle", "style", "textLabel", "detailTextLabel",
        ]),
        "tableViewCellContentView": viewAttributes.union(["tableViewCell"]),
        "prototypes": [], "sections": [], "cells": [],
        "collectionView": viewAttributes.union(scrollViewAttributes).union([
            "dataMode", "prefetchingEnabled", "allowsSelection", "allowsMultipleSelection",
        ]),
        "collectionViewCell": viewAttributes.union(["reuseIdentifier"]),
        "containerView": viewAttributes,
        "collectionViewCellContentView": viewAttributes,
        "collectionViewFlowLayout": [
            "key", "id", "minimumLineSpacing", "minimumInteritemSpacing", "scrollDirection", "automaticEstimatedItemSize",
            "sectionInsetReference",
        ],
        "inset": ["key", "minX", "minY", "maxX", "maxY"],
        "tableViewSection": ["id", "headerTitle", "footerTitle"],
        // What a view holds.
        "rect": ["key", "x", "y", "width", "height"],
        "autoresizingMask": ["key", "flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"],
        "subviews": [], "constraints": [],
        "constraint": [
            "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "constant", "priority",
            "identifier", "id", "customClass", "customModule", "customModuleProvider", "symbolic", "userLabel",
        ],
        "viewLayoutGuide": ["key", "id"],
        "color": [
            "key", "red", "green", "blue", "white", "alpha", "colorSpace", "customColorSpace", "systemColor", "cocoaTouchSystemColor",
            "name",
        ],
        "fontDescription": ["key", "type", "pointSize", "name", "family", "weight", "style"],
        "textInputTraits": [
            "key", "autocapitalizationType", "autocorrectionType", "spellCheckingType", "keyboardType", "keyboardAppearance",
            "returnKeyType", "enablesReturnKeyAutomatically", "secureTextEntry", "textContentType", "smartDashesType",
            "smartInsertDeleteType", "smartQuotesType",
        ],
        "state": ["key", "title", "image"],
        "accessibility": ["key", "identifier", "label", "hint"],
        // `<nil name="viewControllers"/>`: a navigation controller's empty list, as Xcode writes it.
        "nil": ["key", "name"],
        "edgeInsets": ["key", "top", "left", "bottom", "right"],
        "directionalEdgeInsets": ["key", "top", "leading", "bottom", "trailing"],
        // Connections.
        "connections": [],
        "outlet": ["property", "destination", "id"],
        "outletCollection": ["property", "destination", "collectionClass", "appends", "id"],
        "action": ["selector", "destination", "eventType", "id"],
        "segue": [
            "destination", "kind", "identifier", "relationship", "id", "modalPresentationStyle", "modalTransitionStyle", "unwindAction",
            "animates", "customClass", "customModule", "customModuleProvider", "destinationCreationSelector",
        ],
        // User-defined runtime attributes.
        "userDefinedRuntimeAttributes": [],
        "userDefinedRuntimeAttribute": ["type", "keyPath", "value"],
        "integer": ["key", "value"], "real": ["key", "value"], "boolean": ["key", "value"],
        // A long or multi-line text, taken as its parent's attribute when read.
        "string": ["key"],
        // What Xcode 7 writes in every view and a navigation controller's empty toolbar: nothing to read.
        "animations": [], "toolbarItems": [],
        // Gesture recognizers: scene or xib objects, attached to views by their gestureRecognizers outlet collection.
        "tapGestureRecognizer": gestureRecognizerAttributes.union(["numberOfTapsRequired", "numberOfTouchesRequired"]),
        "panGestureRecognizer": gestureRecognizerAttributes.union(["minimumNumberOfTouches", "maximumNumberOfTouches"]),
        "gestureRecognizers": [],
        // A navigation item's bar button items.
        "barButtonItem": ["key", "id", "title", "style", "systemItem", "image"],
    ]

    /// The attributes any gesture recognizer element takes.
    static let gestureRecognizerAttributes: Set<String> = [
        "id", "customClass", "customModule", "customModuleProvider", "userLabel", "cancelsTouchesInView", "delaysTouchesBegan",
        "delaysTouchesEnded", "enabled",
    ]

    /// Where each element kind may stand: the element names of its parent.
    static let parents: [String: Set<String>] = [
        "label": ["subviews", "objects"], "button": ["subviews", "objects"], "textField": ["subviews", "objects"],
        "textView": ["subviews", "objects"], "imageView": ["subviews", "objects"], "stackView": ["subviews", "objects"],
        "scrollView": ["subviews", "objects"],
        "view": ["subviews", "viewController", "objects"],
        "tableView": ["subviews", "tableViewController", "viewController", "objects"],
        "tableViewCell": ["prototypes", "cells", "objects"], "tableViewCellContentView": ["tableViewCell"],
        "prototypes": ["tableView"], "sections": ["tableView"], "tableViewSection": ["sections"],
        "cells": ["tableViewSection", "collectionView"],
        "collectionView": ["subviews", "collectionViewController", "viewController", "objects"],
        "collectionViewCell": ["cells", "objects"], "collectionViewCellContentView": ["collectionViewCell"],
        "collectionViewFlowLayout": ["collectionView"],
        "inset": ["collectionViewFlowLayout", "scrollView", "tableView", "collectionView", "textView", "button"],
        "viewController": ["objects"], "navigationController": ["objects"], "tableViewController": ["objects"],
        "collectionViewController": ["objects"], "tabBarController": ["objects"], "containerView": ["subviews"],
        "tabBar": ["tabBarController"], "toolbarItems": ["navigationController"], "barButtonItem": ["navigationItem"],
        "tapGestureRecognizer": ["objects"], "panGestureRecognizer": ["objects"],
        "tabBarItem": ["viewController", "navigationController", "tableViewController", "collectionViewController"],
    ]

    /// The `key` values an element takes, where Interface Builder writes several.
    static let keys: [String: Set<String>] = [
        "rect": ["frame"], "autoresizingMask": ["autoresizingMask"],
        "viewLayoutGuide": ["safeArea", "contentLayoutGuide", "frameLayoutGuide"],
        "textInputTraits": ["textInputTraits"], "state": ["normal"],
        "view": ["view"], "tableView": ["view"], "tableViewCellContentView": ["contentView"],
        "collectionView": ["view"], "collectionViewCellContentView": ["contentView"], "tabBar": ["tabBar"], "tabBarItem": ["tabBarItem"],
        "barButtonItem": ["rightBarButtonItem", "leftBarButtonItem"],
        "collectionViewFlowLayout": ["collectionViewLayout"], "inset": ["sectionInset", "scrollIndicatorInsets", "contentEdgeInsets"],
        "fontDescription": ["fontDescription"], "string": ["text"],
        "color": [
            "backgroundColor", "textColor", "tintColor", "titleColor", "titleShadowColor", "highlightedColor", "shadowColor", "value",
            "barTintColor", "selectedImageTintColor",
        ],
        "nil": ["textColor", "highlightedColor", "backgroundColor", "title", "image", "simulatedBottomBarMetrics"],
        "edgeInsets": ["layoutMargins"], "directionalEdgeInsets": ["directionalLayoutMargins"],
        "point": ["canvasLocation"], "accessibility": ["accessibilityConfiguration"], "integer": ["value"], "real": ["value"],
        "boolean": ["value"],
        "size": ["freeformSize", "itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize"],
    ]

    /// Whether `element`'s `id` names an object others may refer to (`<rect>`s have none).
    static func identifiesObject(_ element: InterfaceBuilderElement) -> Bool {
        !["outlet", "outletCollection", "action", "segue", "device", "adaptation"].contains(element.name)
    }

    /// Checks that the element and each of its attributes are supported where they stand.
    static func check(_ element: InterfaceBuilderElement, file: String) throws(InterfaceBuilderError) {
        func refuse(_ message: String) -> InterfaceBuilderError {
            InterfaceBuilderError(file: file, line: element.line, column: element.column, message: message)
        }
        guard let allowed = attributes[element.name] else {
            throw refuse(
                "<\(element.name)> is not supported by KeyboardSim's storyboard loader yet; remove it, or build that part of the screen in code"
            )
        }
        for name in element.attributes.keys.sorted() where !allowed.contains(name) {
            throw refuse(
                "attribute \(name)=\"\(element.attributes[name] ?? "")\" of <\(element.name)> is not supported by KeyboardSim's storyboard loader yet"
            )
        }
        if let parents = parents[element.name], let parent = element.parent?.name, !parents.contains(parent) {
            throw refuse("<\(element.name)> inside <\(parent)> is not supported")
        }
        if let keys = keys[element.name], let key = element.key, !keys.contains(key) {
            throw refuse("<\(element.name) key=\"\(key)\"> is not supported (supported keys: \(keys.sorted().joined(separator: ", ")))")
        }
    }
}
