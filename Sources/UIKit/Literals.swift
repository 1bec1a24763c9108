/// The type `#imageLiteral(resourceName:)` makes where no type is given, as UIKit's.
public typealias _ImageLiteralType = UIImage

/// The type `#colorLiteral(red:green:blue:alpha:)` makes where no type is given, as UIKit's.
public typealias _ColorLiteralType = UIColor
