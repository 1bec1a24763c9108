#if !_runtime(_ObjC)
/// Swift's pointer for an Objective-C out-parameter (`NSError **`, `UIView **`), which the
/// standard library declares only where there is an Objective-C runtime: on Linux it is
/// missing, and an iOS delegate method or a helper that takes one does not compile. Here it is
/// an ordinary `UnsafeMutablePointer` (no autorelease pool to hand the value to): reading
/// `pointee` and writing it do what they do on iOS.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
#endif
