import UIKit
// café in Latin-1
let x = 1
