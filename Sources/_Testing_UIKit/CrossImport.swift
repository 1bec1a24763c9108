// Swift Testing for Linux declares a cross-import overlay for a module named `UIKit`: a file that
// imports both `Testing` and `UIKit` makes the compiler look for this module. It has nothing to
// add, so it is empty; it only has to exist.
